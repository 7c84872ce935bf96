'use client'
import { useCallback } from 'react'
import { importWallet, type FoyerError, type ImportWalletParameters, type ImportWalletReturnType } from '../core/index.js'
import { useFoyerClient } from './context.js'
import { useLatest, useReport } from './internal.js'

/** Callbacks of `useImportWallet` (`onSuccess`, `onError`). */
export type UseImportWalletParameters = {
  onSuccess?: ((result: ImportWalletReturnType) => void) | undefined
  onError?: ((error: FoyerError) => void) | undefined
}
/** What `useImportWallet` returns: `importWallet`. */
export type UseImportWalletReturnType = {
  /** Imports a private key as an embedded Ethereum wallet (the key goes to the wallet service only). */
  importWallet: (parameters: ImportWalletParameters) => Promise<ImportWalletReturnType>
}

/** Importing a private key as an embedded Ethereum wallet, headless (core's `importWallet`). */
export function useImportWallet(parameters: UseImportWalletParameters = {}): UseImportWalletReturnType {
  const client = useFoyerClient()
  const callbacks = useLatest({ onComplete: parameters.onSuccess, onError: parameters.onError })
  const report = useReport(callbacks)
  const run = useCallback(
    (options: ImportWalletParameters) => report(() => importWallet(client, options), (result) => callbacks.current.onComplete?.(result)),
    [client, report, callbacks],
  )
  return { importWallet: run }
}
