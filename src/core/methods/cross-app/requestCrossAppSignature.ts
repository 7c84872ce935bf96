import type { FoyerClient } from '../../client/types.js'
import { userValue } from '../../client/session/state.js'
import { whenAborted } from '../../client/flow.js'
import type { ApiError } from '../../errors/api.js'
import type { FoyerError } from '../../errors/base.js'
import { MustBeAuthenticatedError } from '../../errors/client.js'
import type { CrossAppSignMethod, CrossAppSignRequest } from './requestMachine.js'
import { CROSS_APP_TRANSACT_PATH, isCrossAppAccount, type CrossAppAccount, type CrossAppConnection, type CrossAppTransactMessage } from '../../types/crossApp.js'
import type { Timers } from '../../utils/timers.js'
import type { WalletUiOptions } from '../../wallets/embedded/walletRequest.js'
import { assertCrossAppCanSign } from './assertCrossAppCanSign.js'
import { CROSS_APP_MESSAGE_TYPES, CROSS_APP_REQUEST_EVENTS } from './constants.js'
import {
  CrossAppInvalidWalletError, CrossAppReadOnlyError, CrossAppRequestFailedError, CrossAppRequestInitError, CrossAppRequestTimeoutError,
  CrossAppTokenRequiredError, CrossAppUserRejectedError, type InvalidConnectedAppError,
} from './errors.js'
import { crossAppTokenKey } from './loginWithCrossAppAccount.js'
import { browserCrossAppWindow, browserPopupFeatures, crossAppPopupFeatures, waitForProviderAnswer, type CrossAppWindow, type ProviderWait } from './popup.js'
import { crossAppRequestFlow } from './requestFlow.js'
import { crossAppRequestForWallet, isCrossAppSmartWalletMethod } from './signRequests.js'
import { trackEvent } from '../../session/trackEvent.js'

export type { CrossAppSignRequest } from './requestMachine.js'

/** The parameters of {@link requestCrossAppSignature}. */
export type RequestCrossAppSignatureParameters = {
  /** The cross-app wallet (an embedded or smart wallet of one of the user's cross-app accounts). */
  address: string
  /** For a smart wallet, a plain method is sent as its smart-wallet variant (`crossAppRequestForWallet`). */
  request: CrossAppSignRequest
  /**
   * This app's cross-app connections when already loaded: the read-only check then runs before
   * the popup opens (default: fetched once the popup is open, which then closes on a refusal).
   */
  connections?: CrossAppConnection[] | undefined
  /** `showWalletUIs: false`: no status screen in the default UI while the popup is open. */
  uiOptions?: Pick<WalletUiOptions, 'showWalletUIs'> | undefined
  /** The browser surface (popup + messages); injectable for tests. */
  window?: CrossAppWindow | undefined
  /** Injectable timers (tests): closed check every 300 ms, time-out after 2 minutes. */
  timers?: Timers | undefined
}
/** What {@link requestCrossAppSignature} returns: the signature, the signed transaction, or the hash of the sent transaction. */
export type RequestCrossAppSignatureReturnType = `0x${string}`
/** The errors {@link requestCrossAppSignature} can throw or reject with. */
export type RequestCrossAppSignatureErrorType =
  | MustBeAuthenticatedError
  | CrossAppInvalidWalletError
  | CrossAppTokenRequiredError
  | CrossAppRequestInitError
  | InvalidConnectedAppError
  | CrossAppReadOnlyError
  | CrossAppUserRejectedError
  | CrossAppRequestTimeoutError
  | CrossAppRequestFailedError
  | ApiError

/** The user's cross-app account holding `address` (embedded or smart wallet), if any. */
export function crossAppAccountOf(user: { linkedAccounts: readonly { type: string }[] } | null, address: string): CrossAppAccount | undefined {
  const wanted = address.toLowerCase()
  return user?.linkedAccounts
    .filter(isCrossAppAccount)
    .find((a) => [...a.embeddedWallets, ...a.smartWallets].some((w) => w.address.toLowerCase() === wanted))
}

/** The provider app's signing page (`CROSS_APP_TRANSACT_PATH` under `host`) with `token` and `request`: `host` is the provider app's API URL (default: this app's API URL). */
export function crossAppTransactUrl(
  host: string,
  { token, request, timestamp, callbackUrl }: { token: string; request: CrossAppSignRequest; timestamp: number; callbackUrl: string },
): string {
  const url = new URL(`${host.replace(/\/+$/, '')}${CROSS_APP_TRANSACT_PATH}`)
  url.searchParams.set('token', token)
  url.searchParams.set('request', JSON.stringify({ content: { request }, timestamp, callbackUrl }))
  return url.toString()
}


