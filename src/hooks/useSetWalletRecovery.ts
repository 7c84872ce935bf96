'use client'
import { useCallback } from 'react'
import {
  openSetWalletRecovery, setWalletRecovery, type FoyerError, type SetWalletRecoveryReturnType, type UserRecoveryMethod,
} from '../core/index.js'
import { useFoyerClient } from './context.js'
import { useRun } from './internal.js'

/** Callbacks of `useSetWalletRecovery` (`onSuccess`, `onError`). */
export type UseSetWalletRecoveryParameters = {
  onSuccess?: ((result: SetWalletRecoveryReturnType) => void) | undefined
  onError?: ((error: FoyerError) => void) | undefined
}
/** What `setWalletRecovery` takes: the method (none: the user picks one) and the password of 'user-passcode'. */
export type SetWalletRecoveryOptions = {
  recoveryMethod?: UserRecoveryMethod | 'privy' | undefined
  password?: string | undefined
}
/** What `useSetWalletRecovery` returns: `setWalletRecovery`. */
export type UseSetWalletRecoveryReturnType = {
  /**
   * Secures the user's embedded wallet with a recovery method. With no method it opens the
   * default UI's selection ('Secure your account' / 'Update backup method'); 'user-passcode'
   * without a password opens the password screens; otherwise it runs headless ('user-passcode'
   * with the password; 'google-drive' / 'icloud' through the cloud sign-in popup; 'privy').
   */
  setWalletRecovery: (options?: SetWalletRecoveryOptions) => Promise<SetWalletRecoveryReturnType>
}

/** Securing the embedded wallet with a method of choice (core's `setWalletRecovery`, or `openSetWalletRecovery` for the screens). */
export function useSetWalletRecovery(parameters: UseSetWalletRecoveryParameters = {}): UseSetWalletRecoveryReturnType {
  const client = useFoyerClient()
  const run = useRun({ onComplete: parameters.onSuccess, onError: parameters.onError })
  const set = useCallback(
    ({ recoveryMethod, password }: SetWalletRecoveryOptions = {}) =>
      run(() => {
        if (recoveryMethod === undefined) return openSetWalletRecovery(client, { start: 'selection' })
        if (recoveryMethod === 'user-passcode') {
          return password !== undefined
            ? setWalletRecovery(client, { recoveryMethod, password })
            : openSetWalletRecovery(client, { start: 'user-passcode' })
        }
        return setWalletRecovery(client, { recoveryMethod })
      }, true),
    [client, run],
  )
  return { setWalletRecovery: set }
}
