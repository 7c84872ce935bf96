'use client'
import { useCallback } from 'react'
import {
  generateSiwsMessage, loginWithSiws, siwsFlow, signInWithSiws,
  type AuthResult, type GenerateSiwsMessageParameters, type LoginWithSiwsParameters, type SignInWithSiwsParameters, type WalletAuthFlowState,
} from '../core/internal.js'
import { useFlow } from './useFlow.js'
import type { FlowCallbacks } from './internal.js'

/** The parameters of {@link useLoginWithSiws}. */
export type UseLoginWithSiwsParameters = FlowCallbacks<AuthResult>
/** What {@link useLoginWithSiws} returns. */
export type UseLoginWithSiwsReturnType = {
  /** status: initial | generating-message | awaiting-signature | submitting-signature | done | error. */
  state: WalletAuthFlowState
  /** A connected wallet signs in: nonce, message, the wallet's signature, authenticate (`intent: 'link'` links). */
  signInWithSiws: (parameters: SignInWithSiwsParameters) => Promise<AuthResult>
  /** For hosts that sign themselves: the SIWS message (with the server's nonce) for `address`. */
  generateSiwsMessage: (parameters: GenerateSiwsMessageParameters) => Promise<string>
  /** … then submit it: `{ message, signature (base64), walletClientType?, connectorType?, messageType? }`. */
  loginWithSiws: (parameters: LoginWithSiwsParameters) => Promise<AuthResult>
  /** Back to `initial`; a sign-in under way ends (USER_EXITED_AUTH_FLOW); other flows are untouched. */
  reset: () => void
}

/** Sign-In-With-Solana (SIWS), headless. */
export function useLoginWithSiws(parameters: UseLoginWithSiwsParameters = {}): UseLoginWithSiwsReturnType {
  const { client, state, run } = useFlow(siwsFlow, parameters)
  return {
    state,
    signInWithSiws: useCallback((p) => run(() => signInWithSiws(client, p)), [client, run]),
    generateSiwsMessage: useCallback((p) => run(() => generateSiwsMessage(client, p)), [client, run]),
    loginWithSiws: useCallback((p) => run(() => loginWithSiws(client, p)), [client, run]),
    reset: useCallback(() => siwsFlow.reset(client), [client]),
  }
}
