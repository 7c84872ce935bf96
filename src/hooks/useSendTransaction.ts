'use client'
import type { SendTransactionParameters, SendTransactionReturnType } from '../core/index.js'
import { sendTransactionOnUse } from '../core/internal.js'
import { useEmbeddedWalletAction, type WalletActionCallbacks, type WalletRequestOptions } from './embeddedWalletAction.js'

/** Callbacks of `useSendTransaction` (`onSuccess`, `onError`). */
export type UseSendTransactionParameters = WalletActionCallbacks<SendTransactionReturnType>
/** The second argument of `useSendTransaction`'s `sendTransaction`: the wallet, the screen's options, and whether the fee is sponsored. */
export type SendTransactionOptions = WalletRequestOptions & Pick<SendTransactionParameters, 'sponsored'>
/** What `useSendTransaction` returns: `sendTransaction`. */
export type UseSendTransactionReturnType = {
  sendTransaction: (input: SendTransactionParameters['transaction'], options?: SendTransactionOptions) => Promise<SendTransactionReturnType>
}

const toParameters = (transaction: SendTransactionParameters['transaction']) => ({ transaction })

/**
 * Sends a transaction — or several, in order (approve then swap) — from an embedded wallet (core's
 * `sendTransaction`): resolves with the last hash and every hash (`{ hash, hashes }`).
 * `sendTransaction(transactionOrList, { address?, uiOptions?, sponsored? })`.
 */
export function useSendTransaction(parameters: UseSendTransactionParameters = {}): UseSendTransactionReturnType {
  return { sendTransaction: useEmbeddedWalletAction<SendTransactionParameters['transaction'], { transaction: SendTransactionParameters['transaction'] }, SendTransactionReturnType, SendTransactionOptions>(sendTransactionOnUse, toParameters, parameters) }
}
