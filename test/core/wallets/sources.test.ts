// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFoyerClient, createMemoryStorage, type FoyerClient } from '../../../src/core/index.js'
import { toAppConfig } from '../../../src/core/types/config.js'
import { connectWallet } from '../../../src/core/wallets/connectWallet.js'
import { eip6963Source } from '../../../src/core/wallets/ethereum/eip6963Source.js'
import { walletConnectSource, type WalletConnectProviderLike } from '../../../src/core/wallets/ethereum/walletConnectSource.js'
import { walletConnectFlow, walletConnectorsValue, walletConnectorsReadyValue } from '../../../src/core/wallets/state.js'
import { startWalletConnectors, stopWalletConnectors } from '../../../src/core/wallets/runtime.js'
import { createTestEthereumWallet } from '../../../src/testing/index.js'
import { appConfigValue } from '../../../src/core/client/appConfig.js'

const APP = 'app_0123456789abcdefghijk'
let client: FoyerClient
const cleanups: (() => void)[] = []
afterEach(() => {
  stopWalletConnectors(client)
  for (const c of cleanups.splice(0)) c()
  delete (window as { ethereum?: unknown }).ethereum
  vi.useRealTimers()
})

function clientWith(config: Partial<ReturnType<typeof toAppConfig>> = {}) {
  client = createFoyerClient({ appId: APP, apiUrl: 'http://x.test', storage: createMemoryStorage() })
  appConfigValue.set(client, { ...toAppConfig({ id: APP, name: 'Test app' }), ...config })
  return client
}

