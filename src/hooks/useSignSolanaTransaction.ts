'use client'
import type { SignSolanaTransactionReturnType, SolanaTransaction } from '../core/index.js'
import { signSolanaTransactionOnUse } from '../core/internal.js'
import { useEmbeddedWalletAction, type WalletActionCallbacks } from './embeddedWalletAction.js'

/** Callbacks of `useSignSolanaTransaction` (`onSuccess`, `onError`). */
export type UseSignSolanaTransactionParameters = WalletActionCallbacks<SignSolanaTransactionReturnType>
/** What `useSignSolanaTransaction` returns: `signTransaction({ transaction }, { address? })`. */
export type UseSignSolanaTransactionReturnType = {
  signTransaction: (input: { transaction: SolanaTransaction }, options?: { address?: string | undefined }) => Promise<SignSolanaTransactionReturnType>
}

const toParameters = (input: { transaction: SolanaTransaction }) => input

/** Signs a Solana transaction with an embedded Solana wallet, without sending it, headless (core's `signSolanaTransaction`). */
export function useSignSolanaTransaction(parameters: UseSignSolanaTransactionParameters = {}): UseSignSolanaTransactionReturnType {
  return { signTransaction: useEmbeddedWalletAction(signSolanaTransactionOnUse, toParameters, parameters) }
}
