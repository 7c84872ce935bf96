import { describe, expect, it } from 'vitest'
import { chooseWallet, type WalletChoice } from '../../../src/core/wallets/chooseWallet.js'
import type { WalletChainFamily, WalletConnector, WalletListing, WalletPickerEntry } from '../../../src/core/types/wallets.js'

const connector = (p: Partial<WalletConnector> & Pick<WalletConnector, 'id' | 'chainType'>): WalletConnector => ({
  connectorType: 'injected', walletClientType: p.id, name: p.id, icon: null, installed: true,
  connect: async () => ({ address: '', chainId: null }), getAccounts: async () => [], disconnect: async () => undefined,
  signMessage: async () => '', ...p,
})
const listing = (slug: string, p: Partial<WalletListing> = {}): WalletListing => ({
  slug, name: slug, homepage: null, chains: ['eip155:*', 'solana:*'], imageUrl: null, mobile: { native: null, universal: null }, ...p,
})
const entry = (connectors: WalletConnector[], l: WalletListing | null): WalletPickerEntry => ({
  key: l?.slug ?? connectors[0]?.walletClientType ?? 'x', name: 'W', icon: null, chains: ['ethereum', 'solana'], connectors, listing: l, lastUsed: false,
})

const PAGE = 'https://app.example/login'
const metamask = connector({ id: 'metamask', chainType: 'ethereum' })
const phantomLedger = connector({ id: 'phantom-sol', chainType: 'solana', needsLedgerChoice: () => true })
const phantomDecided = connector({ id: 'phantom-sol', chainType: 'solana', needsLedgerChoice: () => false })
const wcEth = connector({ id: 'wc', chainType: 'ethereum', installed: false, usesPairingUri: true })
const rainbow = listing('rainbow', { mobile: { native: 'rainbow://', universal: 'https://rnbwapp.com' } })
const browserOnly = listing('zerion', { dappBrowser: 'https://zerion.example/browse?url={url}' })
const bare = listing('bare')

type Row = [name: string, parameters: { entry: WalletPickerEntry; chainType: WalletChainFamily; connectors?: WalletConnector[]; isMobile?: boolean; connectOnly?: boolean }, expected: WalletChoice | ((c: WalletChoice) => void)]

/** Every kind of pick and what it leads to. */
const TABLE: Row[] = [
  ['an installed wallet connects', { entry: entry([metamask], null), chainType: 'ethereum' }, { kind: 'connect', connectorId: 'metamask' }],
  ['an installed wallet connects on a phone too', { entry: entry([metamask], browserOnly), chainType: 'ethereum', isMobile: true }, { kind: 'connect', connectorId: 'metamask' }],
  ['Phantom on Solana with the Ledger plugin, undecided, asks about the Ledger', { entry: entry([phantomLedger], null), chainType: 'solana' }, { kind: 'ledger', connectorId: 'phantom-sol' }],
  ['Phantom on Solana with the Ledger choice made connects', { entry: entry([phantomDecided], null), chainType: 'solana' }, { kind: 'connect', connectorId: 'phantom-sol' }],
  ['the row\'s connector is picked by chain family', { entry: entry([metamask, phantomLedger], null), chainType: 'ethereum' }, { kind: 'connect', connectorId: 'metamask' }],
  ['no connector and no listing: nothing', { entry: entry([], null), chainType: 'ethereum', connectors: [wcEth] }, { kind: 'none' }],
  ['not installed, with a mobile deep link and WalletConnect: pairs over WalletConnect', { entry: entry([], rainbow), chainType: 'ethereum', connectors: [wcEth] }, { kind: 'connect', connectorId: 'wc', slug: 'rainbow' }],
  ['WalletConnect of another chain family does not pair', { entry: entry([], rainbow), chainType: 'solana', connectors: [wcEth] }, { kind: 'install', slug: 'rainbow' }],
  ['not installed, deep link but WalletConnect off: install instructions', { entry: entry([], rainbow), chainType: 'ethereum' }, { kind: 'install', slug: 'rainbow' }],
  ['not installed, no deep link, on a desktop: install instructions', { entry: entry([], browserOnly), chainType: 'ethereum', connectors: [wcEth] }, { kind: 'install', slug: 'zerion' }],
  ['not installed, on a phone, no in-app browser link: install instructions', { entry: entry([], bare), chainType: 'ethereum', isMobile: true }, { kind: 'install', slug: 'bare' }],
  ['not installed, on a phone, with an in-app browser link: the mobile redirect', { entry: entry([], browserOnly), chainType: 'solana', isMobile: true, connectOnly: true }, (choice) => {
    expect(choice.kind).toBe('mobileRedirect')
    if (choice.kind !== 'mobileRedirect') return
    expect(choice.slug).toBe('zerion')
    const opened = new URL(decodeURIComponent(choice.link.replace('https://zerion.example/browse?url=', '')))
    expect(opened.origin + opened.pathname).toBe(PAGE)
    expect([...opened.searchParams.values()]).toEqual(['solana_adapter', 'zerion', 'true'])
  }],
]

describe('chooseWallet', () => {
  it.each(TABLE)('%s', (_name, p, expected) => {
    const choice = chooseWallet({ connectors: [], isMobile: false, pageUrl: PAGE, ...p })
    if (typeof expected === 'function') expected(choice)
    else expect(choice).toEqual(expected)
  })

  it('carries connectOnly into the in-app browser link (false when not given)', () => {
    const choice = chooseWallet({ entry: entry([], browserOnly), chainType: 'ethereum', connectors: [], isMobile: true, pageUrl: PAGE })
    expect(choice.kind === 'mobileRedirect' && decodeURIComponent(choice.link)).toContain('=injected')
    expect(choice.kind === 'mobileRedirect' && decodeURIComponent(choice.link).endsWith('=false')).toBe(true)
  })
})
