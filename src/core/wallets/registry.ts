import { DEFAULT_WALLET_LISTINGS } from './directory.js'
import { eip6963Source } from './ethereum/eip6963Source.js'
import type { SignInWithSiweErrorType } from '../methods/siwe/signInWithSiwe.js'
import type { UnlinkSiweErrorType } from '../methods/siwe/unlinkSiwe.js'
import type { SignInWithSiwsErrorType } from '../methods/siws/signInWithSiws.js'
import type { UnlinkSiwsErrorType } from '../methods/siws/unlinkSiws.js'
import { solanaStandardSource } from './solana/source.js'
import type { WalletChainFamily, WalletListing } from '../types/wallets.js'
import type { WalletChainHandlers, WalletConnectorSource } from './sourceTypes.js'

/**
 * The wallet registry (docs/wallets.md "Design"). A new connector source or chain family: ONE row
 * here. Sources only start in a browser (see startWalletConnectors). WalletConnect is not a default
 * row: it needs the host's `import()` of its provider (`addWalletConnectorSource`).
 */
export const WALLET_CONNECTOR_SOURCES: readonly WalletConnectorSource[] = [
  /* @__PURE__ */ eip6963Source(),
  solanaStandardSource,
]

/** A chain family's handlers, loaded on first use (the sign-in room is a chunk of its own). */
const loadedOnUse = (load: () => Promise<WalletChainHandlers>, { smartWallets = false } = {}): WalletChainHandlers => ({
  signIn: async (client, parameters) => (await load()).signIn(client, parameters),
  unlink: async (client, parameters) => (await load()).unlink(client, parameters),
  ...(smartWallets ? { linkSmartWallet: async (client, parameters) => (await load()).linkSmartWallet!(client, parameters) } satisfies Partial<WalletChainHandlers> : {}),
})

/**
 * Sign-in and unlink per chain family: SIWE for ethereum, SIWS for solana (their rooms under
 * src/core/methods/, loaded when a wallet of the family signs in or is unlinked, so listing the
 * wallets on the landing does not load them). A connection of a family without a row cannot sign in.
 * Ethereum also links smart wallets (SIWE signed by the smart account: link_smart_wallet).
 */
export const WALLET_CHAIN_HANDLERS: Partial<Record<WalletChainFamily, WalletChainHandlers>> = {
  ethereum: loadedOnUse(async () => (await import('../methods/siwe/handlers.js')).siweChainHandlers, { smartWallets: true }),
  solana: loadedOnUse(async () => (await import('../methods/siws/handlers.js')).siwsChainHandlers),
}

/** What the sign-in of a row of WALLET_CHAIN_HANDLERS can fail with. */
export type WalletChainSignInErrorType = SignInWithSiweErrorType | SignInWithSiwsErrorType
/** What the unlink of a row of WALLET_CHAIN_HANDLERS can fail with. */
export type WalletChainUnlinkErrorType = UnlinkSiweErrorType | UnlinkSiwsErrorType

/** The bundled wallet directory (a host may pass its own to startWalletConnectors). */
export const DEFAULT_WALLET_DIRECTORY: readonly WalletListing[] = DEFAULT_WALLET_LISTINGS
