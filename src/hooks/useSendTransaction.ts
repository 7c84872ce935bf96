'use client'
import type { SendTransactionParameters, SendTransactionReturnType } from '../core/index.js'
import { sendTransactionOnUse } from '../core/internal.js'
import { useEmbeddedWalletAction, type WalletActionCallbacks, type WalletRequestOptions } from './embeddedWalletAction.js'

/** Callbacks of `useSendTransaction` (`onSuccess`, `onError`). */
export type UseSendTransactionParameters = WalletActionCallbacks<SendTransactionReturnType>
/** What `useSendTransaction` returns: `sendTransaction`. */
export type UseSendTransactionReturnType = {
  sendTransaction: (input: SendTransactionParameters['transaction'], options?: WalletRequestOptions) => Promise<SendTransactionReturnType>
}

const toParameters = (transaction: SendTransactionParameters['transaction']) => ({ transaction })

/** Sends a transaction from an embedded wallet, headless (core's `sendTransaction`): resolves with the hash. `sendTransaction(transaction, { address?, uiOptions? })`. */
export function useSendTransaction(parameters: UseSendTransactionParameters = {}): UseSendTransactionReturnType {
  return { sendTransaction: useEmbeddedWalletAction(sendTransactionOnUse, toParameters, parameters) }
}
