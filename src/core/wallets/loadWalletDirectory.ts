import type { FoyerClient } from '../client/types.js'
import { appConfigValue } from '../client/appConfig.js'
import type { WalletListing } from '../types/wallets.js'
import { safeHref, safeImageSrc } from '../utils/safeUrl.js'
import { DEFAULT_WALLET_LISTINGS } from './directory.js'
import { hostWalletDirectory } from './runtime.js'
import { walletDirectoryValue } from './state.js'

/**
 * The remote wallet directory (docs/wallets.md "Directory"): when the picker opens, the kit asks
 * the directory service (`GET {walletDirectoryUrl}/v3/wallets?projectId={walletConnectCloudProjectId}`,
 * the WalletConnect explorer's API by default) for its listings, keeps the wallets it can serve,
 * drops the exchange-owned wallet's listings, puts two well-known wallets first and fills each
 * listing's gaps from the bundled one of the same slug. The answer is cached for the page; the
 * bundled list stands while it loads, and for good when it fails or takes longer than
 * WALLET_DIRECTORY_TIMEOUT_MS.
 */

/** The directory service's path. */
export const WALLET_DIRECTORY_PATH = '/v3/wallets'
/** The directory service asked when the host config sets no `walletDirectoryUrl` (the WalletConnect explorer's API). */
export const WALLET_DIRECTORY_URL = 'https://explorer-api.walletconnect.com'
/** How long the picker waits for the directory service before it keeps the bundled list (ms). */
export const WALLET_DIRECTORY_TIMEOUT_MS = 3_000
/** The two well-known wallets the directory's listings start with (slugs). */
export const WALLET_DIRECTORY_FIRST: readonly string[] = ['metamask', 'rainbow']
/** At most this many directory listings are kept. */
export const WALLET_DIRECTORY_MAX_LISTINGS = 1_000

/** One listing as the directory service writes it (the fields the kit reads). */
export type WireWalletListing = {
  id?: string
  name?: string
  slug?: string
  homepage?: string | null
  chains?: string[]
  image_url?: { sm?: string | null; md?: string | null; lg?: string | null } | null
  mobile?: { native?: string | null; universal?: string | null } | null
  app?: { chrome?: string | null; ios?: string | null; android?: string | null } | null
  rdns?: string | null
}
/** The directory service's answer: listings by id. */
export type WireWalletDirectory = { listings?: Record<string, WireWalletListing> | null; count?: number; total?: number }

/** A directory slug as the kit's walletClientType: lower case, other characters as `_` ('trust-wallet' → 'trust_wallet'). */
export const directorySlug = (slug: string) => slug.trim().toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '')

/**
 * The exchange-owned wallet whose directory listings are dropped: Coinbase's wallets connect
 * through their own connectors (`coinbase_wallet`, `base_account`), never through a directory
 * listing, so the bundled entry stands for them.
 */
export const isExchangeOwnedListing = (listing: Pick<WalletListing, 'slug' | 'name'>) => /coinbase/i.test(listing.slug) || /coinbase/i.test(listing.name)

/** A native deep-link scheme ('metamask://'): any scheme but the ones that run or read things in the page. */
const safeScheme = (value: string | null | undefined): string | null => {
  if (typeof value !== 'string') return null
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(value.trim())
  if (!match || /^(javascript|data|vbscript|file|blob|about|http)$/i.test(match[1]!)) return null
  return value.trim()
}
/** An absolute https link (no page-relative path). */
const safeWebLink = (value: string | null | undefined): string | null => {
  const href = safeHref(value)
  return href && !href.startsWith('/') ? href : null
}

/**
 * A directory listing as the kit's `WalletListing`, or null when it cannot be one: no usable
 * slug or name, or no Ethereum or Solana chain. URLs are kept only when safe (https links and
 * images, data: images, app schemes for the native deep link).
 */
export function toWalletListing(wire: WireWalletListing): WalletListing | null {
  const slug = typeof wire.slug === 'string' ? directorySlug(wire.slug) : ''
  const name = typeof wire.name === 'string' ? wire.name.trim().slice(0, 64) : ''
  const chains = (Array.isArray(wire.chains) ? wire.chains : []).filter((c): c is string => typeof c === 'string' && /^(eip155|solana):/.test(c))
  if (!slug || slug.length > 64 || !name || chains.length === 0) return null
  const install = {
    ...(safeWebLink(wire.app?.chrome) ? { chrome: safeWebLink(wire.app?.chrome)! } : {}),
    ...(safeWebLink(wire.app?.ios) ? { ios: safeWebLink(wire.app?.ios)! } : {}),
    ...(safeWebLink(wire.app?.android) ? { android: safeWebLink(wire.app?.android)! } : {}),
  }
  return {
    slug,
    name,
    homepage: safeWebLink(wire.homepage),
    chains: [...new Set(chains)],
    imageUrl: safeImageSrc(wire.image_url?.sm ?? null),
    mobile: { native: safeScheme(wire.mobile?.native), universal: safeWebLink(wire.mobile?.universal) },
    ...(Object.keys(install).length ? { install } : {}),
    rdns: typeof wire.rdns === 'string' && wire.rdns ? [wire.rdns] : [],
  }
}

/**
 * The directory's listings the kit keeps, in order: the convertible ones, the exchange-owned
 * wallet's dropped, one per slug, at most WALLET_DIRECTORY_MAX_LISTINGS, the two well-known wallets
 * (WALLET_DIRECTORY_FIRST) first, the rest in the service's order.
 */
