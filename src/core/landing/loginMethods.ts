import { CROSS_APP_PROVIDER_PREFIX, OAUTH_PROVIDERS } from '../constants.js'
import type { AppConfig } from '../types/config.js'

/**
 * How the landing sorts a login method (spec 01 §2 "Login landing"):
 * - `email`, `sms`: the direct web2 inputs (the e-mail form; the SMS entry);
 * - `social`: one of the OAuth providers (google, apple …);
 * - `wallet`: `wallet` (the wallet picker) or one wallet `wallet:{walletClientType}` (e.g. `wallet:metamask`);
 * - `other`: passkey, telegram, farcaster, guest, cross-app (`privy:{providerAppId}`) and the rest.
 */
export type LoginMethodKind = 'email' | 'sms' | 'social' | 'wallet' | 'other'

/** The landing's wallet entry: opens the wallet picker (the wallet engineers' registry row). */
export const WALLET_LOGIN_METHOD = 'wallet'
/** Prefix of one wallet as a login method: `wallet:{walletClientType}`. */
export const WALLET_LOGIN_METHOD_PREFIX = 'wallet:'

/** `appearance.loginGroupPriority`: which group of the grouped landing comes first (default web2-first). */
export const LOGIN_GROUP_PRIORITIES = ['web2-first', 'web3-first'] as const
export type LoginGroupPriority = (typeof LOGIN_GROUP_PRIORITIES)[number]
export const DEFAULT_LOGIN_GROUP_PRIORITY: LoginGroupPriority = 'web2-first'

export const isWalletLoginMethod = (method: string) =>
  method === WALLET_LOGIN_METHOD || (method.startsWith(WALLET_LOGIN_METHOD_PREFIX) && method.length > WALLET_LOGIN_METHOD_PREFIX.length)

export const isCrossAppLoginMethod = (method: string) =>
  method.startsWith(CROSS_APP_PROVIDER_PREFIX) && method.length > CROSS_APP_PROVIDER_PREFIX.length

export function loginMethodKind(method: string): LoginMethodKind {
  if (method === 'email') return 'email'
  if (method === 'sms') return 'sms'
  if ((OAUTH_PROVIDERS as readonly string[]).includes(method)) return 'social'
  if (isWalletLoginMethod(method)) return 'wallet'
  return 'other'
}

/**
 * The login methods an app lists, in order: `loginMethodsAndOrder` (primary, then overflow) when
 * set — it then replaces `loginMethods` — else `loginMethods`. Duplicates keep their first place.
 */
export function appLoginMethods(config: Pick<AppConfig, 'loginMethods' | 'loginMethodsAndOrder'>): string[] {
  const order = config.loginMethodsAndOrder
  const listed = order ? [...order.primary, ...order.overflow] : config.loginMethods
  return [...new Set(listed)]
}
