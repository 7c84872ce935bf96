'use client'
import type { QueryClient } from '@tanstack/react-query'
import { createContext, useContext } from 'react'
import type { FoyerClient } from '../core/internal.js'
import { FoyerError } from '../core/internal.js'

export const FoyerContext = createContext<FoyerClient | null>(null)

/** `FoyerProvider`'s `queryClient` prop (null: the hooks that need one make their own). */
export const FoyerQueryClientContext = createContext<QueryClient | null>(null)

/** The client of the nearest <FoyerProvider>. */
export function useFoyerClient(): FoyerClient {
  const client = useContext(FoyerContext)
  if (!client) throw new FoyerError('Foyer hooks must be used inside <FoyerProvider>', 'missing_provider')
  return client
}
