'use client'
import { useCallback } from 'react'
import { generateSiwsMessage, siwsFlow, loginWithSiws, resetSiwsFlow, signInWithSiws, type AuthResult, type GenerateSiwsMessageParameters, type LoginWithSiwsParameters, type SignInWithSiwsParameters, type WalletAuthFlowState } from '../core/index.js'
import { useFlowHookBase } from './useFlowHookBase.js'
import type { FlowCallbacks } from './internal.js'

export type UseLoginWithSiwsParameters = FlowCallbacks<AuthResult>
export type UseLoginWithSiwsReturnType = {
  /** status: initial | generating-message | awaiting-signature | submitting-signature | done | error (of `signInWithSiws`). */
  state: WalletAuthFlowState
  /** A connected wallet signs in: nonce, message, the wallet's signature, authenticate (or link with a session). */
  signInWithSiws: (parameters: SignInWithSiwsParameters) => Promise<AuthResult>
  /** For hosts that sign themselves: the SIWS message (with the server's nonce) for `address`. */
  generateSiwsMessage: (parameters: GenerateSiwsMessageParameters) => Promise<string>
  /** … then submit it: `{ message, signature (base64), walletClientType?, connectorType?, messageType? }`. */
  loginWithSiws: (parameters: LoginWithSiwsParameters) => Promise<AuthResult>
  /** Back to `initial`; a sign-in under way ends (USER_EXITED_AUTH_FLOW). */
  reset: () => void
}

/** Sign-In-With-Solana (SIWS), headless. */
export function useLoginWithSiws(parameters: UseLoginWithSiwsParameters = {}): UseLoginWithSiwsReturnType {
  const { client, state, report, complete } = useFlowHookBase(siwsFlow.get, siwsFlow.watch, parameters)
  return {
    state,
    signInWithSiws: useCallback((p) => report(() => signInWithSiws(client, p), complete), [client, report, complete]),
    generateSiwsMessage: useCallback((p) => report(() => generateSiwsMessage(client, p)), [client, report]),
    loginWithSiws: useCallback((p) => report(() => loginWithSiws(client, p), complete), [client, report, complete]),
    reset: useCallback(() => resetSiwsFlow(client), [client]),
  }
}
