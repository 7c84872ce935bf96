import type { FoyerClient } from '../client/types.js'
import { API_PATHS } from '../constants.js'
import type { FoyerError } from '../errors/base.js'
import type { User } from '../types/user.js'
import { postForUser, type PostForUserErrorType } from '../session/postForUser.js'
import { continuePostLogin, decidePostLoginStep, dispatchPostLogin, type RunPostLoginErrorType } from './runPostLogin.js'
import { postLoginFlow } from './state.js'

/** What {@link acceptTerms} returns. */
export type AcceptTermsReturnType = User
/** The request's failures, then those of the post-login sequence it continues. */
export type AcceptTermsErrorType = PostForUserErrorType | RunPostLoginErrorType

/**
 * Records that the user accepted the app's terms (POST /api/v1/users/me/accept_terms). Inside the
 * post-login sequence it then continues it (wallet creation when needed, else done).
 */
export async function acceptTerms(client: FoyerClient): Promise<AcceptTermsReturnType> {
  const before = postLoginFlow.get(client)
  const inSequence = before.status === 'awaiting-terms' || (before.status === 'error' && before.result !== null)
  if (inSequence) dispatchPostLogin(client, { type: 'accept-terms' })
  let user: User
  try {
    user = await postForUser(client, API_PATHS.acceptTerms, {})
  } catch (error) {
    if (inSequence) dispatchPostLogin(client, { type: 'failed', error: error as FoyerError })
    throw error
  }
  if (inSequence) {
    const next = decidePostLoginStep(client, user, { termsAccepted: true })
    if (next !== 'terms') {
      dispatchPostLogin(client, { type: 'terms-accepted', next })
      await continuePostLogin(client, next)
    }
  }
  return user
}
