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

/**
 * The entropy id of the user's own entropy (the Ethereum address of its wallet 0): from any
 * embedded wallet that is not imported (`entropyId` of its linked account), else the root
 * Ethereum wallet's address. Null for a user without one.
 */
export function userEntropyId(user: Pick<User, 'linkedAccounts'>): string | null {
  const own = user.linkedAccounts.find((a): a is WalletAccount => isEmbeddedWallet(a) && !(a as WalletAccount).imported && typeof (a as WalletAccount).entropyId === 'string')
  return own?.entropyId ?? rootEmbeddedWallet(user)?.address ?? null
}