describe('EIP-6963 source', () => {
  it('lists announced wallets once per rdns; Coinbase Wallet gets the coinbase_wallet connector type', () => {
    const a = createTestEthereumWallet({ name: 'Wallet A', rdns: 'dev.a' })
    const a2 = createTestEthereumWallet({ name: 'Wallet A again', rdns: 'dev.a' })
    const cb = createTestEthereumWallet({ name: 'Coinbase Wallet', rdns: 'com.coinbase.wallet' })
    cleanups.push(a.announce(window), a2.announce(window), cb.announce(window))
    startWalletConnectors(clientWith(), { sources: [eip6963Source()] })
    const connectors = walletConnectorsValue.get(client)
    expect(connectors.map((c) => [c.rdns, c.connectorType, c.walletClientType])).toEqual([
      ['dev.a', 'injected', 'wallet_a'], ['com.coinbase.wallet', 'coinbase_wallet', 'coinbase_wallet'],
    ])
    expect(walletConnectorsReadyValue.get(client)).toBe(true)
  })
  it('an announced icon that is not a data:image or https URL is dropped (the directory image, else none)', () => {
    const evil = createTestEthereumWallet({ name: 'Evil', rdns: 'dev.evil', icon: 'javascript:alert(1)' as `data:image/${string}` })
    const tracker = createTestEthereumWallet({ name: 'Tracker', rdns: 'io.metamask', icon: 'http://tracker.example/p.gif' as `data:image/${string}` })
    const fine = createTestEthereumWallet({ name: 'Fine', rdns: 'dev.fine' })
    cleanups.push(evil.announce(window), tracker.announce(window), fine.announce(window))
    startWalletConnectors(clientWith(), { sources: [eip6963Source()] })
    const icons = Object.fromEntries(walletConnectorsValue.get(client).map((c) => [c.rdns, c.icon]))
    expect(icons['dev.evil']).toBeNull()
    expect(icons['io.metamask']).toMatch(/^data:image\//)
    expect(icons['dev.fine']).toBe(fine.info.icon)
  })
  it('falls back to a legacy window.ethereum (named by its flags) when it did not announce itself', () => {
    const legacy = createTestEthereumWallet()
    ;(window as { ethereum?: unknown }).ethereum = Object.assign(legacy.provider, { isMetaMask: true })
    startWalletConnectors(clientWith(), { sources: [eip6963Source()] })
    expect(walletConnectorsValue.get(client).map((c) => [c.id, c.name, c.walletClientType])).toEqual([['ethereum:legacy:metamask', 'MetaMask', 'metamask']])
  })
  it('readiness falls back after 1.5 s when a source never reports', () => {
    vi.useFakeTimers()
    startWalletConnectors(clientWith(), { sources: [{ id: 'silent', chainType: 'ethereum', start: () => () => undefined }] })
    expect(walletConnectorsReadyValue.get(client)).toBe(false)
    vi.advanceTimersByTime(1_499)
    expect(walletConnectorsReadyValue.get(client)).toBe(false)
    vi.advanceTimersByTime(1)
    expect(walletConnectorsReadyValue.get(client)).toBe(true)
  })
})

/** A fake WalletConnect provider: shows a pairing URI, then a wallet approves (the test wallet answers the rest). */
function fakeWalletConnect({ approve = true } = {}) {
  const wallet = createTestEthereumWallet()
  const listeners = new Set<(uri: string) => void>()
  let settle: { resolve: () => void; reject: (e: unknown) => void } | null = null
  const provider = {
    ...wallet.provider,
    request: (args: { method: string; params?: unknown }) => wallet.provider.request(args),
    connect: () => new Promise<void>((resolve, reject) => {
      settle = { resolve, reject }
      for (const l of listeners) l('wc:pairing@2?relay-protocol=irn&symKey=abc')
    }),
    disconnect: async () => undefined,
    on: (event: string, l: (uri: string) => void) => { if (event === 'display_uri') listeners.add(l) },
    removeListener: (event: string, l: (uri: string) => void) => { listeners.delete(l) },
  } as unknown as WalletConnectProviderLike
  const scan = async () => {
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    if (approve) settle?.resolve()
    else settle?.reject(Object.assign(new Error('rejected'), { code: 4001 }))
  }
  return { wallet, provider, scan }
}

describe('WalletConnect source (fake provider)', () => {
  it('is not offered without a project id', () => {
    startWalletConnectors(clientWith(), { sources: [walletConnectSource({ createProvider: async () => { throw new Error('never') } })] })
    expect(walletConnectorsValue.get(client)).toEqual([])
  })
  it('shows the pairing URI (waiting), then connects when the wallet approves', async () => {
    const fake = fakeWalletConnect()
    const createProvider = vi.fn(async () => fake.provider)
    startWalletConnectors(clientWith({ walletConnectCloudProjectId: 'project-1' }), { sources: [walletConnectSource({ createProvider })] })
    const [connector] = walletConnectorsValue.get(client)
    expect(connector).toMatchObject({ id: 'ethereum:wallet_connect_v2', connectorType: 'wallet_connect_v2', usesPairingUri: true, installed: false })
    const attempt = connectWallet(client, { connectorId: connector!.id })
    await vi.waitFor(() => expect(walletConnectFlow.get(client)).toMatchObject({ status: 'waiting', uri: 'wc:pairing@2?relay-protocol=irn&symKey=abc' }))
    expect(createProvider).toHaveBeenCalledWith(expect.objectContaining({ projectId: 'project-1' }))
    await fake.scan()
    await expect(attempt).resolves.toMatchObject({ address: fake.wallet.address, connectorType: 'wallet_connect_v2', walletClientType: 'wallet_connect' })
  })
  it('the QR flow is raced against its timeout', async () => {
    const fake = fakeWalletConnect()
    startWalletConnectors(clientWith({ walletConnectCloudProjectId: 'p' }), { sources: [walletConnectSource({ createProvider: async () => fake.provider, timeoutMs: 20 })] })
    await expect(connectWallet(client, { connectorId: 'ethereum:wallet_connect_v2' })).rejects.toMatchObject({ code: 'wallet_connection_timed_out' })
    expect(walletConnectFlow.get(client)).toMatchObject({ status: 'disconnected', uri: null })
  })
})
