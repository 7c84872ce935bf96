import { isEmbeddedWallet, type WalletAccount } from '../../../types/linkedAccounts.js'
import type { User } from '../../../types/user.js'
import { exportTargetOf, type WalletExportTarget } from '../walletExport.js'
import { SERVER_WALLET_MESSAGES, isServerHeldWallet } from '../../../types/serverWallets.js'
import { ServerWalletRuleError } from '../../server/errors.js'
import { DelegationAuthError, DelegationWalletNotFoundError, UnsupportedDelegationChainError } from './errors.js'

/** The wallet a delegation hands over: its address and chain, and where its key lives. */
export type DelegationTarget = Omit<WalletExportTarget, 'imported'>

/**
 * The wallet `delegateWallet` names, checked (pure): a logged-in user ('User must be authenticated
 * before delegating a Foyer wallet'), an Ethereum or Solana chain type (`UnsupportedDelegationChainError`)
 * and, among the user's own embedded wallets of that chain, that address (`DelegationWalletNotFoundError`:
 * an external wallet, another user's, another chain's); not a server-held wallet (`ServerWalletRuleError`).
 */
export function delegationTargetOf(user: Pick<User, 'linkedAccounts'> | null, { address, chainType }: { address: unknown; chainType: unknown }): DelegationTarget {
  if (!user) throw new DelegationAuthError()
  if (chainType !== 'ethereum' && chainType !== 'solana') throw new UnsupportedDelegationChainError()
  const wallet = typeof address === 'string'
    ? user.linkedAccounts.find((a): a is WalletAccount =>
      isEmbeddedWallet(a) && (a as WalletAccount).chainType === chainType &&
      (chainType === 'solana' ? (a as WalletAccount).address === address : (a as WalletAccount).address.toLowerCase() === address.toLowerCase()))
    : undefined
  if (!wallet) throw new DelegationWalletNotFoundError()
  // Delegated actions run with on-device wallets only (the key comes from the wallet service).
  if (isServerHeldWallet(wallet)) throw new ServerWalletRuleError({ code: 'not_supported', message: SERVER_WALLET_MESSAGES.delegate })
  // Where its key lives is found as for an export (the entropy, the HD index, how the entropy id is checked).
  const { imported: _imported, ...target } = exportTargetOf(user, wallet.address)
  return target
}
