import type { FoyerClient } from '../../client.js'
import { API_PATHS } from '../../constants.js'
import type { FoyerError } from '../../errors/base.js'
import type { User } from '../../types/user.js'
import { postForUser } from '../user/postForUser.js'

export type UnlinkPasskeyParameters = { credentialId: string }
export type UnlinkPasskeyReturnType = User
export type UnlinkPasskeyErrorType = FoyerError

/** Removes a passkey from the logged-in user (POST /api/v1/passkeys/unlink — our path; the spec names none). */
export async function unlinkPasskey(client: FoyerClient, { credentialId }: UnlinkPasskeyParameters): Promise<UnlinkPasskeyReturnType> {
  const user = await postForUser(client, API_PATHS.passkeysUnlink, { credential_id: credentialId })
  client.events.emit('unlink', { user })
  return user
}
