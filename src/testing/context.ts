/** What every route module shares: options, clock, state and token signer. */
import type { Context } from 'hono'
import { errors } from './errors.js'
import type { TokenSigner } from './jwt.js'
import type { Store } from './store.js'
import type { Mail, WireAppConfig } from './types.js'

export interface Settings {
  accessTokenTtlSeconds: number
  refreshTokenTtlSeconds: number
  codeTtlSeconds: number
  rateLimit: { max: number; windowMs: number }
  onEmail: ((mail: Mail) => void) | undefined
  allowlist: string[] | undefined
  maxUsers: number | undefined
  onSms?: ((sms: Mail) => void) | undefined
  unsupportedSmsRegions?: string[]
  customAuth?: import('./types.js').CustomAuthOptions
  telegram?: import('./telegram.js').TelegramBot
  crossAppProviders?: import('./types.js').CrossAppProviderOptions[]
  /** Offer account transfers (400 account_transfer_required) instead of linked_to_another_user (transfer.ts). */
  accountTransfers?: boolean
}

export interface BackendContext {
  appId: string
  /** Replaced by `reset()`; always read through the context. */
  store: Store
  initialConfig: WireAppConfig
  signer: TokenSigner
  settings: Settings
  now(): number
}

export type Env = { Variables: { userId: string; sessionId: string } }

export const nowSec = (ctx: BackendContext): number => Math.floor(ctx.now() / 1000)

/** The JSON object body of a request (`{}` when empty); 400 `invalid_data` when malformed. */
export async function readBody(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text()
  if (!text.trim()) return {}
  try {
    const body: unknown = JSON.parse(text)
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) return body as Record<string, unknown>
  } catch {
    // fall through
  }
  throw errors.invalidData('Request body must be a JSON object')
}

/** A string field, or 400 `invalid_data` naming it. */
export function field(body: Record<string, unknown>, name: string): string {
  const value = body[name]
  if (typeof value !== 'string' || value === '') throw errors.invalidData(`Missing or invalid field: ${name}`)
  return value
}

export function optionalField(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name]
  return typeof value === 'string' ? value : undefined
}
