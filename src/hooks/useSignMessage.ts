'use client'
import type { SignMessageReturnType } from '../core/index.js'
import { signMessageOnUse } from '../core/internal.js'
import { useEmbeddedWalletAction, type WalletActionCallbacks, type WalletRequestOptions } from './embeddedWalletAction.js'

/** Callbacks of `useSignMessage` (`onSuccess`, `onError`). */
export type UseSignMessageParameters = WalletActionCallbacks<SignMessageReturnType>
/** What `useSignMessage` returns: `signMessage`. */
export type UseSignMessageReturnType = {
  signMessage: (input: { message: string }, options?: WalletRequestOptions) => Promise<SignMessageReturnType>
}

const toParameters = (input: { message: string }) => input

/** Signs a UTF-8 message with an embedded wallet (personal_sign), headless (core's `signMessage`). `signMessage({ message }, { address?, uiOptions? })`. */
export function useSignMessage(parameters: UseSignMessageParameters = {}): UseSignMessageReturnType {
  return { signMessage: useEmbeddedWalletAction(signMessageOnUse, toParameters, parameters) }
}
