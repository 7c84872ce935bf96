import type { FoyerClient } from '../../client/types.js'
import type { AuthResult } from '../../types/auth.js'
import { loginWithSiws, type LoginWithSiwsErrorType, type SubmitSiwsParameters } from './loginWithSiws.js'

/** The parameters of {@link linkWithSiws}. */
export type LinkWithSiwsParameters = SubmitSiwsParameters
/** What {@link linkWithSiws} returns. */
export type LinkWithSiwsReturnType = AuthResult
/** The errors {@link linkWithSiws} can throw or reject with. */
export type LinkWithSiwsErrorType = LoginWithSiwsErrorType

/**
 * Links a Solana wallet to the logged-in user with a signed SIWS message (POST
 * /api/v1/siws/link); 'User must be logged in' without a user. Emits `link`.
 */
export function linkWithSiws(client: FoyerClient, parameters: LinkWithSiwsParameters): Promise<LinkWithSiwsReturnType> {
  return loginWithSiws(client, { ...parameters, intent: 'link' })
}
