'use client'
import { useCallback } from 'react'
import { generateSiwsMessage, siwsFlow, linkWithSiws, resetSiwsFlow, signInWithSiws, unlinkSiws, type AuthResult, type GenerateSiwsMessageParameters, type LinkWithSiwsParameters, type SignInWithSiwsParameters, type UnlinkSiwsParameters, type User, type WalletAuthFlowState } from '../core/index.js'
import { useFlowHookBase } from './useFlowHookBase.js'
import type { FlowCallbacks } from './internal.js'

export type UseLinkWithSiwsParameters = FlowCallbacks<AuthResult>
export type UseLinkWithSiwsReturnType = {
  /** The SIWS flow state (shared with useLoginWithSiws). */
  state: WalletAuthFlowState
  /** A connected wallet is linked to the logged-in user (nonce, message, signature, siws/link). */
  linkWallet: (parameters: Omit<SignInWithSiwsParameters, 'intent' | 'disableSignup'>) => Promise<AuthResult>
  generateSiwsMessage: (parameters: GenerateSiwsMessageParameters) => Promise<string>
  /** Links with a message and signature the host obtained itself. */
  linkWithSiws: (parameters: LinkWithSiwsParameters) => Promise<AuthResult>
  unlinkSiws: (parameters: UnlinkSiwsParameters) => Promise<User>
  reset: () => void
}

/** Linking a Solana wallet with SIWS (the user must be logged in), headless. */
export function useLinkWithSiws(parameters: UseLinkWithSiwsParameters = {}): UseLinkWithSiwsReturnType {
  const { client, state, report, complete } = useFlowHookBase(siwsFlow.get, siwsFlow.watch, parameters)
  return {
    state,
    linkWallet: useCallback((p) => report(() => signInWithSiws(client, { ...p, intent: 'link' }), complete), [client, report, complete]),
    generateSiwsMessage: useCallback((p) => report(() => generateSiwsMessage(client, p)), [client, report]),
    linkWithSiws: useCallback((p) => report(() => linkWithSiws(client, p), complete), [client, report, complete]),
    unlinkSiws: useCallback((p) => report(() => unlinkSiws(client, p)), [client, report]),
    reset: useCallback(() => resetSiwsFlow(client), [client]),
  }
}
