import type { FoyerClient } from '../../client/types.js'
import type { ApiError } from '../../errors/api.js'
import type { MustBeAuthenticatedError, UnknownAuthIntentError, UserExitedFlowError } from '../../errors/client.js'
import type { AuthResult } from '../../types/auth.js'
import type {
  CannotLinkMorePasskeysError, PasskeyIpAddressError, PasskeyLinkUnknownError, PasskeyRegistrationNotAllowedError,
  PasskeyRequestPendingError,
} from './errors.js'
import { registerPasskey } from './registerPasskey.js'

/** What {@link linkWithPasskey} returns. */
export type LinkWithPasskeyReturnType = AuthResult
/** The errors {@link linkWithPasskey} can throw or reject with. */
export type LinkWithPasskeyErrorType =
  | CannotLinkMorePasskeysError
  | PasskeyRegistrationNotAllowedError
  | PasskeyLinkUnknownError
  | PasskeyIpAddressError
  | PasskeyRequestPendingError
  | MustBeAuthenticatedError
  | UnknownAuthIntentError
  | UserExitedFlowError
  | ApiError

/**
 * Adds a new passkey to the logged-in user (at most MAX_PASSKEYS_PER_USER = 5): POST
 * /api/v1/passkeys/link/init (excludes the user's passkeys) → the browser's prompt → /link.
 * Statuses: generating-challenge → awaiting-passkey → done | error.
 */
export function linkWithPasskey(client: FoyerClient): Promise<LinkWithPasskeyReturnType> {
  return registerPasskey(client, { mode: 'link', intent: 'link' })
}
