import type { FoyerClient } from '../../client/types.js'
import type { PostForUserErrorType } from '../../session/postForUser.js'
import { MustBeAuthenticatedError, type UserExitedFlowError } from '../../errors/client.js'
import { completeLogin, runLoginAttempt } from '../../steps/authenticate.js'
import { assertIntentAllowed } from '../../steps/intent.js'
import { readClaims } from '../../client/session/jwt.js'
import type { AuthResult } from '../../types/auth.js'
import type { WireUser } from '../../types/user.js'
import { CUSTOM_AUTH_PATHS } from './constants.js'
import { customAuthFlow } from './flow.js'
import { isCustomAuthAccount } from './syncCustomAuth.js'

/** The parameters of {@link linkCustomAuth}. */
export type LinkCustomAuthParameters = { token: string }
/** What {@link linkCustomAuth} returns. */
export type LinkCustomAuthReturnType = AuthResult
/** The errors {@link linkCustomAuth} can throw or reject with. */
export type LinkCustomAuthErrorType = MustBeAuthenticatedError | UserExitedFlowError | PostForUserErrorType

/**
 * Links the host's custom-auth identity to the logged-in user (POST /api/v1/custom_jwt_account/link).
 * Emits `link`. The custom-auth state keeps following the host's token.
 */
export function linkCustomAuth(client: FoyerClient, { token }: LinkCustomAuthParameters): Promise<LinkCustomAuthReturnType> {
  return runLoginAttempt(client, { method: 'custom', intent: 'link', flow: customAuthFlow, succeeded: false }, () => {
    assertIntentAllowed(client, 'link')
    return completeLogin(client, {
      method: 'custom',
      intent: 'link',
      disableSignup: false,
      account: isCustomAuthAccount(readClaims(token)?.sub),
      // Linking needs a session: without one there is nothing to authenticate.
      authenticate: () => Promise.reject(new MustBeAuthenticatedError()),
      link: () => client.http.request<WireUser>(CUSTOM_AUTH_PATHS.link, { method: 'POST', body: { token }, auth: 'required' }),
    })
  })
}
