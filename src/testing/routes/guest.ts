/** Guest login: POST /api/v1/guest/authenticate { guest_credential }. */
import { Hono } from 'hono'
import { loginOrSignUp } from '../accounts.js'
import { field, readBody, type BackendContext, type Env } from '../context.js'
import { errors } from '../errors.js'
import { requireAppId } from '../middleware.js'
import type { WireUser } from '../types.js'

/** A guest credential is base64url of at least 32 random bytes (43 characters). */
const CREDENTIAL = /^[A-Za-z0-9_-]{43,}$/

async function sha256Hex(value: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value))
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * A guest user stays a guest while it has no linked account: `is_guest` is computed, so linking
 * any account by any method makes it false (and the sole-account rule means it never comes back).
 */
function markGuest(user: WireUser): void {
  Object.defineProperty(user, 'is_guest', {
    get: () => user.linked_accounts.length === 0,
    enumerable: true,
    configurable: true,
  })
}

export function guestRoutes(ctx: BackendContext): Hono<Env> {
  const r = new Hono<Env>()
  r.use('*', requireAppId(ctx))

  r.post('/authenticate', async (c) => {
    const credential = field(await readBody(c), 'guest_credential')
    if (!CREDENTIAL.test(credential)) throw errors.invalidData('Invalid guest credential')
    const hash = await sha256Hex(credential)
    const known = ctx.store.guestCredentials.get(hash)
    const existing = known ? ctx.store.users.get(known) : undefined
    const response = await loginOrSignUp(ctx, { mode: 'login-or-sign-up', user: existing, match: () => false, account: () => null })
    if (!existing) {
      const user = ctx.store.users.get(response.user.id)!
      markGuest(user)
      ctx.store.guestCredentials.set(hash, user.id)
      response.user.is_guest = true
    }
    return c.json(response)
  })

  return r
}
