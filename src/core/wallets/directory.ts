import type { WalletListing } from '../types/wallets.js'

/**
 * The bundled wallet directory: the well-known wallets the picker
 * can suggest, with inline icons (no network). A host passes its own list through
 * `appearance.walletDirectory` or the wallet-directory source option; `slug` matches a
 * connector's `walletClientType`.
 */

const icon = (background: string, letter: string, color = '#ffffff') =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="${background}"/><text x="20" y="27" font-family="Arial,sans-serif" font-size="20" font-weight="700" text-anchor="middle" fill="${color}">${letter}</text></svg>`,
  )}`

export const DEFAULT_WALLET_LISTINGS: readonly WalletListing[] = [
  {
    slug: 'metamask', name: 'MetaMask', homepage: 'https://metamask.io', chains: ['eip155:*'],
    imageUrl: icon('#f6851b', 'M'), rdns: ['io.metamask', 'io.metamask.flask'],
    mobile: { native: 'metamask://', universal: 'https://metamask.app.link' },
    install: { chrome: 'https://chromewebstore.google.com/detail/metamask/nkbihfbeogaeaoehlefnkodbefgpgknn', ios: 'https://apps.apple.com/app/metamask/id1438144202', android: 'https://play.google.com/store/apps/details?id=io.metamask' },
    dappBrowser: 'https://metamask.app.link/dapp/{url}',
  },
  {
    slug: 'coinbase_wallet', name: 'Coinbase Wallet', homepage: 'https://www.coinbase.com/wallet', chains: ['eip155:*'],
    imageUrl: icon('#0052ff', 'C'), rdns: ['com.coinbase.wallet'],
    mobile: { native: 'cbwallet://', universal: 'https://go.cb-w.com' },
    install: { chrome: 'https://chromewebstore.google.com/detail/coinbase-wallet-extension/hnfanknocfeofbddgcijnmhnfnkdnaad', ios: 'https://apps.apple.com/app/coinbase-wallet/id1278383455', android: 'https://play.google.com/store/apps/details?id=org.toshi' },
    dappBrowser: 'https://go.cb-w.com/dapp?cb_url={url}',
  },
  {
    slug: 'rainbow', name: 'Rainbow', homepage: 'https://rainbow.me', chains: ['eip155:*'],
    imageUrl: icon('#174299', 'R'), rdns: ['me.rainbow'],
    mobile: { native: 'rainbow://', universal: 'https://rnbwapp.com' },
    install: { chrome: 'https://chromewebstore.google.com/detail/rainbow/opfgelmcmbiajamepnmloijbpoleiama', ios: 'https://apps.apple.com/app/rainbow-ethereum-wallet/id1457119021', android: 'https://play.google.com/store/apps/details?id=me.rainbow' },
  },
  {
    slug: 'phantom', name: 'Phantom', homepage: 'https://phantom.app', chains: ['eip155:*', 'solana:*'],
    imageUrl: icon('#ab9ff2', 'P'), rdns: ['app.phantom'],
    mobile: { native: 'phantom://', universal: 'https://phantom.app/ul' },
    install: { chrome: 'https://chromewebstore.google.com/detail/phantom/bfnaelmomeimhlpmgjnjophhpkkoljpa', ios: 'https://apps.apple.com/app/phantom-solana-wallet/id1598432977', android: 'https://play.google.com/store/apps/details?id=app.phantom' },
    dappBrowser: 'https://phantom.app/ul/browse/{url}',
  },
  {
    slug: 'solflare', name: 'Solflare', homepage: 'https://solflare.com', chains: ['solana:*'],
    imageUrl: icon('#fc7227', 'S'), rdns: [],
    mobile: { native: 'solflare://', universal: 'https://solflare.com/ul' },
    install: { chrome: 'https://chromewebstore.google.com/detail/solflare-wallet/bhhhlbepdkbapadjdnnojkbgioiodbic', ios: 'https://apps.apple.com/app/solflare/id1580902717', android: 'https://play.google.com/store/apps/details?id=com.solflare.mobile' },
    dappBrowser: 'https://solflare.com/ul/v1/browse/{url}',
  },
  {
    slug: 'backpack', name: 'Backpack', homepage: 'https://backpack.app', chains: ['solana:*', 'eip155:*'],
    imageUrl: icon('#e33e3f', 'B'), rdns: ['app.backpack'],
    mobile: { native: 'backpack://', universal: 'https://backpack.app/ul' },
    install: { chrome: 'https://chromewebstore.google.com/detail/backpack/aflkmfhebedbjioipglgcbcmnbpgliof', ios: 'https://apps.apple.com/app/backpack-crypto-wallet/id6445964121', android: 'https://play.google.com/store/apps/details?id=app.backpack.mobile' },
  },
  {
    slug: 'rabby_wallet', name: 'Rabby Wallet', homepage: 'https://rabby.io', chains: ['eip155:*'],
    imageUrl: icon('#7084ff', 'R'), rdns: ['io.rabby'],
    mobile: { native: null, universal: null },
    install: { chrome: 'https://chromewebstore.google.com/detail/rabby-wallet/acmacodkjbdgmoleebolmdjonilkdbch' },
  },
  {
    slug: 'wallet_connect', name: 'WalletConnect', homepage: 'https://walletconnect.network', chains: ['eip155:*'],
    imageUrl: icon('#3b99fc', 'W'), rdns: [],
    mobile: { native: null, universal: null },
  },
]

/** The listing of a wallet (by slug = walletClientType, or by an EIP-6963 rdns). */
export function findWalletListing(
  listings: readonly WalletListing[],
  { slug, rdns }: { slug?: string | undefined; rdns?: string | undefined },
): WalletListing | undefined {
  return listings.find((l) => (slug !== undefined && l.slug === slug) || (rdns !== undefined && (l.rdns ?? []).includes(rdns)))
}

/** A machine name for a wallet without a listing: 'Foyer Test Wallet' → 'foyer_test_wallet'. */
export const walletSlug = (name: string) =>
  name.trim().toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '') || 'unknown_wallet'

/** Whether a listing serves a chain family ('eip155:*' → ethereum, 'solana:*' → solana). */
export const listingServes = (listing: WalletListing, chainType: 'ethereum' | 'solana') =>
  listing.chains.some((c) => c.startsWith(chainType === 'ethereum' ? 'eip155:' : 'solana:'))
