'use client'
import { useCallback } from 'react'
import { createWallet, type CreateWalletParameters, type CreateWalletReturnType, type FoyerError } from '../core/index.js'
import { useFoyerClient } from './context.js'
import { useRun } from './internal.js'

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
  const run = useRun({ onComplete: parameters.onSuccess, onError: parameters.onError })
  const create = useCallback(
    (options: CreateWalletParameters = {}) => run(() => createWallet(client, options), true),
    [client, run],
  )
  return { createWallet: create }
}
