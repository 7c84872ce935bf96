'use client'
import { useCallback } from 'react'
import { openSetWalletRecovery, setWalletRecovery, type FoyerError, type SetWalletRecoveryReturnType } from '../core/index.js'
import { useFoyerClient } from './context.js'
import { useRun } from './internal.js'

/** Callbacks of `useSetWalletPassword` (`onSuccess`, `onError`). */
export type UseSetWalletPasswordParameters = {
  onSuccess?: ((result: SetWalletRecoveryReturnType) => void) | undefined
  onError?: ((error: FoyerError) => void) | undefined
}
/** What `setWalletPassword` takes: the password, or nothing to let the user choose one in the default UI. */
export type SetWalletPasswordOptions = { password?: string | undefined }
/** What `useSetWalletPassword` returns: `setWalletPassword`. */
export type UseSetWalletPasswordReturnType = {
  /**
   * Secures the user's embedded wallet with a password (recovery method `user-passcode`; a user
   * without a wallet gets one). With `password` it runs headless; without, it opens the default
   * UI's password screens and resolves once they close with the password set (closed before:
   * 'Exited before password was added to wallet').
   */
  setWalletPassword: (options?: SetWalletPasswordOptions) => Promise<SetWalletRecoveryReturnType>
}

/** Setting the embedded wallet's password (core's `setWalletRecovery` with 'user-passcode', or `openSetWalletRecovery` on the password screens). */
export function useSetWalletPassword(parameters: UseSetWalletPasswordParameters = {}): UseSetWalletPasswordReturnType {
  const client = useFoyerClient()
  const run = useRun({ onComplete: parameters.onSuccess, onError: parameters.onError })
  const setWalletPassword = useCallback(
    ({ password }: SetWalletPasswordOptions = {}) =>
      run(
        () => (password !== undefined
          ? setWalletRecovery(client, { recoveryMethod: 'user-passcode', password })
          : openSetWalletRecovery(client, { start: 'user-passcode' })),
        true,
      ),
    [client, run],
  )
  return { setWalletPassword }
}
