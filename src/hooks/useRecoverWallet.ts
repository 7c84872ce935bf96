'use client'
import { useCallback } from 'react'
import { openRecoverWallet, recoverWallet, type FoyerError, type RecoverWalletReturnType, type UserRecoveryMethod } from '../core/index.js'
import { useFoyerClient } from './context.js'
import { useRun } from './internal.js'

/** Callbacks of `useRecoverWallet` (`onSuccess`, `onError`). */
export type UseRecoverWalletParameters = {
  onSuccess?: ((result: RecoverWalletReturnType) => void) | undefined
  onError?: ((error: FoyerError) => void) | undefined
}
/** What `recoverWallet` takes: the wallet's method, the password of 'user-passcode', and optionally which wallet. */
export type RecoverWalletOptions = {
  /** The wallet's method ('privy': automatic recovery, as the automatic recovery screen does). */
  recoveryMethod: UserRecoveryMethod | 'privy'
  password?: string | undefined
  /** The wallet's entropy id (default: the user's own wallet). */
  entropyId?: string | undefined
}
/** What `useRecoverWallet` returns: `recoverWallet`. */
export type UseRecoverWalletReturnType = {
  /**
   * Recovers the user's embedded wallet onto this device: headless with the password
   * ('Invalid recovery password, please try again.' when wrong) or the cloud backup (the recovery
   * sign-in popup). 'user-passcode' without a password opens the default UI's 'Enter your password'.
   */
  recoverWallet: (options: RecoverWalletOptions) => Promise<RecoverWalletReturnType>
}

/** Recovering the embedded wallet on a new device (core's `recoverWallet`). */
export function useRecoverWallet(parameters: UseRecoverWalletParameters = {}): UseRecoverWalletReturnType {
  const client = useFoyerClient()
  const run = useRun({ onComplete: parameters.onSuccess, onError: parameters.onError })
  const recover = useCallback(
    ({ recoveryMethod, password, entropyId }: RecoverWalletOptions) =>
      run(() => {
        const wallet = entropyId !== undefined ? { entropyId } : {}
        if (recoveryMethod === 'user-passcode') {
          return password !== undefined
            ? recoverWallet(client, { recoveryMethod, password, ...wallet })
            : openRecoverWallet(client, { recoveryMethod, ...wallet })
        }
        return recoverWallet(client, { recoveryMethod, ...wallet })
      }, true),
    [client, run],
  )
  return { recoverWallet: recover }
}
