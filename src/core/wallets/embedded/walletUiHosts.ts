import type { FoyerClient, UiHost } from '../../client/types.js'
import { createOverlayHostRegistry } from '../../client/uiHosts.js'

// Which default UI shows the wallet (and recovery) screens: a module of its own, so what only asks
// whether one is mounted (the post-login wallet creation) does not load the screens' flows.

/** A UI that can show the wallet screens (the default UI's overlays): its kind and a change callback. */
export type WalletUiHost = { kind: UiHost['kind']; notify: () => void }
const hosts = createOverlayHostRegistry()

/**
 * The default UI's wallet screens register here (<FoyerModal/> and <FoyerEmbed/> do). Several may be
 * mounted: one shows the screens, picked like the host that answers `login()` (`pickUiHost`).
 */
export function registerWalletUiHost(client: FoyerClient, host: WalletUiHost): () => void {
  return hosts.register(client, host)
}

/** Whether a default UI that shows the wallet screens (and the recovery screens) is mounted. */
export const walletUiMounted = (client: FoyerClient): boolean => hosts.active(client) !== null

/** Whether `host` is the one that shows the wallet screens. */
export const isActiveWalletUiHost = (client: FoyerClient, host: WalletUiHost) => hosts.isActive(client, host)
