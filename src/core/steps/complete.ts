import type { FoyerClient } from '../client/types.js'
import { NoUserReturnedError } from '../errors/client.js'
import { applyTokenResponse } from '../client/session/store.js'
import type { AuthResult, LoginMethod } from '../types/auth.js'
import { providerTokensOf, type WireTokenResponse } from '../types/tokens.js'
import { toUser, type LinkedAccount, type User, type WireUser } from '../types/user.js'
import { userValue } from '../client/session/state.js'
import { setUser } from '../client/session/store.js'
import { recordRecentLoginMethod } from './recentLoginMethod.js'
import { isNewUserThisSessionValue } from '../client/session/state.js'

/** Picks the account a step used (to report it as loginAccount / linkedAccount). */
export type AccountMatcher = (account: LinkedAccount) => boolean

/**
 * Shared by every login method: stores the session from an authenticate answer and builds the
 * AuthResult. Throws 'Authentication failed - no user returned' when the answer has no user.
 */
export function finishLogin(
  client: FoyerClient,
  response: WireTokenResponse,
  { method, account }: { method: LoginMethod; account: AccountMatcher },
): AuthResult {
  if (!response?.user) throw new NoUserReturnedError()
  // A 'clear' answer means the server ended the session: that is no login.
  if (!applyTokenResponse(client, response)) throw new NoUserReturnedError({ details: 'The server cleared the session' })
  const user = userValue.get(client) ?? toUser(response.user)
  const isNewUser = response.is_new_user ?? false
  if (isNewUser) isNewUserThisSessionValue.set(client, true)
  const loginAccount = user.linkedAccounts.find(account) ?? null
  // The landing's 'Recent' chip: every login method ends here.
  recordRecentLoginMethod(client, { method, account: loginAccount })
  return {
    user,
    isNewUser,
    wasAlreadyAuthenticated: false,
    loginMethod: method,
    loginAccount,
    linkedAccount: null,
    oAuthTokens: providerTokensOf(response),
  }
}

/** Shared by every link/update step: stores the returned user and builds the AuthResult. */
export function finishLink(
  client: FoyerClient,
  wire: WireUser | User,
  { method, account, oAuthTokens = null }: { method: LoginMethod; account: AccountMatcher; oAuthTokens?: AuthResult['oAuthTokens'] },
): AuthResult {
  const user = 'linked_accounts' in wire ? toUser(wire) : wire
  setUser(client, user)
  return {
    user,
    isNewUser: false,
    wasAlreadyAuthenticated: true,
    loginMethod: method,
    loginAccount: null,
    linkedAccount: user.linkedAccounts.find(account) ?? null,
    oAuthTokens,
  }
}
