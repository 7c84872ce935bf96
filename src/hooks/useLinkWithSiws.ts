'use client'
import { useCallback } from 'react'
import {
  generateSiwsMessage, linkWithSiws, siwsFlow, signInWithSiws, unlinkSiws,
  type AuthResult, type GenerateSiwsMessageParameters, type LinkWithSiwsParameters, type SignInWithSiwsParameters,
  type UnlinkSiwsParameters, type User, type WalletAuthFlowState,
} from '../core/internal.js'
import { useFlow } from './useFlow.js'
import type { FlowCallbacks } from './internal.js'

/** The parameters of {@link useLinkWithSiws}. */
export type UseLinkWithSiwsParameters = FlowCallbacks<AuthResult>
/** What {@link useLinkWithSiws} returns. */
export type UseLinkWithSiwsReturnType = {
  /** The SIWS flow state (shared with useLoginWithSiws). */
  state: WalletAuthFlowState
  /** A connected wallet is linked to the logged-in user (nonce, message, signature, siws/link). */
  linkWallet: (parameters: Omit<SignInWithSiwsParameters, 'intent' | 'disableSignup'>) => Promise<AuthResult>
  generateSiwsMessage: (parameters: GenerateSiwsMessageParameters) => Promise<string>
  /** Links with a message and signature the host obtained itself. */
  linkWithSiws: (parameters: LinkWithSiwsParameters) => Promise<AuthResult>
  unlinkSiws: (parameters: UnlinkSiwsParameters) => Promise<User>
  /** Back to `initial`; a link under way ends (USER_EXITED_LINK_FLOW); other flows are untouched. */
  reset: () => void
}

/** Linking a Solana wallet with SIWS (the user must be logged in), headless. */
export function useLinkWithSiws(parameters: UseLinkWithSiwsParameters = {}): UseLinkWithSiwsReturnType {
  const { client, state, run } = useFlow(siwsFlow, parameters)
  return {
    state,
    linkWallet: useCallback((p) => run(() => signInWithSiws(client, { ...p, intent: 'link' })), [client, run]),
    generateSiwsMessage: useCallback((p) => run(() => generateSiwsMessage(client, p)), [client, run]),
    linkWithSiws: useCallback((p) => run(() => linkWithSiws(client, p)), [client, run]),
    unlinkSiws: useCallback((p) => run(() => unlinkSiws(client, p)), [client, run]),
    reset: useCallback(() => siwsFlow.reset(client), [client]),
  }
}
