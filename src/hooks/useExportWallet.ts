'use client'
import { useCallback } from 'react'
import type { ExportWalletParameters, ExportWalletReturnType, FoyerError } from '../core/index.js'
import { exportWalletOnUse } from '../core/internal.js'
import { useFoyerClient } from './context.js'
import { useRun } from './internal.js'

/** Callbacks of `useExportWallet` (`onSuccess`: the export screen closed once connected; `onError`). */
export type UseExportWalletParameters = {
  onSuccess?: (() => void) | undefined
  onError?: ((error: FoyerError) => void) | undefined
}
/** What `useExportWallet` returns: `exportWallet`. */
export type UseExportWalletReturnType = {
  /**
   * Opens the export screen for `address` (default: the user's first embedded Ethereum wallet):
   * the key shows in a frame of the wallet service's origin, never in this page (core's `exportWallet`).
   */
  exportWallet: (options?: ExportWalletParameters) => Promise<ExportWalletReturnType>
}

/** Shows an embedded wallet's private key (and seed phrase) in the default UI's export screen (core's `exportWallet`). */
export function useExportWallet(parameters: UseExportWalletParameters = {}): UseExportWalletReturnType {
  const client = useFoyerClient()
  const run = useRun({ onComplete: parameters.onSuccess, onError: parameters.onError })
  const exportOne = useCallback((options: ExportWalletParameters = {}) => run(() => exportWalletOnUse(client, options), true), [client, run])
  return { exportWallet: exportOne }
}
