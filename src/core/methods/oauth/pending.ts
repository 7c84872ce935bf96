import type { FoyerClient } from '../../client/types.js'
import type { AuthIntent } from '../../steps/intent.js'
import { isAuthIntent } from '../../steps/intent.js'
import { OAUTH_PENDING_KEY } from './constants.js'

/**
 * What a social login keeps in the client's storage before leaving for the provider (the state
 * code and code verifier are saved before the redirect), read back once on return.
 */
export type PendingOAuth = {
  provider: string
  codeVerifier: string
  stateCode: string
  intent: AuthIntent
  disableSignup: boolean
  /** ms since epoch (client clock). */
  createdAt: number
}

/** Keeps the pending step before leaving the page. */
export function savePendingOAuth(client: FoyerClient, pending: PendingOAuth): void {
  client.storage.set(OAUTH_PENDING_KEY, JSON.stringify(pending))
}

/** Reads and removes the pending step (single use); null when there is none or it is unreadable. */
export function takePendingOAuth(client: FoyerClient): PendingOAuth | null {
  let raw: string | null = null
  try {
    raw = client.storage.get(OAUTH_PENDING_KEY)
    client.storage.remove(OAUTH_PENDING_KEY)
  } catch {
    return null
  }
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Partial<PendingOAuth>
    if (typeof value.provider !== 'string' || typeof value.codeVerifier !== 'string' || typeof value.stateCode !== 'string') return null
    return {
      provider: value.provider,
      codeVerifier: value.codeVerifier,
      stateCode: value.stateCode,
      intent: isAuthIntent(value.intent) ? value.intent : 'login',
      disableSignup: value.disableSignup === true,
      createdAt: typeof value.createdAt === 'number' ? value.createdAt : 0,
    }
  } catch {
    return null
  }
}
