import type { FoyerClient } from '../client/types.js'
import { logout, type LogoutErrorType } from '../session/logout.js'

/** What {@link declineTerms} returns. */
export type DeclineTermsReturnType = void
/** The errors {@link declineTerms} can throw or reject with. */
export type DeclineTermsErrorType = LogoutErrorType

/** 'No thanks' on the consent screen: a user who does not accept required terms is logged out. */
export async function declineTerms(client: FoyerClient): Promise<DeclineTermsReturnType> {
  await logout(client)
}
