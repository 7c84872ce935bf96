import type { EIP1193Provider } from 'viem'
import { WALLET_REQUEST_TIMEOUT_MS } from '../../constants.js'
import { WalletConnectTimeoutError } from '../errors.js'
import type { AppConfig } from '../../types/config.js'
import type { WalletConnector } from '../../types/wallets.js'
import type { WalletConnectorSource } from '../sourceTypes.js'
import { loadOptionalPackage } from '../../utils/optionalPackage.js'
import { eip1193Connector } from './eip1193Connector.js'

/**
 * What the WalletConnect connector needs of its provider: EIP-1193 plus pairing (`connect`,
 * emitting `display_uri`) and `disconnect` — @walletconnect/ethereum-provider's shape. Tests pass
 * a fake one (`createWalletConnectProvider` option), since no relay is reachable here.
 */
export type WalletConnectProviderLike = EIP1193Provider & {
  connect(): Promise<void>
  disconnect(): Promise<void>
  on(event: 'display_uri', listener: (uri: string) => void): unknown
  removeListener(event: 'display_uri', listener: (uri: string) => void): unknown
}

export type CreateWalletConnectProvider = (options: {
  projectId: string
  chains: number[]
  metadata: { name: string; description: string; url: string; icons: string[] }
}) => Promise<WalletConnectProviderLike>

/** What `loadProvider` resolves to: the @walletconnect/ethereum-provider module. */
export type WalletConnectModule = {
  EthereumProvider: { init(options: Record<string, unknown>): Promise<unknown> }
}

/** The package WalletConnect needs: an optional peer dependency of the kit. */
export const WALLET_CONNECT_PACKAGE = '@walletconnect/ethereum-provider'

/**
 * The provider from @walletconnect/ethereum-provider, loaded by the host's own `import()` on first
 * use. The kit never names the package in an import itself: a bundler would emit its (large) chunk
 * into every host's build, wallets used or not. The package is an optional peer dependency: when
 * it is not installed, connecting fails with a MissingPackageError naming it.
 */
export const walletConnectProviderFrom = (loadProvider: () => Promise<WalletConnectModule>): CreateWalletConnectProvider =>
  async ({ projectId, chains, metadata }) => {
    const { EthereumProvider } = await loadOptionalPackage(loadProvider, { name: WALLET_CONNECT_PACKAGE, feature: 'WalletConnect' })
    const [first = 1, ...rest] = chains
    return (await EthereumProvider.init({
      projectId,
      chains: [first],
      optionalChains: rest.length ? rest : [first],
      showQrModal: false,
      metadata,
    })) as WalletConnectProviderLike
  }

/** Races the QR flow (display QR → connected | disconnected) against its timeout. */
export function raceTimeout<T>(promise: Promise<T>, ms: number, signal?: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new WalletConnectTimeoutError()), ms)
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'))
    }
    signal?.addEventListener('abort', onAbort, { once: true })
    promise.then(
      (value) => { clearTimeout(timer); signal?.removeEventListener('abort', onAbort); resolve(value) },
      (error: unknown) => { clearTimeout(timer); signal?.removeEventListener('abort', onAbort); reject(error) },
    )
  })
}

export type WalletConnectSourceOptions = {
  /** `() => import('@walletconnect/ethereum-provider')` (the host's import, loaded on first connect). */
  loadProvider?: (() => Promise<WalletConnectModule>) | undefined
  /** Or a provider factory of your own (tests pass a fake provider). */
  createProvider?: CreateWalletConnectProvider | undefined
  /** How long the QR flow waits (default WALLET_REQUEST_TIMEOUT_MS). */
  timeoutMs?: number | undefined
  chains?: number[] | undefined
}

/** The WalletConnect connector id. */
export const WALLET_CONNECT_CONNECTOR_ID = 'ethereum:wallet_connect_v2'

/** Offered only with a project id (host config `walletConnectCloudProjectId`). */
export const walletConnectEnabled = (config: AppConfig) => Boolean(config.walletConnectCloudProjectId)

/**
 * WalletConnect v2 as one connector ('WalletConnect'): connecting pairs through a URI shown as a QR
 * code (280 px, level Q) or opened as a wallet's deep link, raced against WALLET_REQUEST_TIMEOUT_MS.
 * Offered only with a project id (`walletConnectCloudProjectId`) and a provider loader; the
 * provider is created lazily, once. Register it with `addWalletConnectorSource(client,
 * walletConnectSource({ loadProvider: () => import('@walletconnect/ethereum-provider') }))`.
 */
export function walletConnectSource(options: WalletConnectSourceOptions = {}): WalletConnectorSource {
  return {
    id: 'wallet_connect_v2',
    chainType: 'ethereum',
    enabled: walletConnectEnabled,
    start({ config, window, listings }, onChange) {
      const projectId = config.walletConnectCloudProjectId
      if (!projectId) {
        onChange([])
        return () => undefined
      }
      const create = options.createProvider ?? (options.loadProvider ? walletConnectProviderFrom(options.loadProvider) : null)
      if (!create) {
        onChange([])
        return () => undefined
      }
      const listing = listings.find((l) => l.slug === 'wallet_connect')
      let providerPromise: Promise<WalletConnectProviderLike> | null = null
      const provider = () =>
        (providerPromise ??= create({
          projectId,
          chains: options.chains ?? [1],
          metadata: { name: config.name, description: config.name, url: window.location.origin, icons: [] },
        }).catch((error: unknown) => {
          providerPromise = null
          throw error
        }))
      const connector: WalletConnector = eip1193Connector({
        id: WALLET_CONNECT_CONNECTOR_ID,
        connectorType: 'wallet_connect_v2',
        walletClientType: 'wallet_connect',
        name: listing?.name ?? 'WalletConnect',
        icon: listing?.imageUrl ?? null,
        installed: false,
        usesPairingUri: true,
        provider: provider as () => Promise<EIP1193Provider>,
        async connect(p, { onDisplayUri, signal }) {
          const wc = p as WalletConnectProviderLike
          const onUri = (uri: string) => onDisplayUri?.(uri)
          wc.on('display_uri', onUri)
          try {
            await raceTimeout(wc.connect(), options.timeoutMs ?? WALLET_REQUEST_TIMEOUT_MS, signal)
          } finally {
            wc.removeListener('display_uri', onUri)
          }
        },
        disconnect: async (p) => (p as WalletConnectProviderLike).disconnect().catch(() => undefined),
      })
      onChange([connector])
      return () => undefined
    },
  }
}
