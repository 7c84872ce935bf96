'use client'
import { useCallback } from 'react'
import { acceptTerms, declineTerms, postLoginFlow, userValue, type PostLoginState, type User } from '../core/internal.js'
import { useFoyerClient } from './context.js'
import { useWatched } from './internal.js'

/** What {@link usePostLoginStep} returns. */
export type UsePostLoginStepReturnType = {
  /** status: idle | awaiting-terms | accepting-terms | creating-wallet | done | error */
  state: PostLoginState
  /** Accepts the app's terms (POST accept_terms); inside the sequence it then continues it. */
  acceptTerms: () => Promise<User>
  /** Declines the terms: the user is logged out. */
  declineTerms: () => Promise<void>
}

/**
 * The post-login sequence after a login (decided in core, so it runs headless too): show your own
 * consent screen while `awaiting-terms`, a wallet-creation state while `creating-wallet`, close on
 * `done`.
 */
export function usePostLoginStep(): UsePostLoginStepReturnType {
  const client = useFoyerClient()
  return {
    state: useWatched(client, postLoginFlow.get, postLoginFlow.watch),
    acceptTerms: useCallback(() => acceptTerms(client), [client]),
    declineTerms: useCallback(() => declineTerms(client), [client]),
  }
}

/** What {@link useAcceptTerms} returns. */
export type UseAcceptTermsReturnType = Pick<UsePostLoginStepReturnType, 'acceptTerms' | 'declineTerms'> & {
  /** Whether the logged-in user has accepted the terms. */
  hasAcceptedTerms: boolean
}

/** Terms acceptance: `acceptTerms()` (POST /api/v1/users/me/accept_terms), `declineTerms()` (logs out). */
export function useAcceptTerms(): UseAcceptTermsReturnType {
  const { acceptTerms: accept, declineTerms: decline } = usePostLoginStep()
  const client = useFoyerClient()
  const user = useWatched(client, userValue.get, userValue.watch)
  return { acceptTerms: accept, declineTerms: decline, hasAcceptedTerms: user?.hasAcceptedTerms ?? false }
}
