import type { FoyerClient } from '../../client/types.js'
import type { ApiError } from '../../errors/api.js'
import type { MissingAccessTokenError, NetworkError, RequestTimeoutError } from '../../errors/client.js'
import type { User } from '../../types/user.js'
import { postForUser } from '../../session/postForUser.js'
import { SIWS_PATHS } from './constants.js'

/** The parameters of {@link unlinkSiws}. */
export type UnlinkSiwsParameters = { address: string }
/** What {@link unlinkSiws} returns. */
export type UnlinkSiwsReturnType = User
/** The errors {@link unlinkSiws} can throw or reject with. */
export type UnlinkSiwsErrorType = MissingAccessTokenError | ApiError | NetworkError | RequestTimeoutError

/** Unlinks a Solana wallet from the logged-in user (POST /api/v1/siws/unlink {address}). Emits `unlink`. */
export async function unlinkSiws(client: FoyerClient, { address }: UnlinkSiwsParameters): Promise<UnlinkSiwsReturnType> {
  const user = await postForUser(client, SIWS_PATHS.unlink, { address })
  client.events.emit('unlink', { user })
  return user
}
