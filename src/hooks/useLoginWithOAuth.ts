'use client'
import { useCallback } from 'react'
import { oauthFlow, initOAuth, type AuthResult, type InitOAuthParameters, type InitOAuthReturnType, type LoadingFlowState } from '../core/internal.js'
import { useFlow } from './useFlow.js'
import type { FlowCallbacks } from './internal.js'

/** The parameters of {@link useLoginWithOAuth}. */
export type UseLoginWithOAuthParameters = FlowCallbacks<AuthResult>
/** What {@link useLoginWithOAuth} returns. */
export type UseLoginWithOAuthReturnType = {
  /**
   * status: initial | loading | done | error. `loading` with `resumed: true` while a return from the
   * provider is being finished after the page reloaded; `result` once done.
   */
  state: LoadingFlowState
  /** Leaves for the provider (PKCE); the login finishes when the page loads again. */
  initOAuth: (parameters: Omit<InitOAuthParameters, 'intent'>) => Promise<InitOAuthReturnType>
  /** Back to `initial` (ends a login in progress); other flows are untouched. */
  reset: () => void
}

/**
 * Social login (apple, discord, github, google, linkedin, spotify, instagram, twitter, tiktok,
 * line) with PKCE, headless. `onComplete` / `onError` fire when the return is finished (or a
 * start fails).
 */
export function useLoginWithOAuth(parameters: UseLoginWithOAuthParameters = {}): UseLoginWithOAuthReturnType {
  const { client, state, run } = useFlow(oauthFlow, parameters)
  return {
    state,
    initOAuth: useCallback((p) => run(() => initOAuth(client, { ...p, intent: 'login' })), [client, run]),
    reset: useCallback(() => oauthFlow.reset(client), [client]),
  }
}
