import type { StoryDefault } from '@ladle/react'
import {
  COINBASE_FAILURE_MESSAGE, connectWallet, MOONPAY_FAILURE_MESSAGE, receiveUriOf, startWalletConnectors, stopWalletConnectors, walletConnectFlow, walletConnectorsValue, walletConnectSource,
  type FundingState,
} from '../src/core/internal.js'
import { appConfigValue } from '../src/core/client/appConfig.js'
import type { ScreenId } from '../src/ui/index.js'
import {
  bridgeChooserState, bridgeState, bridgingState, cardState, ERRORS, errorState, fundingRequest, receiveState, showFunding, solanaFundingRequest,
  successState, transferState,
} from './fundingStates.js'
import { variants, type StoryContext } from './support.js'
import { pairingProvider, storyEthereumWallet } from './testWallets.js'

export default { title: 'Funding' } satisfies StoryDefault

// The funding screens read the flow on screen from the client (useFundingFlow): each story puts a
// request and its screen's state there, as fundWallet and the funding actions do (stories/fundingStates.ts).

const story = (screen: ScreenId, patch: Partial<FundingState> = {}, request = fundingRequest()) =>
  variants({
    setup: async (ctx: StoryContext) => {
      showFunding(ctx.client, patch, request)
      return { initialScreen: screen }
    },
  })

const landing = story('fundingLanding')
/** 'Add funds to your Foyer Demo wallet': every option, and the footer that switches the card provider. */
export const FundingLandingLight = landing.Light
export const FundingLandingDark = landing.Dark

const landingTitled = story('fundingLanding', { cardProvider: 'moonpay' }, fundingRequest({
  uiConfig: { landingTitle: 'Top up your Acme balance', receiveFundsTitle: null, receiveFundsSubtitle: null },
  options: [{ method: 'card', provider: 'moonpay' }, { method: 'manual' }],
  landing: { card: true, exchange: false, wallet: false, manual: true, alternateProvider: false },
}))
/** The configured title; only the options offered (one card provider: no footer). */
export const FundingLandingTitledLight = landingTitled.Light
export const FundingLandingTitledDark = landingTitled.Dark

const landingCoinbaseFailed = story('fundingLanding', { landingMessage: COINBASE_FAILURE_MESSAGE })
/** Back on the landing after the first provider's purchase failed. */
export const FundingLandingCoinbaseFailedLight = landingCoinbaseFailed.Light
export const FundingLandingCoinbaseFailedDark = landingCoinbaseFailed.Dark

const landingMoonpayFailed = story('fundingLanding', { landingMessage: MOONPAY_FAILURE_MESSAGE, cardProvider: 'moonpay' })
/** Back on the landing after the second provider's purchase failed (or its status could not be read three times: a service failure). */
export const FundingLandingMoonpayFailedLight = landingMoonpayFailed.Light
export const FundingLandingMoonpayFailedDark = landingMoonpayFailed.Dark

const amount = story('fundingAmount', { screen: 'amount', history: ['landing'], method: 'card', usdEstimate: 150 })
/** 'Confirm or edit amount': 0.05 ETH ≈ $150.00, Continue. */
export const FundingAmountLight = amount.Light
export const FundingAmountDark = amount.Dark

const amountZero = story('fundingAmount', { screen: 'amount', history: ['landing'], method: 'exchange', amount: '0', amountValid: false, usdEstimate: null, usdPrice: null })
/** The exchange transfer's amount at 0: Continue disabled, no USD estimate. */
export const FundingAmountZeroLight = amountZero.Light
export const FundingAmountZeroDark = amountZero.Dark

const cardStarting = story('fundingCardStatus', cardState({ status: 'starting' }))
/** 'Fund account': opening the provider's window. */
export const FundingCardStartingLight = cardStarting.Light
export const FundingCardStartingDark = cardStarting.Dark

const cardInFlow = story('fundingCardStatus', cardState())
/** The first provider's window is open. */
export const FundingCardInFlowLight = cardInFlow.Light
export const FundingCardInFlowDark = cardInFlow.Dark

const cardAfterFlow = story('fundingCardStatus', cardState({ status: 'pending-after-flow', popupClosedCount: 1 }))
/** The first provider's window was closed: waiting for the funds. */
export const FundingCardAfterFlowLight = cardAfterFlow.Light
export const FundingCardAfterFlowDark = cardAfterFlow.Dark

