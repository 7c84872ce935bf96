import type { FoyerClient } from '../client/types.js'
import { CONNECTOR_READINESS_FALLBACK_MS, STORAGE_KEYS } from '../constants.js'
import { DEFAULT_WALLET_DIRECTORY, WALLET_CONNECTOR_SOURCES } from './registry.js'
import type { ConnectorAccount, WalletConnection, WalletConnector, WalletListing } from '../types/wallets.js'
import type { WalletConnectorSource } from './sourceTypes.js'
import { walletConnectionsValue, walletConnectorsReadyValue, walletConnectorsValue, walletDirectoryValue } from './state.js'
import { appConfigValue } from '../client/appConfig.js'

/**
 * The per-client wallet runtime: starts the connector sources (browser only), merges their lists
 * into `walletConnectorsValue`, sets readiness (every source reported, or after 1.5 s), restores the
 * active connection stored per app, and follows each connection's account / chain changes.
 */
type Runtime = {
  listings: readonly WalletListing[]
  /** The host's own directory (passed to startWalletConnectors): it wins over the directory service. */
  hostListings: readonly WalletListing[] | null
  bySource: Map<string, readonly WalletConnector[]>
  stops: (() => void)[]
  watching: Map<string, () => void>
  restored: boolean
}
const runtimes = new WeakMap<FoyerClient, Runtime>()
const extraSources = new WeakMap<FoyerClient, WalletConnectorSource[]>()
const starters = new WeakMap<FoyerClient, (source: WalletConnectorSource) => void>()

/**
 * Adds a connector source to a client (e.g. WalletConnect with the host's provider loader): started
 * with the others, or at once when discovery already runs.
 */
export function addWalletConnectorSource(client: FoyerClient, source: WalletConnectorSource): void {
  const list = extraSources.get(client) ?? []
  if (list.some((s) => s.id === source.id)) return
  extraSources.set(client, [...list, source])
  starters.get(client)?.(source)
}

export type StartWalletConnectorsParameters = {
  /** Connector sources (default WALLET_CONNECTOR_SOURCES). */
  sources?: readonly WalletConnectorSource[] | undefined
  /** The wallet directory (default: the bundled list). */
  listings?: readonly WalletListing[] | undefined
  /** The page window (default: the global one; nothing starts without one). */
  window?: Window | undefined
}

/** The host's own wallet directory (passed to startWalletConnectors), or null. */
export const hostWalletDirectory = (client: FoyerClient): readonly WalletListing[] | null => runtimes.get(client)?.hostListings ?? null

/**
 * The wallet directory in use for this client: the host's own list, else the directory service's
 * once the picker loaded it (`loadWalletDirectory`), else the bundled list.
 */
export const getWalletDirectory = (client: FoyerClient): readonly WalletListing[] =>
  hostWalletDirectory(client) ?? walletDirectoryValue.get(client) ?? DEFAULT_WALLET_DIRECTORY

/**
 * Starts wallet discovery for `client` once (later calls return the same stop function's effect:
 * nothing). Needs the app config (WalletConnect reads its project id). Returns a stop function.
 */
export function startWalletConnectors(client: FoyerClient, parameters: StartWalletConnectorsParameters = {}): () => void {
  const win = parameters.window ?? (globalThis as { window?: Window }).window
  const config = appConfigValue.get(client)
  if (runtimes.has(client) || !win || !config) return () => undefined
  const sources = [...(parameters.sources ?? WALLET_CONNECTOR_SOURCES), ...(extraSources.get(client) ?? [])]
    .filter((s) => s.enabled?.(config) ?? true)
  const runtime: Runtime = {
    listings: parameters.listings ?? DEFAULT_WALLET_DIRECTORY,
    hostListings: parameters.listings ?? null,
    bySource: new Map(),
    stops: [],
    watching: new Map(),
    restored: false,
  }
  runtimes.set(client, runtime)
  const fallback = setTimeout(() => markReady(client, runtime), CONNECTOR_READINESS_FALLBACK_MS)
  runtime.stops.push(() => clearTimeout(fallback))
  const expected = new Set(sources.map((s) => s.id))
  const startSource = (source: WalletConnectorSource) => {
    try {
      const stop = source.start({ client, config, window: win, listings: runtime.listings }, (connectors) => {
        runtime.bySource.set(source.id, connectors)
        walletConnectorsValue.set(client, [...runtime.bySource.values()].flat())
        if ([...expected].every((id) => runtime.bySource.has(id))) markReady(client, runtime)
        void restoreConnection(client, runtime)
      })
      runtime.stops.push(stop)
    } catch (error) {
      console.warn(`[foyer] wallet source ${source.id} failed to start`, error)
      runtime.bySource.set(source.id, [])
    }
  }
  for (const source of sources) startSource(source)
  starters.set(client, (source) => {
    if (runtimes.get(client) !== runtime || !(source.enabled?.(config) ?? true)) return
    startSource(source)
  })
  if (sources.length === 0) markReady(client, runtime)
  return () => stopWalletConnectors(client)
}

/** Stops discovery and forgets the runtime (tests, provider unmount). */
export function stopWalletConnectors(client: FoyerClient): void {
  const runtime = runtimes.get(client)
  if (!runtime) return
  for (const stop of runtime.stops) stop()
  for (const stop of runtime.watching.values()) stop()
  runtimes.delete(client)
  starters.delete(client)
  walletConnectorsValue.set(client, [])
  walletConnectorsReadyValue.set(client, false)
}

