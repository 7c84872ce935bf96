'use client'
import { useCallback } from 'react'
import { createWallet, type CreateWalletParameters, type CreateWalletReturnType, type FoyerError } from '../core/index.js'
import { useFoyerClient } from './context.js'
import { useLatest, useReport } from './internal.js'

/** Callbacks of `useCreateWallet` (`onSuccess`, `onError`). */
export type UseCreateWalletParameters = {
  onSuccess?: ((result: CreateWalletReturnType) => void) | undefined
  onError?: ((error: FoyerError) => void) | undefined
}
/** What `useCreateWallet` returns: `createWallet`. */
export type UseCreateWalletReturnType = {
  /** Creates the user's embedded Ethereum wallet, or another HD wallet (`createAdditional`, `walletIndex`). */
  createWallet: (parameters?: CreateWalletParameters) => Promise<CreateWalletReturnType>
}

/** Creating embedded Ethereum wallets, headless (core's `createWallet`). */
export function useCreateWallet(parameters: UseCreateWalletParameters = {}): UseCreateWalletReturnType {
  const client = useFoyerClient()
  const callbacks = useLatest({ onComplete: parameters.onSuccess, onError: parameters.onError })
  const report = useReport(callbacks)
  const create = useCallback(
    (options: CreateWalletParameters = {}) => report(() => createWallet(client, options), (result) => callbacks.current.onComplete?.(result)),
    [client, report, callbacks],
  )
  return { createWallet: create }
}
