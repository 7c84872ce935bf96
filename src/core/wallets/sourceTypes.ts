import type { FoyerClient } from '../client/types.js'
import type { AuthIntent, AuthResult } from '../types/auth.js'
import type { AppConfig } from '../types/config.js'
import type { User } from '../types/user.js'
import type { WalletChainFamily, WalletConnection, WalletConnector, WalletListing } from '../types/wallets.js'

/** What a connector source may read when it starts. */
export type ConnectorSourceContext = {
  client: FoyerClient
  config: AppConfig
  /** The page's window (sources start only in a browser). */
  window: Window
  /** The wallet directory (bundled default or the host's). */
  listings: readonly WalletListing[]
}

/**
 * Discovers the connectors of one kind (EIP-6963 announcements, WalletConnect, wallet-standard
 * registrations …). Listed once in `WALLET_CONNECTOR_SOURCES` (./registry.ts).
 */
export type WalletConnectorSource = {
  id: string
  chainType: WalletChainFamily
  /** Whether the source applies to this app (e.g. WalletConnect needs a project id). */
  enabled?(config: AppConfig): boolean
  /**
   * Starts discovery and reports the source's full current list on every change (and once
   * synchronously or soon after start). Returns a stop function. Browser only.
   */
  start(context: ConnectorSourceContext, onChange: (connectors: readonly WalletConnector[]) => void): () => void
}

/**
 * The sign-in of one chain family (its login method's message, the wallet's signature, authenticate
 * or link). Statuses generating-message → awaiting-signature → submitting-signature → done | error.
 */
export type WalletSignIn = (
  client: FoyerClient,
  parameters: { connection: WalletConnection; intent: AuthIntent; disableSignup?: boolean | undefined },
) => Promise<AuthResult>

/** Unlinks a wallet account of one chain family (its login method's unlink route). Emits `unlink`. */
export type WalletUnlink = (client: FoyerClient, parameters: { address: string }) => Promise<User>

/** What `WALLET_CHAIN_HANDLERS` (./registry.ts) holds per chain family. */
/**
 * Links a smart wallet (a contract account) to the user: the family's sign-in message for the
 * account's `address` on `chainId`, signed by the account itself (`signMessage`: ERC-1271, or
 * ERC-6492 before deployment), sent with its type and version.
 */
export type WalletLinkSmartWallet = (
  client: FoyerClient,
  parameters: { address: string; chainId: number; signMessage: (message: string) => Promise<string>; smartWalletType: string; smartWalletVersion?: string | undefined },
) => Promise<User>

export type WalletChainHandlers = {
  signIn: WalletSignIn
  unlink: WalletUnlink
  /** The family's smart-wallet link (Ethereum: link_smart_wallet); absent when it has none. */
  linkSmartWallet?: WalletLinkSmartWallet | undefined
}