function markReady(client: FoyerClient, runtime: Runtime) {
  if (runtimes.get(client) !== runtime) return
  walletConnectorsReadyValue.set(client, true)
}

// ── Connections ────────────────────────────────────────────────────────────

/** The stored active connection: `walletClientType:address` (per app). */
export const activeConnectionKey = (c: Pick<WalletConnection, 'walletClientType' | 'address'>) => `${c.walletClientType}:${c.address}`

export function parseActiveConnection(value: string | null): { walletClientType: string; address: string } | null {
  if (!value) return null
  const at = value.lastIndexOf(':')
  if (at <= 0 || at === value.length - 1) return null
  return { walletClientType: value.slice(0, at), address: value.slice(at + 1) }
}

const sameConnection = (a: Pick<WalletConnection, 'connectorId' | 'address'>, b: Pick<WalletConnection, 'connectorId' | 'address'>) =>
  a.connectorId === b.connectorId && a.address.toLowerCase() === b.address.toLowerCase()

/** Adds (or refreshes) a connection, stores it as the active one and follows its connector's events. */
export function addConnection(client: FoyerClient, connection: WalletConnection): void {
  const others = walletConnectionsValue.get(client).filter((c) => !sameConnection(c, connection))
  walletConnectionsValue.set(client, [connection, ...others])
  try {
    client.storage.set(STORAGE_KEYS.activeWalletConnection, activeConnectionKey(connection))
  } catch {
    // Storage refused: the connection simply is not restored after a reload.
  }
  watchConnector(client, connection.connectorId)
}

/** Removes a connection (and the stored active one when it was that). */
export function removeConnection(client: FoyerClient, connection: Pick<WalletConnection, 'connectorId' | 'address' | 'walletClientType'>): void {
  walletConnectionsValue.set(client, walletConnectionsValue.get(client).filter((c) => !sameConnection(c, connection)))
  try {
    const stored = client.storage.get(STORAGE_KEYS.activeWalletConnection)
    if (stored && stored.toLowerCase() === activeConnectionKey(connection).toLowerCase()) client.storage.remove(STORAGE_KEYS.activeWalletConnection)
  } catch {
    // ignore
  }
  if (!walletConnectionsValue.get(client).some((c) => c.connectorId === connection.connectorId)) {
    runtimes.get(client)?.watching.get(connection.connectorId)?.()
    runtimes.get(client)?.watching.delete(connection.connectorId)
  }
}

function watchConnector(client: FoyerClient, connectorId: string) {
  const runtime = runtimes.get(client)
  if (!runtime || runtime.watching.has(connectorId)) return
  const connector = walletConnectorsValue.get(client).find((c) => c.id === connectorId)
  if (!connector?.subscribe) return
  const stop = connector.subscribe((event) => {
    const mine = walletConnectionsValue.get(client).filter((c) => c.connectorId === connectorId)
    if (event.type === 'disconnect') {
      for (const c of mine) removeConnection(client, c)
    } else if (event.type === 'chainChanged') {
      walletConnectionsValue.set(client, walletConnectionsValue.get(client).map((c) => (c.connectorId === connectorId ? { ...c, chainId: event.chainId } : c)))
    } else {
      // accountsChanged: keep the accounts still authorised; the wallet's first account replaces a gone one.
      const kept = new Set(event.addresses.map((a) => a.toLowerCase()))
      for (const c of mine) if (!kept.has(c.address.toLowerCase())) removeConnection(client, c)
      const first = event.addresses[0]
      if (first && mine.length > 0 && !mine.some((c) => c.address.toLowerCase() === first.toLowerCase())) {
        addConnection(client, { ...mine[0]!, address: first, connectedAt: client.now() })
      }
    }
  })
  runtime.watching.set(connectorId, stop)
}

/** Restores the stored active connection once its connector is discovered and still authorised. */
async function restoreConnection(client: FoyerClient, runtime: Runtime): Promise<void> {
  if (runtime.restored) return
  let stored: ReturnType<typeof parseActiveConnection> = null
  try {
    stored = parseActiveConnection(client.storage.get(STORAGE_KEYS.activeWalletConnection))
  } catch {
    stored = null
  }
  if (!stored) {
    runtime.restored = true
    return
  }
  const connector = walletConnectorsValue.get(client).find((c) => c.walletClientType === stored.walletClientType && c.installed)
  if (!connector) return
  runtime.restored = true
  const accounts = await connector.getAccounts().catch(() => [])
  const account = accounts.find((a) => a.address.toLowerCase() === stored.address.toLowerCase())
  if (!account || runtimes.get(client) !== runtime) return
  addConnection(client, toConnection(connector, account, client.now()))
}

/** The connection of `connector`'s `account`, connected at `now`. */
export const toConnection = (connector: WalletConnector, account: ConnectorAccount, now: number): WalletConnection => ({
  connectorId: connector.id,
  chainType: connector.chainType,
  address: account.address,
  chainId: account.chainId,
  walletClientType: connector.walletClientType,
  connectorType: connector.connectorType,
  connectedAt: now,
})
