import type { FoyerClient } from '../../client/types.js'
import type { ApiError } from '../../errors/api.js'
import { CROSS_APP_PATHS } from './constants.js'
import { toCrossAppProviderDetails, type CrossAppProviderDetails, type WireCrossAppProviderDetails } from '../../types/crossApp.js'

/** The parameters of {@link fetchCrossAppProviderDetails}. */
export type FetchCrossAppProviderDetailsParameters = { providerAppId: string }
/** What {@link fetchCrossAppProviderDetails} returns. */
export type FetchCrossAppProviderDetailsReturnType = CrossAppProviderDetails
/** The errors {@link fetchCrossAppProviderDetails} can throw or reject with. */
export type FetchCrossAppProviderDetailsErrorType = ApiError

/** A provider app's name and logo (GET /api/v1/apps/{providerAppId}/cross-app/details). */
export async function fetchCrossAppProviderDetails(
  client: FoyerClient,
  { providerAppId }: FetchCrossAppProviderDetailsParameters,
): Promise<FetchCrossAppProviderDetailsReturnType> {
  return toCrossAppProviderDetails(
    await client.http.request<WireCrossAppProviderDetails>(CROSS_APP_PATHS.details(providerAppId), { method: 'GET' }),
  )
}

export const crossAppProviderDetailsQueryKey = (client: FoyerClient, providerAppId: string) =>
  ['foyerkit', client.appId, 'cross-app', 'details', providerAppId] as const

/** TanStack Query options for the details (they never change while the page lives). */
export const crossAppProviderDetailsQueryOptions = (client: FoyerClient, { providerAppId }: FetchCrossAppProviderDetailsParameters) => ({
  queryKey: crossAppProviderDetailsQueryKey(client, providerAppId),
  queryFn: () => fetchCrossAppProviderDetails(client, { providerAppId }),
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
})
