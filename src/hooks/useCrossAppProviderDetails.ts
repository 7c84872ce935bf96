'use client'
import { useQuery } from '@tanstack/react-query'
import { useFoyerQueryClient } from './queryClient.js'
import { crossAppProviderDetailsQueryOptions, type CrossAppProviderDetails, type FoyerError } from '../core/internal.js'
import { useFoyerClient } from './context.js'

/** What {@link useCrossAppProviderDetails} returns. */
export type UseCrossAppProviderDetailsReturnType = {
  /** The provider app's name and logo, once loaded. */
  details: CrossAppProviderDetails | null
  isLoading: boolean
  error: FoyerError | null
}

/** A cross-app provider's name and logo (for its login button); a cached server read (see `FoyerProvider`'s `queryClient`). */
export function useCrossAppProviderDetails(providerAppId: string): UseCrossAppProviderDetailsReturnType {
  const client = useFoyerClient()
  const { data, isLoading, error } = useQuery(crossAppProviderDetailsQueryOptions(client, { providerAppId }), useFoyerQueryClient())
  return { details: data ?? null, isLoading, error: (error as FoyerError | null) ?? null }
}
