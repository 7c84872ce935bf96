import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  clearWalletDirectoryCache, createFoyerClient, WALLET_DIRECTORY_FIRST, WALLET_DIRECTORY_MAX_LISTINGS, WALLET_DIRECTORY_TIMEOUT_MS, WALLET_DIRECTORY_URL,
  createMemoryStorage, DEFAULT_WALLET_LISTINGS, directoryListings, directorySlug,
  getWalletDirectory, isExchangeOwnedListing, loadWalletDirectory, mergeWalletDirectory, startWalletConnectors, stopWalletConnectors,
  toAppConfig, toWalletListing, walletDirectoryRequestUrl, walletDirectoryValue, type FoyerClient, type WalletListing, type WireWalletListing,
} from '../../../src/core/internal.js'
import { appConfigValue } from '../../../src/core/client/appConfig.js'
import { DEV_WALLET_DIRECTORY, createDevBackend } from '../../../src/testing/index.js'
import { fakeFetch, hang, type Responder } from '../helpers.js'

const wire = (over: Partial<WireWalletListing> = {}): WireWalletListing => ({
  id: 'x', name: 'Zerion', slug: 'zerion', homepage: 'https://zerion.io', chains: ['eip155:1'],
  image_url: { sm: 'https://img.example/zerion.png' }, mobile: { native: 'zerion://', universal: 'https://wallet.zerion.io' },
  app: { chrome: 'https://chromewebstore.google.com/zerion', ios: null, android: null }, rdns: 'io.zerion.wallet', ...over,
})
const directory = (...listings: WireWalletListing[]) => ({ listings: Object.fromEntries(listings.map((l, i) => [`id${i}`, l])) })
const named = (slug: string, name = slug) => wire({ slug, name })

describe('toWalletListing: a directory listing as the kit reads it', () => {
  it('maps slug, name, homepage, chains, image_url.sm, mobile links, app links and rdns', () => {
    expect(toWalletListing(wire())).toEqual({
      slug: 'zerion', name: 'Zerion', homepage: 'https://zerion.io', chains: ['eip155:1'], imageUrl: 'https://img.example/zerion.png',
      mobile: { native: 'zerion://', universal: 'https://wallet.zerion.io' }, install: { chrome: 'https://chromewebstore.google.com/zerion' },
      rdns: ['io.zerion.wallet'],
    })
  })

  it.each([
    ['trust-wallet', 'trust_wallet'], ['MetaMask', 'metamask'], [' okx  wallet ', 'okx_wallet'], ['--', ''],
  ])('slug %j → walletClientType %j', (slug, expected) => expect(directorySlug(slug)).toBe(expected))

  it.each<[string, Partial<WireWalletListing>]>([
    ['no slug', { slug: '' }],
    ['no name', { name: '  ' }],
    ['no Ethereum or Solana chain', { chains: ['cosmos:cosmoshub-4'] }],
    ['chains that are not a list', { chains: 'eip155:1' as never }],
  ])('refuses a listing with %s', (_, over) => expect(toWalletListing(wire(over))).toBeNull())

  it.each<[string, Partial<WireWalletListing>, Partial<WalletListing>]>([
    ['a javascript: native link', { mobile: { native: 'javascript:alert(1)', universal: null } }, { mobile: { native: null, universal: null } }],
    ['an http universal link', { mobile: { native: null, universal: 'http://evil.example' } }, { mobile: { native: null, universal: null } }],
    ['a javascript: homepage', { homepage: 'javascript:alert(1)' }, { homepage: null }],
    ['a page-relative homepage', { homepage: '/x' }, { homepage: null }],
    ['an http image', { image_url: { sm: 'http://img.example/x.png' } }, { imageUrl: null }],
    ['a data: image', { image_url: { sm: 'data:image/png;base64,AAAA' } }, { imageUrl: 'data:image/png;base64,AAAA' }],
  ])('keeps URLs only when safe: %s', (_, over, expected) => expect(toWalletListing(wire(over))).toMatchObject(expected))
})

