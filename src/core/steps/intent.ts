import type { FoyerClient } from '../client/types.js'
import { AUTH_INTENTS, isAuthIntent, type AuthErrorEvent, type AuthIntent } from '../types/auth.js'
import { AlreadyAuthenticatedError, MustBeAuthenticatedError, UnknownAuthIntentError } from '../errors/client.js'
import { FoyerError } from '../errors/base.js'
import { tokensValue } from '../client/session/state.js'
import { userValue } from '../client/session/state.js'

/**
 * Intent logic shared by every login method: what a step may do depends on whether
 * the user is already authenticated, and a failed step reports to the matching error callback.
 */
export { AUTH_INTENTS, isAuthIntent, type AuthIntent, type AuthErrorEvent }

const isAuthenticated = (client: FoyerClient) => userValue.get(client) !== null

/**
 * Throws when `intent` may not start now: login and connect-or-create need an unauthenticated
 * user ('User already authenticated', with a warning); link and update need an authenticated one.
 */
export function assertIntentAllowed(client: FoyerClient, intent: unknown): asserts intent is AuthIntent {
  if (!isAuthIntent(intent)) throw new UnknownAuthIntentError({ details: `Got ${JSON.stringify(intent)}` })
  const authenticated = isAuthenticated(client)
  if ((intent === 'login' || intent === 'connect-or-create') && authenticated) {
    console.warn('[foyer] login was called while a user is already authenticated; link an account instead.')
    throw new AlreadyAuthenticatedError()
  }
  if ((intent === 'link' || intent === 'update') && !authenticated) throw new MustBeAuthenticatedError()
}

/**
 * What a code or signature submission does: update stays update; otherwise, if a token already
 * exists the account is linked, else the user authenticates.
 */
export function resolveSubmitIntent(client: FoyerClient, intent: AuthIntent): 'authenticate' | 'link' | 'update' {
  if (intent === 'update') return 'update'
  return tokensValue.get(client).accessToken ? 'link' : 'authenticate'
}


/** The event a failed step of `intent` fires. */
export const errorEventFor = (intent: AuthIntent) =>
  intent === 'link' ? 'linkError' : intent === 'update' ? 'updateError' : 'loginError'

/**
 * Runs one auth step; on failure fires the login/link/update error event with the code, then
 * rethrows (as a FoyerError).
 */
export async function runAuthStep<T>(
  client: FoyerClient,
  { method, intent }: { method: string; intent: AuthIntent },
  step: () => Promise<T>,
): Promise<T> {
  try {
    return await step()
  } catch (cause) {
    const error = cause instanceof FoyerError ? cause : new FoyerError('An unknown error occurred.', 'UNKNOWN_AUTH_ERROR', { cause })
    client.events.emit(errorEventFor(intent), { method, intent, code: error.code, error })
    throw error
  }
}
