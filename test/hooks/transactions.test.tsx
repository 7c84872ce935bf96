// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { createPublicClient, custom, defineChain, encodeFunctionData, erc20Abi, parseEther, type Address } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loginWithEmailCode, sendEmailCode, stopWalletConnectors, type FoyerClient } from '../../src/core/internal.js'
import { setEmbeddedFrameConnection } from '../../src/core/wallets/embedded/session.js'
import { registerWalletUiHost } from '../../src/core/wallets/embedded/walletUiHosts.js'
import { useAddFundsListener, useCreateWallet, useEmbeddedWalletRequest, useFoyer, useSendTransaction, type AddFundsEvent } from '../../src/hooks/index.js'
import { createDevBackend, DRAINER_ADDRESS, type DevBackend } from '../../src/testing/index.js'
import { createEvmDevChain, type EvmDevChain } from '../../src/testing/chains/index.js'
import { createWalletService } from '../../src/wallet-service/index.js'
import { backendFetch, memoryStorage } from '../wallet-service/helpers.js'
import { servicePort } from '../core/wallets/embedded/helpers.js'
import { call } from '../testing/helpers.js'
import { clientOnBackend } from '../core/helpers.js'
import { providerFor } from './helpers.js'

const API = 'http://foyer.test'
const local = defineChain({ id: 31337, name: 'Local 31337', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [`${API}/rpc/evm/31337`] } } })
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const

let chain: EvmDevChain
let backend: DevBackend
let client: FoyerClient
beforeAll(async () => {
  chain = await createEvmDevChain()
  backend = createDevBackend({ chains: [chain] })
  client = clientOnBackend(backend, { apiUrl: API, supportedChains: [local] })
  const service = createWalletService({ appId: backend.appId, apiUrl: 'http://127.0.0.1:4321', fetch: backendFetch(backend), storage: memoryStorage() })
  setEmbeddedFrameConnection(client, { connect: () => servicePort(service) })
}, 60_000)
afterAll(() => chain.close())
afterEach(() => cleanup())

const pc = () => createPublicClient({ chain: local, transport: custom(chain.provider(31337)) })

describe('transaction hooks against the dev backend and a local chain', () => {
  it('useSendTransaction sends a list in order; useEmbeddedWalletRequest steps through it, is blocked on a Malicious step until acknowledged, and useAddFundsListener hears Add funds', async () => {
    const heard = vi.fn<(event: AddFundsEvent) => void>()
    const { result } = renderHook(() => {
      useAddFundsListener({ onAddFunds: heard })
      return { foyer: useFoyer(), create: useCreateWallet(), send: useSendTransaction(), request: useEmbeddedWalletRequest() }
    }, { wrapper: providerFor(client) })
    await waitFor(() => expect(result.current.foyer.ready).toBe(true))
    await act(async () => {
      await sendEmailCode(client, { email: 'tx@example.com' })
      await loginWithEmailCode(client, { code: backend.mailbox.latest('tx@example.com')!.code })
    })
    const { wallet } = await act(() => result.current.create.createWallet())
    const address = wallet.address as Address
    await call(backend, 'POST', '/__dev/faucet', { body: { chainType: 'ethereum', chainId: 31337, address, amount: '1' }, appId: null })
    await call(backend, 'POST', '/__dev/faucet', { body: { chainType: 'ethereum', chainId: 31337, address, asset: 'USDC', amount: '10' }, appId: null })

    // Headless (no UI mounted): a list is sent one by one.
    const headless = await act(() => result.current.send.sendTransaction([{ to: RECIPIENT, value: 1n }, { to: RECIPIENT, value: 2n }]))
    expect(headless.hashes).toHaveLength(2)
    expect(headless.hash).toBe(headless.hashes[1])
    const [first, second] = await Promise.all(headless.hashes.map((hash) => pc().getTransaction({ hash })))
    expect([first!.value, second!.value]).toEqual([1n, 2n])
    expect(first!.nonce).toBeLessThan(second!.nonce)

    // With a UI: the stepper, a Malicious second step, 'Add funds'.
    const unregister = registerWalletUiHost(client, { kind: 'modal', notify: () => {} })
    try {
      const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [RECIPIENT, 1_000_000n] })
      let pending!: Promise<{ hash: `0x${string}`; hashes: readonly `0x${string}`[] }>
      act(() => {
        pending = result.current.send.sendTransaction([{ to: chain.usdc.address, data: transfer }, { to: DRAINER_ADDRESS, value: parseEther('5') }], { sponsored: true })
      })
      await waitFor(() => {
        const tx = result.current.request.transaction
        expect(tx.status).toBe('ready')
        expect(tx.steps.map((s) => s.scan.status)).toEqual(['completed', 'completed'])
      })
      const { steps } = result.current.request.transaction
      expect(steps.map((s) => s.scan.result?.resultType)).toEqual(['Benign', 'Malicious'])
      expect(steps.every((s) => s.summary.sponsored)).toBe(true)
      act(() => result.current.request.next())
      expect(result.current.request.transaction.index).toBe(1)
      // 5 ETH from a 1 ETH wallet: Add funds asks the host for the missing wei.
      act(() => result.current.request.addFunds())
      expect(heard).toHaveBeenCalledTimes(1)
      expect(heard.mock.calls[0]![0]).toMatchObject({ address, chainId: 31337 })
      expect(heard.mock.calls[0]![0].amount).toBeGreaterThan(parseEther('4'))
      await act(() => result.current.request.confirm())
      expect(result.current.request.transaction.status).toBe('ready')
      act(() => result.current.request.acknowledge(true))
      expect(result.current.request.transaction.steps[1]!.acknowledged).toBe(true)
      act(() => result.current.request.close())
      await expect(pending).rejects.toMatchObject({ code: 4001 })
    } finally {
      unregister()
      stopWalletConnectors(client)
    }
  })
})
