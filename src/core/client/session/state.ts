import type { FoyerClient } from '../types.js'
import { EMPTY_TOKENS, type SessionTokens } from '../../types/tokens.js'
import type { User } from '../../types/user.js'
import { defineValue, type WatchParameters } from '../flow.js'

/** The session's tokens (access, refresh, identity). */
export const tokensValue = defineValue<SessionTokens>({ id: 'tokens', initial: EMPTY_TOKENS })
/** The logged-in user, or null. The one "authenticated" predicate is `isAuthenticated`. */
export const userValue = defineValue<User | null>({ id: 'user', initial: null })
/** Whether a login in this session created the user (the wallet-created screen greets them). */
export const isNewUserThisSessionValue = defineValue({ id: 'isNewUserThisSession', initial: false })

/**
 * THE "authenticated" predicate of the kit: a user is logged in. (Tokens and user are set and
 * cleared together: `applyTokenResponse`, `destroyLocalSession`.)
 */
export const isAuthenticated = (client: FoyerClient): boolean => userValue.get(client) !== null
/** Calls `onChange` when the user logs in or out. */
export const watchAuthenticated = (client: FoyerClient, { onChange }: WatchParameters<boolean>) => {
  let last = isAuthenticated(client)
  return userValue.watch(client, {
    onChange: () => {
      const now = isAuthenticated(client)
      if (now !== last) onChange((last = now))
    },
  })
}

/** The identity token (a JWT carrying the user's linked accounts), or null. */
export const getIdentityToken = (client: FoyerClient): string | null => tokensValue.get(client).identityToken
/**
 * Calls `onChange` with the identity token whenever it changes (null when logged out); returns the
 * unsubscribe function.
 */
export const watchIdentityToken = (client: FoyerClient, { onChange }: WatchParameters<string | null>) =>
  tokensValue.watch(client, { onChange: (tokens) => onChange(tokens.identityToken) })
