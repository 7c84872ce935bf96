// @vitest-environment happy-dom
import { cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { clearWalletDirectoryCache, DEFAULT_WALLET_LISTINGS } from '../../src/core/internal.js'
import { useWalletConnectors, useWalletDirectory } from '../../src/hooks/index.js'
import { createDevBackend, FAKE_WALLET_DIRECTORY_PATH } from '../../src/testing/index.js'
import { clientOnBackend } from '../core/helpers.js'
import { providerFor } from './helpers.js'

const directoryConfig = { walletConnectCloudProjectId: 'demo-project', walletDirectoryUrl: `http://foyer.test${FAKE_WALLET_DIRECTORY_PATH}` }

beforeEach(() => clearWalletDirectoryCache())
afterEach(cleanup)

describe('useWalletDirectory', () => {
  it("starts with the bundled list (loading), then the service's listings; useWalletConnectors().directory follows", async () => {
    const client = clientOnBackend(createDevBackend(), { config: directoryConfig })
    const { result } = renderHook(() => ({ dir: useWalletDirectory(), connectors: useWalletConnectors() }), { wrapper: providerFor(client) })
    expect(result.current.dir).toMatchObject({ loading: true, source: null, fallback: null, directory: DEFAULT_WALLET_LISTINGS })
    await waitFor(() => expect(result.current.dir.loading).toBe(false))
    expect(result.current.dir).toMatchObject({ source: 'service', fallback: null })
    expect(result.current.dir.directory.map((l) => l.slug).slice(0, 3)).toEqual(['metamask', 'rainbow', 'trust_wallet'])
    expect(result.current.connectors.directory).toBe(result.current.dir.directory)
  })

  it('a failing service: loading ends with the bundled list and fallback failed', async () => {
    const backend = createDevBackend()
    backend.faults.add({ method: 'GET', path: `${FAKE_WALLET_DIRECTORY_PATH}/v3/wallets`, status: 500 })
    const client = clientOnBackend(backend, { config: directoryConfig })
    const { result } = renderHook(() => useWalletDirectory(), { wrapper: providerFor(client) })
    await waitFor(() => expect(result.current.loading).toBe(false))
    expect(result.current).toMatchObject({ source: 'bundled', fallback: 'failed', directory: DEFAULT_WALLET_LISTINGS })
  })
})
