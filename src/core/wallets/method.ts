import { FoyerError } from '../errors/base.js'
import { assertNotEmbeddedForUnlink } from './embedded.js'
import type { LoginMethodDescriptor } from '../steps/loginMethod.js'
import type { WalletAccount } from '../types/linkedAccounts.js'
import { WALLET_LOGIN_METHOD, WALLET_LOGIN_METHOD_PREFIX, isWalletLoginMethod } from '../utils/walletLoginMethod.js'

export { WALLET_LOGIN_METHOD, WALLET_LOGIN_METHOD_PREFIX, isWalletLoginMethod }

const WALLET_CHAIN_TYPES: readonly string[] = ['ethereum-only', 'solana-only', 'ethereum-and-solana']

/**
 * External wallets (the picker and each chain family's sign-in) as the rest of the kit sees them
 * (see `LoginMethodDescriptor`): the landing's `wallet` / `wallet:{client}` entries and the wallet
 * accounts. Embedded wallets are not unlinked ('Cannot unlink an embedded wallet').
 */
export const walletMethod: LoginMethodDescriptor = {
  id: 'wallet',
  owns: (method) => isWalletLoginMethod(method),
  kind: () => 'wallet',
  configProblem: (config, method) =>
    WALLET_CHAIN_TYPES.includes(config.appearance.walletChainType)
      ? null
      : {
          method,
          code: 'wallet_chain_type_invalid',
          message: `Login method '${method}' needs appearance.walletChainType 'ethereum-only', 'solana-only' or 'ethereum-and-solana' (got '${String(config.appearance.walletChainType)}').`,
        },
  ownsAccount: (account) => account.type === 'wallet' || account.type === 'smart_wallet',
  maxAccounts: Infinity,
  unlink: async (client, account) => {
    if (account.type === 'smart_wallet') throw new FoyerError('A smart wallet cannot be unlinked', 'UNSUPPORTED_WALLET_TYPE')
    assertNotEmbeddedForUnlink(account)
    const wallet = account as WalletAccount
    const { unlinkWalletAccount } = await import('./unlinkWalletAccount.js')
    // The chain family's unlink emits `unlink`.
    return unlinkWalletAccount(client, { address: wallet.address, chainType: wallet.chainType })
  },
}
