'use client'
import { createContext, useContext } from 'react'
import type { FoyerClient } from '../core/index.js'
import { FoyerError } from '../core/index.js'

export const FoyerContext = createContext<FoyerClient | null>(null)

/** The client of the nearest <FoyerProvider>. */
export function useFoyerClient(): FoyerClient {
  const client = useContext(FoyerContext)
  if (!client) throw new FoyerError('Foyer hooks must be used inside <FoyerProvider>', 'missing_provider')
  return client
}
