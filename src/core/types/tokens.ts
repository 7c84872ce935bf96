import type { User, WireUser } from './user.js'

/** What the server asks the client to do with its stored session: set the new tokens, ignore, or clear. */
export type SessionUpdateAction = 'set' | 'ignore' | 'clear'

/** The OAuth provider's own tokens after a social login, when the app asked for them. */
export type OAuthTokens = {
  provider: string
  accessToken: string
  accessTokenExpiresInSeconds?: number
  refreshToken?: string
  refreshTokenExpiresInSeconds?: number
  scopes?: string[]
}

/** Wire answer of every authenticate call and of a session refresh. */
export type WireTokenResponse = {
  user: WireUser
  token?: string | null
  refresh_token?: string | null
  identity_token?: string | null
  is_new_user?: boolean
  session_update_action?: SessionUpdateAction
  oauth_tokens?: {
    provider: string
    access_token: string
    access_token_expires_in_seconds?: number
    refresh_token?: string
    refresh_token_expires_in_seconds?: number
    scopes?: string[]
  } | null
}

/** A link answer: the user, or the user with the provider's tokens. */
export type WireLinkResponse = WireUser | User | { user: WireUser; oauth_tokens?: WireTokenResponse['oauth_tokens'] }

/** The provider tokens of an authenticate (or link) answer, in the client shape; null when it has none. */
export const providerTokensOf = (response: Pick<WireTokenResponse, 'oauth_tokens'>): OAuthTokens | null => {
  const t = response.oauth_tokens
  if (!t) return null
  return {
    provider: t.provider,
    accessToken: t.access_token,
    accessTokenExpiresInSeconds: t.access_token_expires_in_seconds,
    refreshToken: t.refresh_token,
    refreshTokenExpiresInSeconds: t.refresh_token_expires_in_seconds,
    scopes: t.scopes,
  }
}

/** The session's tokens: access, refresh and identity token (null when absent). */
export type SessionTokens = {
  accessToken: string | null
  refreshToken: string | null
  identityToken: string | null
}

export const EMPTY_TOKENS: SessionTokens = { accessToken: null, refreshToken: null, identityToken: null }
