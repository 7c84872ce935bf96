'use client'
import { useCallback } from 'react'
import { importWallet, type FoyerError, type ImportWalletParameters, type ImportWalletReturnType } from '../core/index.js'
import { useFoyerClient } from './context.js'
import { useRun } from './internal.js'

/** Callbacks of `useImportWallet` (`onSuccess`, `onError`). */
export type UseImportWalletParameters = {
  onSuccess?: ((result: ImportWalletReturnType) => void) | undefined
  onError?: ((error: FoyerError) => void) | undefined
}
/** What `useImportWallet` returns: `importWallet`. */
export type UseImportWalletReturnType = {
  /** Imports a private key as an embedded Ethereum wallet, or a Solana one with `chainType: 'solana'` (the key goes to the wallet service only). */
  importWallet: (parameters: ImportWalletParameters) => Promise<ImportWalletReturnType>
}

/**
 * Importing a private key as an embedded wallet, headless (core's `importWallet`): Ethereum by
 * default (`importWallet({ privateKey })`, 32 bytes of hex), Solana with `chainType: 'solana'`
 * (base58 of the 64-byte keypair or of the 32-byte secret).
 */
export function useImportWallet(parameters: UseImportWalletParameters = {}): UseImportWalletReturnType {
  const client = useFoyerClient()
  const run = useRun({ onComplete: parameters.onSuccess, onError: parameters.onError })
  const importOne = useCallback((options: ImportWalletParameters) => run(() => importWallet(client, options), true), [client, run])
  return { importWallet: importOne }
}
