import type { FoyerClient } from '../../client/types.js'
import type { FoyerError } from '../../errors/base.js'
import type { AuthResult } from '../../types/auth.js'
import { registerPasskey } from './register.js'

export type LinkWithPasskeyReturnType = AuthResult
export type LinkWithPasskeyErrorType = FoyerError

/**
 * Adds a new passkey to the logged-in user (at most MAX_PASSKEYS_PER_USER = 5): POST
 * /api/v1/passkeys/link/init (excludes the user's passkeys) → the browser's prompt → /link.
 */
export function linkWithPasskey(client: FoyerClient): Promise<LinkWithPasskeyReturnType> {
  return registerPasskey(client, { mode: 'link', intent: 'link' })
}
