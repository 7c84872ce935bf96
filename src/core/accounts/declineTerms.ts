import type { FoyerClient } from '../client/types.js'
import { logout, type LogoutErrorType } from '../session/logout.js'

export type DeclineTermsReturnType = void
export type DeclineTermsErrorType = LogoutErrorType

/** 'No thanks' on the consent screen: a user who does not accept required terms is logged out. */
export async function declineTerms(client: FoyerClient): Promise<DeclineTermsReturnType> {
  await logout(client)
}
