import type { FoyerClient } from '../client/types.js'
import { userValue } from '../client/session/state.js'
import { logout } from '../session/logout.js'
import { termsRequired } from './runPostLogin.js'

export type EnforceTermsAtStartupReturnType = boolean

/**
 * A user who has not accepted required terms is logged out at startup. Runs once the
 * app config and the session are restored; resolves true when it logged the user out.
 */
export async function enforceTermsAtStartup(client: FoyerClient): Promise<EnforceTermsAtStartupReturnType> {
  const user = userValue.get(client)
  if (!user || !termsRequired(client) || user.hasAcceptedTerms) return false
  await logout(client)
  return true
}
