'use client'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { Provider as JotaiProvider } from 'jotai/react'
import { useEffect, useState, type ReactNode } from 'react'
import {
  createFoyerClient, MultipleProvidersError, startClient,
  type CreateFoyerClientParameters, type FoyerClient,
} from '../core/index.js'
import { FoyerAppearanceContext, type RegisteredAppearance } from './appearance.js'
import { FoyerContext } from './context.js'

export type FoyerProviderProps = (
  | ({ client: FoyerClient } & { [K in keyof CreateFoyerClientParameters]?: never })
  | ({ client?: undefined } & CreateFoyerClientParameters)
) & {
  /** Your own TanStack QueryClient (one is created otherwise). */
  queryClient?: QueryClient | undefined
  /**
   * Provider-wide overrides of the default UI (`foyerkit/ui`'s `Appearance`: `slots`, `components`,
   * `screens`, and per-screen entries such as `emailCode: { slots }`). Every modal, embed and
   * screen merges its own `appearance` prop over it.
   */
  appearance?: RegisteredAppearance | undefined
  children?: ReactNode
}

let mountedProviders = 0

/**
 * Creates (or takes) a Foyer client, starts it, and provides it with TanStack Query and the
 * client's jotai store. Only one may be mounted at a time.
 */
export function FoyerProvider({ client: given, queryClient: givenQueryClient, appearance, children, ...parameters }: FoyerProviderProps) {
  const [client] = useState(() => given ?? createFoyerClient(parameters as CreateFoyerClientParameters))
  const [queryClient] = useState(() => givenQueryClient ?? new QueryClient())
  const [duplicate, setDuplicate] = useState(false)

  useEffect(() => {
    mountedProviders += 1
    if (mountedProviders > 1) setDuplicate(true)
    return () => {
      mountedProviders -= 1
    }
  }, [])

  useEffect(() => {
    startClient(client).catch((error) => console.error('[foyer] failed to start', error))
  }, [client])

  if (duplicate) throw new MultipleProvidersError()

  return (
    <FoyerContext.Provider value={client}>
      <QueryClientProvider client={queryClient}>
        <JotaiProvider store={client.store}>
          <FoyerAppearanceContext.Provider value={appearance}>{children}</FoyerAppearanceContext.Provider>
        </JotaiProvider>
      </QueryClientProvider>
    </FoyerContext.Provider>
  )
}
