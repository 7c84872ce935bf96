import type { FoyerClient } from '../../client/types.js'
import { API_PATHS } from '../../constants.js'
import type { FoyerError } from '../../errors/base.js'
import { CannotUnlinkMfaPasskeyError } from '../../errors/client.js'
import type { User } from '../../types/user.js'
import { userValue } from '../../client/session/state.js'
import { mfaPasskeysOf } from '../../mfa/showMfaEnrollment.js'
import { postForUser } from '../../session/postForUser.js'

export type UnlinkPasskeyParameters = { credentialId: string }
export type UnlinkPasskeyReturnType = User
export type UnlinkPasskeyErrorType = FoyerError

/**
 * Removes a passkey from the logged-in user (POST /api/v1/passkeys/unlink — our path; the spec
 * names none). A passkey enrolled in MFA is refused: 'Cannot unlink a passkey enrolled in MFA'
 * (unenrol it from MFA first; the server refuses it too).
 */
export async function unlinkPasskey(client: FoyerClient, { credentialId }: UnlinkPasskeyParameters): Promise<UnlinkPasskeyReturnType> {
  if (mfaPasskeysOf(userValue.get(client)).some((p) => p.credentialId === credentialId)) throw new CannotUnlinkMfaPasskeyError()
  const user = await postForUser(client, API_PATHS.passkeysUnlink, { credential_id: credentialId })
  client.events.emit('unlink', { user })
  return user
}
