'use client'
import { QueryClient } from '@tanstack/react-query'
import { useContext, useEffect } from 'react'
import type { FoyerClient } from '../core/internal.js'
import { FoyerQueryClientContext, useFoyerClient } from './context.js'

const created = new WeakMap<FoyerClient, QueryClient>()
const createFor = (client: FoyerClient) => {
  const queryClient = new QueryClient()
  created.set(client, queryClient)
  return queryClient
}

/**
 * The TanStack QueryClient of the hooks that cache server reads (each says so
 * in its TSDoc): `FoyerProvider`'s `queryClient` prop, else one made for the Foyer client on
 * first use. Only these hooks import TanStack Query, so an app without them never loads it.
 */
export function useFoyerQueryClient(): QueryClient {
  const given = useContext(FoyerQueryClientContext)
  const client = useFoyerClient()
  const queryClient = given ?? created.get(client) ?? createFor(client)
  // Refetch on window focus and reconnect while a hook uses it, as a QueryClientProvider does
  // (mount is counted: a given client under the provider's own QueryClientProvider is fine).
  useEffect(() => {
    queryClient.mount()
    return () => queryClient.unmount()
  }, [queryClient])
  return queryClient
}
