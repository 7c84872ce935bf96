import type { FoyerClient } from '../../client/types.js'
import type { AuthResult } from '../../types/auth.js'
import { loginWithCrossAppAccount, type LoginWithCrossAppAccountErrorType, type LoginWithCrossAppAccountParameters } from './loginWithCrossAppAccount.js'

export type LinkCrossAppAccountParameters = Omit<LoginWithCrossAppAccountParameters, 'intent' | 'disableSignup'>
export type LinkCrossAppAccountReturnType = AuthResult
export type LinkCrossAppAccountErrorType = LoginWithCrossAppAccountErrorType

/** Links an account of a provider app to the logged-in user: the popup flow with intent 'link'. */
export async function linkCrossAppAccount(
  client: FoyerClient,
  parameters: LinkCrossAppAccountParameters,
): Promise<LinkCrossAppAccountReturnType> {
  return loginWithCrossAppAccount(client, { ...parameters, intent: 'link' })
}