describe('directoryListings: what the kit keeps, in which order', () => {
  it('puts the two well-known wallets (MetaMask, Rainbow) first, the rest in the service order', () => {
    const slugs = directoryListings(directory(named('trust-wallet'), named('zerion'), named('rainbow'), named('uniswap'), named('metamask'))).map((l) => l.slug)
    expect(WALLET_DIRECTORY_FIRST).toEqual(['metamask', 'rainbow'])
    expect(slugs).toEqual(['metamask', 'rainbow', 'trust_wallet', 'zerion', 'uniswap'])
  })

  it("drops the exchange-owned wallet's listings (Coinbase), whatever their slug", () => {
    const slugs = directoryListings(directory(named('coinbase-wallet', 'Coinbase Wallet'), named('cbw', 'Coinbase Smart Wallet'), named('zerion'))).map((l) => l.slug)
    expect(slugs).toEqual(['zerion'])
    expect(isExchangeOwnedListing({ slug: 'coinbase_wallet', name: 'x' })).toBe(true)
    expect(isExchangeOwnedListing({ slug: 'zerion', name: 'Zerion' })).toBe(false)
  })

  it('keeps one listing per slug, skips unusable ones, and at most WALLET_DIRECTORY_MAX_LISTINGS', () => {
    expect(directoryListings(directory(named('zerion', 'First'), named('zerion', 'Second'), wire({ chains: [] }))).map((l) => l.name)).toEqual(['First'])
    const many = Array.from({ length: WALLET_DIRECTORY_MAX_LISTINGS + 5 }, (_, i) => named(`w${i}`))
    expect(directoryListings(directory(...many))).toHaveLength(WALLET_DIRECTORY_MAX_LISTINGS)
    expect(directoryListings({ listings: null })).toEqual([])
    expect(directoryListings({ listings: { a: null as never, b: 'x' as never } })).toEqual([])
  })

  it("the fake directory's order is not the kit's: MetaMask and Rainbow come first, Coinbase Wallet is gone", () => {
    const slugs = directoryListings({ listings: Object.fromEntries(DEV_WALLET_DIRECTORY.map((l) => [l.id, l])) }).map((l) => l.slug)
    expect(slugs.slice(0, 3)).toEqual(['metamask', 'rainbow', 'trust_wallet'])
    expect(slugs).not.toContain('coinbase_wallet')
  })
})

describe('mergeWalletDirectory: the service over the bundled list', () => {
  it("completes a listing from the bundled one of its slug (install, in-app browser, rdns), then adds the bundled ones the service lacks", () => {
    const remote = [toWalletListing(wire({ slug: 'metamask', name: 'MetaMask (directory)', app: null, rdns: 'io.metamask.extra', mobile: { native: null, universal: null } }))!]
    const merged = mergeWalletDirectory(remote, DEFAULT_WALLET_LISTINGS)
    const bundled = DEFAULT_WALLET_LISTINGS.find((l) => l.slug === 'metamask')!
    expect(merged[0]).toMatchObject({
      slug: 'metamask', name: 'MetaMask (directory)', dappBrowser: bundled.dappBrowser, install: bundled.install, mobile: bundled.mobile,
      rdns: ['io.metamask', 'io.metamask.flask', 'io.metamask.extra'],
    })
    expect(merged.map((l) => l.slug)).toEqual(['metamask', ...DEFAULT_WALLET_LISTINGS.map((l) => l.slug).filter((s) => s !== 'metamask')])
  })
})

