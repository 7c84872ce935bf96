import type { FoyerClient } from '../../client/types.js'
import type { AuthResult } from '../../types/auth.js'
import { loginWithCrossAppAccount, type LoginWithCrossAppAccountErrorType, type LoginWithCrossAppAccountParameters } from './loginWithCrossAppAccount.js'

/** The parameters of {@link linkCrossAppAccount}. */
export type LinkCrossAppAccountParameters = Omit<LoginWithCrossAppAccountParameters, 'intent' | 'disableSignup'>
/** What {@link linkCrossAppAccount} returns. */
export type LinkCrossAppAccountReturnType = AuthResult
/** The errors {@link linkCrossAppAccount} can throw or reject with. */
export type LinkCrossAppAccountErrorType = LoginWithCrossAppAccountErrorType

/** Links an account of a provider app to the logged-in user: the popup flow with intent 'link'. */
export async function linkCrossAppAccount(
  client: FoyerClient,
  parameters: LinkCrossAppAccountParameters,
): Promise<LinkCrossAppAccountReturnType> {
  return loginWithCrossAppAccount(client, { ...parameters, intent: 'link' })
}
