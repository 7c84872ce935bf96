import type { FoyerClient } from '../../client/types.js'
import { STORAGE_KEYS } from '../../constants.js'
import type { AuthIntent } from '../../steps/intent.js'
import { isAuthIntent } from '../../steps/intent.js'

/**
 * What a redirect-based OAuth step keeps in the client's storage before leaving the page (spec 01
 * §4 OAuth 1: the state code and code verifier are saved before redirect), read back once on return.
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

export function savePendingOAuth(client: FoyerClient, pending: PendingOAuth): void {
  client.storage.set(STORAGE_KEYS.oauthPending, JSON.stringify(pending))
}

/** Reads and removes the pending step (single use); null when there is none or it is unreadable. */
export function takePendingOAuth(client: FoyerClient): PendingOAuth | null {
  let raw: string | null = null
  try {
    raw = client.storage.get(STORAGE_KEYS.oauthPending)
    client.storage.remove(STORAGE_KEYS.oauthPending)
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
