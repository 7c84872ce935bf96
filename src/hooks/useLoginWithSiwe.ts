'use client'
import { useCallback } from 'react'
import { generateSiweMessage, siweFlow, loginWithSiwe, resetSiweFlow, signInWithSiwe, type AuthResult, type GenerateSiweMessageParameters, type LoginWithSiweParameters, type SignInWithSiweParameters, type WalletAuthFlowState } from '../core/index.js'
import type { FlowCallbacks } from './internal.js'
import { useFlowHookBase } from './useFlowHookBase.js'

export type UseLoginWithSiweParameters = FlowCallbacks<AuthResult>
export type UseLoginWithSiweReturnType = {
  /** status: initial | generating-message | awaiting-signature | submitting-signature | done | error (of `signInWithSiwe`). */
  state: WalletAuthFlowState
  /** A connected wallet signs in: nonce, EIP-4361 message, personal_sign, authenticate (or link with a session). */
  signInWithSiwe: (parameters: SignInWithSiweParameters) => Promise<AuthResult>
  /** For hosts that sign themselves: the SIWE message (with the server's nonce) for `address` on `chainId`. */
  generateSiweMessage: (parameters: GenerateSiweMessageParameters) => Promise<string>
  /** … then submit it: `{ message, signature, chainId?, walletClientType?, connectorType? }`. */
  loginWithSiwe: (parameters: LoginWithSiweParameters) => Promise<AuthResult>
  /** Back to `initial`; a sign-in under way ends (USER_EXITED_AUTH_FLOW). */
  reset: () => void
}

/** Sign-In-With-Ethereum (SIWE), headless. */
export function useLoginWithSiwe(parameters: UseLoginWithSiweParameters = {}): UseLoginWithSiweReturnType {
  const { client, state, report, complete } = useFlowHookBase(siweFlow.get, siweFlow.watch, parameters)
  return {
    state,
    signInWithSiwe: useCallback((p) => report(() => signInWithSiwe(client, p), complete), [client, report, complete]),
    generateSiweMessage: useCallback((p) => report(() => generateSiweMessage(client, p)), [client, report]),
    loginWithSiwe: useCallback((p) => report(() => loginWithSiwe(client, p), complete), [client, report, complete]),
    reset: useCallback(() => resetSiweFlow(client), [client]),
  }
}
