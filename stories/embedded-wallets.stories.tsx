import type { StoryDefault } from '@ladle/react'
import {
  EmbeddedWalletServiceError, FoyerError, loginWithEmailCode, postLoginFlow, ProviderRpcError, signRequestFlow, TransactionFailedError, transactionRequestFlow, walletRequestValue,
  type SignRequestState, type TransactionRequestState, type TransactionSummary, type WalletUiOptions, type WalletUiRequest,
} from '../src/core/internal.js'
import { sendCode, variants, type StoryContext } from './support.js'

export default { title: 'Embedded wallets' } satisfies StoryDefault

// The wallet screens read the request on screen and its flow from the client (useEmbeddedWalletRequest):
// the stories put a request and its state there, as signMessage / sendTransaction do.
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const HASH = '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060'
const ICON = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="56" height="56"><rect width="56" height="56" rx="12" fill="#6a5af9"/></svg>')}`
const STORY_MESSAGE = 'Foyer Demo asks you to sign in. Nonce: 8f2a41c9'

type SignStoryRequest =
  | { kind: 'signMessage'; message: string; uiOptions: WalletUiOptions }
  | { kind: 'signTypedData'; typedData: Record<string, unknown>; uiOptions: WalletUiOptions }
const signRequest = (ctx: StoryContext, request: SignStoryRequest, state: Partial<SignRequestState> = {}) => {
  signRequestFlow.set(ctx.client, { status: 'idle', signature: null, error: null, ...state })
  walletRequestValue.set(ctx.client, { id: 1, address: ADDRESS, ...request } as WalletUiRequest)
  return { initialScreen: 'walletSign' as const }
}
const message = (uiOptions: WalletUiOptions = {}) => ({ kind: 'signMessage' as const, message: STORY_MESSAGE, uiOptions })

const signIdle = variants({ setup: async (ctx) => signRequest(ctx, message()) })
/** 'Sign message' / 'Signing this message will not cost you any fees.' / 'Sign and continue'. */
export const SignMessageLight = signIdle.Light
export const SignMessageDark = signIdle.Dark

const signCustom = variants({
  setup: async (ctx) => signRequest(ctx, message({ title: 'Verify your wallet', description: 'Acme asks for one signature.', buttonText: 'Sign in to Acme', iconUrl: ICON, isCancellable: true })),
})
/** uiOptions: title, description, button, icon and 'Cancel' (isCancellable). */
export const SignMessageOptionsLight = signCustom.Light
export const SignMessageOptionsDark = signCustom.Dark

