import type { OAuthProvider } from '../../types/oauth.js'

/** Query parameters a social provider's return carries. */
export const OAUTH_RETURN_PARAMS = {
  code: 'privy_oauth_code',
  state: 'privy_oauth_state',
  provider: 'privy_oauth_provider',
} as const
/**
 * The `privy_oauth_provider` values of a cloud backup's consent (recovery OAuth): its popup comes
 * back to the app's page with the same parameters, and is read by the page that opened it — never
 * finished as a login.
 */
export const RECOVERY_RETURN_PROVIDERS: readonly string[] = ['google-drive', 'icloud']
/** The authorization code a provider returns when the user denied consent. */
export const OAUTH_DENIED_CODE = 'undefined'
/** The scopes the kit asks each provider for (shown in 'Retry and check {scopes} …'). */
export const OAUTH_DEFAULT_SCOPES: Record<OAuthProvider, readonly string[]> = {
  apple: ['name', 'email'],
  discord: ['identify', 'email'],
  github: ['read:user', 'user:email'],
  google: ['email', 'profile'],
  linkedin: ['openid', 'profile', 'email'],
  spotify: ['user-read-email'],
  instagram: ['user_profile'],
  twitter: ['users.read', 'tweet.read'],
  tiktok: ['user.info.basic'],
  line: ['profile', 'openid', 'email'],
}
/** Storage key (per app) of the PKCE verifier, state code, provider and intent kept across the redirect. */
export const OAUTH_PENDING_KEY = 'oauth_pending'
