import type { FoyerClient } from '../../client/types.js'
import type { AuthResult } from '../../types/auth.js'
import { loginWithSiws, type LoginWithSiwsErrorType, type SubmitSiwsParameters } from './loginWithSiws.js'

export type LinkWithSiwsParameters = SubmitSiwsParameters
export type LinkWithSiwsReturnType = AuthResult
export type LinkWithSiwsErrorType = LoginWithSiwsErrorType

/**
 * Links a Solana wallet to the logged-in user with a signed SIWS message (POST
 * /api/v1/siws/link); 'User must be logged in' without a user. Emits `link`.
 */
export function linkWithSiws(client: FoyerClient, parameters: LinkWithSiwsParameters): Promise<LinkWithSiwsReturnType> {
  return loginWithSiws(client, { ...parameters, intent: 'link' })
}