const signTyped = variants({
  setup: async (ctx) =>
    signRequest(ctx, {
      kind: 'signTypedData',
      uiOptions: {},
      typedData: {
        domain: { name: 'Foyer Mail', version: '1', chainId: 31337, verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC' },
        types: { Mail: [{ name: 'from', type: 'string' }, { name: 'contents', type: 'string' }] },
        primaryType: 'Mail',
        message: { from: 'Ada', contents: 'Hello, Bob!' },
      },
    }),
})
/** Typed data: its message and 'Copy full payload'. */
export const SignTypedDataLight = signTyped.Light
export const SignTypedDataDark = signTyped.Dark

const signLoading = variants({ setup: async (ctx) => signRequest(ctx, message(), { status: 'loading' }) })
/** Loading the wallet service: the button waits. */
export const SignLoadingLight = signLoading.Light
export const SignLoadingDark = signLoading.Dark

const signSigning = variants({ setup: async (ctx) => signRequest(ctx, message(), { status: 'signing' }) })
/** Signing. */
export const SignSigningLight = signSigning.Light
export const SignSigningDark = signSigning.Dark

const signSigned = variants({ setup: async (ctx) => signRequest(ctx, message(), { status: 'signed', signature: '0x01' }) })
/** Signed: 'Message signed' (the screen closes after 1.4 s; the story shows it until then). */
export const SignSignedLight = signSigned.Light
export const SignSignedDark = signSigned.Dark

const signError = variants({ setup: async (ctx) => signRequest(ctx, message(), { status: 'error', error: new FoyerError('Unable to sign message', 'UNABLE_TO_SIGN') }) })
/** A failed signature: the message and 'Try again'. */
export const SignErrorLight = signError.Light
export const SignErrorDark = signError.Dark

// ── Transactions ──────────────────────────────────────────────────────────

const SUMMARY: TransactionSummary = {
  from: ADDRESS,
  to: RECIPIENT,
  value: 250_000_000_000_000_000n,
  data: null,
  chain: { id: 31337, name: 'Foyer Local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, explorerUrl: 'https://explorer.example' },
  estimatedFee: 42_000_000_000_000n,
  balance: 1_000_000_000_000_000_000n,
  warning: null,
}
const transaction = (ctx: StoryContext, state: Partial<TransactionRequestState>, uiOptions: WalletUiOptions = {}, mode: 'send' | 'sign' = 'send') => {
  transactionRequestFlow.set(ctx.client, { status: 'ready', summary: SUMMARY, hash: null, signature: null, receipt: null, error: null, ...state })
  walletRequestValue.set(ctx.client, { id: 1, kind: 'transaction', mode, address: ADDRESS, transaction: { to: RECIPIENT, value: SUMMARY.value }, uiOptions })
  return { initialScreen: 'walletTransaction' as const }
}

const txPreparing = variants({ setup: async (ctx) => transaction(ctx, { status: 'preparing', summary: null }) })
/** Reading the fee and the balance. */
export const TransactionPreparingLight = txPreparing.Light
export const TransactionPreparingDark = txPreparing.Dark

const txConfirm = variants({ setup: async (ctx) => transaction(ctx, {}, { isCancellable: true }) })
/** The confirmation: To, Amount, Network, Estimated fee, Balance, Details; 'Approve' and 'Not now'. */
export const TransactionConfirmLight = txConfirm.Light
export const TransactionConfirmDark = txConfirm.Dark

const txNoFee = variants({
  setup: async (ctx) => transaction(ctx, { summary: { ...SUMMARY, to: null, data: '0x600080fd', estimatedFee: null, warning: 'estimate failed' } }),
})
/** A contract creation whose fee could not be estimated: the warning. */
export const TransactionFeeUnavailableLight = txNoFee.Light
export const TransactionFeeUnavailableDark = txNoFee.Dark

const txSubmitting = variants({ setup: async (ctx) => transaction(ctx, { status: 'submitting' }) })
/** Approved: sending. */
export const TransactionSendingLight = txSubmitting.Light
export const TransactionSendingDark = txSubmitting.Dark

const txAwaiting = variants({ setup: async (ctx) => transaction(ctx, { status: 'awaiting-receipt', hash: HASH }) })
/** Sent: waiting for the receipt. */
export const TransactionAwaitingReceiptLight = txAwaiting.Light
export const TransactionAwaitingReceiptDark = txAwaiting.Dark

const txComplete = variants({ setup: async (ctx) => transaction(ctx, { status: 'complete', hash: HASH, receipt: { status: 'success', blockNumber: 2n, gasUsed: 21_000n } }) })
/** 'Transaction complete!' / "You're all set." / 'All Done'. */
export const TransactionCompleteLight = txComplete.Light
export const TransactionCompleteDark = txComplete.Dark

const txSigned = variants({ setup: async (ctx) => transaction(ctx, { status: 'signed', signature: '0x02' }, {}, 'sign') })
/** Sign-only: 'Transaction signed!' (returns after 1.4 s). */
export const TransactionSignedLight = txSigned.Light
export const TransactionSignedDark = txSigned.Dark

const txReverted = variants({
  setup: async (ctx) => transaction(ctx, { status: 'error', hash: HASH, receipt: { status: 'reverted', blockNumber: 2n, gasUsed: 30_000n }, error: new TransactionFailedError() }),
})
/** Reverted: 'Transaction failed' with its code, the copyable hash, the explorer link and 'Retry transaction'. */
export const TransactionRevertedLight = txReverted.Light
export const TransactionRevertedDark = txReverted.Dark

const txError = variants({ setup: async (ctx) => transaction(ctx, { status: 'error', error: new ProviderRpcError(-32003, 'nonce too low') }) })
/** A send the chain refused: the code and the chain's message, no hash. */
export const TransactionErrorLight = txError.Light
export const TransactionErrorDark = txError.Dark

// ── Creation after login ──────────────────────────────────────────────────

const created = (status: 'creating-wallet' | 'done' | 'error', isNewUser: boolean) =>
  variants({
    setup: async (ctx) => {
      const result = await loginWithEmailCode(ctx.client, { code: await sendCode(ctx) })
      postLoginFlow.set(ctx.client, {
        status,
        result: { ...result, isNewUser },
        error: status === 'error' ? new EmbeddedWalletServiceError({ type: 'embedded_wallet_creation_error', message: 'Failed to create wallet' }) : null,
        walletCreation: true,
      })
      return { initialScreen: 'walletCreate' as const }
    },
  })
const creating = created('creating-wallet', true)
/** 'Creating your wallet' / 'Please wait...'. */
export const WalletCreatingLight = creating.Light
export const WalletCreatingDark = creating.Dark
const welcome = created('done', true)
/** A new user: 'Welcome to Foyer Demo' / "You've successfully created an account." (closes after 2.5 s). */
export const WalletWelcomeLight = welcome.Light
export const WalletWelcomeDark = welcome.Dark
const allSet = created('done', false)
/** A returning user: 'All set!' / 'Your account is secured.'. */
export const WalletAllSetLight = allSet.Light
export const WalletAllSetDark = allSet.Dark
const failed = created('error', true)
/** 'Something went wrong' with the message and Close (the user was logged out). */
export const WalletCreateFailedLight = failed.Light
export const WalletCreateFailedDark = failed.Dark
