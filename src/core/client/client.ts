import { createStore } from 'jotai/vanilla'
import type { CreateFoyerClientParameters, FoyerClient, FoyerEvents } from './types.js'
import { APP_ID_LENGTH, STORAGE_KEYS } from '../constants.js'
import { FoyerError } from '../errors/base.js'
import { InvalidAppIdError } from '../errors/client.js'
import { createHttpClient } from './http/client.js'
import { createAppStorage, type AppStorage } from './storage.js'
import { getAccessToken, requireAccessToken } from './session/getAccessToken.js'
import { tokensValue } from './session/state.js'
import { createEmitter } from '../utils/emitter.js'
import { randomId } from '../utils/random.js'
import { VERSION } from '../version.js'

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
    // 'optional': a session's token (refreshed when it expired); a page with no token yet (a
    // request made while the stored session is restored) sends none rather than refreshing.
    getBearer: (required) => (required ? requireAccessToken(client) : tokensValue.get(client).accessToken ? getAccessToken(client) : Promise.resolve(null)),
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
    fetch: fetchFn,
    walletServiceUrl: parameters.walletServiceUrl,
    supportedChains: parameters.supportedChains,
    defaultChain: parameters.defaultChain,
    gasStationUrls: parameters.gasStationUrls,
    solanaClusters: parameters.solanaClusters,
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
