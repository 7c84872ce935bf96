'use client'
import type { SendSolanaTransactionParameters, SendSolanaTransactionReturnType } from '../core/index.js'
import { sendSolanaTransactionOnUse } from '../core/internal.js'
import { useEmbeddedWalletAction, type WalletActionCallbacks } from './embeddedWalletAction.js'

/** Callbacks of `useSendSolanaTransaction` (`onSuccess`, `onError`). */
export type UseSendSolanaTransactionParameters = WalletActionCallbacks<SendSolanaTransactionReturnType>
/** The second argument of `sendTransaction`: everything of `sendSolanaTransaction` but the transaction. */
export type SendSolanaTransactionOptions = Omit<SendSolanaTransactionParameters, 'transaction'>
/** What `useSendSolanaTransaction` returns: `sendTransaction({ transaction }, { connection?, address?, signOnly?, uiOptions?, cluster? })`. */
export type UseSendSolanaTransactionReturnType = {
  sendTransaction: (input: { transaction: SendSolanaTransactionParameters['transaction'] }, options?: SendSolanaTransactionOptions) => Promise<SendSolanaTransactionReturnType>
}

const toParameters = (input: { transaction: SendSolanaTransactionParameters['transaction'] }) => input

/** Signs and sends a Solana transaction with an embedded Solana wallet, headless (core's `sendSolanaTransaction`). */
export function useSendSolanaTransaction(parameters: UseSendSolanaTransactionParameters = {}): UseSendSolanaTransactionReturnType {
  return { sendTransaction: useEmbeddedWalletAction(sendSolanaTransactionOnUse, toParameters, parameters) }
}
