'use client'
import { useCallback } from 'react'
import { oauthFlow, initOAuth, unlinkOAuth, type AuthResult, type InitOAuthParameters, type InitOAuthReturnType, type LoadingFlowState, type UnlinkOAuthParameters, type User } from '../core/index.js'
import { useFoyerClient } from './context.js'
import { useFlowCallbacks } from './useFlowCallbacks.js'
import { useWatched, type FlowCallbacks } from './internal.js'

export type UseLinkWithOAuthParameters = FlowCallbacks<AuthResult>
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
  const client = useFoyerClient()
  const state = useWatched(client, oauthFlow.get, oauthFlow.watch)
  useFlowCallbacks(state, parameters)
  return {
    state,
    link: useCallback((p) => initOAuth(client, { ...p, intent: 'link' }), [client]),
    unlink: useCallback((p) => unlinkOAuth(client, p), [client]),
  }
}
