import { createStore } from 'jotai/vanilla'
import { APP_ID_LENGTH, STORAGE_KEYS } from '../constants.js'
import { FoyerError } from '../errors/base.js'
import { InvalidAppIdError } from '../errors/client.js'
import type { AuthErrorEvent } from '../steps/intent.js'
import type { WebAuthnCeremonies } from '../methods/passkey/webauthn.js'
import type { CrossTabOptions } from './session/crossTab.js'
import { createHttpClient, type HttpClient } from './http/client.js'
import { createAppStorage, type AppStorage, type FoyerStorage } from './storage.js'
import { getAccessToken, requireAccessToken } from './session/getAccessToken.js'
import type { HostConfig } from '../types/config.js'
import type { AuthResult, LoginOptions } from '../types/auth.js'
import type { User } from '../types/user.js'
import type { MfaRequiredEvent } from '../types/mfa.js'
import { createEmitter, type Emitter } from '../utils/emitter.js'
import { randomId } from '../utils/random.js'
import { VERSION } from '../version.js'

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
   * The WebAuthn ceremonies passkeys use (default: @simplewebauthn/browser, loaded on first use).
   * Tests pass a software authenticator (`createSoftwareAuthenticator` from foyerkit/testing).
   */
  webauthn?: WebAuthnCeremonies | undefined
  /**
   * Sessions across tabs (one refresh at a time, logout/login seen by the other tabs). Default: on
   * when the storage is the browser's localStorage, off otherwise; `false` turns it off; an object
   * turns it on and injects locks / storage events (see docs/architecture.md, "Sessions").
   */
  crossTab?: CrossTabOptions | false | undefined
}

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
}

export type UiOpenRequest =
  | { screen: 'login'; options?: LoginOptions | undefined }
  /**
   * A link or update screen (useLinkAccount, useUpdateEmail …): `method` names the account kind
   * ('email', 'sms', 'google', 'passkey', 'wallet' …), `params` what that screen needs (e.g. a
   * cross-app provider's `appId`).
   */
  | { screen: 'link' | 'update'; method: string; params?: Record<string, unknown> | undefined; options?: LoginOptions | undefined }
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
  /** Internal bookkeeping; not part of the public contract. */
  readonly _internal: {
    startPromise: Promise<void> | null
    refreshPromise: Promise<unknown> | null
    logoutPromise: Promise<void> | null
    uiHosts: UiHost[]
  }
}

function defaultApiUrl(): string {
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin
  if (!origin || origin === 'null') {
    throw new FoyerError('apiUrl is required when there is no page origin (e.g. on a server or in tests)', 'invalid_api_url')
  }
  return origin
}

/**
 * Creates a Foyer client: the one entry point of the core (like wagmi's createConfig). It owns
 * the HTTP client, a jotai store holding every state atom, the per-app storage and the events.
 * It does no I/O until `startClient(client)`.
 */
export function createFoyerClient(parameters: CreateFoyerClientParameters): FoyerClient {
  const { appId } = parameters
  if (typeof appId !== 'string' || appId.length !== APP_ID_LENGTH) {
    throw new InvalidAppIdError({
      details: typeof appId === 'string' ? `Got ${appId.length} characters ('${appId}')` : `Got ${typeof appId}`,
    })
  }
  // Resolved lazily so a client can be created during server rendering (no page origin yet).
  let apiUrl: string | null = parameters.apiUrl ? parameters.apiUrl.replace(/\/+$/, '') : null
  const resolveApiUrl = () => (apiUrl ??= defaultApiUrl().replace(/\/+$/, ''))
  const clientId = parameters.clientId ?? 'default'
  const store = createStore()
  const storage = createAppStorage({ appId, storage: parameters.storage })
  const fetchFn = parameters.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args))
  const now = parameters.now ?? Date.now

  const http = createHttpClient({
    baseUrl: resolveApiUrl,
    fetch: fetchFn,
    getBearer: (required) => (required ? requireAccessToken(client) : getAccessToken(client)),
    headers: () => {
      const headers: Record<string, string> = {
        'foyer-app-id': appId,
        'foyer-client-id': clientId,
        'foyer-ca-id': analyticsId(storage),
        'foyer-client': `foyerkit:${VERSION}`,
      }
      if (parameters.nativeAppIdentifier) headers['x-native-app-identifier'] = parameters.nativeAppIdentifier
      return headers
    },
  })

  const client: FoyerClient = {
    appId,
    get apiUrl() {
      return resolveApiUrl()
    },
    clientId,
    hostConfig: parameters.config,
    store,
    http,
    storage,
    events: createEmitter<FoyerEvents>(),
    now,
    webauthn: parameters.webauthn,
    crossTab: parameters.crossTab,
    _internal: { startPromise: null, refreshPromise: null, logoutPromise: null, uiHosts: [] },
  }
  return client
}

/** The client analytics id: a random id per app and browser, renewed after logout. */
export function analyticsId(storage: AppStorage): string {
  try {
    const existing = storage.get(STORAGE_KEYS.analyticsId)
    if (existing) return existing
    const id = randomId()
    storage.set(STORAGE_KEYS.analyticsId, id)
    return id
  } catch {
    return 'unavailable'
  }
}
