/** What every route module shares: options, clock, state and token signer. */
import type { Context } from 'hono'
import { errors } from './errors.js'
import { DEV_BACKEND_LIMITS } from './limits.js'
import type { TokenSigner } from './jwt.js'
import type { Store } from './store.js'
import type { DevBackendLimits } from './limits.js'
import type { DevConnection, Mail, WireAppConfig } from './types.js'

export type { DevConnection }

export interface Settings {
  /** Every limit on guessing, sending, input size and store size (limits.ts). */
  limits: DevBackendLimits
  /** Whether `/__dev/*` answers (false: 404). */
  devRoutes: boolean
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
  /** The apps whose servers may call the wallet API (this app first): app secret, authorization keys (delegation.ts). */
  serverApps: import('./delegation.js').ServerAppCredentials[]
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


export type Env = { Variables: { userId: string; sessionId: string }; Bindings: DevConnection | undefined }

/** The client IP of a request, when a server gave it (`undefined` in-process). */
export const clientIpOf = (c: Context<Env>): string | undefined => {
  const address = (c.env as DevConnection | undefined)?.remoteAddress
  return address ? address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '') : undefined
}

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

/** The longest value a string field may have (limits.ts); longer is 400 `invalid_data`. */
export const maxFieldLength = (name: string): number =>
  DEV_BACKEND_LIMITS.fieldLength[name] ?? DEV_BACKEND_LIMITS.defaultFieldLength

function checkLength(name: string, value: string): string {
  const max = maxFieldLength(name)
  if (value.length > max) throw errors.invalidData(`Field ${name} is longer than ${max} characters`)
  return value
}

/** A string field (at most its length cap), or 400 `invalid_data` naming it. */
export function field(body: Record<string, unknown>, name: string): string {
  const value = body[name]
  if (typeof value !== 'string' || value === '') throw errors.invalidData(`Missing or invalid field: ${name}`)
  return checkLength(name, value)
}

/** An optional string field (at most its length cap). */
export function optionalField(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name]
  return typeof value === 'string' ? checkLength(name, value) : undefined
}
