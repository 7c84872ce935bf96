import { CannotDisconnectEmbeddedWalletError, CannotUnlinkEmbeddedWalletError, EmbeddedWalletLoginError } from '../errors/client.js'
import { isEmbeddedWallet } from '../types/linkedAccounts.js'

type WalletLike = { type: string; walletClientType?: unknown; connectorType?: unknown }

/** 'Cannot login or link with an embedded wallet' (wallet sign-in calls it before signing). */
export function assertNotEmbeddedForLogin(account: WalletLike): void {
  if (isEmbeddedWallet(account)) throw new EmbeddedWalletLoginError()
}

/** 'Cannot unlink an embedded wallet'. */
export function assertNotEmbeddedForUnlink(account: WalletLike): void {
  if (isEmbeddedWallet(account)) throw new CannotUnlinkEmbeddedWalletError()
}

/** 'Cannot disconnect an embedded wallet' (wallet disconnect calls it). */
export function assertNotEmbeddedForDisconnect(account: WalletLike): void {
  if (isEmbeddedWallet(account)) throw new CannotDisconnectEmbeddedWalletError()
}
