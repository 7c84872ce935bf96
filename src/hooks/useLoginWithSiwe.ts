'use client'
import { useCallback } from 'react'
import {
  generateSiweMessage, loginWithSiwe, siweFlow, signInWithSiwe,
  type AuthResult, type GenerateSiweMessageParameters, type LoginWithSiweParameters, type SignInWithSiweParameters, type WalletAuthFlowState,
} from '../core/internal.js'
import { useFlow } from './useFlow.js'
import type { FlowCallbacks } from './internal.js'

/** The parameters of {@link useLoginWithSiwe}. */
export type UseLoginWithSiweParameters = FlowCallbacks<AuthResult>
/** What {@link useLoginWithSiwe} returns. */
export type UseLoginWithSiweReturnType = {
  /** status: initial | generating-message | awaiting-signature | submitting-signature | done | error. */
  state: WalletAuthFlowState
  /** A connected wallet signs in: nonce, EIP-4361 message, personal_sign, authenticate (`intent: 'link'` links). */
  signInWithSiwe: (parameters: SignInWithSiweParameters) => Promise<AuthResult>
  /** For hosts that sign themselves: the SIWE message (with the server's nonce) for `address` on `chainId`. */
  generateSiweMessage: (parameters: GenerateSiweMessageParameters) => Promise<string>
  /** … then submit it: `{ message, signature, chainId?, walletClientType?, connectorType? }`. */
  loginWithSiwe: (parameters: LoginWithSiweParameters) => Promise<AuthResult>
  /** Back to `initial`; a sign-in under way ends (USER_EXITED_AUTH_FLOW); other flows are untouched. */
  reset: () => void
}

/** Sign-In-With-Ethereum (SIWE), headless. */
export function useLoginWithSiwe(parameters: UseLoginWithSiweParameters = {}): UseLoginWithSiweReturnType {
  const { client, state, run } = useFlow(siweFlow, parameters)
  return {
    state,
    signInWithSiwe: useCallback((p) => run(() => signInWithSiwe(client, p)), [client, run]),
    generateSiweMessage: useCallback((p) => run(() => generateSiweMessage(client, p)), [client, run]),
    loginWithSiwe: useCallback((p) => run(() => loginWithSiwe(client, p)), [client, run]),
    reset: useCallback(() => siweFlow.reset(client), [client]),
  }
}
