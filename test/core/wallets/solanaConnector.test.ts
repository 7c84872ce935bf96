import { describe, expect, it } from 'vitest'
import {
  createFoyerClient, createMemoryStorage, isSolanaSignInWallet, needsSolanaLedgerChoice, setSolanaLedgerChoice,
  solanaWalletClientType, toSolanaConnector,
} from '../../../src/core/internal.js'
import { toAppConfig } from '../../../src/core/types/config.js'
import { createTestSolanaWallet, defaultAppConfig, DEV_APP_ID } from '../../../src/testing/index.js'
import { appConfigValue } from '../../../src/core/client/appConfig.js'

describe('wallet-standard Solana connector', () => {
  it('names the wallet client type after the wallet', () => {
    expect(solanaWalletClientType('Phantom')).toBe('phantom')
    expect(solanaWalletClientType('Foyer Test Wallet')).toBe('foyer_test_wallet')
    expect(solanaWalletClientType(' Coinbase Wallet! ')).toBe('coinbase_wallet')
  })

  it('a wallet icon that is not a data:image or https URL is dropped', () => {
    const { wallet } = createTestSolanaWallet()
    expect(toSolanaConnector({ ...wallet, icon: 'javascript:alert(1)' } as never).icon).toBeNull()
    expect(toSolanaConnector({ ...wallet, icon: 'http://tracker.example/p.gif' } as never).icon).toBeNull()
    expect(toSolanaConnector(wallet as never).icon).toBe(wallet.icon)
  })

  it('accepts wallets that serve Solana, connect and sign messages', () => {
    const { wallet } = createTestSolanaWallet()
    expect(isSolanaSignInWallet(wallet as never)).toBe(true)
    expect(isSolanaSignInWallet({ ...wallet, chains: ['eip155:1'] } as never)).toBe(false)
    expect(isSolanaSignInWallet({ ...wallet, features: {} } as never)).toBe(false)
  })

  it('connects (the first Solana account), lists accounts, signs base64, reports changes, disconnects', async () => {
    const test = createTestSolanaWallet()
    const connector = toSolanaConnector(test.wallet as never)
    expect(connector).toMatchObject({ id: 'solana:standard:Foyer Test Wallet', chainType: 'solana', connectorType: 'solana_adapter', installed: true })
    expect(await connector.getAccounts()).toEqual([])
    const events: unknown[] = []
    connector.subscribe!((e) => events.push(e))
    expect(await connector.connect()).toEqual({ address: test.address, chainId: 'solana:mainnet' })
    expect(await connector.getAccounts()).toEqual([{ address: test.address, chainId: 'solana:mainnet' }])
    expect(atob(await connector.signMessage({ address: test.address, message: 'hi' }))).toHaveLength(64)
    await connector.disconnect()
    expect(events).toEqual([{ type: 'accountsChanged', addresses: [test.address] }, { type: 'disconnect' }])
  })

  it('a rejected connect carries code 4001; an aborted one rejects with the abort reason', async () => {
    const test = createTestSolanaWallet()
    const connector = toSolanaConnector(test.wallet as never)
    test.respondNext('reject', 'connect')
    await expect(connector.connect()).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
    test.respondNext('hang', 'connect')
    const abort = new AbortController()
    const pending = connector.connect({ signal: abort.signal })
    abort.abort(new Error('back'))
    await expect(pending).rejects.toThrow('back')
  })

  it('signing with an address the wallet does not hold: "No wallet found for address"', async () => {
    const connector = toSolanaConnector(createTestSolanaWallet().wallet as never)
    await expect(connector.signMessage({ address: 'x', message: 'hi' })).rejects.toMatchObject({ shortMessage: 'No wallet found for address' })
  })
})

describe('Ledger choice (Phantom Solana with the Ledger plugin, choice undecided)', () => {
  const client = createFoyerClient({ appId: DEV_APP_ID, apiUrl: 'http://foyer.test', storage: createMemoryStorage() })
  const phantom = { chainType: 'solana' as const, walletClientType: 'phantom' }
  const withPlugin = (ledgerPlugin: boolean) => {
    const config = toAppConfig(defaultAppConfig(DEV_APP_ID) as never)
    appConfigValue.set(client, { ...config, solanaWallets: { ledgerPlugin } })
  }

  it('applies only to Phantom on Solana, with the plugin on, while undecided', () => {
    withPlugin(true)
    setSolanaLedgerChoice(client, null)
    expect(needsSolanaLedgerChoice(client, phantom)).toBe(true)
    expect(needsSolanaLedgerChoice(client, { ...phantom, chainType: 'ethereum' })).toBe(false)
    expect(needsSolanaLedgerChoice(client, { ...phantom, walletClientType: 'solflare' })).toBe(false)
    setSolanaLedgerChoice(client, false)
    expect(needsSolanaLedgerChoice(client, phantom)).toBe(false)
    setSolanaLedgerChoice(client, null)
    withPlugin(false)
    expect(needsSolanaLedgerChoice(client, phantom)).toBe(false)
  })
})
