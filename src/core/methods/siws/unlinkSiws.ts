import type { FoyerClient } from '../../client/types.js'
import { API_PATHS } from '../../constants.js'
import type { FoyerError } from '../../errors/base.js'
import type { User } from '../../types/user.js'
import { postForUser } from '../../session/postForUser.js'

export type UnlinkSiwsParameters = { address: string }
export type UnlinkSiwsReturnType = User
export type UnlinkSiwsErrorType = FoyerError

/** Unlinks a Solana wallet from the logged-in user (POST /api/v1/siws/unlink {address}). */
export async function unlinkSiws(client: FoyerClient, { address }: UnlinkSiwsParameters): Promise<UnlinkSiwsReturnType> {
  const user = await postForUser(client, API_PATHS.siwsUnlink, { address })
  client.events.emit('unlink', { user })
  return user
}
