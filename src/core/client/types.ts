import type { SolanaClustersConfig } from '../types/solanaClusters.js'
/**
 * The client's types: what `createFoyerClient` takes and returns. Types only, so every module of
 * the core can name the client without importing its construction.
 */
import type { createStore } from 'jotai/vanilla'
import type {
  AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON,
} from '@simplewebauthn/browser'
import type { Chain } from 'viem'
import type { AuthErrorEvent, AuthResult, LoginOptions } from '../types/auth.js'
import type { HostConfig } from '../types/config.js'
import type { MfaRequiredEvent } from '../types/mfa.js'
import type { FundingSuccess, FundWalletReturnType } from '../types/fundingFlow.js'
import type { User } from '../types/user.js'
import type { Emitter } from '../utils/emitter.js'
import type { Timers } from '../utils/timers.js'
import type { HttpClient } from './http/client.js'
import type { AppStorage, FoyerStorage } from './storage.js'

/** The parameters of {@link createFoyerClient}. */
export type CreateFoyerClientParameters = {
  /** Your app id: a string of exactly 25 characters. */
  appId: string
  /** Base URL of the API. Defaults to the page's origin. */
  apiUrl?: string | undefined
  /** The app client id sent with every request (`default` when unset). */
  clientId?: string | undefined
  /** Host-side config; it wins over the server's app config. */
  config?: HostConfig | undefined
  /** Where to persist tokens and preferences (default: localStorage, else memory). */
  storage?: FoyerStorage | undefined
  /** Injectable fetch (default: the global one). */
  fetch?: typeof globalThis.fetch | undefined
  /** Injectable clock in ms (default: Date.now). */
  now?: (() => number) | undefined
  /** Sent as `x-native-app-identifier` when set. */
  nativeAppIdentifier?: string | undefined
  /**
   * The WebAuthn ceremonies (default: @simplewebauthn/browser, loaded on first use).
   * Tests pass a software authenticator (`createSoftwareAuthenticator` from foyerkit/testing).
   */
  webauthn?: WebAuthnCeremonies | undefined
  /**
   * Sessions across tabs (one refresh at a time, logout/login seen by the other tabs). Default: on
   * when the storage is the browser's localStorage, off otherwise; `false` turns it off; an object
   * turns it on and injects locks / storage events (see docs/architecture.md, "Sessions").
   */
  crossTab?: CrossTabOptions | false | undefined
  /**
   * Where the wallet service (the page that holds embedded wallets' keys, loaded in a hidden
   * frame) is served. Default: the API's origin. See docs/embedded-wallets.md.
   */
  walletServiceUrl?: string | undefined
  /** The chains embedded wallets may use (viem `Chain` objects). Default: `[defaultChain]`, else Ethereum mainnet. */
  supportedChains?: readonly Chain[] | undefined
  /** The chain an embedded wallet's provider starts on. Default: the first supported chain. */
  defaultChain?: Chain | undefined
  /**
   * Gas stations by chain id, whose standard tier sets embedded wallets' fees on that chain (over
   * the defaults: the Polygon gas station for 137 and 80002). See docs/embedded-wallets.md.
   */
  gasStationUrls?: Readonly<Record<number, string>> | undefined
  /**
   * Solana clusters: the RPC URL of each cluster (over the public defaults) and the cluster
   * embedded Solana wallets send to when no `connection` is given (default 'mainnet-beta').
   * See docs/embedded-wallets.md "Solana".
   */
  solanaClusters?: SolanaClustersConfig | undefined
}

/** The events a client emits (`client.on`): ready, login, link, update, unlink, logout, their errors, user updates and MFA requests. */
export type FoyerEvents = {
  ready: { authenticated: boolean }
  login: AuthResult
  link: AuthResult
  update: AuthResult
  unlink: { user: User }
  logout: { reason: 'user' | 'session-cleared' | 'invalid-session' | 'app-mismatch' | 'other-tab' }
  loginError: AuthErrorEvent
  linkError: AuthErrorEvent
  updateError: AuthErrorEvent
  userUpdated: { user: User | null }
  /** An operation waits for an MFA verification (the default UI prompts unless `mfa.noPromptOnMfaRequired`). */
  mfaRequired: MfaRequiredEvent
  /** 'Add funds' on a transaction the balance cannot pay: the wallet, the chain, and how much is missing (wei). */
  addFunds: { address: string; chainId: number; amount: bigint }
  /** 'Add funds' on a Solana transaction the wallet cannot pay: the wallet, its cluster, and the lamports missing when known. */
  addSolanaFunds: { address: string; cluster: 'mainnet-beta' | 'devnet' | 'testnet' | 'localnet'; amount: bigint | null }
  /** A wallet was funded (card, exchange, another wallet, a bridge, or a deposit seen on the manual receive screen). */
  fundingSuccess: FundingSuccess
  /** A funding flow (`fundWallet`) closed: what it resolves with. */
  fundingClosed: FundWalletReturnType
}

