// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { setupServer } from 'msw/node'
import { recoverTransactionAddress, verifyMessage, verifyTypedData, type Hex } from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createFoyerClient, type FoyerClient } from '../../src/core/internal.js'
import { clearRefreshMarker } from '../../src/core/client/session/cookie.js'
import { createMemoryStorage } from '../../src/core/client/storage.js'
import { useCrossAppAccounts, useFoyer } from '../../src/hooks/index.js'
import { createDevBackend, DEV_APP_ID } from '../../src/testing/index.js'
import { devBackendHandlers } from '../../src/testing/msw.js'
import { fakeCrossAppWindow, providerFor } from './helpers.js'

const API = 'http://api.test'
const ARCADE = { id: 'providerapp00000000000001', name: 'Arcade' }
const VAULT = { id: 'providerapp00000000000002', name: 'Vault', readOnly: true }
const backend = createDevBackend({ crossAppProviders: [ARCADE, VAULT], allowedOrigins: [API, 'http://localhost:3000'] })
const server = setupServer(...devBackendHandlers(backend, { baseUrl: API }))
const newClient = (): FoyerClient => createFoyerClient({ appId: DEV_APP_ID, apiUrl: API, storage: createMemoryStorage() })
const TYPED = {
  domain: { name: 'Foyer', version: '1', chainId: 1 },
  types: { Mail: [{ name: 'contents', type: 'string' }, { name: 'amount', type: 'uint256' }] },
  primaryType: 'Mail',
  message: { contents: 'Hello', amount: 5n },
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())
beforeEach(() => {
  backend.reset()
  clearRefreshMarker(DEV_APP_ID)
})
afterEach(cleanup)

const fakeWindow = () => fakeCrossAppWindow(() => backend)

async function loggedIn(provider = ARCADE.id) {
  const client = newClient()
  const rendered = renderHook(() => ({ accounts: useCrossAppAccounts(), foyer: useFoyer() }), { wrapper: providerFor(client) })
  await waitFor(() => expect(rendered.result.current.foyer.ready).toBe(true))
  const w = fakeWindow()
  await act(async () => {
    const login = rendered.result.current.accounts.loginWithCrossAppAccount({ appId: provider, window: w.win })
    await w.approveLogin()
    await login
  })
  await waitFor(() => expect(rendered.result.current.accounts.connections).toHaveLength(2))
  return { result: rendered.result, w, address: backend.crossApp.embeddedWalletAddress(provider, 'ada') as Hex }
}

describe('useCrossAppAccounts: signing with the cross-app wallet', () => {
  it('signMessage and signTypedData come back from the provider app and verify for the wallet; `request` follows', async () => {
    const { result, w, address } = await loggedIn()
    let signature!: Hex
    await act(async () => {
      const pending = result.current.accounts.signMessage({ address, message: 'Hello from Foyer', window: w.win })
      await w.approveTransaction()
      signature = await pending
    })
    expect(await verifyMessage({ address, message: 'Hello from Foyer', signature })).toBe(true)
    expect(result.current.accounts.request).toMatchObject({ status: 'done', result: signature, providerAppName: 'Arcade', method: 'personal_sign' })
    await act(async () => {
      const pending = result.current.accounts.signTypedData({ address, typedData: TYPED, window: w.win })
      await w.approveTransaction()
      signature = await pending
    })
    expect(await verifyTypedData({ address, ...TYPED, signature } as Parameters<typeof verifyTypedData>[0])).toBe(true)
  })

  it('signTransaction answers a transaction signed by the wallet (bigint quantities sent as hex)', async () => {
    const { result, w, address } = await loggedIn()
    let signed!: Hex
    await act(async () => {
      const pending = result.current.accounts.signTransaction({
        address, window: w.win,
        transaction: { to: address, value: 1n, chainId: 31337, nonce: 0, gasLimit: 21000n, maxFeePerGas: 2_000_000_000n, maxPriorityFeePerGas: 1n },
      })
      await w.approveTransaction()
      signed = await pending
    })
    expect(await recoverTransactionAddress({ serializedTransaction: signed as never })).toBe(address)
  })

  it("a read-only provider is refused before any popup opens once the connections are loaded", async () => {
    const { result, w, address } = await loggedIn(VAULT.id)
    const before = w.opened()
    await act(async () => {
      await expect(result.current.accounts.signMessage({ address, message: 'hi', window: w.win })).rejects.toThrow('Cannot transact against a read-only provider app')
    })
    expect(w.opened()).toBe(before)
  })

  it("another wallet: 'Cannot request a signature with this wallet address'", async () => {
    const { result, w } = await loggedIn()
    await act(async () => {
      await expect(result.current.accounts.sendTransaction({ address: '0x0000000000000000000000000000000000000001', transaction: { to: '0x0000000000000000000000000000000000000002' }, window: w.win }))
        .rejects.toThrow('Cannot request a signature with this wallet address')
    })
  })
})
