// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  addWalletConnectorSource, baseAccountSource, BASE_ACCOUNT_CONNECTOR_ID, connectWallet, disconnectWallet, signInWithWallet, startClient,
  startWalletConnectors, stopWalletConnectors, walletConnectionsValue, walletConnectorsValue, type FoyerClient, type WalletConnector,
} from '../../../src/core/internal.js'
import { createDevBackend, createTestBaseAccount, type DevBackend, type TestBaseAccount } from '../../../src/testing/index.js'
import { clientOnBackend } from '../helpers.js'

let backend: DevBackend
let client: FoyerClient
let smartWallet: TestBaseAccount

beforeEach(async () => {
  backend = createDevBackend({ appConfig: { name: 'Smart App' } })
  client = clientOnBackend(backend)
  smartWallet = createTestBaseAccount()
  await startClient(client)
})
afterEach(() => stopWalletConnectors(client))

const discovered = (source = baseAccountSource({ createProvider: smartWallet.createProvider })): WalletConnector | undefined => {
  startWalletConnectors(client, { sources: [source] })
  return walletConnectorsValue.get(client).find((c) => c.id === BASE_ACCOUNT_CONNECTOR_ID)
}

describe('the Coinbase Smart Wallet (connector type base_account)', () => {
  it('is discovered as one connector: base_account, named, with an icon, installed (a popup needs no extension)', () => {
    expect(discovered()).toMatchObject({
      id: 'ethereum:base_account', chainType: 'ethereum', connectorType: 'base_account', walletClientType: 'base_account',
      name: 'Coinbase Smart Wallet', installed: true, icon: expect.stringMatching(/^data:image\/svg\+xml,/),
    })
  })

  it('without an SDK loader or a provider factory, the source reports nothing', () => {
    expect(discovered(baseAccountSource())).toBeUndefined()
  })

  it("the SDK is created on first connect, once, with the app's name and chains", async () => {
    const connector = discovered()!
    expect(smartWallet.sdkOptions).toEqual([])
    const connection = await connectWallet(client, { connectorId: connector.id })
    await disconnectWallet(client, connection)
    await connectWallet(client, { connectorId: connector.id })
    expect(smartWallet.sdkOptions).toEqual([{ appName: 'Smart App', appLogoUrl: null, appChainIds: [8453] }])
  })

  it('connects (eth_requestAccounts: the popup) and signs in with SIWE; the account is a base_account wallet', async () => {
    const connection = await connectWallet(client, { connectorId: discovered()!.id })
    expect(connection).toMatchObject({ address: smartWallet.address, chainId: 'eip155:8453', connectorType: 'base_account', walletClientType: 'base_account' })
    const result = await signInWithWallet(client, { connection })
    expect(result.loginAccount).toMatchObject({ type: 'wallet', address: smartWallet.address, chainType: 'ethereum', connectorType: 'base_account', walletClientType: 'base_account' })
    expect(smartWallet.requests.map((r) => r.method)).toEqual(expect.arrayContaining(['eth_requestAccounts', 'personal_sign']))
  })

  it("a rejection in the popup is 'User rejected the request.' (4001)", async () => {
    smartWallet.respondNext('reject', 'eth_requestAccounts')
    await expect(connectWallet(client, { connectorId: discovered()!.id })).rejects.toMatchObject({ shortMessage: 'User rejected the request.', providerCode: 4001 })
  })

  it("disconnecting ends the SDK's session (provider.disconnect)", async () => {
    const connection = await connectWallet(client, { connectorId: discovered()!.id })
    expect(smartWallet.connected).toBe(true)
    await disconnectWallet(client, connection)
    expect(smartWallet.connected).toBe(false)
    expect(walletConnectionsValue.get(client)).toEqual([])
  })

  it('the SDK as a host loads it (loadSdk), added to a running discovery with addWalletConnectorSource', async () => {
    startWalletConnectors(client, { sources: [] })
    addWalletConnectorSource(client, baseAccountSource({ loadSdk: async () => smartWallet.sdk, chains: [1, 8453] }))
    const connector = walletConnectorsValue.get(client).find((c) => c.connectorType === 'base_account')!
    await expect(connectWallet(client, { connectorId: connector.id })).resolves.toMatchObject({ address: smartWallet.address })
    expect(smartWallet.sdkOptions).toEqual([{ appName: 'Smart App', appLogoUrl: null, appChainIds: [1, 8453] }])
  })

  it('without the package installed, connecting names it: npm i @base-org/account', async () => {
    const missing = Object.assign(new Error("Cannot find package '@base-org/account' imported from /app/main.js"), { code: 'ERR_MODULE_NOT_FOUND' })
    const connector = discovered(baseAccountSource({ loadSdk: () => Promise.reject(missing) }))!
    const error = await connectWallet(client, { connectorId: connector.id }).catch((e: unknown) => e)
    expect(String((error as Error).cause ?? error)).toContain('The Coinbase Smart Wallet needs the package @base-org/account, which is not installed: npm i @base-org/account')
  })
})
