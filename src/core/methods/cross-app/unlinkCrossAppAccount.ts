import type { FoyerClient } from '../../client/types.js'
import type { FoyerError } from '../../errors/base.js'
import { InvalidCrossAppSubjectError } from '../../errors/client.js'
import { isCrossAppAccount } from '../../types/crossApp.js'
import type { User } from '../../types/user.js'
import { userValue } from '../../client/session/state.js'
import { unlinkOAuth } from '../oauth/unlinkOAuth.js'
import { crossAppProvider } from './loginWithCrossAppAccount.js'

export type UnlinkCrossAppAccountParameters = { subject: string }
export type UnlinkCrossAppAccountReturnType = User
export type UnlinkCrossAppAccountErrorType = FoyerError

/**
 * Unlinks a cross-app account (POST /api/v1/oauth/unlink with provider `privy:{providerAppId}`).
 * The subject must be one of the user's cross-app accounts ('Invalid subject', spec 01 §5).
 */
export async function unlinkCrossAppAccount(
  client: FoyerClient,
  { subject }: UnlinkCrossAppAccountParameters,
): Promise<UnlinkCrossAppAccountReturnType> {
  const account = userValue.get(client)?.linkedAccounts.filter(isCrossAppAccount).find((a) => a.subject === subject)
  if (!subject || !account) throw new InvalidCrossAppSubjectError({ details: `No cross-app account with subject ${JSON.stringify(subject)}` })
  return unlinkOAuth(client, { provider: crossAppProvider(account.providerApp.id), subject })
}
