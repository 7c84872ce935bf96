import type { FoyerClient } from '../../client/types.js'
import { appConfigValue } from '../../client/appConfig.js'
import { defineFlow, defineValue } from '../../client/flow.js'
import {
  INITIAL_SIGN_REQUEST, INITIAL_TRANSACTION_REQUEST, transitionSignRequest, transitionTransactionRequest,
  type SignRequestEvent, type SignRequestState, type TransactionRequestEvent, type TransactionRequestState, type WalletRequestOutcome,
} from '../../machines/walletRequestFlow.js'
import {
  INITIAL_SOLANA_TRANSACTION, transitionSolanaTransaction, type SolanaTransactionEvent, type SolanaTransactionState,
} from '../../machines/solanaTransactionFlow.js'
import {
  INITIAL_WALLET_EXPORT, transitionWalletExport, type WalletExportEvent, type WalletExportState,
} from '../../machines/walletExportFlow.js'
import { ProviderRpcError } from './errors.js'
import { walletUiMounted } from './walletUiHosts.js'
import type { WalletExportTarget } from './walletExport.js'

/**
 * What a signing request shows in the default UI (`uiOptions` of `signMessage`, `signTypedData`,
 * `sendTransaction`, `signTransaction` and their hooks). Every field is optional.
 */
export type WalletUiOptions = {
  /** The screen's title (default 'Sign message'; for a transaction, the confirmation's title). */
  title?: string | undefined
  /** The text under the title (default 'Signing this message will not cost you any fees.'). */
  description?: string | undefined
  /** The approve button (default 'Sign and continue'; 'Approve' for a transaction). */
  buttonText?: string | undefined
  /** An image shown on top of the sign screen (an https or data URL). */
  iconUrl?: string | undefined
  /** Show a button that declines the request ('Cancel'; 'Not now' for a transaction). Default: false. */
  isCancellable?: boolean | undefined
  /** false: sign with no screen, as a headless host does. Default: true. */
  showWalletUIs?: boolean | undefined
  /** The receipt's title (default 'Transaction complete!' / 'Transaction signed!'). */
  successHeader?: string | undefined
  /** The receipt's text (default "You're all set."). */
  successDescription?: string | undefined
  /** What the confirmation says about the contract called: its image. */
  transactionInfo?: { title?: string | undefined; action?: string | undefined; contractInfo?: { imgUrl?: string | undefined; imgAltText?: string | undefined } | undefined } | undefined
}

/** A signing request the default UI shows: a message, typed data, or a transaction to send or sign. */
export type WalletUiRequest =
  | { id: number; kind: 'signMessage'; address: string; message: string; uiOptions: WalletUiOptions }
  | { id: number; kind: 'signTypedData'; address: string; typedData: Record<string, unknown>; uiOptions: WalletUiOptions }
  | { id: number; kind: 'transaction'; mode: 'send' | 'sign'; address: string; transaction: Record<string, unknown>; uiOptions: WalletUiOptions }
  /** A Solana transaction to sign (`mode: 'sign'`) or sign and send; what it does is in `solanaTransactionFlow`. */
  | { id: number; kind: 'solanaTransaction'; mode: 'send' | 'sign'; address: string; uiOptions: WalletUiOptions }
  /** A wallet export (`exportWallet`): the wallet the export frame shows; where it stands is in `walletExportFlow`. */
  | ({ id: number; kind: 'export'; uiOptions: WalletUiOptions } & WalletExportTarget)

/** A request as its caller describes it (the id is given when it shows). */
export type NewWalletUiRequest = WalletUiRequest extends infer R ? (R extends WalletUiRequest ? Omit<R, 'id'> : never) : never

/** The request the wallet screens show now (null: none). */
export const walletRequestValue = defineValue<WalletUiRequest | null>({ id: 'walletRequest', initial: null })
/** The sign-message (and typed data) request's flow. */
export const signRequestFlow = defineFlow<SignRequestState, SignRequestEvent>({
  id: 'signRequest', initial: INITIAL_SIGN_REQUEST, transition: transitionSignRequest, scope: 'client',
})
/** The transaction request's flow. */
export const transactionRequestFlow = defineFlow<TransactionRequestState, TransactionRequestEvent>({
  id: 'transactionRequest', initial: INITIAL_TRANSACTION_REQUEST, transition: transitionTransactionRequest, scope: 'client',
})