/**
 * What an opener asks a {@link UiHost} to show: the login screen, a link or update screen, MFA enrolment …
 */
export type UiOpenRequest =
  | { screen: 'login'; options?: LoginOptions | undefined }
  /**
   * A link or update screen (useLinkAccount, the update hooks): `method` names the login method
   * (an id as in the app config's `loginMethods`), `params` what that screen needs (e.g. a
   * cross-app provider's `appId`).
   */
  | { screen: 'link' | 'update'; method: string; params?: Record<string, unknown> | undefined; options?: LoginOptions | undefined }
/**
 * A UI that answers openers such as `login()` (the modal, an embed, or your own UI registered with
 * `useRegisterUiHost`).
 */
export type UiHost = {
  kind: 'modal' | 'embed' | 'custom'
  open(request: UiOpenRequest): void
  close(): void
  /**
   * Whether this host answers openers right now (default: yes). The embed answers while it is
   * visible in the page and its `answersOpeners` prop is not false (see `pickUiHost`).
   */
  available?: (() => boolean) | undefined
}

/**
 * A Foyer client (from {@link createFoyerClient}): the app id, the API URL and the session state every
 * action takes as its first argument.
 */
export type FoyerClient = {
  readonly appId: string
  readonly apiUrl: string
  readonly clientId: string
  readonly hostConfig: HostConfig | undefined
  readonly store: ReturnType<typeof createStore>
  readonly http: HttpClient
  readonly storage: AppStorage
  readonly events: Emitter<FoyerEvents>
  now(): number
  /** The injected WebAuthn ceremonies, if any (see `CreateFoyerClientParameters.webauthn`). */
  readonly webauthn: WebAuthnCeremonies | undefined
  /** The cross-tab options given (see `CreateFoyerClientParameters.crossTab`). */
  readonly crossTab: CrossTabOptions | false | undefined
  /** The fetch the client uses (the injected one, else the global fetch). */
  readonly fetch: typeof globalThis.fetch
  /** See `CreateFoyerClientParameters.walletServiceUrl`. */
  readonly walletServiceUrl: string | undefined
  /** See `CreateFoyerClientParameters.supportedChains` (as given; `chainsOf` applies the defaults). */
  readonly supportedChains: readonly Chain[] | undefined
  /** See `CreateFoyerClientParameters.defaultChain` (as given). */
  readonly defaultChain: Chain | undefined
  /** See `CreateFoyerClientParameters.gasStationUrls` (as given). */
  readonly gasStationUrls: Readonly<Record<number, string>> | undefined
  /** See `CreateFoyerClientParameters.solanaClusters` (as given; `solanaClusterOf` applies the defaults). */
  readonly solanaClusters: SolanaClustersConfig | undefined
  /** Internal bookkeeping; not part of the public contract. */
  readonly _internal: {
    startPromise: Promise<void> | null
    refreshPromise: Promise<unknown> | null
    logoutPromise: Promise<void> | null
    uiHosts: UiHost[]
  }
}

/** The Web Locks subset the kit uses (`navigator.locks` fits it). */
export type TabLocks = {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>
  /**
   * The locks held now, as `navigator.locks.query()` lists them. Without it a tab cannot tell that
   * another tab rotated the refresh token it still reads (see docs/architecture.md, "Sessions").
   */
  query?(): Promise<{ held?: readonly { name?: string | undefined }[] | undefined }>
}

/** One change of the shared storage made by another tab (a `StorageEvent`'s fields). */
export type StorageChange = { key: string | null; newValue: string | null; oldValue: string | null }

/** Where changes made by OTHER tabs arrive (default: the window's `storage` events). */
export type StorageEventSource = {
  subscribe(listener: (change: StorageChange) => void): () => void
}

/**
 * `createFoyerClient({ crossTab })`. Default: on when the storage is the browser's localStorage
 * (Web Locks when available, else a storage lease; the window's `storage` events), off otherwise.
 * `false` turns it off; an object turns it on and replaces parts (tests inject fake locks and a
 * simulated event bus).
 */
export type CrossTabOptions = {
  /** The locks to use (default `navigator.locks`); `null` forces the storage-lease fallback. */
  locks?: TabLocks | null | undefined
  /** Changes made by other tabs (default: the window's `storage` events); `null`: none. */
  storageEvents?: StorageEventSource | null | undefined
  /** Timers of the storage lease and of the event debounce (default: the global ones). */
  timers?: Timers | undefined
}

/**
 * The two WebAuthn ceremonies, shaped like @simplewebauthn/browser's `startRegistration` /
 * `startAuthentication` (JSON options in, JSON response out). Injectable per client
 * (`createFoyerClient({ webauthn })`) so tests and stories can use a software authenticator.
 */
export type WebAuthnCeremonies = {
  startRegistration(options: { optionsJSON: PublicKeyCredentialCreationOptionsJSON }): Promise<RegistrationResponseJSON>
  startAuthentication(options: { optionsJSON: PublicKeyCredentialRequestOptionsJSON }): Promise<AuthenticationResponseJSON>
}

