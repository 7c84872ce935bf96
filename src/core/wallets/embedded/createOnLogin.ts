import type { CreateOnLogin } from '../../types/config.js'
import { isEmbeddedWallet, type WalletAccount } from '../../types/linkedAccounts.js'
import type { User } from '../../types/user.js'

export type EmbeddedWalletNeededOnLoginParameters = {
  /** The app's `embeddedWallets.{chain}.createOnLogin`. */
  setting: CreateOnLogin
  user: Pick<User, 'linkedAccounts'>
  chainType: 'ethereum' | 'solana'
}

/**
 * Whether a login must create an embedded wallet of `chainType` (pure):
 * never when the user already has an embedded wallet of that chain; with 'all-users' also when the
 * user has an external wallet of that chain; with 'users-without-wallets' only when the user has
 * no wallet of that chain at all; never with 'off'.
 */
export function embeddedWalletNeededOnLogin({ setting, user, chainType }: EmbeddedWalletNeededOnLoginParameters): boolean {
  const wallets = user.linkedAccounts.filter((a): a is WalletAccount => a.type === 'wallet' && a.chainType === chainType)
  if (wallets.some(isEmbeddedWallet)) return false
  if (setting === 'all-users') return true
  if (setting === 'users-without-wallets') return wallets.length === 0
  return false
}
