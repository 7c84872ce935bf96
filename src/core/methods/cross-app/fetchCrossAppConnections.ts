import type { FoyerClient } from '../../client/types.js'
import type { ApiError } from '../../errors/api.js'
import { CROSS_APP_PATHS } from './constants.js'
import { toCrossAppConnection, type CrossAppConnection, type WireCrossAppConnection } from '../../types/crossApp.js'

/** What {@link fetchCrossAppConnections} returns. */
export type FetchCrossAppConnectionsReturnType = CrossAppConnection[]
/** The errors {@link fetchCrossAppConnections} can throw or reject with. */
export type FetchCrossAppConnectionsErrorType = ApiError

/** The provider apps this app may use (GET /api/v1/apps/{requesterAppId}/cross-app/connections). */
export async function fetchCrossAppConnections(client: FoyerClient): Promise<FetchCrossAppConnectionsReturnType> {
  const wire = await client.http.request<{ connections: WireCrossAppConnection[] }>(CROSS_APP_PATHS.connections(client.appId), {
    method: 'GET',
  })
  return (wire?.connections ?? []).map(toCrossAppConnection)
}

export const crossAppConnectionsQueryKey = (client: FoyerClient) => ['foyerkit', client.appId, 'cross-app', 'connections'] as const

/** TanStack Query options for the connections. */
export const crossAppConnectionsQueryOptions = (client: FoyerClient) => ({
  queryKey: crossAppConnectionsQueryKey(client),
  queryFn: () => fetchCrossAppConnections(client),
  staleTime: 60_000,
  retry: false,
})
