'use client'
import type { SignTransactionParameters, SignTransactionReturnType } from '../core/index.js'
import { signTransactionOnUse } from '../core/internal.js'
import { useEmbeddedWalletAction, type WalletActionCallbacks, type WalletRequestOptions } from './embeddedWalletAction.js'

/** Callbacks of `useSignTransaction` (`onSuccess`, `onError`). */
export type UseSignTransactionParameters = WalletActionCallbacks<SignTransactionReturnType>
/** What `useSignTransaction` returns: `signTransaction`. */
export type UseSignTransactionReturnType = {
  signTransaction: (input: SignTransactionParameters['transaction'], options?: WalletRequestOptions) => Promise<SignTransactionReturnType>
}

const toParameters = (transaction: SignTransactionParameters['transaction']) => ({ transaction })

/** Signs a transaction with an embedded wallet without sending it, headless (core's `signTransaction`). `signTransaction(transaction, { address?, uiOptions? })`. */
export function useSignTransaction(parameters: UseSignTransactionParameters = {}): UseSignTransactionReturnType {
  return { signTransaction: useEmbeddedWalletAction(signTransactionOnUse, toParameters, parameters) }
}
