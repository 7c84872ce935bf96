import type { FoyerClient } from '../../client/types.js'
import type { AuthResult } from '../../types/auth.js'
import { loginWithSiwe, type LoginWithSiweErrorType, type SubmitSiweParameters } from './loginWithSiwe.js'

/** The parameters of {@link linkWithSiwe}. */
export type LinkWithSiweParameters = SubmitSiweParameters
/** What {@link linkWithSiwe} returns. */
export type LinkWithSiweReturnType = AuthResult
/** The errors {@link linkWithSiwe} can throw or reject with. */
export type LinkWithSiweErrorType = LoginWithSiweErrorType

/** Links an Ethereum wallet to the logged-in user with a signed SIWE message (POST /api/v1/siwe/link). Emits `link`. */
export function linkWithSiwe(client: FoyerClient, parameters: LinkWithSiweParameters): Promise<LinkWithSiweReturnType> {
  return loginWithSiwe(client, { ...parameters, intent: 'link' })
}