const exchangeInFlow = story('fundingCardStatus', cardState({ experience: 'send' }))
/** A transfer from an exchange account in the first provider's window. */
export const FundingExchangeInFlowLight = exchangeInFlow.Light
export const FundingExchangeInFlowDark = exchangeInFlow.Dark

const moonpayPending = story('fundingCardStatus', cardState({ provider: 'moonpay', status: 'pending' }))
/** The second provider: pending. */
export const FundingMoonpayPendingLight = moonpayPending.Light
export const FundingMoonpayPendingDark = moonpayPending.Dark

const moonpayAuthorization = story('fundingCardStatus', cardState({ provider: 'moonpay', status: 'waitingAuthorization' }))
/** The second provider: awaiting the buyer's authorization. */
export const FundingMoonpayAuthorizationLight = moonpayAuthorization.Light
export const FundingMoonpayAuthorizationDark = moonpayAuthorization.Dark

const moonpayCompleted = story('fundingCardStatus', cardState({ provider: 'moonpay', status: 'completed' }))
/** The second provider: completed. */
export const FundingMoonpayCompletedLight = moonpayCompleted.Light
export const FundingMoonpayCompletedDark = moonpayCompleted.Dark

const wallets = variants({
  setup: async (ctx) => {
    storyEthereumWallet()
    showFunding(ctx.client, { screen: 'wallets', history: ['landing'], method: 'wallet' })
    return { initialScreen: 'fundingWallets' as const }
  },
})
/** 'Transfer from wallet': the wallets of this page (the test wallet). */
export const FundingWalletsLight = wallets.Light
export const FundingWalletsDark = wallets.Dark

const walletsPairing = variants({
  setup: async (ctx) => {
    const config = appConfigValue.get(ctx.client)!
    appConfigValue.set(ctx.client, { ...config, walletConnectCloudProjectId: 'story', appearance: { ...config.appearance, walletList: ['rainbow'] } })
    stopWalletConnectors(ctx.client)
    startWalletConnectors(ctx.client, { sources: [walletConnectSource({ createProvider: async () => pairingProvider() })] })
    while (!walletConnectorsValue.get(ctx.client).some((c) => c.usesPairingUri)) await new Promise((r) => setTimeout(r, 10))
    showFunding(ctx.client, { screen: 'wallets', history: ['landing'], method: 'wallet' })
    void connectWallet(ctx.client, { connectorId: 'ethereum:wallet_connect_v2' }).catch(() => undefined)
    while (!walletConnectFlow.get(ctx.client).uri) await new Promise((r) => setTimeout(r, 10))
    return { initialScreen: 'fundingWallets' as const }
  },
})
/** 'Transfer from wallet' with Rainbow (listed, not in this page) chosen: its WalletConnect pairing QR code and 'Copy link', as in the wallet picker. */
export const FundingWalletsPairingLight = walletsPairing.Light
export const FundingWalletsPairingDark = walletsPairing.Dark

const transferPreparing = story('fundingTransfer', transferState('preparing'))
/** Reading the source wallet's balance and the fee. */
export const FundingTransferPreparingLight = transferPreparing.Light
export const FundingTransferPreparingDark = transferPreparing.Dark

const transfer = story('fundingTransfer', transferState())
/** Ethereum funding: Total, To, Network, Estimated fee, Confirm. */
export const FundingTransferLight = transfer.Light
export const FundingTransferDark = transfer.Dark

const transferSending = story('fundingTransfer', transferState('sending'))
/** Waiting for the wallet to send. */
export const FundingTransferSendingLight = transferSending.Light
export const FundingTransferSendingDark = transferSending.Dark

const solanaRequest = solanaFundingRequest()
const solanaTransfer = story('fundingTransfer', {
  ...transferState(),
  transfer: {
    source: { connectorId: 'solana:standard:Foyer Test Wallet', address: 'CuieVDEDtLo7FypA9SbLM9saXFdb1dsshEkyErMqkRQq', chainType: 'solana', walletName: 'Foyer Test Wallet' },
    status: 'ready', total: 500_000_000n, to: solanaRequest.address, networkName: 'Solana devnet', estimatedFee: 5000n, feeUsd: null, hash: null,
  },
}, solanaRequest)
/** Solana funding: 0.5 SOL, the fee in lamports (no price). */
export const FundingTransferSolanaLight = solanaTransfer.Light
export const FundingTransferSolanaDark = solanaTransfer.Dark

const bridge = story('fundingBridge', bridgeState())
/** 'Transfer from another network': the amount, From, the source networks with balances, To, the quote, 'Confirm with Foyer Test Wallet'. */
export const FundingBridgeLight = bridge.Light
export const FundingBridgeDark = bridge.Dark

