import { createStore, type EIP6963ProviderDetail } from 'mipd'
import type { EIP1193Provider } from 'viem'
import { findWalletListing, walletSlug } from '../directory.js'
import type { WalletConnector, WalletListing } from '../../types/wallets.js'
import type { WalletConnectorSource } from '../sourceTypes.js'
import { eip1193Connector } from './eip1193Connector.js'
import { safeImageSrc } from '../../utils/safeUrl.js'

/** The Coinbase Wallet's EIP-6963 rdns (its connector type is coinbase_wallet, not injected). */
export const COINBASE_WALLET_RDNS = 'com.coinbase.wallet'

type LegacyInjected = EIP1193Provider & {
  isMetaMask?: boolean
  isCoinbaseWallet?: boolean
  isRabby?: boolean
  isPhantom?: boolean
  isRainbow?: boolean
  providers?: LegacyInjected[]
}

/** Names a legacy `window.ethereum` by its flags. */
function legacyIdentity(provider: LegacyInjected): { slug: string; name: string } {
  if (provider.isCoinbaseWallet) return { slug: 'coinbase_wallet', name: 'Coinbase Wallet' }
  if (provider.isRabby) return { slug: 'rabby_wallet', name: 'Rabby Wallet' }
  if (provider.isRainbow) return { slug: 'rainbow', name: 'Rainbow' }
  if (provider.isPhantom) return { slug: 'phantom', name: 'Phantom' }
  if (provider.isMetaMask) return { slug: 'metamask', name: 'MetaMask' }
  return { slug: 'injected', name: 'Browser Wallet' }
}

/** The connector of one EIP-6963 announcement. */
export function announcedConnector(detail: EIP6963ProviderDetail, listings: readonly WalletListing[]): WalletConnector {
  const { info, provider } = detail
  const listing = findWalletListing(listings, { rdns: info.rdns })
  const walletClientType = listing?.slug ?? walletSlug(info.name)
  return eip1193Connector({
    id: `ethereum:${info.rdns}`,
    connectorType: info.rdns === COINBASE_WALLET_RDNS ? 'coinbase_wallet' : 'injected',
    walletClientType,
    name: info.name,
    icon: safeImageSrc(info.icon) ?? listing?.imageUrl ?? null,
    rdns: info.rdns,
    installed: true,
    provider: async () => provider as unknown as EIP1193Provider,
  })
}

/**
 * EIP-6963 injected wallets (via `mipd`), de-duplicated by rdns, plus the legacy `window.ethereum`
 * (and each of its `providers[]`) when no announced provider is that object. Coinbase Wallet comes
 * either as an announcement (rdns com.coinbase.wallet) or as a legacy provider with
 * `isCoinbaseWallet` — both get the coinbase_wallet connector type. No Coinbase SDK is used.
 */
export function eip6963Source(): WalletConnectorSource {
  return {
    id: 'eip6963',
    chainType: 'ethereum',
    start({ window, listings }, onChange) {
      const store = createStore()
      const build = (details: readonly EIP6963ProviderDetail[]) => {
        const byRdns = new Map<string, EIP6963ProviderDetail>()
        for (const detail of details) if (!byRdns.has(detail.info.rdns)) byRdns.set(detail.info.rdns, detail)
        const connectors = [...byRdns.values()].map((d) => announcedConnector(d, listings))
        const announced = new Set<unknown>([...byRdns.values()].map((d) => d.provider))
        const legacy = (window as unknown as { ethereum?: LegacyInjected }).ethereum
        const candidates = legacy ? (legacy.providers?.length ? legacy.providers : [legacy]) : []
        for (const provider of candidates) {
          if (announced.has(provider)) continue
          const { slug, name } = legacyIdentity(provider)
          // A wallet that also announced itself is listed once (by its announcement).
          if (connectors.some((c) => c.walletClientType === slug && slug !== 'injected')) continue
          const listing = findWalletListing(listings, { slug })
          connectors.push(eip1193Connector({
            id: `ethereum:legacy:${slug}`,
            connectorType: provider.isCoinbaseWallet ? 'coinbase_wallet' : 'injected',
            walletClientType: slug,
            name,
            icon: listing?.imageUrl ?? null,
            installed: true,
            provider: async () => provider,
          }))
        }
        onChange(connectors)
      }
      const unsubscribe = store.subscribe((details) => build(details), { emitImmediately: true })
      build(store.getProviders())
      return () => {
        unsubscribe()
        store.destroy()
      }
    },
  }
}
