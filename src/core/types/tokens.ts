import type { WireUser } from './user.js'

export type SessionUpdateAction = 'set' | 'ignore' | 'clear'

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

export type SessionTokens = {
  accessToken: string | null
  refreshToken: string | null
  identityToken: string | null
}

export const EMPTY_TOKENS: SessionTokens = { accessToken: null, refreshToken: null, identityToken: null }
