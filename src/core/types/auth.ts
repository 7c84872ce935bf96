import type { FoyerError } from '../errors/base.js'
import type { ErrorCode } from '../errors/codes.js'
import type { OAuthTokens } from './tokens.js'
import type { LinkedAccount, User } from './user.js'

/**
 * The login method a login used (`AuthResult.loginMethod`, `loginError`'s `method` …). Open on
 * purpose: each login method's room owns its names (`email`, `passkey`, an OAuth provider such as
 * `google`, `privy:{appId}` for a cross-app provider …) through the method registry, so the set is
 * the registry's and grows with a new method without naming it here.
 */
export type LoginMethod = 'email' | 'sms' | (string & {})

/** What a completed login, link or update reports. */
export type AuthResult = {
  user: User
  isNewUser: boolean
  wasAlreadyAuthenticated: boolean
  loginMethod: LoginMethod
  /** The account used to log in (login) … */
  loginAccount: LinkedAccount | null
  /** … or the account just linked or updated (link, update). */
  linkedAccount: LinkedAccount | null
  oAuthTokens: OAuthTokens | null
}

/** What `login()` may pass to the UI that opens. */
export type LoginOptions = {
  /** Only existing users may log in. */
  disableSignup?: boolean
  /** Restrict the methods shown for this login. */
  loginMethods?: string[]
  /** Prefill the e-mail or phone input. */
  prefill?: { type: 'email' | 'phone'; value: string }
}

/** What a login step is for: log in, link an account, replace one (update), or connect-or-create. */
export const AUTH_INTENTS = ['login', 'link', 'update', 'connect-or-create'] as const
/** What an authentication step does: log in, link to the current user, or connect-or-create. */
export type AuthIntent = (typeof AUTH_INTENTS)[number]

export const isAuthIntent = (value: unknown): value is AuthIntent =>
  typeof value === 'string' && (AUTH_INTENTS as readonly string[]).includes(value)

/** What `loginError` / `linkError` / `updateError` carry. */
export type AuthErrorEvent = { method: string; intent: AuthIntent; code: ErrorCode; error: FoyerError }
