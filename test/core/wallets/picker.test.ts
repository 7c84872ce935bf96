import { describe, expect, it } from 'vitest'
import { DEFAULT_WALLET_LISTINGS } from '../../../src/core/wallets/directory.js'
import { entryConnector, showWalletSearch, walletPickerEntries } from '../../../src/core/wallets/picker.js'
import type { WalletConnector } from '../../../src/core/types/wallets.js'

const connector = (p: Partial<WalletConnector> & Pick<WalletConnector, 'walletClientType' | 'chainType'>): WalletConnector => ({
  id: `${p.chainType}:${p.walletClientType}`, connectorType: 'injected', name: p.walletClientType, icon: null, installed: true,
  connect: async () => ({ address: '', chainId: null }), getAccounts: async () => [], disconnect: async () => undefined,
  signMessage: async () => '', ...p,
})
const metamask = connector({ walletClientType: 'metamask', chainType: 'ethereum', name: 'MetaMask' })
const phantomEth = connector({ walletClientType: 'phantom', chainType: 'ethereum', name: 'Phantom' })
const phantomSol = connector({ walletClientType: 'phantom', chainType: 'solana', name: 'Phantom', connectorType: 'solana_adapter' })
const wc = connector({ walletClientType: 'wallet_connect', chainType: 'ethereum', name: 'WalletConnect', installed: false, usesPairingUri: true })

describe('walletPickerEntries', () => {
  it('groups a wallet across chain families into one multi-chain row (Select network)', () => {
    const entries = walletPickerEntries([metamask, phantomEth, phantomSol], DEFAULT_WALLET_LISTINGS, { walletChainType: 'ethereum-and-solana' })
    const phantom = entries.find((e) => e.key === 'phantom')!
    expect(phantom.chains).toEqual(['ethereum', 'solana'])
    expect(phantom.connectors).toHaveLength(2)
    expect(entryConnector(phantom, 'solana')).toBe(phantomSol)
    expect(entries.find((e) => e.key === 'metamask')!.chains).toEqual(['ethereum'])
  })
  it('walletChainType filters: ethereum-only hides Solana connectors, solana-only the Ethereum ones', () => {
    const eth = walletPickerEntries([metamask, phantomSol], DEFAULT_WALLET_LISTINGS, { walletChainType: 'ethereum-only' })
    expect(eth.map((e) => e.key)).toEqual(['metamask'])
    const sol = walletPickerEntries([metamask, phantomSol], DEFAULT_WALLET_LISTINGS, { walletChainType: 'solana-only' })
    expect(sol.map((e) => [e.key, e.chains])).toEqual([['phantom', ['solana']]])
  })
  it('without a wallet list: installed wallets, then WalletConnect; the last used first with its chip', () => {
    const entries = walletPickerEntries([wc, metamask, phantomEth], DEFAULT_WALLET_LISTINGS, { walletChainType: 'ethereum-only', lastUsed: 'phantom' })
    expect(entries.map((e) => [e.key, e.lastUsed])).toEqual([['phantom', true], ['metamask', false], ['wallet_connect', false]])
  })
  it('a wallet list orders the rows and adds directory wallets that are not installed', () => {
    const entries = walletPickerEntries([metamask], DEFAULT_WALLET_LISTINGS, { walletChainType: 'ethereum-only', walletList: ['rainbow', 'detected_wallets'] })
    expect(entries.map((e) => [e.key, e.connectors.length])).toEqual([['rainbow', 0], ['metamask', 1]])
    expect(entries[0]!.listing?.mobile.universal).toBe('https://rnbwapp.com')
  })
  it('search filters by name, case-insensitively', () => {
    const entries = walletPickerEntries([metamask, phantomEth], DEFAULT_WALLET_LISTINGS, { walletChainType: 'ethereum-only', search: 'META' })
    expect(entries.map((e) => e.key)).toEqual(['metamask'])
    expect(walletPickerEntries([metamask], DEFAULT_WALLET_LISTINGS, { walletChainType: 'ethereum-only', search: 'zzz' })).toEqual([])
  })
  it('the search box shows above 6 wallets, or while a search is active', () => {
    expect(showWalletSearch(6, '', 6)).toBe(false)
    expect(showWalletSearch(7, '', 6)).toBe(true)
    expect(showWalletSearch(1, 'x', 6)).toBe(true)
  })
})
