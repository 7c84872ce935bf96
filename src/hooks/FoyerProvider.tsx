'use client'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useEffect, useState, type ReactNode } from 'react'
import {
  createFoyerClient, MultipleProvidersError, startClient,
  type CreateFoyerClientParameters, type FoyerClient,
} from '../core/internal.js'
import { FoyerAppearanceContext, type RegisteredAppearance } from './appearance.js'
import { FoyerContext, FoyerQueryClientContext } from './context.js'

/**
 * The props of {@link FoyerProvider}: either a `client` made with `createFoyerClient`, or the parameters to
 * make one (`appId`, `apiUrl`, `config` …), plus the children.
 */
export type FoyerProviderProps = (
  | ({ client: FoyerClient } & { [K in keyof CreateFoyerClientParameters]?: never })
  | ({ client?: undefined } & CreateFoyerClientParameters)
) & {
  /**
   * Your own TanStack QueryClient: the hooks that cache server reads (each says so in
   * its TSDoc) use it, and it is provided to the children with a
   * `QueryClientProvider`. Without it those hooks make one of their own on first use (TanStack
   * Query is then loaded only by an app that uses them).
   */
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
 * Creates (or takes) a Foyer client, starts it, and provides it with the client's jotai store
 * (and a given `queryClient`). Only one may be mounted at a time.
 */
export function FoyerProvider({ client: given, queryClient, appearance, children, ...parameters }: FoyerProviderProps) {
  const [client] = useState(() => given ?? createFoyerClient(parameters as CreateFoyerClientParameters))
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

  // The hooks read the client's store through get/watch pairs (useSyncExternalStore), not jotai's React bindings.
  const content = <FoyerAppearanceContext.Provider value={appearance}>{children}</FoyerAppearanceContext.Provider>
  return (
    <FoyerContext.Provider value={client}>
      <FoyerQueryClientContext.Provider value={queryClient ?? null}>
        {queryClient ? <QueryClientProvider client={queryClient}>{content}</QueryClientProvider> : content}
      </FoyerQueryClientContext.Provider>
    </FoyerContext.Provider>
  )
}