describe('loadWalletDirectory', () => {
  const DIRECTORY_URL = 'https://directory.test'
  let client: FoyerClient
  let responder: Responder
  const fetch = fakeFetch((call) => responder(call))
  const configure = (over: { walletConnectCloudProjectId?: string | null; walletDirectoryUrl?: string | null } = {}) => {
    const base = toAppConfig({ id: 'app_0123456789abcdefghijk', name: 'Test' } as never)
    appConfigValue.set(client, { ...base, walletConnectCloudProjectId: 'proj-1', walletDirectoryUrl: DIRECTORY_URL, ...over })
  }
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    clearWalletDirectoryCache()
    fetch.calls.length = 0
    responder = () => json(directory(named('zerion', 'Zerion'), named('metamask', 'MetaMask')))
    client = createFoyerClient({ appId: 'app_0123456789abcdefghijk', apiUrl: 'http://api.test', fetch, storage: createMemoryStorage() })
    configure()
  })
  afterEach(() => {
    stopWalletConnectors(client)
    vi.useRealTimers()
  })

  it('asks GET {url}/v3/wallets?projectId=… and makes the merged listings the directory in use', async () => {
    expect(getWalletDirectory(client)).toBe(DEFAULT_WALLET_LISTINGS)
    const result = await loadWalletDirectory(client)
    expect(fetch.calls.map((c) => [c.method, c.url])).toEqual([['GET', 'https://directory.test/v3/wallets?projectId=proj-1']])
    expect(fetch.calls[0]!.headers).not.toHaveProperty('foyer-app-id')
    expect(result.source).toBe('service')
    expect(result.listings.map((l) => l.slug).slice(0, 2)).toEqual(['metamask', 'zerion'])
    expect(walletDirectoryValue.get(client)).toBe(result.listings)
    expect(getWalletDirectory(client)).toBe(result.listings)
  })

  it('is cached for the page: a second load (another client too) asks nothing', async () => {
    await loadWalletDirectory(client)
    const other = createFoyerClient({ appId: 'app_0123456789abcdefghijk', apiUrl: 'http://api.test', fetch, storage: createMemoryStorage() })
    appConfigValue.set(other, appConfigValue.get(client))
    await expect(loadWalletDirectory(client)).resolves.toMatchObject({ source: 'cache' })
    await expect(loadWalletDirectory(other)).resolves.toMatchObject({ source: 'cache' })
    expect(walletDirectoryValue.get(other)?.[0]?.slug).toBe('metamask')
    expect(fetch.calls).toHaveLength(1)
  })

  it('two loads at once share one request', async () => {
    const [a, b] = await Promise.all([loadWalletDirectory(client), loadWalletDirectory(client)])
    expect(a.listings).toBe(b.listings)
    expect(fetch.calls).toHaveLength(1)
  })

  it('slow: after WALLET_DIRECTORY_TIMEOUT_MS (3 s) the request is aborted and the bundled list stands', async () => {
    responder = hang
    const done = vi.fn()
    const pending = loadWalletDirectory(client).then((r) => (done(r), r))
    await vi.advanceTimersByTimeAsync(WALLET_DIRECTORY_TIMEOUT_MS - 1)
    expect(done).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    await expect(pending).resolves.toEqual({ listings: DEFAULT_WALLET_LISTINGS, source: 'bundled', fallback: 'timed-out' })
    expect(fetch.calls[0]!.signal?.aborted).toBe(true)
    expect(walletDirectoryValue.get(client)).toBeNull()
    // Not cached: the next picker asks again.
    responder = () => json(directory(named('zerion')))
    await expect(loadWalletDirectory(client)).resolves.toMatchObject({ source: 'service' })
  })

  it('an answer just inside the time limit is taken', async () => {
    responder = () => new Promise((resolve) => setTimeout(() => resolve(json(directory(named('zerion')))), WALLET_DIRECTORY_TIMEOUT_MS - 10))
    const pending = loadWalletDirectory(client)
    await vi.advanceTimersByTimeAsync(WALLET_DIRECTORY_TIMEOUT_MS)
    await expect(pending).resolves.toMatchObject({ source: 'service' })
  })

  it.each<[string, Responder]>([
    ['an error status', () => json({ error: 'nope' }, 500)],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a body that is not JSON', () => new Response('<html>', { status: 200 })],
    ['no usable listing', () => json({ listings: { a: { slug: 'coinbase-wallet', name: 'Coinbase Wallet', chains: ['eip155:1'] } } })],
  ])('fails on %s: the bundled list stands (never rejects)', async (_, answer) => {
    responder = answer
    await expect(loadWalletDirectory(client)).resolves.toEqual({ listings: DEFAULT_WALLET_LISTINGS, source: 'bundled', fallback: 'failed' })
    expect(walletDirectoryValue.get(client)).toBeNull()
  })

  it.each([
    ['no project id', { walletConnectCloudProjectId: null }],
    ['no directory URL', { walletDirectoryUrl: null }],
  ])('%s: the bundled list, no request', async (_, over) => {
    configure(over)
    await expect(loadWalletDirectory(client)).resolves.toEqual({ listings: DEFAULT_WALLET_LISTINGS, source: 'bundled', fallback: 'not-configured' })
    expect(fetch.calls).toEqual([])
  })

  it("a host's own directory (startWalletConnectors({ listings })) wins: no request", async () => {
    const own: WalletListing[] = [{ slug: 'mine', name: 'Mine', homepage: null, chains: ['eip155:*'], imageUrl: null, mobile: { native: null, universal: null } }]
    startWalletConnectors(client, { listings: own, sources: [], window: {} as Window })
    await expect(loadWalletDirectory(client)).resolves.toEqual({ listings: own, source: 'host' })
    expect(getWalletDirectory(client)).toBe(own)
    expect(fetch.calls).toEqual([])
  })

  it("with no walletDirectoryUrl in the config it asks the WalletConnect explorer's API", async () => {
    const { walletDirectoryUrl: _, ...rest } = appConfigValue.get(client)!
    appConfigValue.set(client, rest)
    await loadWalletDirectory(client)
    expect(WALLET_DIRECTORY_URL).toBe('https://explorer-api.walletconnect.com')
    expect(fetch.calls.map((c) => c.url)).toEqual(['https://explorer-api.walletconnect.com/v3/wallets?projectId=proj-1'])
  })

  it('the request URL joins the host and the path, the project id encoded', () => {
    expect(walletDirectoryRequestUrl('https://d.test/base/', 'a b&c')).toBe('https://d.test/base/v3/wallets?projectId=a+b%26c')
  })

  it('against the dev backend: its fake directory, sorted and without Coinbase Wallet', async () => {
    const backend = createDevBackend()
    client = createFoyerClient({ appId: backend.appId, apiUrl: 'http://foyer.test', fetch: (input, init) => backend.fetch(new Request(input, init)), storage: createMemoryStorage() })
    configure({ walletDirectoryUrl: 'http://foyer.test/fake/wallet-directory' })
    const { listings, source } = await loadWalletDirectory(client)
    expect(source).toBe('service')
    expect(listings.map((l) => l.name).slice(0, 3)).toEqual(['MetaMask', 'Rainbow', 'Trust Wallet'])
    expect(listings.find((l) => l.slug === 'coinbase_wallet')).toEqual(DEFAULT_WALLET_LISTINGS.find((l) => l.slug === 'coinbase_wallet'))
  })
})
