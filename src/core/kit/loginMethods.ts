import type { LoginMethodKind } from '../steps/loginMethod.js'
import { WALLET_LOGIN_METHOD, WALLET_LOGIN_METHOD_PREFIX, isWalletLoginMethod } from '../wallets/method.js'
import { methodFor } from './methods.js'
import type { AppConfig } from '../types/config.js'

export type { LoginMethodKind }
export { WALLET_LOGIN_METHOD, WALLET_LOGIN_METHOD_PREFIX, isWalletLoginMethod }

/** `appearance.loginGroupPriority`: which group of the grouped landing comes first (default web2-first). */
export const LOGIN_GROUP_PRIORITIES = ['web2-first', 'web3-first'] as const
/** Which group of login methods the grouped landing shows first (config `loginGroupPriority`). */
export type LoginGroupPriority = (typeof LOGIN_GROUP_PRIORITIES)[number]
export const DEFAULT_LOGIN_GROUP_PRIORITY: LoginGroupPriority = 'web2-first'

/** Where the landing puts a login method (its method's `kind`; 'other' for an unknown id). */
export function loginMethodKind(loginMethod: string): LoginMethodKind {
  return methodFor(loginMethod)?.kind(loginMethod) ?? 'other'
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
