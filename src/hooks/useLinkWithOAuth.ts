'use client'
import { useCallback } from 'react'
import { oauthFlow, initOAuth, unlinkOAuth, type AuthResult, type InitOAuthParameters, type InitOAuthReturnType, type LoadingFlowState, type UnlinkOAuthParameters, type User } from '../core/internal.js'
import { useFlow } from './useFlow.js'
import type { FlowCallbacks } from './internal.js'

/** The parameters of {@link useLinkWithOAuth}. */
export type UseLinkWithOAuthParameters = FlowCallbacks<AuthResult>
/** What {@link useLinkWithOAuth} returns. */
export type UseLinkWithOAuthReturnType = {
  /** status: initial | loading | done | error (shared with useLoginWithOAuth). */
  state: LoadingFlowState
  /** Leaves for the provider to link an account to the logged-in user. */
  link: (parameters: Omit<InitOAuthParameters, 'intent' | 'disableSignup'>) => Promise<InitOAuthReturnType>
  /** Unlinks a social account (provider + subject of the linked account). */
  unlink: (parameters: UnlinkOAuthParameters) => Promise<User>
}

/** Links and unlinks social accounts of the logged-in user, headless. */
export function useLinkWithOAuth(parameters: UseLinkWithOAuthParameters = {}): UseLinkWithOAuthReturnType {
  const { client, state, run } = useFlow(oauthFlow, parameters)
  return {
    state,
    link: useCallback((p) => run(() => initOAuth(client, { ...p, intent: 'link' })), [client, run]),
    unlink: useCallback((p) => run(() => unlinkOAuth(client, p)), [client, run]),
  }
}
