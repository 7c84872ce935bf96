import { consumeUrlParams, type PageUrl, type UrlParamsReader } from '../utils/url.js'
import type { WalletListing } from '../types/wallets.js'

/**
 * Mobile deep links (query parameters privy_connector, privy_wallet_client,
 * privy_connect_only): a phone without the wallet's injected provider is sent to the wallet app's
 * in-app browser at this page with these parameters; at load there, the kit connects that wallet
 * at once (connect only, or connect and sign in).
 */
export const WALLET_DEEP_LINK_PARAMS = {
  connector: 'privy_connector',
  walletClient: 'privy_wallet_client',
  connectOnly: 'privy_connect_only',
} as const

export type WalletDeepLink = {
  /** The connector type to use ('injected', 'solana_adapter' …). */
  connectorType: string
  /** The wallet app (walletClientType). */
  walletClientType: string
  /** true: connect only (link / connect-wallet flows); false: connect, then sign in. */
  connectOnly: boolean
}

export const walletDeepLinkReader: UrlParamsReader<WalletDeepLink> = {
  id: 'wallet-deep-link',
  read(url) {
    const params = new URL(url).searchParams
    const connectorType = params.get(WALLET_DEEP_LINK_PARAMS.connector)
    const walletClientType = params.get(WALLET_DEEP_LINK_PARAMS.walletClient)
    if (!connectorType || !walletClientType) return null
    return {
      value: { connectorType, walletClientType, connectOnly: params.get(WALLET_DEEP_LINK_PARAMS.connectOnly) === 'true' },
      params: Object.values(WALLET_DEEP_LINK_PARAMS),
    }
  },
}

/** Takes the wallet deep-link parameters from the page URL once (H's shared mechanism), or null. */
export function consumeWalletDeepLink(page?: PageUrl): WalletDeepLink | null {
  return consumeUrlParams(walletDeepLinkReader, page)?.value ?? null
}

/** `pageUrl` with the deep-link parameters set (what the wallet's in-app browser opens). */
export function withWalletDeepLink(pageUrl: string, link: WalletDeepLink): string {
  const url = new URL(pageUrl)
  url.searchParams.set(WALLET_DEEP_LINK_PARAMS.connector, link.connectorType)
  url.searchParams.set(WALLET_DEEP_LINK_PARAMS.walletClient, link.walletClientType)
  url.searchParams.set(WALLET_DEEP_LINK_PARAMS.connectOnly, String(link.connectOnly))
  return url.toString()
}

/**
 * The link that opens `pageUrl` in the wallet app's in-app browser (the mobile redirect), from
 * the listing's `dappBrowser` template ({url} = the encoded page URL); null when it has none.
 */
export function walletBrowserLink(listing: WalletListing, pageUrl: string): string | null {
  if (!listing.dappBrowser) return null
  return listing.dappBrowser.replace('{url}', encodeURIComponent(pageUrl))
}

/**
 * The WalletConnect deep link of a wallet for a pairing URI: its universal link (`…/wc?uri=`)
 * when it has one, else its native scheme (`scheme://wc?uri=`); null when it has neither.
 */
export function walletConnectDeepLink(listing: Pick<WalletListing, 'mobile'>, uri: string): string | null {
  const encoded = encodeURIComponent(uri)
  const { universal, native } = listing.mobile
  if (universal) return `${universal.replace(/\/+$/, '')}/wc?uri=${encoded}`
  if (native) return `${native.endsWith('://') ? native : `${native.replace(/\/+$/, '')}/`}wc?uri=${encoded}`
  return null
}
