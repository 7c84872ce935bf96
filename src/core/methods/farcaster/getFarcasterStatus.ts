import type { FoyerClient } from '../../client/types.js'
import { API_PATHS, FARCASTER_CHANNEL_TOKEN_HEADER } from '../../constants.js'
import type { FoyerError } from '../../errors/base.js'
import type { WireFarcasterStatus } from '../../types/farcaster.js'

export type GetFarcasterStatusParameters = { channelToken: string; signal?: AbortSignal | undefined }
export type GetFarcasterStatusReturnType = WireFarcasterStatus
export type GetFarcasterStatusErrorType = FoyerError

/** One look at a relay channel (GET /api/v1/farcaster/status, channel token in a header). */
export async function getFarcasterStatus(
  client: FoyerClient,
  { channelToken, signal }: GetFarcasterStatusParameters,
): Promise<GetFarcasterStatusReturnType> {
  return client.http.request<WireFarcasterStatus>(API_PATHS.farcasterStatus, {
    method: 'GET',
    headers: { [FARCASTER_CHANNEL_TOKEN_HEADER]: channelToken },
    auth: 'none',
    signal,
  })
}
