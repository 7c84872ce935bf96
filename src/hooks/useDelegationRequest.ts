'use client'
import { useCallback } from 'react'
import { closeWalletRequest, confirmWalletRequest, delegationFlow, walletRequestValue, type DelegationState, type WalletUiRequest } from '../core/index.js'
import { useFoyerClient } from './context.js'
import { useValue } from './internal.js'

/** A delegation request on screen (`kind: 'delegation'`). */
export type DelegationUiRequest = Extract<WalletUiRequest, { kind: 'delegation' }>

/** What `useDelegationRequest` returns: the delegation request on screen, where it stands, and its two buttons. */
export type UseDelegationRequestReturnType = {
  /** The consent or revoke request on screen (null: none, or another kind of request). */
  request: DelegationUiRequest | null
  /** Where it stands: asking, submitting, success, error. */
  delegation: DelegationState
  /** Accept (consent) or Confirm (revoke). */
  accept: () => Promise<void>
  /** Not now / Deny / the close button, or the result's auto-close: the caller gets the result, the error, or 4001. */
  close: () => void
}

/**
 * The delegation request the default UI shows (`delegateWallet`, `revokeWallets`) — for the
 * consent and revoke screens, and for a host that replaces them with its own.
 */
export function useDelegationRequest(): UseDelegationRequestReturnType {
  const client = useFoyerClient()
  const shown = useValue(walletRequestValue)
  const delegation = useValue(delegationFlow)
  const accept = useCallback(() => confirmWalletRequest(client), [client])
  const close = useCallback(() => closeWalletRequest(client), [client])
  return { request: shown?.kind === 'delegation' ? shown : null, delegation, accept, close }
}