const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

/** The error a provider's `error` message stands for (its own text when it is none of the kit's). */
function providerError(message: string): FoyerError {
  for (const E of [CrossAppUserRejectedError, CrossAppTokenRequiredError, CrossAppReadOnlyError, CrossAppRequestTimeoutError]) {
    const known = new E()
    if (known.shortMessage === message) return known
  }
  return new CrossAppRequestFailedError(message)
}

/**
 * Asks the provider app of a cross-app wallet to sign (`personal_sign`, `eth_signTypedData_v4`,
 * `eth_signTransaction`) or send (`eth_sendTransaction`); for one of the account's smart wallets
 * the smart-wallet variant is sent (`foyer_signSmartWalletMessage`, `foyer_signSmartWalletTypedData`,
 * `foyer_sendSmartWalletTx`: the provider app answers with that smart wallet). Opens a 440x680 popup AT ONCE (no await
 * before it: browsers allow a popup only during the click), loads the provider's
 * signing page (`crossAppTransactUrl`) with the provider token kept at login and the request JSON
 * `{ content: { request }, timestamp, callbackUrl }`, and waits for the popup's message, accepted
 * ONLY from the provider's origin: `{ type: 'foyer:cross-app:action-response', token_action, token?,
 * data: { result } }` or `{ type: 'foyer:cross-app:action-error', token_action?, error }`; the
 * token action keeps (`set`) or drops (`clear`) the provider token. The popup is checked every
 * 300 ms: closed means 'User rejected request'; no answer in 2 minutes, 'Request timeout'.
 * Refusals: 'Cannot request a signature with this wallet address' (not a cross-app wallet),
 * 'Transactions require a valid token', 'Failed to initialize signature request' (popup blocked),
 * 'Invalid connected app', 'Cannot transact against a read-only provider app'. While the popup
 * is open, `crossAppRequestFlow` is `awaiting` and a mounted default UI shows a status screen
 * (closing it ends the wait: 'User rejected request'). Analytics: `cross_app_request_started` once
 * the popup is open, then `cross_app_request_succeeded` or `cross_app_request_failed` (with the
 * error's code).
 */
export function requestCrossAppSignature(
  client: FoyerClient,
  { address, request: asked, connections, uiOptions, window: win, timers }: RequestCrossAppSignatureParameters,
): Promise<RequestCrossAppSignatureReturnType> {
  try {
    const user = userValue.get(client)
    if (!user) throw new MustBeAuthenticatedError()
    const account = crossAppAccountOf(user, address)
    if (!account) throw new CrossAppInvalidWalletError({ details: `${address} is no wallet of a cross-app account` })
    // A smart wallet of the account is asked with the smart-wallet variant of the method.
    const request = crossAppRequestForWallet(account, address, asked)
    const providerAppId = account.providerApp.id
    const token = readToken(client, providerAppId)
    if (!token) throw new CrossAppTokenRequiredError({ details: `No token kept for provider app ${providerAppId}` })
    // With the connections at hand the gate runs before the popup opens (a refusal opens nothing).
    const known = connections?.find((c) => c.providerAppId === providerAppId)
    if (known?.readOnly) throw new CrossAppReadOnlyError()
    const browser = win ?? browserCrossAppWindow()
    // Before any await: browsers only allow a popup during the click that asked for it.
    const popup = browser.open(win ? crossAppPopupFeatures() : browserPopupFeatures())
    if (!popup) throw new CrossAppRequestInitError({ details: 'The popup was blocked' })
    const run = crossAppRequestFlow.begin(client)
    run.dispatch({ type: 'open', method: request.method, address, providerAppId, providerAppName: account.providerApp.name })
    const analytics = { method: request.method, providerAppId, smartWallet: isCrossAppSmartWalletMethod(request.method) }
    trackEvent(client, { name: CROSS_APP_REQUEST_EVENTS.started, payload: analytics })
    const wait = (async () => {
      try {
        const connection = await Promise.race([assertCrossAppCanSign(client, { providerAppId, connections }), whenAborted(run.signal)])
        const url = crossAppTransactUrl(connection.providerAppCustomApiUrl ?? client.apiUrl, {
          token, request, timestamp: Date.now(), callbackUrl: callbackOrigin(client),
        })
        popup.navigate(url)
        const result = await waitForResult(client, { popup, browser, providerAppId, providerOrigin: new URL(url).origin, timers, signal: run.signal })
        run.dispatch({ type: 'response', result })
        trackEvent(client, { name: CROSS_APP_REQUEST_EVENTS.succeeded, payload: analytics })
        return result
      } catch (error) {
        trackEvent(client, { name: CROSS_APP_REQUEST_EVENTS.failed, payload: { ...analytics, code: (error as FoyerError).code ?? 'unknown' } })
        if (error instanceof CrossAppUserRejectedError && !error.details) run.dispatch({ type: 'error', error })
        else if (error instanceof CrossAppUserRejectedError) run.dispatch({ type: 'closed' })
        else if (error instanceof CrossAppRequestTimeoutError) run.dispatch({ type: 'timeout' })
        else run.dispatch({ type: 'error', error: error as FoyerError })
        throw error
      } finally {
        popup.close()
      }
    })()
    return withStatusScreen(client, wait, { address, method: request.method, providerAppId, uiOptions })
  } catch (error) {
    return Promise.reject(error)
  }
}

