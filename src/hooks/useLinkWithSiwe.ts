'use client'
import { useCallback } from 'react'
import {
  generateSiweMessage, linkSmartWallet, linkWithSiwe, siweFlow, signInWithSiwe, unlinkSiwe,
  type AuthResult, type GenerateSiweMessageParameters, type LinkSmartWalletParameters, type LinkWithSiweParameters,
  type SignInWithSiweParameters, type UnlinkSiweParameters, type User, type WalletAuthFlowState,
} from '../core/internal.js'
import { useFlow } from './useFlow.js'
import type { FlowCallbacks } from './internal.js'

/** The parameters of {@link useLinkWithSiwe}. */
export type UseLinkWithSiweParameters = FlowCallbacks<AuthResult>
/** What {@link useLinkWithSiwe} returns. */
export type UseLinkWithSiweReturnType = {
  /** The SIWE flow state (shared with useLoginWithSiwe). */
  state: WalletAuthFlowState
  /** A connected wallet is linked to the logged-in user (nonce, message, signature, siwe/link). */
  linkWallet: (parameters: Omit<SignInWithSiweParameters, 'intent' | 'disableSignup'>) => Promise<AuthResult>
  generateSiweMessage: (parameters: GenerateSiweMessageParameters) => Promise<string>
  /** Links with a message and signature the host obtained itself. */
  linkWithSiwe: (parameters: LinkWithSiweParameters) => Promise<AuthResult>
  /** Links a smart wallet (siwe/link_smart_wallet). */
  linkSmartWallet: (parameters: LinkSmartWalletParameters) => Promise<User>
  unlinkSiwe: (parameters: UnlinkSiweParameters) => Promise<User>
  /** Back to `initial`; a link under way ends (USER_EXITED_LINK_FLOW); other flows are untouched. */
  reset: () => void
}

/** Linking an Ethereum wallet with SIWE (the user must be logged in), headless. */
export function useLinkWithSiwe(parameters: UseLinkWithSiweParameters = {}): UseLinkWithSiweReturnType {
  const { client, state, run } = useFlow(siweFlow, parameters)
  return {
    state,
    linkWallet: useCallback((p) => run(() => signInWithSiwe(client, { ...p, intent: 'link' })), [client, run]),
    generateSiweMessage: useCallback((p) => run(() => generateSiweMessage(client, p)), [client, run]),
    linkWithSiwe: useCallback((p) => run(() => linkWithSiwe(client, p)), [client, run]),
    linkSmartWallet: useCallback((p) => run(() => linkSmartWallet(client, p)), [client, run]),
    unlinkSiwe: useCallback((p) => run(() => unlinkSiwe(client, p)), [client, run]),
    reset: useCallback(() => siweFlow.reset(client), [client]),
  }
}
