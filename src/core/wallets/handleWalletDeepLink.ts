import type { FoyerClient } from '../client/types.js'
import { consumeWalletDeepLink, type WalletDeepLink } from './deepLinks.js'
import type { WalletConnection } from '../types/wallets.js'
import type { PageUrl } from '../utils/url.js'
import { connectWallet, type ConnectWalletErrorType } from './connectWallet.js'
import { signInWithWallet, type SignInWithWalletErrorType } from './signInWithWallet.js'
import { walletConnectorsReadyValue, walletConnectorsValue } from './state.js'
import { isAuthenticated } from '../client/session/state.js'

export type HandleWalletDeepLinkParameters = { page?: PageUrl | undefined }
export type HandleWalletDeepLinkReturnType = { link: WalletDeepLink; connection: WalletConnection } | null
export type HandleWalletDeepLinkErrorType = ConnectWalletErrorType | SignInWithWalletErrorType

const whenConnectorsReady = (client: FoyerClient) =>
  new Promise<void>((resolve) => {
    if (walletConnectorsReadyValue.get(client)) return resolve()
    const stop = walletConnectorsReadyValue.watch(client, { onChange: () => {
      if (!walletConnectorsReadyValue.get(client)) return
      stop()
      resolve()
    } })
  })

/**
 * At load: when the page URL carries privy_connector / privy_wallet_client (a mobile redirect into
 * the wallet's in-app browser), takes them (once; the URL is cleaned), waits for the connectors
 * and connects that wallet; unless privy_connect_only is 'true' it then signs in (or links).
 * Null when the URL carries none or no such wallet is present.
 */
export async function handleWalletDeepLink(
  client: FoyerClient,
  { page }: HandleWalletDeepLinkParameters = {},
): Promise<HandleWalletDeepLinkReturnType> {
  const link = consumeWalletDeepLink(page)
  if (!link) return null
  await whenConnectorsReady(client)
  const connectors = walletConnectorsValue.get(client)
  const connector =
    connectors.find((c) => c.walletClientType === link.walletClientType && c.connectorType === link.connectorType) ??
    connectors.find((c) => c.walletClientType === link.walletClientType && c.installed)
  if (!connector) return null
  const connection = await connectWallet(client, { connectorId: connector.id })
  if (!link.connectOnly) {
    await signInWithWallet(client, { connection, intent: isAuthenticated(client) ? 'link' : 'login' })
  }
  return { link, connection }
}
