/**
 * The two card providers, once their popup is open: the session (Foyer API), the buy page's URL,
 * and the status tracking with the spec's timings. `startCardFunding` opens the popup (inside the
 * click) and hands it here.
 */
import type { FoyerClient } from '../client/types.js'
import {
  COINBASE_STATUS_POLL_MS, COINBASE_STATUS_START_MS, MOONPAY_STATUS_POLL_MS, MOONPAY_STATUS_START_MS,
} from '../constants.js'
import { isFoyerError } from '../errors/base.js'
import { transitionCoinbaseStatus, transitionMoonPayStatus, type CardOutcome, type MoonPayStatusEvent } from '../machines/fundingStatus.js'
import { trackEvent } from '../session/trackEvent.js'
import type {
  WireCoinbaseNetwork, WireCoinbaseOnRampInit, WireCoinbaseOnRampInitRequest, WireCoinbaseOnRampStatus, WireMoonPayCurrencyCode, WireMoonPaySign, WireMoonPaySignRequest, WireMoonPayTransaction,
} from '../types/funding.js'
import { urlAmount } from '../machines/fundingAmount.js'
import { waitMs } from './chains.js'
import { FundingFlowInitError, MoonPayStatusError, UnsupportedOnrampChainError } from './errors.js'
import { COINBASE_NETWORKS, coinbaseAssetOf, fundingNetworkOf, moonpayCurrencyCodeOf, type FundingDestination } from './networks.js'
import type { FundingPopup } from './popup.js'
import { dispatchFunding, fundingContextOf, fundingStateOf, showFundingSuccess } from './run.js'
import type { CardFundingState, FundingRequest, FundingState } from '../types/fundingFlow.js'

/** The Foyer API's funding routes. */
export const FUNDING_API_PATHS = {
  coinbaseInit: '/api/v1/funding/coinbase_on_ramp/init',
  coinbaseStatus: '/api/v1/funding/coinbase_on_ramp/status',
  moonpaySign: '/api/v1/plugins/moonpay_on_ramp/sign',
} as const

/** The landing's message after a failed purchase with the first provider. */
export const COINBASE_FAILURE_MESSAGE = 'Something went wrong adding funds. Please try again or use another method.'
/** The landing's message after a failed purchase with the second provider. */
export const MOONPAY_FAILURE_MESSAGE = 'Something went wrong adding funds from Moonpay. Please try again or use another method to fund your wallet.'

const destinationOf = (request: FundingRequest): FundingDestination =>
  request.chainType === 'solana' ? { chainType: 'solana', cluster: request.cluster!.name } : { chainType: 'ethereum', chainId: request.chain!.id }

/** A purchase under way: the popup, when it opened, and what stops it. */
export type CardRun = { popup: FundingPopup; openedAt: number; signal: AbortSignal; state: FundingState }

/** Where the purchase's tracking leads. */
function settle(client: FoyerClient, run: CardRun, outcome: CardOutcome, card: CardFundingState): void {
  const { request } = run.state
  if (run.signal.aborted || outcome === null) return
  if (outcome === 'success') {
    run.popup.close()
    showFundingSuccess(client, {
      provider: card.provider, status: 'success', chainType: request.chainType, address: request.address,
      chainId: request.chain?.id ?? null, cluster: request.cluster?.name ?? null, value: urlAmount(run.state.amount), token: request.asset.symbol,
      destination: request.embedded ? 'embedded' : 'external',
    })
  } else {
    // A service failure (the second provider's status unreadable three times) is one of its
    // failures: back to the landing with its message, as a failed purchase.
    if (outcome === 'service-failure') console.warn('[foyer]', new MoonPayStatusError())
    run.popup.close()
    const message = outcome === 'closed' ? null : card.provider === 'coinbase' ? COINBASE_FAILURE_MESSAGE : MOONPAY_FAILURE_MESSAGE
    dispatchFunding(client, { type: 'cardEnded', message }, request.id)
  }
}

/** Waits until `ms` after the popup opened. */
const untilAfterOpen = (run: CardRun, ms: number) => waitMs(Math.max(0, run.openedAt + ms - Date.now()), run.signal)

/**
 * The first provider: a session for the wallet (its network and asset), the buy page in the popup
 * (`defaultExperience=send` for the exchange transfer), then its status from 5 s after the popup
 * opened, every 1.5 s.
 */
