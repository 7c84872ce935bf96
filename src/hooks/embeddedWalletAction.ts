'use client'
import { useCallback } from 'react'
import type { FoyerClient, FoyerError, WalletUiOptions } from '../core/index.js'
import { useFoyerClient } from './context.js'
import { useRun } from './internal.js'

export type { WalletUiOptions }
/**
 * The second argument of the signing hooks' functions: the wallet (default: the user's first
 * embedded wallet) and the screen's options (see `WalletUiOptions`; `showWalletUIs: false` signs
 * with no screen).
 */
export type WalletRequestOptions = { address?: string | undefined; uiOptions?: WalletUiOptions | undefined }
/** The callbacks of the signing hooks. */
export type WalletActionCallbacks<R> = {
  onSuccess?: ((result: R) => void) | undefined
  onError?: ((error: FoyerError | Error) => void) | undefined
}

/**
 * Binds a core signing action to the client and the hook's callbacks: the hook's input becomes the
 * action's parameters (`toParameters`, plus `address` and `uiOptions` from the options).
 */
export function useEmbeddedWalletAction<I, P, R>(
  action: (client: FoyerClient, parameters: P & { address?: string | undefined; uiOptions?: WalletUiOptions | undefined }) => Promise<R>,
  toParameters: (input: I) => P,
  { onSuccess, onError }: WalletActionCallbacks<R>,
): (input: I, options?: WalletRequestOptions) => Promise<R> {
  const client = useFoyerClient()
  const run = useRun({ onComplete: onSuccess, onError: onError as ((error: FoyerError) => void) | undefined })
  return useCallback(
    (input: I, options: WalletRequestOptions = {}) =>
      run(() => action(client, { ...toParameters(input), address: options.address, uiOptions: options.uiOptions }), true),
    [client, run, action, toParameters],
  )
}
