import { describe, expect, it } from 'vitest'
import { parseSmartWalletChainId, toSmartWalletsConfig } from '../../../../src/core/wallets/smart/config.js'

describe('smart wallet config: chain ids', () => {
  it.each([
    ['eip155:8453', 8453],
    ['8453', 8453],
    ['0x2105', 8453],
    [8453, 8453],
    ['eip155:0x7a69', 31337],
    ['eip155:', null],
    ['solana:mainnet', null],
    ['0', null],
    [0, null],
    [-1, null],
    [1.5, null],
    ['84 53', null],
    [null, null],
  ] as const)('%j → %j', (input, expected) => {
    expect(parseSmartWalletChainId(input)).toBe(expected)
  })
})

describe('smart wallet config: the wire config', () => {
  it('reads enabled, type, version and each network with its bundler, paymaster and policy', () => {
    expect(
      toSmartWalletsConfig({
        enabled: true,
        smart_wallet_type: 'simple_account',
        smart_wallet_version: '0.7',
        configured_networks: [
          { chain_id: 'eip155:31337', bundler_url: 'http://localhost:3000/bundler/evm/31337', paymaster_url: 'http://localhost:3000/paymaster/evm/31337', paymaster_context: { policy_id: 'p1' } },
          { chain_id: 'eip155:8453', bundler_url: 'https://bundler.example/8453', paymaster_url: null },
        ],
      }),
    ).toEqual({
      enabled: true,
      smartWalletType: 'simple_account',
      smartWalletVersion: '0.7',
      networks: [
        { chainId: 31337, bundlerUrl: 'http://localhost:3000/bundler/evm/31337', paymasterUrl: 'http://localhost:3000/paymaster/evm/31337', paymasterContext: { policyId: 'p1' } },
        { chainId: 8453, bundlerUrl: 'https://bundler.example/8453', paymasterUrl: null, paymasterContext: null },
      ],
    })
  })

  it.each([
    ['a network without a bundler URL', { chain_id: 'eip155:1', bundler_url: null }],
    ['a relative bundler URL', { chain_id: 'eip155:1', bundler_url: '/bundler/evm/1' }],
    ['a javascript: URL', { chain_id: 'eip155:1', bundler_url: 'javascript:alert(1)' }],
    ['a malformed chain id', { chain_id: 'eip155:abc', bundler_url: 'https://b.example' }],
  ])('leaves out %s', (_, network) => {
    expect(toSmartWalletsConfig({ enabled: true, configured_networks: [network] }).networks).toEqual([])
  })

  it('keeps the first entry of a chain listed twice, and drops a policy without a paymaster URL', () => {
    const config = toSmartWalletsConfig({
      enabled: true,
      configured_networks: [
        { chain_id: 1, bundler_url: 'https://a.example', paymaster_url: 'ftp://pm.example', paymaster_context: { policy_id: 'p' } },
        { chain_id: '0x1', bundler_url: 'https://b.example' },
      ],
    })
    expect(config.networks).toEqual([{ chainId: 1, bundlerUrl: 'https://a.example/', paymasterUrl: null, paymasterContext: null }])
  })

  it('is disabled unless enabled is true, and empty for no config', () => {
    expect(toSmartWalletsConfig({ enabled: 'yes' as unknown as boolean }).enabled).toBe(false)
    expect(toSmartWalletsConfig(null)).toEqual({ enabled: false, smartWalletType: null, smartWalletVersion: null, networks: [] })
  })
})
