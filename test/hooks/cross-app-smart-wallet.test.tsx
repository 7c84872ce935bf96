// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { setupServer } from 'msw/node'
import { createPublicClient, custom, defineChain, encodeFunctionData, type Address, type Hex } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createFoyerClient, type FoyerClient } from '../../src/core/internal.js'
import { clearRefreshMarker } from '../../src/core/client/session/cookie.js'
import { createMemoryStorage } from '../../src/core/client/storage.js'
import { useCrossAppAccounts, useFoyer } from '../../src/hooks/index.js'
import { createDevBackend, DEV_APP_ID, type DevBackend } from '../../src/testing/index.js'
import { createEvmDevChain, type EvmDevChain } from '../../src/testing/chains/index.js'
import { devBackendHandlers } from '../../src/testing/msw.js'
import { fakeCrossAppWindow, providerFor } from './helpers.js'

const API = 'http://api.test'
const ARCADE = { id: 'providerapp00000000000001', name: 'Arcade' }
const LOCAL = defineChain({ id: 31337, name: 'Foyer Local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [] } } })
let chain: EvmDevChain
let backend: DevBackend
let server: ReturnType<typeof setupServer>
const newClient = (): FoyerClient => createFoyerClient({ appId: DEV_APP_ID, apiUrl: API, storage: createMemoryStorage() })

beforeAll(async () => {
  chain = await createEvmDevChain({ networks: [{ chainId: 31337, name: 'Foyer Local' }] })
  backend = createDevBackend({ crossAppProviders: [ARCADE], allowedOrigins: [API, 'http://localhost:3000'], chains: [chain], appConfig: { smart_wallets: { enabled: true } } })
  server = setupServer(...devBackendHandlers(backend, { baseUrl: API }))
  server.listen({ onUnhandledRequest: 'error' })
  clearRefreshMarker(DEV_APP_ID)
}, 60_000)
afterAll(async () => {
  server?.close()
  await chain?.close()
})
afterEach(cleanup)

const fakeWindow = () => fakeCrossAppWindow(() => backend)

describe('useCrossAppAccounts with the cross-app smart wallet', () => {
  it('sendTransaction for the smart wallet sends foyer_sendSmartWalletTx: a sponsored user operation lands and moves its USDC', async () => {
    const client = newClient()
    const rendered = renderHook(() => ({ accounts: useCrossAppAccounts(), foyer: useFoyer() }), { wrapper: providerFor(client) })
    await waitFor(() => expect(rendered.result.current.foyer.ready).toBe(true))
    const w = fakeWindow()
    await act(async () => {
      const login = rendered.result.current.accounts.loginWithCrossAppAccount({ appId: ARCADE.id, window: w.win })
      await w.approveLogin()
      await login
    })
    const smart = (await backend.crossApp.smartWalletAddress(ARCADE.id, 'ada')) as Address
    const account = rendered.result.current.foyer.user!.linkedAccounts.find((a) => a.type === 'cross_app') as { smartWallets: { address: string }[] }
    expect(account.smartWallets).toEqual([{ address: smart }])
    await backend.chains.faucet({ chainType: 'ethereum', chainId: 31337, address: smart, asset: 'USDC', amount: '3' })
    const data = encodeFunctionData({ abi: chain.usdc.abi, functionName: 'transfer', args: [chain.treasury, 1_000_000n] })
    let hash!: Hex
    await act(async () => {
      const pending = rendered.result.current.accounts.sendTransaction({ address: smart, transaction: { to: chain.usdc.address, data }, window: w.win })
      await w.approveTransaction()
      hash = await pending
    })
    expect(w.sent()).toBe('foyer_sendSmartWalletTx')
    expect(rendered.result.current.accounts.request).toMatchObject({ status: 'done', result: hash, method: 'foyer_sendSmartWalletTx', address: smart })
    const publicClient = createPublicClient({ chain: LOCAL, transport: custom(chain.provider(31337)) })
    expect((await publicClient.getTransactionReceipt({ hash })).status).toBe('success')
    const balance = await publicClient.readContract({ address: chain.usdc.address, abi: chain.usdc.abi, functionName: 'balanceOf', args: [smart] })
    expect(balance).toBe(2_000_000n)
  })
})