/** Shows the status screen while the popup is open when a default UI is mounted; resolves as the wait does. */
async function withStatusScreen(
  client: FoyerClient,
  wait: Promise<`0x${string}`>,
  { address, method, providerAppId, uiOptions }: { address: string; method: CrossAppSignMethod; providerAppId: string; uiOptions: RequestCrossAppSignatureParameters['uiOptions'] },
): Promise<`0x${string}`> {
  wait.catch(() => {})
  const { showWalletRequest, walletUiShown } = await import('../../wallets/embedded/walletUi.js')
  if (!walletUiShown(client, uiOptions)) return wait
  let settled: { result: `0x${string}` } | { error: unknown } | null = null
  return showWalletRequest<`0x${string}`>(client, { kind: 'providerApp', address, method, providerAppId, uiOptions: uiOptions ?? {} }, {
    reset: () => {},
    start: async () => {
      settled = await wait.then((result) => ({ result }), (error: unknown) => ({ error }))
      // A result closes the screen at once; an error stays on screen until the user closes it.
      if ('result' in settled) (await import('../../wallets/embedded/closeWalletRequest.js')).closeWalletRequest(client)
    },
    confirm: async () => {},
    outcome: () => {
      const s = settled as { result: `0x${string}` } | { error: unknown } | null
      if (s && 'result' in s) return { type: 'resolve', value: s.result }
      if (s) return { type: 'reject', error: s.error as Error }
      // Closed while the popup is open: the wait ends (the popup closes) as if the user rejected.
      crossAppRequestFlow.dispatch(client, { type: 'closed' })
      crossAppRequestFlow.reset(client)
      return { type: 'reject', error: new CrossAppUserRejectedError({ details: 'The status screen was closed' }) }
    },
  })
}

function readToken(client: FoyerClient, providerAppId: string): string | null {
  try {
    return client.storage.get(crossAppTokenKey(providerAppId))
  } catch {
    return null
  }
}

function keepToken(client: FoyerClient, providerAppId: string, action: unknown, token: unknown) {
  try {
    if (action === 'clear') client.storage.remove(crossAppTokenKey(providerAppId))
    else if (action === 'set' && typeof token === 'string' && token) client.storage.set(crossAppTokenKey(providerAppId), token)
  } catch {
    // Storage may be unavailable: the answer itself still counts.
  }
}

/** This page's origin (the provider posts its answer there only), else the API URL's. */
function callbackOrigin(client: FoyerClient): string {
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin
  return origin && origin !== 'null' ? origin : new URL(client.apiUrl).origin
}

/** Waits for the popup's answer (a 0x result) from the provider origin; the provider token kept or cleared as it says. */
function waitForResult(
  client: FoyerClient,
  { popup, browser, providerAppId, providerOrigin, timers, signal }: ProviderWait & { providerAppId: string },
): Promise<`0x${string}`> {
  return waitForProviderAnswer<`0x${string}`>({
    popup, browser, providerOrigin, timers, signal,
    read: (data) => {
      const message = data as CrossAppTransactMessage
      if (message.type === CROSS_APP_MESSAGE_TYPES.response && isObject(message.data)) {
        const { result } = message.data
        if (typeof result !== 'string' || !/^0x[0-9a-fA-F]*$/.test(result)) return undefined
        keepToken(client, providerAppId, message.token_action, message.token)
        return { answer: result as `0x${string}` }
      }
      if (message.type === CROSS_APP_MESSAGE_TYPES.error) {
        keepToken(client, providerAppId, message.token_action, message.token)
        return { error: typeof message.error === 'string' ? message.error : 'Unknown error' }
      }
      return undefined
    },
    failed: providerError,
    timedOut: () => new CrossAppRequestTimeoutError(),
  })
}