export async function runCoinbase(client: FoyerClient, run: CardRun, experience: 'buy' | 'send'): Promise<void> {
  const { request, amount } = run.state
  const { config } = fundingContextOf(client)
  const network = fundingNetworkOf(config, destinationOf(request))
  const asset = network && coinbaseAssetOf(network, request.asset.kind)
  if (!network || !asset || !COINBASE_NETWORKS.includes(network)) throw new UnsupportedOnrampChainError(request.chain?.id ?? `solana:${request.cluster?.name}`)
  const body: WireCoinbaseOnRampInitRequest = { addresses: [{ address: request.address, blockchains: [network as WireCoinbaseNetwork] }], assets: [asset] }
  const session = await client.http.request<WireCoinbaseOnRampInit>(FUNDING_API_PATHS.coinbaseInit, { method: 'POST', body, auth: 'required', signal: run.signal })
  const query = new URLSearchParams({
    appId: session.app_id,
    sessionToken: session.session_token,
    endPartnerName: request.appName,
    defaultExperience: experience,
    presetCryptoAmount: urlAmount(amount),
    defaultNetwork: network,
    defaultPaymentMethod: experience === 'send' ? 'CRYPTO_ACCOUNT' : 'CARD',
    defaultAsset: asset,
    partnerUserId: session.partner_user_id,
  })
  run.popup.navigate(`${config.providerUrls.coinbasePay.replace(/\/$/, '')}/buy/select-asset?${query}`)
  dispatchFunding(client, { type: 'card', card: { ...cardOf(client), status: 'pending-in-flow' } }, request.id)

  await untilAfterOpen(run, COINBASE_STATUS_START_MS)
  for (;;) {
    let status: 'pending' | 'success' | 'failure' | 'error'
    try {
      const answer = await client.http.request<WireCoinbaseOnRampStatus>(
        `${FUNDING_API_PATHS.coinbaseStatus}?${new URLSearchParams({ partnerUserId: session.partner_user_id })}`,
        { method: 'GET', auth: 'required', signal: run.signal, retry: false },
      )
      status = answer.status
    } catch (error) {
      if (run.signal.aborted) return
      console.warn('[foyer] could not read the purchase status', error)
      status = 'error'
    }
    if (run.signal.aborted) return
    const { state: card, outcome } = transitionCoinbaseStatus(cardOf(client), { status, popupClosed: run.popup.closed })
    dispatchFunding(client, { type: 'card', card }, request.id)
    if (outcome) return settle(client, run, outcome, card)
    await waitMs(COINBASE_STATUS_POLL_MS, run.signal)
  }
}

/** The second provider's status read: the transaction, 404 (nothing paid yet), or a failure. */
async function readMoonPayStatus(client: FoyerClient, apiUrl: string, id: string, apiKey: string, signal: AbortSignal): Promise<MoonPayStatusEvent> {
  try {
    const response = await client.fetch(`${apiUrl.replace(/\/$/, '')}/transactions/ext/${encodeURIComponent(id)}?${new URLSearchParams({ apiKey })}`, { signal })
    if (response.status === 404) return { kind: 'not-found' }
    if (!response.ok) return { kind: 'error' }
    const list = (await response.json()) as WireMoonPayTransaction[]
    const transaction = Array.isArray(list) ? list[0] : undefined
    if (!transaction) return { kind: 'not-found' }
    return { kind: 'transaction', status: transaction.status, paymentMethod: transaction.paymentMethod ?? null }
  } catch (error) {
    if (signal.aborted) throw signal.reason
    return { kind: 'error' }
  }
}

/**
 * The second provider: a signed buy-page URL for the wallet (its currency code, the amount) in
 * the popup, then its status on the provider's API from 8 s after the popup opened, every 3 s.
 */
export async function runMoonPay(client: FoyerClient, run: CardRun): Promise<void> {
  const { request, amount } = run.state
  const { config } = fundingContextOf(client)
  const network = fundingNetworkOf(config, destinationOf(request))
  const currencyCode = network && moonpayCurrencyCodeOf(network, request.asset.kind)
  if (!currencyCode) throw new FundingFlowInitError({ details: `The second card provider does not sell ${request.asset.symbol} there` })
  const body: WireMoonPaySignRequest = {
    address: request.address,
    useSandbox: config.sandbox,
    config: { paymentMethod: 'credit_debit_card', currencyCode: currencyCode as WireMoonPayCurrencyCode, quoteCurrencyAmount: urlAmount(amount) },
  }
  const signed = await client.http.request<WireMoonPaySign>(FUNDING_API_PATHS.moonpaySign, { method: 'POST', body, auth: 'required', signal: run.signal })
  run.popup.navigate(signed.signedUrl)
  const apiKey = new URL(signed.signedUrl).searchParams.get('apiKey') ?? ''
  dispatchFunding(client, { type: 'card', card: { ...cardOf(client), status: 'pending' } }, request.id)

  await untilAfterOpen(run, MOONPAY_STATUS_START_MS)
  for (;;) {
    const event = await readMoonPayStatus(client, config.providerUrls.moonpayApi, signed.externalTransactionId, apiKey, run.signal)
    if (run.signal.aborted) return
    const { state: card, outcome } = transitionMoonPayStatus(cardOf(client), event)
    dispatchFunding(client, { type: 'card', card }, request.id)
    if (card.status === 'completed' || card.status === 'failed' || card.status === 'waitingAuthorization') {
      trackEvent(client, { name: 'moonpay_transaction_status', payload: { status: card.status, externalTransactionId: signed.externalTransactionId } })
    }
    if (outcome) return settle(client, run, outcome, card)
    if (card.status === 'waitingAuthorization') return
    await waitMs(MOONPAY_STATUS_POLL_MS, run.signal)
  }
}

/** The card screen's state now. */
function cardOf(client: FoyerClient): CardFundingState {
  const card = fundingStateOf(client).card
  if (!card) throw new FundingFlowInitError({ details: 'No card purchase under way' })
  return card
}

/** What a failed start shows: 'Unable to initialize flow' (the cause kept), unless the flow moved on. */
export function cardStartFailed(client: FoyerClient, run: CardRun, error: unknown): void {
  if (run.signal.aborted) return
  run.popup.close()
  const shown = isFoyerError(error) && (error.code === 'unsupported_onramp_chain' || error.code === 'unable_to_initialize_flow') ? error : new FundingFlowInitError({ cause: error })
  dispatchFunding(client, { type: 'failed', error: { kind: 'other', error: shown, requestUrl: null } }, run.state.request.id)
}
