import { WALLET_LOGIN_METHOD } from '../../../hooks/internalApi.js'
import type { RecentLoginMethod } from '../../../hooks/index.js'

/**
 * Which of `methods` carries the 'Recent' chip: the recent wallet itself (`wallet:{walletClientType}`)
 * when it is listed, else the recent method when it is listed, else none.
 */
export function recentTarget(methods: readonly string[], recent: RecentLoginMethod | null): string | null {
  if (!recent) return null
  if (recent.method === WALLET_LOGIN_METHOD && recent.walletClientType) {
    const wallet = `${WALLET_LOGIN_METHOD}:${recent.walletClientType}`
    if (methods.includes(wallet)) return wallet
  }
  return methods.includes(recent.method) ? recent.method : null
}
