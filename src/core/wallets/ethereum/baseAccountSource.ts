import type { EIP1193Provider } from 'viem'
import type { WalletConnector } from '../../types/wallets.js'
import { loadOptionalPackage } from '../../utils/optionalPackage.js'
import type { WalletConnectorSource } from '../sourceTypes.js'
import { eip1193Connector } from './eip1193Connector.js'

/**
 * The Coinbase Smart Wallet (connector type `base_account`): a smart-contract wallet, secured on
 * the user's device, reached through a popup of its own, which the Base Account SDK (`@base-org/account`)
 * opens behind an EIP-1193 provider. Nothing to install in the browser, so it is offered whenever
 * the host registers it; like WalletConnect, the SDK is the host's own `import()` (an optional
 * package the kit never names in an import of its own):
 *
 * ```ts
 * addWalletConnectorSource(client, baseAccountSource({ loadSdk: () => import('@base-org/account') }))
 * ```
 */

/** What `loadSdk` resolves to: the `@base-org/account` module (the part the kit uses). */
export type BaseAccountModule = {
  createBaseAccountSDK(options: { appName: string; appLogoUrl?: string | null | undefined; appChainIds?: number[] | undefined }): { getProvider(): unknown }
}
/** The Base Account SDK's provider: EIP-1193 (requests and events), and `disconnect()` (ends the SDK's session). */
export type BaseAccountProviderLike = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: (...args: unknown[]) => void): unknown
  removeListener(event: string, listener: (...args: unknown[]) => void): unknown
  disconnect?(): Promise<void>
}
/** Creates the provider (`baseAccountSource`'s `createProvider` option). */
export type CreateBaseAccountProvider = (options: { appName: string; appLogoUrl: string | null; chains: number[] }) => Promise<BaseAccountProviderLike>

/** The Coinbase Smart Wallet's icon when the directory has none (a blue square on blue). */
export const BASE_ACCOUNT_ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="#0052ff"/><rect x="14" y="14" width="12" height="12" rx="2" fill="#fff"/></svg>',
)}`

/** The package the Coinbase Smart Wallet needs: optional, installed by a host that offers it. */
export const BASE_ACCOUNT_PACKAGE = '@base-org/account'
/** The Coinbase Smart Wallet's connector id. */
export const BASE_ACCOUNT_CONNECTOR_ID = 'ethereum:base_account'
/** Its walletClientType (the linked account's wallet_client_type) and directory slug. */
export const BASE_ACCOUNT_WALLET_CLIENT_TYPE = 'base_account'

/** The provider of the host-loaded SDK: MissingPackageError ('npm i @base-org/account') when it is not installed. */
export const baseAccountProviderFrom = (loadSdk: () => Promise<BaseAccountModule>): CreateBaseAccountProvider =>
  async ({ appName, appLogoUrl, chains }) => {
    const { createBaseAccountSDK } = await loadOptionalPackage(loadSdk, { name: BASE_ACCOUNT_PACKAGE, feature: 'The Coinbase Smart Wallet' })
    return createBaseAccountSDK({ appName, appLogoUrl, appChainIds: chains }).getProvider() as BaseAccountProviderLike
  }

/** The options of {@link baseAccountSource}. */
export type BaseAccountSourceOptions = {
  /** `() => import('@base-org/account')` (the host's import, loaded on first connect). */
  loadSdk?: (() => Promise<BaseAccountModule>) | undefined
  /** Or a provider factory of your own (tests pass `createTestBaseAccount().createProvider` from foyerkit/testing). */
  createProvider?: CreateBaseAccountProvider | undefined
  /** The chains the app uses (the SDK's appChainIds; default [8453], Base). */
  chains?: number[] | undefined
}

/**
 * The Coinbase Smart Wallet as one connector ('Coinbase Smart Wallet', connectorType and
 * walletClientType `base_account`, listed as installed: its popup needs no extension). Connect is
 * eth_requestAccounts (the popup), the Ethereum sign-in signs with personal_sign, like any EIP-1193 wallet;
 * disconnect ends the SDK's session. The provider is created on first use, once (a failed creation
 * is tried again next time). Without `loadSdk` or `createProvider` the source reports nothing.
 */
export function baseAccountSource(options: BaseAccountSourceOptions = {}): WalletConnectorSource {
  return {
    id: 'base_account',
    chainType: 'ethereum',
    start({ config, listings }, onChange) {
      const create = options.createProvider ?? (options.loadSdk ? baseAccountProviderFrom(options.loadSdk) : null)
      if (!create) {
        onChange([])
        return () => undefined
      }
      const listing = listings.find((l) => l.slug === BASE_ACCOUNT_WALLET_CLIENT_TYPE)
      let providerPromise: Promise<BaseAccountProviderLike> | null = null
      const provider = () =>
        (providerPromise ??= create({ appName: config.name, appLogoUrl: config.appearance.logo, chains: options.chains ?? [8453] }).catch((error: unknown) => {
          providerPromise = null
          throw error
        }))
      const connector: WalletConnector = eip1193Connector({
        id: BASE_ACCOUNT_CONNECTOR_ID,
        connectorType: 'base_account',
        walletClientType: BASE_ACCOUNT_WALLET_CLIENT_TYPE,
        name: listing?.name ?? 'Coinbase Smart Wallet',
        icon: listing?.imageUrl ?? BASE_ACCOUNT_ICON,
        installed: true,
        provider: provider as unknown as () => Promise<EIP1193Provider>,
        disconnect: async (p) => {
          await (p as BaseAccountProviderLike).disconnect?.().catch(() => undefined)
        },
      })
      onChange([connector])
      return () => undefined
    },
  }
}
