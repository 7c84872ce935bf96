import type { FoyerClient } from '../../client/types.js'
import { CannotDisconnectEmbeddedWalletError, CannotUnlinkEmbeddedWalletError, EmbeddedWalletLoginError } from '../../errors/client.js'
import type { User } from '../../types/user.js'
import { EMBEDDED_WALLET_CONNECTOR_ID } from '../embedded/toEmbeddedEthereumWallets.js'
import { solanaWalletMethods, type ConnectedSolanaWallet } from './connected.js'
import { embeddedSolanaWallets } from './embeddedSolana.js'
import type { SolanaTransaction } from './solanaTransaction.js'

/** What `toEmbeddedSolanaWallets` takes: the user. */
export type ToEmbeddedSolanaWalletsParameters = { user: User | null }

/**
 * The user's embedded Solana wallets in the shape of connected Solana wallets
 * (`useSolanaWallets()` lists them before external ones): `signMessage` (ed25519, base64),
 * `signTransaction`, `sendTransaction` — signed in the wallet service. They cannot be
 * disconnected, used to log in or link, nor unlinked.
 */
export function toEmbeddedSolanaWallets(client: FoyerClient, { user }: ToEmbeddedSolanaWalletsParameters): ConnectedSolanaWallet[] {
  return embeddedSolanaWallets(user).map((account) => {
    const address = account.address
    // The signing actions and the frame client load on first use: listing wallets costs no bundle weight.
    const signMessage = async (message: string) => (await (await import('./signSolanaMessage.js')).signSolanaMessage(client, { message, address })).signature
    const signTransaction = async <T extends SolanaTransaction>(transaction: T): Promise<T> =>
      (await (await import('./signSolanaTransaction.js')).signSolanaTransaction(client, { transaction, address })).signedTransaction
    return {
      connectorId: EMBEDDED_WALLET_CONNECTOR_ID,
      chainType: 'solana',
      address,
      chainId: null,
      walletClientType: account.walletClientType,
      connectorType: 'embedded',
      connectedAt: account.verifiedAt?.getTime() ?? 0,
      meta: { id: EMBEDDED_WALLET_CONNECTOR_ID, name: 'Foyer', icon: null },
      linked: true,
      sign: signMessage,
      signMessage,
      disconnect: () => Promise.reject(new CannotDisconnectEmbeddedWalletError()),
      loginOrLink: () => Promise.reject(new EmbeddedWalletLoginError()),
      unlink: () => Promise.reject(new CannotUnlinkEmbeddedWalletError()),
      ...solanaWalletMethods(client, address, signTransaction),
    }
  })
}
