import type { FoyerClient } from '../../client/types.js'
import type { ApiError } from '../../errors/api.js'
import type { NetworkError } from '../../errors/client.js'
import type { WireFarcasterStatus } from '../../types/farcaster.js'
import { FARCASTER_CHANNEL_TOKEN_HEADER, FARCASTER_PATHS } from './constants.js'

/** The parameters of {@link getFarcasterStatus}. */
export type GetFarcasterStatusParameters = { channelToken: string; signal?: AbortSignal | undefined }
/** What {@link getFarcasterStatus} returns. */
export type GetFarcasterStatusReturnType = WireFarcasterStatus
/** The errors {@link getFarcasterStatus} can throw or reject with. */
export type GetFarcasterStatusErrorType = NetworkError | ApiError

/** One look at a relay channel (GET /api/v1/farcaster/status, channel token in a header). */
export async function getFarcasterStatus(
  client: FoyerClient,
  { channelToken, signal }: GetFarcasterStatusParameters,
): Promise<GetFarcasterStatusReturnType> {
  return client.http.request<WireFarcasterStatus>(FARCASTER_PATHS.status, {
    method: 'GET',
    headers: { [FARCASTER_CHANNEL_TOKEN_HEADER]: channelToken },
    auth: 'none',
    signal,
  })
}
