// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { createPublicClient, custom, defineChain, encodeFunctionData, type Address } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loginWithEmailCode, sendEmailCode, stopWalletConnectors, type FoyerClient } from '../../src/core/internal.js'
import { clearRefreshMarker } from '../../src/core/client/session/cookie.js'
import { chainRpc } from '../../src/core/wallets/embedded/chainRpc.js'
import { createWallet } from '../../src/core/wallets/embedded/createWallet.js'
import { setEmbeddedFrameConnection } from '../../src/core/wallets/embedded/session.js'
import { useFoyer, useSmartWallets, useUser } from '../../src/hooks/index.js'
import { createDevBackend, DEV_APP_ID, type DevBackend } from '../../src/testing/index.js'
import { createEvmDevChain, type EvmDevChain } from '../../src/testing/chains/index.js'
import { DEV_ALLOWED_ORIGINS } from '../../src/testing/origins.js'
import { createWalletService } from '../../src/wallet-service/index.js'
import { backendFetch, memoryStorage } from '../wallet-service/helpers.js'
import { servicePort } from '../core/wallets/embedded/helpers.js'
import { clientOnBackend } from '../core/helpers.js'
import { call } from '../testing/helpers.js'
import { providerFor } from './helpers.js'

const API = 'http://foyer.test'
const local = (id: number) =>
  defineChain({ id, name: `Local ${id}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [`${API}/rpc/evm/${id}`] } } })
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const

let chain: EvmDevChain
beforeAll(async () => {
  chain = await createEvmDevChain()
}, 60_000)
afterAll(() => chain.close())

let client: FoyerClient
afterEach(() => {
  stopWalletConnectors(client)
  cleanup()
})

/** A client on a backend whose smart wallets are `enabled`, with the wallet service in process. */
function setup(enabled: boolean): DevBackend {
  const backend = createDevBackend({ chains: [chain], appConfig: { smart_wallets: { enabled }, allowed_origins: [...DEV_ALLOWED_ORIGINS, API] } })
  client = clientOnBackend(backend, { apiUrl: API, supportedChains: [local(31337), local(31338)] })
  const service = createWalletService({ appId: backend.appId, apiUrl: 'http://127.0.0.1:4321', fetch: backendFetch(backend), storage: memoryStorage() })
  setEmbeddedFrameConnection(client, { connect: () => servicePort(service) })
  clearRefreshMarker(DEV_APP_ID)
  return backend
}

async function logInWithWallet(backend: DevBackend, email: string): Promise<Address> {
  await sendEmailCode(client, { email })
  await loginWithEmailCode(client, { code: backend.mailbox.latest(email)!.code })
  return (await createWallet(client)).wallet.address as Address
}

const reader = () => createPublicClient({ chain: local(31337), transport: custom({ request: ({ method, params }) => chainRpc(client, local(31337), method, params) }) })

describe('useSmartWallets against the dev backend (bundler and paymaster on the local chain)', () => {
  it('idle while logged out (its calls refuse); ready once the embedded wallet exists: linked to the user, signs as the account, sends a sponsored transfer', async () => {
    const backend = setup(true)
    const { result } = renderHook(() => ({ foyer: useFoyer(), smart: useSmartWallets(), user: useUser() }), { wrapper: providerFor(client) })
    await waitFor(() => expect(result.current.foyer.ready).toBe(true))
    expect(result.current.smart).toMatchObject({ status: 'idle', client: null, address: null, error: null })
    await expect(result.current.smart.signMessage('too early')).rejects.toMatchObject({ code: 'smart_wallet_not_ready', message: 'The smart wallet is not ready' })

    let owner!: Address
    await act(async () => {
      owner = await logInWithWallet(backend, 'smart-hook@example.com')
    })
    await waitFor(() => expect(result.current.smart.status).toBe('ready'), { timeout: 20_000 })
    const address = result.current.smart.address!
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(address.toLowerCase()).not.toBe(owner.toLowerCase())
    await waitFor(() => expect(result.current.user.user?.linkedAccounts).toContainEqual(expect.objectContaining({ type: 'smart_wallet', address })))

    // Not deployed yet: an ERC-6492 signature, which viem verifies for the smart wallet's address.
    const { signature } = await result.current.smart.signMessage('hello from the hook', { uiOptions: { showWalletUIs: false } })
    expect(await reader().verifyMessage({ address, message: 'hello from the hook', signature })).toBe(true)

    await call(backend, 'POST', '/__dev/faucet', { body: { chainType: 'ethereum', chainId: 31337, address, asset: 'USDC', amount: '3' }, appId: null })
    const data = encodeFunctionData({ abi: chain.usdc.abi, functionName: 'transfer', args: [RECIPIENT, 2_000_000n] })
    const before = (await reader().readContract({ address: chain.usdc.address, abi: chain.usdc.abi, functionName: 'balanceOf', args: [RECIPIENT] })) as bigint
    const sent = await result.current.smart.sendTransaction({ calls: [{ to: chain.usdc.address, data }], uiOptions: { showWalletUIs: false } })
    expect((await reader().getTransactionReceipt({ hash: sent.hash })).status).toBe('success')
    expect(await reader().readContract({ address: chain.usdc.address, abi: chain.usdc.abi, functionName: 'balanceOf', args: [RECIPIENT] })).toBe(before + 2_000_000n)
    // The paymaster paid: the owner still holds no ETH.
    expect(await reader().getBalance({ address: owner })).toBe(0n)
  }, 60_000)

  it("an app whose smart wallets are off: status 'error' with the reason, and its calls refuse", async () => {
    const backend = setup(false)
    const { result } = renderHook(() => ({ foyer: useFoyer(), smart: useSmartWallets() }), { wrapper: providerFor(client) })
    await waitFor(() => expect(result.current.foyer.ready).toBe(true))
    await act(async () => {
      await logInWithWallet(backend, 'smart-off@example.com')
    })
    await waitFor(() => expect(result.current.smart.status).toBe('error'), { timeout: 20_000 })
    expect(result.current.smart.error).toMatchObject({ code: 'smart_wallets_disabled', message: 'Smart wallets are not enabled for this app' })
    await expect(result.current.smart.sendTransaction({ calls: [{ to: RECIPIENT }] })).rejects.toMatchObject({ code: 'smart_wallet_not_ready' })
  }, 60_000)
})
