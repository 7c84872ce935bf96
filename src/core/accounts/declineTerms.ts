import type { FoyerClient } from '../client/types.js'
import type { FoyerError } from '../errors/base.js'
import { logout } from '../session/logout.js'

export type DeclineTermsReturnType = void
export type DeclineTermsErrorType = FoyerError

/** 'No thanks' on the consent screen: a user who does not accept required terms is logged out. */
export async function declineTerms(client: FoyerClient): Promise<DeclineTermsReturnType> {
  await logout(client)
}
