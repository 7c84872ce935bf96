import type { WalletChainType } from '../types/config.js'
import { listingServes } from './directory.js'
import type { WalletChainFamily, WalletConnector, WalletListing, WalletPickerEntry } from '../types/wallets.js'

/** `appearance.walletList` entries that stand for "every detected (installed) wallet". */
export const DETECTED_WALLETS_ENTRIES = ['detected_wallets', 'detected_ethereum_wallets', 'detected_solana_wallets'] as const

export type WalletPickerOptions = {
  walletChainType: WalletChainType
  /** `appearance.walletList` (slugs in order; empty = every detected wallet, then WalletConnect). */
  walletList?: readonly string[] | undefined
  /** The wallet client type of the last wallet used ('Last used' chip; listed first). */
  lastUsed?: string | null | undefined
  /** The search box's text. */
  search?: string | undefined
}

const FAMILIES: readonly WalletChainFamily[] = ['ethereum', 'solana']

/** The chain families `walletChainType` allows. */
export const allowedChainFamilies = (walletChainType: WalletChainType): WalletChainFamily[] =>
  walletChainType === 'ethereum-only' ? ['ethereum'] : walletChainType === 'solana-only' ? ['solana'] : ['ethereum', 'solana']

/**
 * The wallet picker's rows (docs/wallets.md): connectors grouped by wallet app
 * (walletClientType) across chain families — a row serving both families leads to 'Select
 * network' and shows chain badges — plus directory wallets the app lists that are not installed
 * (they connect over WalletConnect or show install instructions). Filtered by
 * `walletChainType` and the search text; the last used wallet first.
 */
export function walletPickerEntries(
  connectors: readonly WalletConnector[],
  listings: readonly WalletListing[],
  { walletChainType, walletList = [], lastUsed = null, search = '' }: WalletPickerOptions,
): WalletPickerEntry[] {
  const allowed = allowedChainFamilies(walletChainType)
  const byKey = new Map<string, WalletPickerEntry>()
  const listingOf = (key: string) => listings.find((l) => l.slug === key) ?? null
  const ensure = (key: string, fallback: { name: string; icon: string | null }) => {
    let entry = byKey.get(key)
    if (!entry) {
      const listing = listingOf(key)
      entry = {
        key,
        name: listing?.name ?? fallback.name,
        icon: fallback.icon ?? listing?.imageUrl ?? null,
        chains: [],
        connectors: [],
        listing,
        lastUsed: key === lastUsed,
      }
      byKey.set(key, entry)
    }
    return entry
  }
  const addConnector = (connector: WalletConnector) => {
    if (!allowed.includes(connector.chainType)) return
    const entry = ensure(connector.walletClientType, connector)
    if (entry.connectors.some((c) => c.chainType === connector.chainType)) return
    entry.connectors.push(connector)
  }
  const installed = connectors.filter((c) => c.installed)
  const pairing = connectors.filter((c) => !c.installed)
  if (walletList.length === 0) {
    for (const c of installed) addConnector(c)
    for (const c of pairing) addConnector(c)
  } else {
    for (const slug of walletList) {
      if ((DETECTED_WALLETS_ENTRIES as readonly string[]).includes(slug)) {
        const family = slug === 'detected_ethereum_wallets' ? 'ethereum' : slug === 'detected_solana_wallets' ? 'solana' : null
        for (const c of installed) if (!family || c.chainType === family) addConnector(c)
        continue
      }
      const own = connectors.filter((c) => c.walletClientType === slug)
      for (const c of own) addConnector(c)
      const listing = listingOf(slug)
      if (own.length === 0 && listing && allowed.some((f) => listingServes(listing, f))) ensure(slug, { name: listing.name, icon: listing.imageUrl })
    }
  }
  const entries = [...byKey.values()].map((entry) => {
    const chains = FAMILIES.filter((f) => allowed.includes(f) &&
      (entry.connectors.some((c) => c.chainType === f) || (entry.listing !== null && listingServes(entry.listing, f))))
    return { ...entry, chains }
  }).filter((entry) => entry.chains.length > 0)
  const query = search.trim().toLowerCase()
  const found = query ? entries.filter((e) => e.name.toLowerCase().includes(query)) : entries
  return [...found.filter((e) => e.lastUsed), ...found.filter((e) => !e.lastUsed)]
}

/** Whether the picker shows its search box: more than WALLET_SEARCH_THRESHOLD wallets, or a search is active. */
export const showWalletSearch = (count: number, search: string, threshold: number) => count > threshold || search.trim() !== ''

/** The connector a picker row uses on one chain family: installed first, else one that pairs (WalletConnect). */
export function entryConnector(entry: WalletPickerEntry, chainType: WalletChainFamily): WalletConnector | undefined {
  return entry.connectors.find((c) => c.chainType === chainType)
}
