import { entryConnector } from './picker.js'
import { walletBrowserLink, withWalletDeepLink } from './deepLinks.js'
import type { WalletChainFamily, WalletConnector, WalletPickerEntry } from '../types/wallets.js'

/** The parameters of {@link chooseWallet}. */
export type ChooseWalletParameters = {
  /** The picked row (a picker row, or the landing entry of one wallet). */
  entry: WalletPickerEntry
  /** The chain family picked for it. */
  chainType: WalletChainFamily
  /** Every wallet connector (`useWalletConnectors().connectors`): a WalletConnect one pairs a wallet that is not installed. */
  connectors: readonly WalletConnector[]
  /** Whether the page runs on a phone (a wallet that is not installed then opens this page in its app). */
  isMobile: boolean
  /** This page's URL (the wallet's in-app browser opens it, with the wallet's deep-link parameters). */
  pageUrl: string
  /** The choice only connects the wallet (linking, `connectOnly`): no sign-in afterwards. */
  connectOnly?: boolean | undefined
}

/**
 * What picking a wallet leads to (see {@link chooseWallet}): `ledger` asks about the Ledger first
 * (Phantom on Solana with the Ledger plugin, choice undecided); `connect` connects `connectorId`
 * now (an installed wallet, or WalletConnect pairing the wallet `slug`); `mobileRedirect` opens
 * `link`, this page in the wallet app's in-app browser (on a phone); `install` shows how to
 * install the wallet `slug`; `none`: the row has neither a connector nor a directory listing.
 */
export type WalletChoice =
  | { kind: 'ledger'; connectorId: string }
  | { kind: 'connect'; connectorId: string; slug?: string | undefined }
  | { kind: 'mobileRedirect'; slug: string; link: string }
  | { kind: 'install'; slug: string }
  | { kind: 'none' }

/** What {@link chooseWallet} returns. */
export type ChooseWalletReturnType = WalletChoice

/**
 * What picking a wallet does (pure): an installed wallet connects (Phantom on Solana with the
 * Ledger plugin asks about the Ledger first); a wallet that is not installed connects over
 * WalletConnect when it has a mobile deep link and WalletConnect is on, else on a phone opens this
 * page in the wallet's in-app browser, else shows its install instructions. `useWalletChoice`
 * carries the choice out from the click.
 */
export function chooseWallet({ entry, chainType, connectors, isMobile, pageUrl, connectOnly }: ChooseWalletParameters): ChooseWalletReturnType {
  const connector = entryConnector(entry, chainType)
  if (connector?.needsLedgerChoice?.()) return { kind: 'ledger', connectorId: connector.id }
  if (connector) return { kind: 'connect', connectorId: connector.id }
  const listing = entry.listing
  if (!listing) return { kind: 'none' }
  const pairing = connectors.find((c) => c.usesPairingUri && c.chainType === chainType)
  if (pairing && (listing.mobile.universal || listing.mobile.native)) return { kind: 'connect', connectorId: pairing.id, slug: listing.slug }
  const link = isMobile
    ? walletBrowserLink(listing, withWalletDeepLink(pageUrl, {
        connectorType: chainType === 'solana' ? 'solana_adapter' : 'injected',
        walletClientType: listing.slug,
        connectOnly: Boolean(connectOnly),
      }))
    : null
  if (link) return { kind: 'mobileRedirect', slug: listing.slug, link }
  return { kind: 'install', slug: listing.slug }
}
