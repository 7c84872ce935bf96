// @vitest-environment happy-dom
import { QueryClient, useQueryClient } from '@tanstack/react-query'
import { cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createFoyerClient, crossAppConnectionsQueryKey, type FoyerClient } from '../../src/core/internal.js'
import { createMemoryStorage } from '../../src/core/client/storage.js'
import { FoyerProvider, useCrossAppAccounts, useFoyer } from '../../src/hooks/index.js'
import { createDevBackend, DEV_APP_ID } from '../../src/testing/index.js'
import { devBackendHandlers } from '../../src/testing/msw.js'

const API = 'http://api.test'
const backend = createDevBackend({ crossAppProviders: [{ id: 'providerapp00000000000001', name: 'Arcade' }] })
const server = setupServer(...devBackendHandlers(backend, { baseUrl: API }))
const newClient = (): FoyerClient => createFoyerClient({ appId: DEV_APP_ID, apiUrl: API, storage: createMemoryStorage() })

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())
afterEach(cleanup)

function withProvider(client: FoyerClient, queryClient?: QueryClient) {
  return function Wrapper({ children }: { children?: ReactNode }) {
    return <FoyerProvider client={client} queryClient={queryClient}>{children}</FoyerProvider>
  }
}

describe("FoyerProvider's queryClient", () => {
  it('the cross-app hooks cache their reads in the given QueryClient, which the children get too', async () => {
    const client = newClient()
    const queryClient = new QueryClient()
    const { result } = renderHook(() => ({ accounts: useCrossAppAccounts(), foyer: useFoyer(), provided: useQueryClient() }), {
      wrapper: withProvider(client, queryClient),
    })
    await waitFor(() => expect(result.current.foyer.ready).toBe(true))
    await waitFor(() => expect(result.current.accounts.connections).toHaveLength(1))
    expect(queryClient.getQueryData(crossAppConnectionsQueryKey(client))).toHaveLength(1)
    expect(result.current.provided).toBe(queryClient)
  })

  it('without one, the cross-app hooks make one per client on first use (no QueryClientProvider needed)', async () => {
    const client = newClient()
    const { result } = renderHook(() => ({ first: useCrossAppAccounts(), second: useCrossAppAccounts(), foyer: useFoyer() }), {
      wrapper: withProvider(client),
    })
    await waitFor(() => expect(result.current.foyer.ready).toBe(true))
    await waitFor(() => expect(result.current.first.connections).toHaveLength(1))
    // One cache for the client: both hooks see the same read.
    expect(result.current.second.connections).toBe(result.current.first.connections)
  })
})
