'use client'
import { useCallback } from 'react'
import { createSolanaWallet, createWallet, type CreateWalletParameters, type CreateWalletReturnType, type FoyerError } from '../core/index.js'
import { useFoyerClient } from './context.js'
import { useRun } from './internal.js'

/** Callbacks of `useCreateWallet` (`onSuccess`, `onError`). */
export type UseCreateWalletParameters = {
  onSuccess?: ((result: CreateWalletReturnType) => void) | undefined
  onError?: ((error: FoyerError) => void) | undefined
}
/** What `useCreateWallet`'s `createWallet` takes: core's parameters and the chain (default 'ethereum'). */
export type UseCreateWalletOptions = CreateWalletParameters & { chainType?: 'ethereum' | 'solana' | undefined }
/** What `useCreateWallet` returns: `createWallet`. */
export type UseCreateWalletReturnType = {
  /** Creates the user's embedded Ethereum (or, with `chainType: 'solana'`, Solana) wallet, or another HD wallet (`createAdditional`, `walletIndex`). */
  createWallet: (parameters?: UseCreateWalletOptions) => Promise<CreateWalletReturnType>
}

/** Creating embedded wallets, headless (core's `createWallet`, `createSolanaWallet` with `chainType: 'solana'`). */
export function useCreateWallet(parameters: UseCreateWalletParameters = {}): UseCreateWalletReturnType {
  const client = useFoyerClient()
  const run = useRun({ onComplete: parameters.onSuccess, onError: parameters.onError })
  const create = useCallback(
    ({ chainType = 'ethereum', ...options }: UseCreateWalletOptions = {}) =>
      run(() => (chainType === 'solana' ? createSolanaWallet(client, options) : createWallet(client, options)), true),
    [client, run],
  )
  return { createWallet: create }
}