const bridgeQuoting = story('fundingBridge', bridgeState({ quote: null, status: 'loading' }))
/** Asking the bridge for a quote. */
export const FundingBridgeQuotingLight = bridgeQuoting.Light
export const FundingBridgeQuotingDark = bridgeQuoting.Dark

const bridgeChooser = story('fundingBridgeChooser', bridgeChooserState())
/** Two source networks have a quote: the chooser. */
export const FundingBridgeChooserLight = bridgeChooser.Light
export const FundingBridgeChooserDark = bridgeChooser.Dark

const bridging = story('fundingBridging', bridgingState())
/** The deposit is sent: the bridge is on it. */
export const FundingBridgingLight = bridging.Light
export const FundingBridgingDark = bridging.Dark

const bridgingDelayed = story('fundingBridging', bridgingState('delayed'))
/** The bridge reports a delay. */
export const FundingBridgingDelayedLight = bridgingDelayed.Light
export const FundingBridgingDelayedDark = bridgingDelayed.Dark

const ethereumRequest = fundingRequest()
const receive = story('fundingReceive', receiveState(receiveUriOf(ethereumRequest), 0n), ethereumRequest)
/** Manual receive: the QR code of the wallet URI, the address, the live balance. */
export const FundingReceiveLight = receive.Light
export const FundingReceiveDark = receive.Dark

const receiveChecking = story('fundingReceive', receiveState(receiveUriOf(ethereumRequest), null), ethereumRequest)
/** Before the first balance read. */
export const FundingReceiveCheckingLight = receiveChecking.Light
export const FundingReceiveCheckingDark = receiveChecking.Dark

const receivedRequest = fundingRequest({ uiConfig: { landingTitle: null, receiveFundsTitle: 'Deposit ETH', receiveFundsSubtitle: 'Send ETH on Foyer Local from any wallet.' } })
const received = story('fundingReceive', receiveState(receiveUriOf(receivedRequest), 250_000_000_000_000_000n, true, 0n), receivedRequest)
/** The balance rose: 'Funds received' and Continue; the request's own title and subtitle. */
export const FundingReceivedLight = received.Light
export const FundingReceivedDark = received.Dark

const usdcRequest = solanaFundingRequest(true)
const receiveUsdc = story('fundingReceive', receiveState(receiveUriOf(usdcRequest), 12_500_000n), usdcRequest)
/** USDC on Solana: the URI carries the token's mint. */
export const FundingReceiveSolanaUsdcLight = receiveUsdc.Light
export const FundingReceiveSolanaUsdcDark = receiveUsdc.Dark

const success = story('fundingSuccess', successState())
/** 'Success!' (the flow closes after 4 s). */
export const FundingSuccessLight = success.Light
export const FundingSuccessDark = success.Dark

const bridgeFailed = story('fundingError', errorState(ERRORS.bridgeFailed))
/** The bridge refunded: 'Transaction failed', the refund status link, 'Try again'. */
export const FundingBridgeFailedLight = bridgeFailed.Light
export const FundingBridgeFailedDark = bridgeFailed.Dark

const timedOut = story('fundingError', errorState(ERRORS.timeout))
/** 'Timed out'. */
export const FundingTimedOutLight = timedOut.Light
export const FundingTimedOutDark = timedOut.Dark

const insufficient = story('fundingError', errorState(ERRORS.insufficient))
/** 'Insufficient balance'. */
export const FundingInsufficientBalanceLight = insufficient.Light
export const FundingInsufficientBalanceDark = insufficient.Dark

const transactionFailure = story('fundingError', errorState(ERRORS.transaction))
/** 'Transaction failure'. */
export const FundingTransactionFailureLight = transactionFailure.Light
export const FundingTransactionFailureDark = transactionFailure.Dark

const otherError = story('fundingError', { ...errorState(ERRORS.other), history: ['landing', 'amount'], method: 'card' })
/** Any other error ('Unable to initialize flow': the popup was blocked). */
export const FundingSomethingWentWrongLight = otherError.Light
export const FundingSomethingWentWrongDark = otherError.Dark

const configMissing = variants({ setup: async () => ({ initialScreen: 'fundingLanding' as const }) })
/** A funding screen opened with no funding flow (routed to directly): "Couldn't find funding config". */
export const FundingConfigMissingLight = configMissing.Light
export const FundingConfigMissingDark = configMissing.Dark
