'use client'
import { useCallback } from 'react'
import { closeRecoveryRequest, recoveryRequestValue, type RecoveryUiRequest } from '../core/index.js'
import { useFoyerClient } from './context.js'
import { useValue } from './internal.js'

/** What `useRecoveryRequest` returns: the recovery request on screen, and closing it. */
export type UseRecoveryRequestReturnType = {
  /** The recovery request the default UI shows now (null: none). */
  request: RecoveryUiRequest | null
  /** The screens close: the caller gets the work's result, or the exit message when nothing was done. */
  close: () => void
}

/**
 * The recovery request the default UI shows (securing the wallet, or recovering it on a new
 * device) — for the recovery screens, and for a host that replaces them with its own. The work is
 * done with `useSetWalletPassword`, `useSetWalletRecovery` and `useRecoverWallet`.
 */
export function useRecoveryRequest(): UseRecoveryRequestReturnType {
  const client = useFoyerClient()
  const request = useValue(recoveryRequestValue)
  const close = useCallback(() => closeRecoveryRequest(client), [client])
  return { request, close }
}
