import { OAUTH_PROVIDERS, type OAuthProvider } from '../../types/oauth.js'
import type { LinkedAccount } from '../../types/user.js'

/** Whether a value is one of `OAUTH_PROVIDERS`. */
export const isOAuthProvider = (value: unknown): value is OAuthProvider =>
  typeof value === 'string' && (OAUTH_PROVIDERS as readonly string[]).includes(value)

/** The linked-account type a provider's login creates: `google_oauth` … */
export const oauthAccountType = (provider: string): string => `${provider}_oauth`

/** Picks the provider's account among a user's linked accounts (optionally one subject). */
export const isOAuthAccount = (provider: string, subject?: string) => (account: LinkedAccount) =>
  account.type === oauthAccountType(provider) && (subject === undefined || (account as { subject?: unknown }).subject === subject)
