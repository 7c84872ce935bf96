'use client'
import { useCallback } from 'react'
import { closeWalletRequest, confirmWalletRequest, farcasterSignerFlow, walletRequestValue, type FarcasterSignerState, type WalletUiRequest } from '../core/index.js'
import { useFoyerClient } from './context.js'
import { useValue } from './internal.js'

/** A Farcaster signer request on screen (`kind: 'farcasterSigner'`). */
export type FarcasterSignerUiRequest = Extract<WalletUiRequest, { kind: 'farcasterSigner' }>

/** What `useFarcasterSignerRequest` returns: the signer request on screen, where it stands, 'Try again' and close. */
export type UseFarcasterSignerRequestReturnType = {
  /** The signer request on screen (null: none, or another kind of request). */
  request: FarcasterSignerUiRequest | null
  /** Where it stands: the approval link, approved, rejected, timed out, or a failure. */
  signer: FarcasterSignerState
  /** 'Try again' after a revoke, a time-out or a failure: a new wait with the same key. */
  retry: () => Promise<void>
  /** The close button, or the auto-close after approval: the caller gets the signer, the error, or 4001. */
  close: () => void
}

/**
 * The Farcaster signer request the default UI shows (`requestFarcasterSigner`) — for the signer
 * screen, and for a host that replaces it with its own.
 */
export function useFarcasterSignerRequest(): UseFarcasterSignerRequestReturnType {
  const client = useFoyerClient()
  const shown = useValue(walletRequestValue)
  const signer = useValue(farcasterSignerFlow)
  const retry = useCallback(() => confirmWalletRequest(client), [client])
  const close = useCallback(() => closeWalletRequest(client), [client])
  return { request: shown?.kind === 'farcasterSigner' ? shown : null, signer, retry, close }
}
