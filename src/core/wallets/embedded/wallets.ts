import { isEmbeddedWallet, type WalletAccount } from '../../types/linkedAccounts.js'
import type { User } from '../../types/user.js'

/** The user's embedded Ethereum wallets, in linked order. */
export const embeddedEthereumWallets = (user: Pick<User, 'linkedAccounts'> | null): WalletAccount[] =>
  (user?.linkedAccounts ?? []).filter((a): a is WalletAccount => isEmbeddedWallet(a) && (a as WalletAccount).chainType === 'ethereum')

/** The wallet of the user's entropy at HD index 0 (not imported): its address is the entropy id of every HD wallet. */
export const rootEmbeddedWallet = (user: Pick<User, 'linkedAccounts'> | null): WalletAccount | undefined =>
  embeddedEthereumWallets(user).find((w) => !w.imported && (w.walletIndex ?? 0) === 0)

/** Which entropy holds `wallet`'s key, and its HD index: an imported key is its own entropy (index 0). */
export function entropyOf(user: Pick<User, 'linkedAccounts'>, wallet: WalletAccount): { entropyId: string; hdWalletIndex: number } | null {
  if (wallet.imported) return { entropyId: wallet.address, hdWalletIndex: 0 }
  const root = rootEmbeddedWallet(user)
  return root ? { entropyId: root.address, hdWalletIndex: wallet.walletIndex ?? 0 } : null
}
