import { OAUTH_PROVIDERS } from '../../constants.js'
import type { LinkedAccount, OAuthProvider } from '../../types/user.js'

export const isOAuthProvider = (value: unknown): value is OAuthProvider =>
  typeof value === 'string' && (OAUTH_PROVIDERS as readonly string[]).includes(value)

/** The linked-account type a provider's login creates: `google_oauth` …, `cross_app` for `privy:{appId}`. */
export const oauthAccountType = (provider: string): string =>
  provider.startsWith('privy:') ? 'cross_app' : `${provider}_oauth`

/** Picks the provider's account among a user's linked accounts (optionally one subject). */
export const isOAuthAccount = (provider: string, subject?: string) => (account: LinkedAccount) =>
  account.type === oauthAccountType(provider) && (subject === undefined || (account as { subject?: unknown }).subject === subject)
