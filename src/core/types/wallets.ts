/**
 * External wallets: the seams every chain plugs into. Ethereum (EIP-6963,
 * WalletConnect, Coinbase) and Solana (wallet-standard) connectors all implement `WalletConnector`;
 * they are discovered by `WalletConnectorSource`s listed in `./registry.ts`, and their connected
 * accounts are `WalletConnection`s in the client's store. See docs/wallets.md "Design".
 *
 * Types only: no runtime code, no browser access.
 */
import type { EIP1193Provider as ViemEIP1193Provider } from 'viem'
import type { AuthResult } from './auth.js'
import type { User } from './user.js'

/** An EIP-1193 provider (viem's type): what an Ethereum wallet exposes for requests and events. */
export type EIP1193Provider = ViemEIP1193Provider

/** The chain families external wallets serve. */
export type WalletChainFamily = 'ethereum' | 'solana'

/** How a wallet is reached: the connector types of the kit's connector sources. */
export type WalletConnectorType =
  | 'injected'
  | 'wallet_connect_v2'
  | 'coinbase_wallet'
  | 'base_account'
  | 'solana_adapter'
  /** A Foyer embedded wallet (its key in the wallet service). */
  | 'embedded'

/** Connection states of one wallet. */
export const WALLET_CONNECTION_STATUSES = [
  'disconnected', 'connecting', 'switching_to_supported_chain', 'waiting', 'connected',
] as const
/** Where a wallet connection stands (`WalletConnection.status`). */
export type WalletConnectionStatus = (typeof WALLET_CONNECTION_STATUSES)[number]

/** What a connector answers once the user approved the connection. */
export type ConnectorAccount = {
  /** Ethereum: checksummed 0x address. Solana: base58 public key. */
  address: string
  /** CAIP-2 chain id ('eip155:1', 'solana:mainnet' …) or null when the wallet has no chain notion. */
  chainId: string | null
}

/** Options of a connector's `connect`: e.g. where to show the WalletConnect pairing URI. */
export type ConnectOptions = {
  /** Called with a pairing URI to show as a QR code / open as a deep link (WalletConnect). */
  onDisplayUri?: ((uri: string) => void) | undefined
  /** Called when the wallet shows a prompt the user must answer (the 'waiting' state). */
  onWaiting?: (() => void) | undefined
  /** Aborts the attempt (back, close, cancel). A connector rejects with an AbortError-like error. */
  signal?: AbortSignal | undefined
}

/** Events a connector reports after connecting. Chain ids are CAIP-2. */
export type ConnectorEvent =
  | { type: 'accountsChanged'; addresses: string[] }
  | { type: 'chainChanged'; chainId: string }
  | { type: 'disconnect' }

/**
 * One wallet app on one chain family that can be connected. The picker groups connectors of the
 * same `walletClientType` across chain families into one multi-chain row ('Select network').
 */
export type WalletConnector = {
  /** Unique per client and stable across reloads, e.g. 'ethereum:injected:io.metamask'. */
  id: string
  chainType: WalletChainFamily
  connectorType: WalletConnectorType
  /**
   * The wallet app's machine name (the linked account's wallet_client_type): 'metamask',
   * 'phantom', 'coinbase_wallet', 'rainbow', 'wallet_connect', 'foyer_test_wallet' …
   */
  walletClientType: string
  /** Display name ('MetaMask'). */
  name: string
  /** Icon URL or data URI. */
  icon: string | null
  /** EIP-6963 reverse-DNS id, when announced. */
  rdns?: string | undefined
  /** True when connecting happens in this browser (an extension / injected provider is present). */
  installed: boolean
  /** True when connecting shows a pairing QR code / deep link (WalletConnect). */
  usesPairingUri?: boolean | undefined
  /** Asks the wallet for an account (a prompt in the wallet). */
  connect(options?: ConnectOptions): Promise<ConnectorAccount>
  /** Accounts already authorised, without a prompt (restores a connection after a reload); [] when none. */
  getAccounts(): Promise<ConnectorAccount[]>
  /** Ends the connection on the wallet's side where it supports it. */
  disconnect(): Promise<void>
  /**
   * Signs a UTF-8 message with `address`. Ethereum: personal_sign, 0x hex signature. Solana:
   * solana:signMessage (encoding documented by the Solana half in docs/wallets.md).
   */
  signMessage(parameters: { address: string; message: string }): Promise<string>
  /**
   * Solana connectors: signs a serialized transaction with `address` (wallet-standard
   * `solana:signTransaction`) and returns the signed transaction's bytes. Absent when the wallet
   * cannot sign transactions.
   */
  signSolanaTransaction?(parameters: { address: string; transaction: Uint8Array }): Promise<Uint8Array>
  /** Subscribes to account / chain changes and disconnects; returns unsubscribe. */
  subscribe?(listener: (event: ConnectorEvent) => void): () => void
  /** Ethereum connectors only. */
  ethereum?: {
    getProvider(): Promise<EIP1193Provider>
    /** wallet_switchEthereumChain (numeric chain id). */
    switchChain(chainId: number): Promise<void>
  } | undefined
  /**
   * True when this connector needs the Ledger choice before signing (spec: Phantom Solana with the
   * Ledger plugin and an undecided choice). Set by the Solana half; the picker then shows the
   * Ledger screen first.
   */
  needsLedgerChoice?: (() => boolean) | undefined
}