export function directoryListings(wire: WireWalletDirectory): WalletListing[] {
  const seen = new Set<string>()
  const listings: WalletListing[] = []
  const entries = wire.listings && typeof wire.listings === 'object' ? Object.values(wire.listings) : []
  for (const entry of entries) {
    const listing = entry && typeof entry === 'object' ? toWalletListing(entry) : null
    if (!listing || isExchangeOwnedListing(listing) || seen.has(listing.slug)) continue
    seen.add(listing.slug)
    listings.push(listing)
    if (listings.length === WALLET_DIRECTORY_MAX_LISTINGS) break
  }
  const rank = (l: WalletListing) => {
    const at = WALLET_DIRECTORY_FIRST.indexOf(l.slug)
    return at === -1 ? WALLET_DIRECTORY_FIRST.length : at
  }
  return listings.map((l, i) => [l, i] as const).sort(([a, i], [b, j]) => rank(a) - rank(b) || i - j).map(([l]) => l)
}

/**
 * The directory in use: the service's listings, each completed by the bundled listing of its slug
 * (what the service does not say: install links, the in-app browser link, rdns), then the bundled
 * listings the service does not have.
 */
export function mergeWalletDirectory(remote: readonly WalletListing[], bundled: readonly WalletListing[]): WalletListing[] {
  const merged = remote.map((listing) => {
    const own = bundled.find((b) => b.slug === listing.slug)
    if (!own) return listing
    return {
      ...own,
      ...listing,
      homepage: listing.homepage ?? own.homepage,
      imageUrl: listing.imageUrl ?? own.imageUrl,
      mobile: { native: listing.mobile.native ?? own.mobile.native, universal: listing.mobile.universal ?? own.mobile.universal },
      install: { ...own.install, ...listing.install },
      rdns: [...new Set([...(own.rdns ?? []), ...(listing.rdns ?? [])])],
    }
  })
  return [...merged, ...bundled.filter((b) => !remote.some((r) => r.slug === b.slug))]
}

/** The directory request's URL: `{url}/v3/wallets?projectId=…`. */
export function walletDirectoryRequestUrl(url: string, projectId: string): string {
  const target = new URL(`${url.replace(/\/+$/, '')}${WALLET_DIRECTORY_PATH}`)
  target.searchParams.set('projectId', projectId)
  return target.toString()
}

/** The parameters of {@link loadWalletDirectory}. */
export type LoadWalletDirectoryParameters = {
  /** How long to wait for the service (default WALLET_DIRECTORY_TIMEOUT_MS). */
  timeoutMs?: number | undefined
}
/**
 * What {@link loadWalletDirectory} returns: the directory in use and where it came from — the
 * host's own list, the service (or its cached answer), or the bundled list (no service configured,
 * or it failed or was slow: `fallback`).
 */
export type LoadWalletDirectoryReturnType = {
  listings: readonly WalletListing[]
  source: 'host' | 'service' | 'cache' | 'bundled'
  fallback?: 'not-configured' | 'failed' | 'timed-out' | undefined
}
/** The errors {@link loadWalletDirectory} can throw: none (a failure falls back to the bundled list). */
export type LoadWalletDirectoryErrorType = never

const cache = new Map<string, readonly WalletListing[]>()
const loading = new Map<string, Promise<readonly WalletListing[] | 'failed' | 'timed-out'>>()

/** Forgets the directories cached in this page (tests). */
export function clearWalletDirectoryCache(): void {
  cache.clear()
  loading.clear()
}

async function request(client: FoyerClient, url: string, timeoutMs: number): Promise<readonly WalletListing[] | 'failed' | 'timed-out'> {
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeoutMs)
  try {
    const response = await client.fetch(url, { method: 'GET', headers: { accept: 'application/json' }, signal: controller.signal })
    if (!response.ok) return 'failed'
    const listings = directoryListings((await response.json()) as WireWalletDirectory)
    if (listings.length === 0) return 'failed'
    const merged = mergeWalletDirectory(listings, DEFAULT_WALLET_LISTINGS)
    cache.set(url, merged)
    return merged
  } catch {
    return timedOut ? 'timed-out' : 'failed'
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Loads the wallet directory once per page (see above) and makes it the client's
 * (`walletDirectoryValue`, read by `useWalletConnectors().directory`). Needs the app config's
 * `walletConnectCloudProjectId` and `walletDirectoryUrl`; a host that passed its own listings to
 * `startWalletConnectors` keeps them. Never rejects: a failure or a slow service leaves the bundled list.
 */
export async function loadWalletDirectory(
  client: FoyerClient,
  { timeoutMs = WALLET_DIRECTORY_TIMEOUT_MS }: LoadWalletDirectoryParameters = {},
): Promise<LoadWalletDirectoryReturnType> {
  const host = hostWalletDirectory(client)
  if (host) return { listings: host, source: 'host' }
  const config = appConfigValue.get(client)
  const projectId = config?.walletConnectCloudProjectId
  const base = config?.walletDirectoryUrl === undefined ? WALLET_DIRECTORY_URL : config.walletDirectoryUrl
  if (!projectId || !base) return { listings: DEFAULT_WALLET_LISTINGS, source: 'bundled', fallback: 'not-configured' }
  const url = walletDirectoryRequestUrl(base, projectId)
  const cached = cache.get(url)
  if (cached) {
    walletDirectoryValue.set(client, cached)
    return { listings: cached, source: 'cache' }
  }
  let pending = loading.get(url)
  if (!pending) {
    pending = request(client, url, timeoutMs).finally(() => loading.delete(url))
    loading.set(url, pending)
  }
  const answer = await pending
  if (typeof answer === 'string') return { listings: DEFAULT_WALLET_LISTINGS, source: 'bundled', fallback: answer }
  walletDirectoryValue.set(client, answer)
  return { listings: answer, source: 'service' }
}