/** The Solana transaction request's flow (preparing, ready, submitting, success, error). */
export const solanaTransactionFlow = defineFlow<SolanaTransactionState, SolanaTransactionEvent>({
  id: 'solanaTransaction', initial: INITIAL_SOLANA_TRANSACTION, transition: transitionSolanaTransaction, scope: 'client',
})

/** The wallet export's flow (connecting, ready, exported, error). */
export const walletExportFlow = defineFlow<WalletExportState, WalletExportEvent>({
  id: 'walletExport', initial: INITIAL_WALLET_EXPORT, transition: transitionWalletExport, scope: 'client',
})

/**
 * Whether a signing request shows a screen: not with `uiOptions.showWalletUIs: false`, not when
 * the app turned them off (`embeddedWallets.showWalletUIs: false` in the config), and only when
 * a default UI is mounted (a headless host signs with no screen).
 */
export function walletUiShown(client: FoyerClient, uiOptions: WalletUiOptions | undefined): boolean {
  if (uiOptions?.showWalletUIs === false) return false
  if (appConfigValue.get(client)?.embeddedWallets.showWalletUIs === false) return false
  return walletUiMounted(client)
}

/**
 * What a request does once shown: `start` (load, prepare), `confirm` (the user approved), `outcome`
 * (what closing means), `finish` (the screen closed: stop what still runs).
 */
export type WalletRequestHandlers<R> = {
  start(): Promise<void>
  confirm(options: ConfirmOptions): Promise<void>
  outcome(): WalletRequestOutcome<R>
  finish?(): void
}
/** What the approve (or retry) button passes: `resetNonce` lets the chain pick the nonce again. */
export type ConfirmOptions = { resetNonce?: boolean | undefined }

type Pending = { request: WalletUiRequest; confirm: (options: ConfirmOptions) => Promise<void>; close: () => void }
const pending = new WeakMap<FoyerClient, Pending>()
const queues = new WeakMap<FoyerClient, Promise<unknown>>()
let nextId = 0

/** The request on screen now and what its buttons do (for `confirmWalletRequest` / `closeWalletRequest`). */
export const pendingWalletRequest = (client: FoyerClient): Pending | undefined => pending.get(client)

/** The error of a request closed without a result: EIP-1193 4001 'The user rejected the request'. */
export const userRejectedRequest = () => new ProviderRpcError(4001, 'The user rejected the request')

/**
 * Shows a signing request in the default UI and waits for the user: resolves with the result when
 * the screen closes after success, rejects with the error or 'The user rejected the request' (4001)
 * otherwise. Requests made while one shows wait their turn. A logout closes the screen.
 */
export function showWalletRequest<R>(client: FoyerClient, request: NewWalletUiRequest, handlers: WalletRequestHandlers<R>): Promise<R> {
  const turn = (queues.get(client) ?? Promise.resolve()).then(() => present<R>(client, request, handlers))
  queues.set(client, turn.catch(() => undefined))
  return turn
}

function present<R>(client: FoyerClient, base: NewWalletUiRequest, handlers: WalletRequestHandlers<R>): Promise<R> {
  return new Promise<R>((resolve, reject) => {
    const request = { ...base, id: (nextId += 1) } as WalletUiRequest
    const flow = request.kind === 'transaction' ? transactionRequestFlow
      : request.kind === 'solanaTransaction' ? solanaTransactionFlow
        : request.kind === 'export' ? walletExportFlow : signRequestFlow
    flow.reset(client)
    let settled = false
    const close = () => {
      if (settled) return
      settled = true
      stopWatchingLogout()
      const outcome = handlers.outcome()
      pending.delete(client)
      walletRequestValue.set(client, null)
      handlers.finish?.()
      if (outcome.type === 'resolve') resolve(outcome.value)
      else reject(outcome.error ?? userRejectedRequest())
    }
    const stopWatchingLogout = client.events.on('logout', close)
    pending.set(client, { request, confirm: (options) => (settled ? Promise.resolve() : handlers.confirm(options)), close })
    walletRequestValue.set(client, request)
    void handlers.start()
  })
}
