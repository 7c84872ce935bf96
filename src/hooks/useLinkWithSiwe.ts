'use client'
import { useCallback } from 'react'
import { generateSiweMessage, siweFlow, linkSmartWallet, linkWithSiwe, resetSiweFlow, signInWithSiwe, unlinkSiwe, type AuthResult, type GenerateSiweMessageParameters, type LinkSmartWalletParameters, type LinkWithSiweParameters, type SignInWithSiweParameters, type UnlinkSiweParameters, type User, type WalletAuthFlowState } from '../core/index.js'
import type { FlowCallbacks } from './internal.js'
import { useFlowHookBase } from './useFlowHookBase.js'

export type UseLinkWithSiweParameters = FlowCallbacks<AuthResult>
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
  reset: () => void
}

/** Linking an Ethereum wallet with SIWE (the user must be logged in), headless. */
export function useLinkWithSiwe(parameters: UseLinkWithSiweParameters = {}): UseLinkWithSiweReturnType {
  const { client, state, report, complete } = useFlowHookBase(siweFlow.get, siweFlow.watch, parameters)
  return {
    state,
    linkWallet: useCallback((p) => report(() => signInWithSiwe(client, { ...p, intent: 'link' }), complete), [client, report, complete]),
    generateSiweMessage: useCallback((p) => report(() => generateSiweMessage(client, p)), [client, report]),
    linkWithSiwe: useCallback((p) => report(() => linkWithSiwe(client, p), complete), [client, report, complete]),
    linkSmartWallet: useCallback((p) => report(() => linkSmartWallet(client, p)), [client, report]),
    unlinkSiwe: useCallback((p) => report(() => unlinkSiwe(client, p)), [client, report]),
    reset: useCallback(() => resetSiweFlow(client), [client]),
  }
}
