import { describe, expect, it } from 'vitest'
import { toAppConfig, type WireAppConfig } from '../../../../src/core/types/config.js'
import {
  SERVER_WALLET_MESSAGES as M, isServerHeldWallet, isServerWalletsMode, serverWalletCreationRefusal, serverWalletRecoveryRefusal,
  type ServerWalletCreationRequest,
} from '../../../../src/core/types/serverWallets.js'
import { signedRequestPayload } from '../../../../src/core/wallets/server/canonical.js'
import { authorizationPayload } from '../../../../src/server/canonical.js'
import { ethereumRpcBody, toWireTransaction } from '../../../../src/core/wallets/server/serverWalletRpc.js'
import { exportTargetOf } from '../../../../src/core/wallets/embedded/walletExport.js'
import { delegationTargetOf } from '../../../../src/core/wallets/embedded/delegation/target.js'
import type { User } from '../../../../src/core/types/user.js'

describe('serverWalletCreationRefusal', () => {
  const none = { hasWalletOfChain: false }
  const table: Array<[string, ServerWalletCreationRequest, ReturnType<typeof serverWalletCreationRefusal>]> = [
    ['an Ethereum wallet', { chainType: 'ethereum', ...none }, null],
    ['a Solana wallet with the automatic method', { chainType: 'solana', recoveryMethod: 'privy', ...none }, null],
    ["recovery method 'privy-v2'", { chainType: 'ethereum', recoveryMethod: 'privy-v2', ...none }, null],
    ['wallet index 0', { chainType: 'ethereum', walletIndex: 0, ...none }, null],
    ['Bitcoin', { chainType: 'bitcoin-segwit', ...none }, { code: 'not_supported', message: M.bitcoin }],
    ['another chain type', { chainType: 'cosmos', ...none }, { code: 'invalid_data', message: 'Missing or invalid field: chain_type (ethereum or solana)' }],
    ['a password', { chainType: 'ethereum', recoveryMethod: 'user-passcode', ...none }, { code: 'disallowed_recovery_method', message: M.recoveryMethod }],
    ['a cloud backup', { chainType: 'solana', recoveryMethod: 'google-drive', ...none }, { code: 'disallowed_recovery_method', message: M.recoveryMethod }],
    ['wallet index 1', { chainType: 'ethereum', walletIndex: 1, ...none }, { code: 'not_supported', message: M.walletIndex }],
    ['createAdditional', { chainType: 'ethereum', createAdditional: true, hasWalletOfChain: true }, { code: 'not_supported', message: M.walletIndex }],
    ['a second wallet of the chain', { chainType: 'ethereum', hasWalletOfChain: true }, { code: 'resource_already_exists', message: M.alreadyExists }],
  ]
  it.each(table)('%s', (_name, request, expected) => {
    expect(serverWalletCreationRefusal(request)).toEqual(expected)
  })
})

describe('serverWalletRecoveryRefusal and isServerHeldWallet', () => {
  it.each([
    ['an app in the server-held mode', { mode: 'user-controlled-server-wallets-only' }, true],
    ['a privy-v2 wallet of an on-device app', { mode: 'legacy-embedded-wallets-only', wallet: { recoveryMethod: 'privy-v2' } }, true],
    ['an on-device wallet of an on-device app', { mode: 'legacy-embedded-wallets-only', wallet: { recoveryMethod: 'privy' } }, false],
  ] as const)('%s', (_name, input, refused) => {
    expect(serverWalletRecoveryRefusal(input)).toEqual(refused ? { code: 'disallowed_recovery_method', message: M.userOwnedRecovery } : null)
  })
  it('a wallet is server-held by its recovery method privy-v2 only', () => {
    expect([isServerHeldWallet({ recoveryMethod: 'privy-v2' }), isServerHeldWallet({ recoveryMethod: 'privy' }), isServerHeldWallet({})]).toEqual([true, false, false])
  })
})

describe('the embedded-wallet mode in the app config', () => {
  const wire = (embedded_wallets: WireAppConfig['embedded_wallets']): WireAppConfig => ({ id: 'app', name: 'App', embedded_wallets })
  it.each([
    [undefined, 'legacy-embedded-wallets-only', false],
    ['legacy-embedded-wallets-only', 'legacy-embedded-wallets-only', false],
    ['user-controlled-server-wallets-only', 'user-controlled-server-wallets-only', true],
    ['something-else', 'something-else', false],
  ])('mode %s parses to %s (server-held: %s)', (mode, expected, serverHeld) => {
    const parsed = toAppConfig(wire(mode === undefined ? {} : { mode })).embeddedWallets.mode
    expect([parsed, isServerWalletsMode(parsed)]).toEqual([expected, serverHeld])
  })
})

describe('the signed wallet request', () => {
  it("the kit's canonical form equals the server entry's (the backend checks both with one function)", () => {
    const request = { method: 'post', url: 'http://localhost:5173/api/v1/wallets/w1/rpc?x=1', body: { b: [1, { z: true, a: null }], a: 'é' }, appId: 'app', expiry: 1_700_000_000_000 }
    expect(signedRequestPayload(request)).toBe(authorizationPayload(request))
  })
  it('personal_sign sends hex bytes (UTF-8 text encoded, 0x hex as is); a transaction goes out in snake_case', () => {
    const wallet = { id: 'w1', chainType: 'ethereum' as const }
    expect(ethereumRpcBody(wallet, { method: 'personal_sign', params: ['hi', '0xabc'] }).params).toEqual({ message: '0x6869', encoding: 'hex' })
    expect(ethereumRpcBody(wallet, { method: 'personal_sign', params: ['0x00ff', '0xabc'] }).params).toEqual({ message: '0x00ff', encoding: 'hex' })
    expect(toWireTransaction({ chainId: 1, nonce: '0x1', gas: 21000n, maxFeePerGas: '0x2', maxPriorityFeePerGas: '0x1', to: '0xdead', value: 5n })).toEqual({
      from: undefined, to: '0xdead', data: undefined, value: '0x5', chain_id: 1, nonce: '0x1', gas_limit: '0x5208', type: 2, max_fee_per_gas: '0x2', max_priority_fee_per_gas: '0x1',
    })
    expect(toWireTransaction({ chainId: 56, type: 0, gasPrice: '0x3' })).toMatchObject({ type: 0, gas_price: '0x3' })
  })
})

describe('a server-held wallet is neither exported nor delegated', () => {
  const address = '0x000000000000000000000000000000000000dEaD'
  const user = { linkedAccounts: [{
    type: 'wallet', id: 'w1', address, chainType: 'ethereum', walletClientType: 'privy', connectorType: 'embedded', recoveryMethod: 'privy-v2',
    walletIndex: 0, imported: false, delegated: false, entropyId: address, firstVerifiedAt: null, latestVerifiedAt: null,
  }] } as unknown as Pick<User, 'linkedAccounts'>
  it('export', () => {
    expect(() => exportTargetOf(user, address)).toThrow(M.export)
  })
  it('delegation', () => {
    expect(() => delegationTargetOf(user, { address, chainType: 'ethereum' })).toThrow(M.delegate)
  })
})
