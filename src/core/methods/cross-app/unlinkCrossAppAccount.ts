import type { FoyerClient } from '../../client/types.js'
import type { ApiError } from '../../errors/api.js'
import type { MissingAccessTokenError } from '../../errors/client.js'
import { unlinkProviderAccount } from '../../steps/authorizationCode.js'
import { isCrossAppAccount } from '../../types/crossApp.js'
import type { User } from '../../types/user.js'
import { userValue } from '../../client/session/state.js'
import { InvalidCrossAppSubjectError } from './errors.js'
import { crossAppProvider } from './loginWithCrossAppAccount.js'

/** The parameters of {@link unlinkCrossAppAccount}. */
export type UnlinkCrossAppAccountParameters = { subject: string }
/** What {@link unlinkCrossAppAccount} returns. */
export type UnlinkCrossAppAccountReturnType = User
/** The errors {@link unlinkCrossAppAccount} can throw or reject with. */
export type UnlinkCrossAppAccountErrorType = InvalidCrossAppSubjectError | MissingAccessTokenError | ApiError

/**
 * Unlinks a cross-app account (the authorization-code unlink route, provider `privy:{providerAppId}`).
 * The subject must be one of the user's cross-app accounts ('Invalid subject'). Emits `unlink`.
 */
export async function unlinkCrossAppAccount(
  client: FoyerClient,
  { subject }: UnlinkCrossAppAccountParameters,
): Promise<UnlinkCrossAppAccountReturnType> {
  const account = userValue.get(client)?.linkedAccounts.filter(isCrossAppAccount).find((a) => a.subject === subject)
  if (!subject || !account) throw new InvalidCrossAppSubjectError({ details: `No cross-app account with subject ${JSON.stringify(subject)}` })
  const user = await unlinkProviderAccount(client, { provider: crossAppProvider(account.providerApp.id), subject })
  client.events.emit('unlink', { user })
  return user
}
