import type { FoyerClient } from '../../client/types.js'
import type { ApiError } from '../../errors/api.js'
import { FoyerError } from '../../errors/base.js'
import type { NoUserReturnedError, UserExitedFlowError } from '../../errors/client.js'
import { completeLogin, runLoginAttempt } from '../../steps/authenticate.js'
import { readClaims } from '../../client/session/jwt.js'
import { destroyLocalSession } from '../../client/session/store.js'
import type { AuthResult } from '../../types/auth.js'
import type { WireTokenResponse } from '../../types/tokens.js'
import type { LinkedAccount, User, WireUser } from '../../types/user.js'
import { userValue } from '../../client/session/state.js'
import { logout } from '../../session/logout.js'
import { CUSTOM_AUTH_PATHS } from './constants.js'
import { CustomAuthTokenError } from './errors.js'
import { customAuthFlow } from './flow.js'

/** The host's token source: its signed JWT for the current user, or nothing when logged out. */
export type GetCustomAccessToken = () => Promise<string | null | undefined>

/** The parameters of {@link syncCustomAuth}. */
export type SyncCustomAuthParameters = { getToken: GetCustomAccessToken }
/** The login result, or null when nothing changed (already in sync) or the host logged out. */
export type SyncCustomAuthReturnType = AuthResult | null
/** The errors {@link syncCustomAuth} can throw or reject with. */
export type SyncCustomAuthErrorType = CustomAuthTokenError | UserExitedFlowError | NoUserReturnedError | ApiError

/** Whether a linked account is the custom-auth account of `subject`. */
export const isCustomAuthAccount = (subject: string | undefined) => (a: LinkedAccount) =>
  a.type === 'custom_auth' && (subject === undefined || a.customUserId === subject)

const hasCustomAccount = (user: User | null, subject: string | undefined) =>
  subject !== undefined && Boolean(user?.linkedAccounts.some(isCustomAuthAccount(subject)))

const inFlight = new WeakMap<FoyerClient, Promise<unknown>>()

/**
 * Brings the session in line with the host's own auth: an empty token logs out; a token for the
 * user already logged in changes nothing; otherwise it is exchanged (POST
 * /api/v1/custom_jwt_account/authenticate { token, mode }), after logging out a different user. A
 * `linked_to_another_user` answer is retried once with a fresh token. Calls run one at a time per
 * client. Statuses: loading → done | error.
 */
export function syncCustomAuth(client: FoyerClient, { getToken }: SyncCustomAuthParameters): Promise<SyncCustomAuthReturnType> {
  const previous = inFlight.get(client) ?? Promise.resolve()
  const run = previous.catch(() => {}).then(() => doSync(client, getToken))
  inFlight.set(client, run)
  return run
}

function doSync(client: FoyerClient, getToken: GetCustomAccessToken): Promise<SyncCustomAuthReturnType> {
  // A sync runs whether or not a user is logged in (it may log out, or switch users): no intent check.
  customAuthFlow.begin(client).dispatch({ type: 'sync' })
  return runLoginAttempt(client, { method: 'custom', intent: 'login', flow: customAuthFlow }, () => exchange(client, getToken, 1))
}

async function fetchToken(getToken: GetCustomAccessToken): Promise<string | null> {
  try {
    return (await getToken()) || null
  } catch (cause) {
    throw cause instanceof FoyerError ? cause : new CustomAuthTokenError({ cause })
  }
}

async function exchange(client: FoyerClient, getToken: GetCustomAccessToken, retries: number): Promise<AuthResult | null> {
  const token = await fetchToken(getToken)
  const user = userValue.get(client)
  if (!token) {
    if (user) await logout(client)
    return null
  }
  const subject = readClaims(token)?.sub
  if (hasCustomAccount(user, subject)) return null
  if (user) await logout(client)
  try {
    return await completeLogin(client, {
      method: 'custom',
      intent: 'login',
      disableSignup: false,
      account: isCustomAuthAccount(subject),
      authenticate: (mode) =>
        client.http.request<WireTokenResponse>(CUSTOM_AUTH_PATHS.authenticate, { method: 'POST', body: { token, mode }, auth: 'none' }),
      link: () => client.http.request<WireUser>(CUSTOM_AUTH_PATHS.link, { method: 'POST', body: { token }, auth: 'required' }),
    })
  } catch (error) {
    if (retries > 0 && (error as FoyerError | null)?.code === 'linked_to_another_user') {
      destroyLocalSession(client)
      return exchange(client, getToken, retries - 1)
    }
    throw error
  }
}

/** A host token source is registered: `not-enabled` → `loading` until the first sync settles. */
export const enableCustomAuth = (client: FoyerClient) => void customAuthFlow.dispatch(client, { type: 'enable' })
/** The host token source is gone: back to `not-enabled`. */
export const disableCustomAuth = (client: FoyerClient) => void customAuthFlow.dispatch(client, { type: 'disable' })
