import type { FoyerClient } from '../../client/types.js'
import type { User } from '../../types/user.js'
import { userValue } from '../../client/session/state.js'
import { postForUser, type PostForUserErrorType } from '../../session/postForUser.js'
import { mfaPasskeysOf } from './accounts.js'
import { PASSKEY_PATHS } from './constants.js'
import { CannotUnlinkMfaPasskeyError } from './errors.js'

/** The parameters of {@link unlinkPasskey}. */
export type UnlinkPasskeyParameters = { credentialId: string }
/** What {@link unlinkPasskey} returns. */
export type UnlinkPasskeyReturnType = User
/** The errors {@link unlinkPasskey} can throw or reject with. */
export type UnlinkPasskeyErrorType = CannotUnlinkMfaPasskeyError | PostForUserErrorType

/**
 * Removes a passkey from the logged-in user (POST /api/v1/passkeys/unlink — our path; the API
 * contract names none). A passkey enrolled in MFA is refused: 'Cannot unlink a passkey enrolled in
 * MFA' (unenrol it from MFA first; the server refuses it too).
 */
export async function unlinkPasskey(client: FoyerClient, { credentialId }: UnlinkPasskeyParameters): Promise<UnlinkPasskeyReturnType> {
  if (mfaPasskeysOf(userValue.get(client)).some((p) => p.credentialId === credentialId)) throw new CannotUnlinkMfaPasskeyError()
  const user = await postForUser(client, PASSKEY_PATHS.unlink, { credential_id: credentialId })
  client.events.emit('unlink', { user })
  return user
}
