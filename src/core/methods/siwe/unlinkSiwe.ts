import type { FoyerClient } from '../../client/types.js'
import type { ApiError } from '../../errors/api.js'
import type { MissingAccessTokenError, NetworkError, RequestTimeoutError } from '../../errors/client.js'
import type { User } from '../../types/user.js'
import { postForUser } from '../../session/postForUser.js'
import { SIWE_PATHS } from './constants.js'

/** The parameters of {@link unlinkSiwe}. */
export type UnlinkSiweParameters = { address: string }
/** What {@link unlinkSiwe} returns. */
export type UnlinkSiweReturnType = User
/** The errors {@link unlinkSiwe} can throw or reject with. */
export type UnlinkSiweErrorType = MissingAccessTokenError | ApiError | NetworkError | RequestTimeoutError

/** Unlinks an Ethereum wallet from the logged-in user (POST /api/v1/siwe/unlink {address}). Emits `unlink`. */
export async function unlinkSiwe(client: FoyerClient, { address }: UnlinkSiweParameters): Promise<UnlinkSiweReturnType> {
  const user = await postForUser(client, SIWE_PATHS.unlink, { address })
  client.events.emit('unlink', { user })
  return user
}
