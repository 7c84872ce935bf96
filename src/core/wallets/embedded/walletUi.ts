import type { FoyerClient } from '../../client/types.js'
import { appConfigValue } from '../../client/appConfig.js'
import { defineFlow } from '../../client/flow.js'
import {
  INITIAL_SIGN_REQUEST, INITIAL_TRANSACTION_REQUEST, transitionSignRequest, transitionTransactionRequest,
  type SignRequestEvent, type SignRequestState, type TransactionRequestEvent, type TransactionRequestState, type WalletRequestOutcome,
} from '../../machines/walletRequestFlow.js'
import {
  INITIAL_SOLANA_TRANSACTION, transitionSolanaTransaction, type SolanaTransactionEvent, type SolanaTransactionState,
} from '../../machines/solanaTransactionFlow.js'
import { ProviderRpcError } from './errors.js'
import { walletUiMounted } from './walletUiHosts.js'
import {
  pendingRequests, walletRequestValue, type ConfirmOptions, type NewWalletUiRequest, type WalletUiOptions, type WalletUiRequest,
} from './walletRequest.js'

export {
  pendingWalletRequest, walletRequestValue, type ConfirmOptions, type NewWalletUiRequest, type WalletUiOptions, type WalletUiRequest,
} from './walletRequest.js'

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
  /** Clears the request's own state before it shows (an export's flow lives with the export, not here). */
  reset?(): void
  start(): Promise<void>
  confirm(options: ConfirmOptions): Promise<void>
  outcome(): WalletRequestOutcome<R>
  finish?(): void
}
const queues = new WeakMap<FoyerClient, Promise<unknown>>()
let nextId = 0


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
    if (handlers.reset) handlers.reset()
    else (request.kind === 'transaction' ? transactionRequestFlow : request.kind === 'solanaTransaction' ? solanaTransactionFlow : signRequestFlow).reset(client)
    let settled = false
    const close = () => {
      if (settled) return
      settled = true
      stopWatchingLogout()
      const outcome = handlers.outcome()
      pendingRequests.delete(client)
      walletRequestValue.set(client, null)
      handlers.finish?.()
      if (outcome.type === 'resolve') resolve(outcome.value)
      else reject(outcome.error ?? userRejectedRequest())
    }
    const stopWatchingLogout = client.events.on('logout', close)
    pendingRequests.set(client, { request, confirm: (options) => (settled ? Promise.resolve() : handlers.confirm(options)), close })
    walletRequestValue.set(client, request)
    void handlers.start()
  })
}
