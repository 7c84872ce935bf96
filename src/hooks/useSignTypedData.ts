'use client'
import type { SignTypedDataParameters, SignTypedDataReturnType } from '../core/index.js'
import { signTypedDataOnUse } from '../core/internal.js'
import { useEmbeddedWalletAction, type WalletActionCallbacks, type WalletRequestOptions } from './embeddedWalletAction.js'

/** Callbacks of `useSignTypedData` (`onSuccess`, `onError`). */
export type UseSignTypedDataParameters = WalletActionCallbacks<SignTypedDataReturnType>
/** What `useSignTypedData` returns: `signTypedData`. */
export type UseSignTypedDataReturnType = {
  signTypedData: (input: SignTypedDataParameters['typedData'], options?: WalletRequestOptions) => Promise<SignTypedDataReturnType>
}

const toParameters = (typedData: SignTypedDataParameters['typedData']) => ({ typedData })

/** Signs EIP-712 typed data with an embedded wallet, headless (core's `signTypedData`). `signTypedData(typedData, { address?, uiOptions? })`. */
export function useSignTypedData(parameters: UseSignTypedDataParameters = {}): UseSignTypedDataReturnType {
  return { signTypedData: useEmbeddedWalletAction(signTypedDataOnUse, toParameters, parameters) }
}
