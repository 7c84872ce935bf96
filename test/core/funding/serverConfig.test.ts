import { afterEach, describe, expect, it } from 'vitest'
import { defineChain } from 'viem'
import {
  closeFunding, fundingValue, fundWallet, loginWithEmailCode, sendEmailCode, startClient, type FoyerClient, type HostConfig,
} from '../../../src/core/index.js'
import { toFundingConfigInput } from '../../../src/core/funding/networks.js'
import type { WireFundingConfig } from '../../../src/core/types/config.js'
import { createDevBackend, type DevBackend } from '../../../src/testing/index.js'
import { clientOnBackend } from '../helpers.js'
import { settle } from '../waiting.js'

// The app's server config (`funding_config` of GET /api/v1/apps/{id}) enables funding: its options
// and bridging switch are where the client's funding config starts; a host's config.funding is
// merged over it (its options replace the server's).

const WALLET = '0x1111111111111111111111111111111111111111'
const mainnet = defineChain({ id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://rpc.test/1'] } } })

describe('toFundingConfigInput: the server funding config as fundWallet reads it', () => {
  it.each<[string, WireFundingConfig | null | undefined, ReturnType<typeof toFundingConfigInput>]>([
    ['absent', undefined, undefined],
    ['null', null, undefined],
    ['no options', {}, { options: [] }],
    ['every known option, in order', {
      options: [
        { method: 'card', provider: 'moonpay' }, { method: 'payment-request', provider: 'coinbase' }, { method: 'exchange', provider: 'coinbase' },
        { method: 'wallets' }, { method: 'manual', provider: null },
      ],
      cross_chain_bridging_enabled: false,
    }, {
      options: [
        { method: 'card', provider: 'moonpay' }, { method: 'payment-request', provider: 'coinbase' }, { method: 'exchange', provider: 'coinbase' },
        { method: 'wallets' }, { method: 'manual' },
      ],
      crossChainBridgingEnabled: false,
    }],
    ['unknown methods and providers are dropped', {
      options: [{ method: 'card', provider: 'stripe' }, { method: 'exchange', provider: 'moonpay' }, { method: 'card' }, { method: 'teleport' }, { method: 'wallets' }],
      cross_chain_bridging_enabled: null,
    }, { options: [{ method: 'wallets' }] }],
  ])('%s', (_, wire, expected) => {
    expect(toFundingConfigInput(wire)).toEqual(expected)
  })
})

describe("fundWallet honours the app's server funding config", () => {
  let backend: DevBackend
  let client: FoyerClient
  afterEach(() => {
    if (client) closeFunding(client)
  })

  async function start(serverFunding: WireFundingConfig | undefined, hostFunding?: HostConfig['funding']) {
    backend = createDevBackend(serverFunding ? { appConfig: { funding_config: serverFunding } } : {})
    client = clientOnBackend(backend, { supportedChains: [mainnet], ...(hostFunding ? { config: { funding: hostFunding } } : {}) })
    await startClient(client)
    await sendEmailCode(client, { email: 'server-funding@example.com' })
    await loginWithEmailCode(client, { code: backend.mailbox.latest('server-funding@example.com')!.code })
  }

  it("the server's options are offered (the host sets only where the providers answer); its bridging switch is kept", async () => {
    await start(
      { options: [{ method: 'card', provider: 'moonpay' }, { method: 'manual' }, { method: 'teleport' }], cross_chain_bridging_enabled: false },
      { providerUrls: { moonpayApi: 'http://moonpay.test/v1' } },
    )
    settle(fundWallet(client, { address: WALLET, chain: mainnet }))
    await expect.poll(() => fundingValue.get(client)?.screen).toBe('landing')
    const { request } = fundingValue.get(client)!
    expect(request.options).toEqual([{ method: 'card', provider: 'moonpay' }, { method: 'manual' }])
    expect(request.landing).toEqual({ card: true, exchange: false, wallet: false, manual: true, alternateProvider: false })
    expect(request.crossChainBridgingEnabled).toBe(false)
    expect(request.preferredCardProvider).toBe('moonpay')
  })

  it("a host's options replace the server's", async () => {
    await start({ options: [{ method: 'manual' }] }, { options: [{ method: 'wallets' }] })
    settle(fundWallet(client, { address: WALLET, chain: mainnet }))
    await expect.poll(() => fundingValue.get(client)?.screen).toBe('landing')
    expect(fundingValue.get(client)!.request.landing).toEqual({ card: false, exchange: false, wallet: true, manual: false, alternateProvider: false })
    expect(fundingValue.get(client)!.request.crossChainBridgingEnabled).toBe(true)
  })

  it("a server config that enables no option, and no host config: 'Wallet funding is not enabled'", async () => {
    await start({ options: [] })
    await expect(fundWallet(client, { address: WALLET, chain: mainnet })).rejects.toMatchObject({ shortMessage: 'Wallet funding is not enabled' })
    expect(fundingValue.get(client)).toBeNull()
  })

  it("no funding config on either side: 'Wallet funding is not enabled'", async () => {
    await start(undefined)
    await expect(fundWallet(client, { address: WALLET, chain: mainnet })).rejects.toMatchObject({ shortMessage: 'Wallet funding is not enabled' })
  })
})
