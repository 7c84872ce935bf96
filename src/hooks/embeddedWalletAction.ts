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
 * action's parameters (`toParameters`, plus the options: `address`, `uiOptions`, and what else the
 * action takes, e.g. `sponsored`).
 */
export function useEmbeddedWalletAction<I, P, R, O extends WalletRequestOptions = WalletRequestOptions>(
  action: (client: FoyerClient, parameters: P & O) => Promise<R>,
  toParameters: (input: I) => P,
  { onSuccess, onError }: WalletActionCallbacks<R>,
): (input: I, options?: O) => Promise<R> {
  const client = useFoyerClient()
  const run = useRun({ onComplete: onSuccess, onError: onError as ((error: FoyerError) => void) | undefined })
  return useCallback(
    (input: I, options: O = {} as O) =>
      run(() => action(client, { ...toParameters(input), ...options }), true),
    [client, run, action, toParameters],
  )
}