/** A connected account of a connector, kept in the client's store (and restored after reloads). */
export type WalletConnection = {
  connectorId: string
  chainType: WalletChainFamily
  address: string
  /** CAIP-2 ('eip155:1'); null when the wallet has no chain notion. */
  chainId: string | null
  walletClientType: string
  connectorType: WalletConnectorType
  /** ms since epoch. */
  connectedAt: number
}

/**
 * A wallet-directory listing: slug, name, homepage, chains, image,
 * mobile links. The bundled default list lives in ./directory.ts; a host may pass its own source.
 */
export type WalletListing = {
  /** Matches a connector's `walletClientType` ('metamask', 'phantom' …). */
  slug: string
  name: string
  homepage: string | null
  /** CAIP-2 patterns the wallet serves: 'eip155:*', 'solana:*'. */
  chains: string[]
  /** `image_url.sm`: a small icon (URL or data URI). */
  imageUrl: string | null
  /** Deep links: `mobile.native` ('metamask://'), `mobile.universal` ('https://metamask.app.link'). */
  mobile: { native: string | null; universal: string | null }
  /** Extension / app-store links used by the install instructions and the mobile redirect screens. */
  install?: { chrome?: string | undefined; ios?: string | undefined; android?: string | undefined } | undefined
  /** EIP-6963 reverse-DNS ids that identify the wallet's injected provider. */
  rdns?: string[] | undefined
  /** Ours: the wallet app's in-app browser link, `{url}` = the encoded page URL (the mobile redirect). */
  dappBrowser?: string | undefined
}

/** One row of the wallet picker: a wallet app with its connectors on each chain family. */
export type WalletPickerEntry = {
  /** The walletClientType (or listing slug) the row groups by. */
  key: string
  name: string
  icon: string | null
  /** Chain families served, in order ethereum, solana: more than one → 'Select network'. */
  chains: WalletChainFamily[]
  /** Connectors present in this page, one per chain family at most. */
  connectors: WalletConnector[]
  /** The directory listing, when known (install links, mobile deep links). */
  listing: WalletListing | null
  /** The last wallet used on this device ('Last used' chip). */
  lastUsed: boolean
}

/**
 * Base of every connected wallet the hooks return (`useWallets()` for ethereum, the Solana half's
 * `useSolanaWallets()`), built by `toConnectedWalletBase` (./connected.ts).
 */
export type ConnectedWalletBase = WalletConnection & {
  meta: { id: string; name: string; icon: string | null }
  /** Whether the address is a wallet account linked to the logged-in user. */
  linked: boolean
  /** Signs a UTF-8 message with this wallet (see WalletConnector.signMessage). */
  sign(message: string): Promise<string>
  /** Forgets the connection (and disconnects the wallet's side where possible). */
  disconnect(): Promise<void>
  /** Logs in with this wallet (SIWE / SIWS), or links it when a user is logged in. */
  loginOrLink(parameters?: { disableSignup?: boolean | undefined }): Promise<AuthResult>
  /** Unlinks this wallet's account from the logged-in user. */
  unlink(): Promise<User>
}

/** A connected Ethereum wallet (`useWallets()`). */
export type ConnectedEthereumWallet = ConnectedWalletBase & {
  chainType: 'ethereum'
  /**
   * Switches the wallet's chain: a number, 0x hex or CAIP-2 (`'eip155:8453'`); a string with a colon
   * that is not CAIP-2 of an EIP-155 chain fails with 'Chain ID not compatible with CAIP-2 format'.
   */
  switchChain(chainId: number | `0x${string}` | `eip155:${number}`): Promise<void>
  getEthereumProvider(): Promise<EIP1193Provider>
}
