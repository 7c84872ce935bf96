import type { FoyerClient } from '../../client/types.js'
import { loadOptionalPackage } from '../../utils/optionalPackage.js'
import type { GetSmartWalletParameters, GetSmartWalletReturnType } from './smartWallet.js'

export type {
  GetSmartWalletParameters, GetSmartWalletReturnType, GetSmartWalletErrorType, SmartWallet, SmartWalletCall,
  SmartWalletSendTransactionParameters, SmartWalletSendTransactionReturnType,
} from './smartWallet.js'
export type { FoyerSmartAccount, SmartAccountOwner } from './account.js'

/**
 * The user's smart wallet (ERC-4337) on a chain the app's smart wallet config names: a smart
 * account (eth-infinitism's SimpleAccount v0.7 with ERC-1271) owned by the user's first embedded
 * Ethereum wallet, with `sendTransaction` (one call or a batch in one user operation, through the
 * confirmation; 'Sponsored' when the app's paymaster pays), `signMessage` and `signTypedData`
 * (ERC-1271; ERC-6492 before the account is deployed). Its address is linked to the user as a
 * `smart_wallet` account on first use. Loads viem (an optional peer) on first use: without it,
 * a MissingPackageError names it.
 */
export async function getSmartWallet(client: FoyerClient, parameters: GetSmartWalletParameters = {}): Promise<GetSmartWalletReturnType> {
  const module = await loadOptionalPackage(() => import('./smartWallet.js'), { name: 'viem', feature: 'Smart wallets' })
  return module.createSmartWallet(client, parameters)
}
