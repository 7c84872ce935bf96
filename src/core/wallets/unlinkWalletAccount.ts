import type { FoyerClient } from '../client/types.js'
import { WalletConnectorNotFoundError } from './errors.js'
import type { User } from '../types/user.js'
import type { WalletChainUnlinkErrorType } from './registry.js'
import type { WalletChainFamily } from '../types/wallets.js'

/** The parameters of {@link unlinkWalletAccount}. */
export type UnlinkWalletAccountParameters = { address: string; chainType: WalletChainFamily }
/** What {@link unlinkWalletAccount} returns. */
export type UnlinkWalletAccountReturnType = User
/** The errors {@link unlinkWalletAccount} can throw or reject with. */
export type UnlinkWalletAccountErrorType = WalletConnectorNotFoundError | WalletChainUnlinkErrorType

/** Unlinks an external wallet of any chain family (its row of WALLET_CHAIN_HANDLERS). Emits `unlink`. */
export async function unlinkWalletAccount(
  client: FoyerClient,
  { address, chainType }: UnlinkWalletAccountParameters,
): Promise<UnlinkWalletAccountReturnType> {
  // The registry (with the connector sources) loads on first use: a wallet list does not carry it.
  const handlers = (await import('./registry.js')).WALLET_CHAIN_HANDLERS[chainType]
  if (!handlers) throw new WalletConnectorNotFoundError({ details: `No unlink for ${chainType} wallets` })
  return handlers.unlink(client, { address })
}
