import type { FoyerClient } from '../client/types.js'
import { STORAGE_KEYS } from '../constants.js'
import type { LinkedAccount } from '../types/user.js'
import type { WatchParameters } from '../client/flow.js'
import { WALLET_LOGIN_METHOD, isWalletLoginMethod } from '../utils/walletLoginMethod.js'
import { defineValue } from '../client/flow.js'

/** Bumped when a login records the recent login method (the value itself lives in the app's storage). */
const recentLoginMethodVersion = defineValue({ id: 'recentLoginMethodVersion', initial: 0 })

/**
 * The last login method used in this browser for this app: the landing marks it with a 'Recent' chip, the wallet picker its wallet with 'Last used'.
 */
export type RecentLoginMethod = {
  /** The landing's login-method id (as in the app config's `loginMethods`: `google`, `privy:{appId}`, `wallet` …). */
  method: string
  /** For a wallet login: the wallet's client type (`metamask`, `phantom` …), else null. */
  walletClientType: string | null
  /** For a wallet login: `ethereum` or `solana`, else null. */
  chainType: string | null
}

const cache = new WeakMap<FoyerClient, { raw: string; value: RecentLoginMethod | null }>()

function read(client: FoyerClient, key: string): string | null {
  try {
    return client.storage.get(key)
  } catch {
    return null
  }
}

/** The recent login method from the app's storage (a stable object while the stored values stay). */
export function getRecentLoginMethod(client: FoyerClient): RecentLoginMethod | null {
  const method = read(client, STORAGE_KEYS.recentLoginMethod)
  const walletClientType = read(client, STORAGE_KEYS.recentWalletClient)
  const chainType = read(client, STORAGE_KEYS.recentChainType)
  const raw = JSON.stringify([method, walletClientType, chainType])
  const cached = cache.get(client)
  if (cached?.raw === raw) return cached.value
  const value = method ? { method, walletClientType, chainType } : null
  cache.set(client, { raw, value })
  return value
}

/** Calls `onChange` when a login records a new recent method. */
export function watchRecentLoginMethod(client: FoyerClient, { onChange }: WatchParameters<RecentLoginMethod | null>): () => void {
  return recentLoginMethodVersion.watch(client, { onChange: () => onChange(getRecentLoginMethod(client)) })
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : null)

/**
 * Remembers a completed login (called by finishLogin, the step every login method ends with):
 * the method, and for a wallet its client type and chain type. A sign-in with any wallet is
 * recorded as the `wallet` method. Storage failures never fail the login.
 */
export function recordRecentLoginMethod(client: FoyerClient, { method, account }: { method: string; account: LinkedAccount | null }): void {
  const wallet = account?.type === 'wallet' ? (account as Record<string, unknown>) : null
  const recent: RecentLoginMethod = {
    method: wallet && !isWalletLoginMethod(method) ? WALLET_LOGIN_METHOD : method,
    walletClientType: text(wallet?.walletClientType),
    chainType: text(wallet?.chainType),
  }
  try {
    client.storage.set(STORAGE_KEYS.recentLoginMethod, recent.method)
    client.storage.set(STORAGE_KEYS.recentWalletClient, recent.walletClientType)
    client.storage.set(STORAGE_KEYS.recentChainType, recent.chainType)
  } catch {
    return
  }
  recentLoginMethodVersion.set(client, recentLoginMethodVersion.get(client) + 1)
}
