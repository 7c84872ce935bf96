'use client'
import { useMemo } from 'react'
import { getIdentityToken, parseIdentityToken, watchIdentityToken, type IdentityTokenClaims } from '../core/internal.js'
import { useFoyerClient } from './context.js'
import { useWatched } from './internal.js'

/** What {@link useIdentityToken} returns. */
export type UseIdentityTokenReturnType = {
  /** The identity token (a JWT carrying the user id and linked accounts), or null without a session. */
  identityToken: string | null
  /** Its decoded claims (`sub`, `aud`, `linkedAccounts` …), or null. Not verified: send the token to your server. */
  claims: IdentityTokenClaims | null
}

/** The identity token of the session, refreshed with it. */
export function useIdentityToken(): UseIdentityTokenReturnType {
  const identityToken = useWatched(useFoyerClient(), getIdentityToken, watchIdentityToken)
  return { identityToken, claims: useMemo(() => parseIdentityToken(identityToken), [identityToken]) }
}
