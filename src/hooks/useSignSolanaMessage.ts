'use client'
import type { SignSolanaMessageReturnType } from '../core/index.js'
import { signSolanaMessageOnUse } from '../core/internal.js'
import { useEmbeddedWalletAction, type WalletActionCallbacks } from './embeddedWalletAction.js'

/** Callbacks of `useSignSolanaMessage` (`onSuccess`, `onError`). */
export type UseSignSolanaMessageParameters = WalletActionCallbacks<SignSolanaMessageReturnType>
/** What `useSignSolanaMessage` returns: `signMessage({ message }, { address? })`. */
export type UseSignSolanaMessageReturnType = {
  signMessage: (input: { message: string | Uint8Array }, options?: { address?: string | undefined }) => Promise<SignSolanaMessageReturnType>
}

const toParameters = (input: { message: string | Uint8Array }) => input

/** Signs a message with an embedded Solana wallet (ed25519; the signature base64), headless (core's `signSolanaMessage`). */
export function useSignSolanaMessage(parameters: UseSignSolanaMessageParameters = {}): UseSignSolanaMessageReturnType {
  return { signMessage: useEmbeddedWalletAction(signSolanaMessageOnUse, toParameters, parameters) }
}
