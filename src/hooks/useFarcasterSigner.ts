'use client'
import { useCallback } from 'react'
import {
  farcasterSignerFlow, type FarcasterSignerState, type FoyerError, type RequestFarcasterSignerParameters, type RequestFarcasterSignerReturnType,
  type SignFarcasterMessageParameters, type SignFarcasterMessageReturnType,
} from '../core/index.js'
import { requestFarcasterSignerOnUse, signFarcasterMessageOnUse } from '../core/internal.js'
import { useFoyerClient } from './context.js'
import { useRun, useValue } from './internal.js'

/** Callbacks of `useFarcasterSigner`: `onSuccess` once a signer is approved, `onError` on a failure or a refusal of the request. */
export type UseFarcasterSignerParameters = {
  onSuccess?: ((result: RequestFarcasterSignerReturnType) => void) | undefined
  onError?: ((error: FoyerError | Error) => void) | undefined
}
/** What `useFarcasterSigner` returns. */
export type UseFarcasterSignerReturnType = {
  /** Asks the user to approve a Farcaster signer (core's `requestFarcasterSigner`; the signer screen when the default UI is mounted). */
  requestFarcasterSigner: (parameters?: RequestFarcasterSignerParameters) => Promise<RequestFarcasterSignerReturnType>
  /** Signs a Farcaster message hash with the approved signer (core's `signFarcasterMessage`). */
  signFarcasterMessage: (hash: SignFarcasterMessageParameters['hash']) => Promise<SignFarcasterMessageReturnType>
  /** Where the signer request stands: status, the signer's public key and the approval link (for a host that shows its own QR code). */
  state: FarcasterSignerState
}

/**
 * Farcaster signers: an ed25519 key the wallet service keeps for the user, approved in Farcaster
 * for their fid, that signs Farcaster messages for the app. The actions load on first use. See
 * docs/farcaster-signers.md.
 */
export function useFarcasterSigner(parameters: UseFarcasterSignerParameters = {}): UseFarcasterSignerReturnType {
  const client = useFoyerClient()
  const state = useValue(farcasterSignerFlow)
  const run = useRun({ onComplete: parameters.onSuccess, onError: parameters.onError as ((error: FoyerError) => void) | undefined })
  const requestFarcasterSigner = useCallback((p: RequestFarcasterSignerParameters = {}) => run(() => requestFarcasterSignerOnUse(client, p), true), [client, run])
  const signFarcasterMessage = useCallback((hash: SignFarcasterMessageParameters['hash']) => signFarcasterMessageOnUse(client, { hash }), [client])
  return { requestFarcasterSigner, signFarcasterMessage, state }
}
