/**
 * The fake wallet-directory service (standing in for the WalletConnect explorer's API,
 * explorer-api.walletconnect.com): `GET {FAKE_WALLET_DIRECTORY_PATH}/v3/wallets?projectId=…`
 * answers `{ listings: { [id]: listing }, count, total }` with DEV_WALLET_DIRECTORY, in the
 * service's own order (the kit sorts them). Like `/fake/*`, it answers only when dev routes are
 * on; the backend's faults (`delayMs`, `status`, `drop` on `GET` of its path) make it slow or fail.
 */
import { Hono } from 'hono'
import type { Env } from './context.js'
import { errors } from './errors.js'

/** Where the dev backend serves the fake wallet directory (a host's `walletDirectoryUrl` is `{server}` + this). */
export const FAKE_WALLET_DIRECTORY_PATH = '/fake/wallet-directory'

/** A listing of the fake wallet directory, in the directory service's shape. */
export type DevWalletListing = {
  id: string
  name: string
  slug: string
  homepage: string
  chains: string[]
  image_url: { sm: string; md: string; lg: string }
  mobile: { native: string | null; universal: string | null }
  app: { browser: string | null; ios: string | null; android: string | null; chrome: string | null }
  rdns: string | null
}

const icon = (background: string, letter: string) => {
  const src = `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="${background}"/><text x="20" y="27" font-family="Arial,sans-serif" font-size="20" font-weight="700" text-anchor="middle" fill="#fff">${letter}</text></svg>`,
  )}`
  return { sm: src, md: src, lg: src }
}

const listing = (
  id: string, name: string, slug: string, color: string, chains: string[],
  { native = null, universal = null, chrome = null, ios = null, android = null, rdns = null }: {
    native?: string | null; universal?: string | null; chrome?: string | null; ios?: string | null; android?: string | null; rdns?: string | null
  } = {},
): DevWalletListing => ({
  id, name, slug, homepage: `https://${slug}.wallet.example`, chains, image_url: icon(color, name[0]!),
  mobile: { native, universal }, app: { browser: null, ios, android, chrome }, rdns,
})

/**
 * The fake directory's wallets, in the service's order: the well-known MetaMask and Rainbow are
 * not first (the kit puts them first), and Coinbase Wallet — the exchange-owned wallet whose
 * listings the kit drops — is among them.
 */
export const DEV_WALLET_DIRECTORY: readonly DevWalletListing[] = [
  listing('4622a2b2d6af1c98', 'Trust Wallet', 'trust-wallet', '#0500ff', ['eip155:1', 'eip155:56', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], {
    native: 'trust://', universal: 'https://link.trustwallet.com', chrome: 'https://chromewebstore.google.com/detail/trust-wallet/egjidjbpglichdcondbcbdnbeeppgdph', rdns: 'com.trustwallet.app',
  }),
  listing('fd20dc426fb37566', 'Coinbase Wallet', 'coinbase-wallet', '#0052ff', ['eip155:1', 'eip155:8453'], { native: 'cbwallet://', universal: 'https://go.cb-w.com' }),
  listing('1ae92b26df02f0ab', 'Rainbow', 'rainbow', '#174299', ['eip155:1', 'eip155:10'], { native: 'rainbow://', universal: 'https://rnbwapp.com', rdns: 'me.rainbow' }),
  listing('ecc4036f814562b4', 'Zerion', 'zerion', '#2962ef', ['eip155:1', 'eip155:137'], { native: 'zerion://', universal: 'https://wallet.zerion.io', rdns: 'io.zerion.wallet' }),
  listing('c57ca95b47569778', 'MetaMask', 'metamask', '#f6851b', ['eip155:1', 'eip155:137', 'eip155:8453'], {
    native: 'metamask://', universal: 'https://metamask.app.link', ios: 'https://apps.apple.com/app/metamask/id1438144202', rdns: 'io.metamask',
  }),
  listing('c03dfee351b6fcc4', 'Uniswap Wallet', 'uniswap-wallet', '#ff007a', ['eip155:1'], { native: 'uniswap://', universal: 'https://uniswap.org/app' }),
  listing('a797aa35c0fadbfc', 'Phantom', 'phantom', '#ab9ff2', ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], { native: 'phantom://', universal: 'https://phantom.app/ul', rdns: 'app.phantom' }),
  listing('971e689d0a5be527', 'OKX Wallet', 'okx-wallet', '#000000', ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], { native: 'okex://main', rdns: 'com.okex.wallet' }),
  listing('225affb176778569', 'Ledger Live', 'ledger-live', '#000000', ['eip155:1'], { native: 'ledgerlive://' }),
  listing('18388be9ac2d02726', 'Safe', 'safe', '#12ff80', ['eip155:1', 'eip155:100'], { universal: 'https://app.safe.global' }),
]

/** The fake wallet directory's routes (mounted at FAKE_WALLET_DIRECTORY_PATH): `GET /v3/wallets?projectId=…`. */
export function walletDirectoryRoutes(): Hono<Env> {
  const r = new Hono<Env>()
  r.get('/v3/wallets', (c) => {
    const projectId = c.req.query('projectId') ?? ''
    if (!/^[\w-]{1,128}$/.test(projectId)) throw errors.invalidData('Missing or invalid query: projectId')
    const listings = Object.fromEntries(DEV_WALLET_DIRECTORY.map((l) => [l.id, l]))
    return c.json({ listings, count: DEV_WALLET_DIRECTORY.length, total: DEV_WALLET_DIRECTORY.length })
  })
  return r
}
