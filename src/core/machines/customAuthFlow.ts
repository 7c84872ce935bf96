import type { FoyerError } from '../errors/base.js'
import type { AuthResult } from '../types/auth.js'

/**
 * Custom-token login (the host supplies a signed JWT): `not-enabled` until a host token source is
 * registered, then `loading` while a token is exchanged, `done` (logged in, or logged out for an
 * empty token) or `error`. A pure transition function; events that do not apply leave the state.
 */
export const CUSTOM_AUTH_STATUSES = ['not-enabled', 'loading', 'done', 'error'] as const
/** Where the custom-token login stands (`CustomAuthState.status`). */
export type CustomAuthStatus = (typeof CUSTOM_AUTH_STATUSES)[number]

/** The state of the custom-token login (`useCustomAuth`): its status and the last error. */
export type CustomAuthState = { status: CustomAuthStatus; error: FoyerError | null }

export type CustomAuthEvent =
  | { type: 'enable' }
  | { type: 'sync' }
  /** A sync settled: logged in (`result`), already in sync or logged out (no result). */
  | { type: 'succeeded'; result?: AuthResult | null | undefined }
  | { type: 'failed'; error: FoyerError }
  | { type: 'disable' }

export const INITIAL_CUSTOM_AUTH: CustomAuthState = { status: 'not-enabled', error: null }

export function transitionCustomAuth(state: CustomAuthState, event: CustomAuthEvent): CustomAuthState {
  switch (event.type) {
    case 'disable':
      return INITIAL_CUSTOM_AUTH
    case 'enable':
      // Registering a token source starts as 'loading' until the first sync settles.
      return state.status === 'not-enabled' ? { status: 'loading', error: null } : state
    case 'sync':
      return { status: 'loading', error: null }
    case 'succeeded':
      return state.status === 'loading' ? { status: 'done', error: null } : state
    case 'failed':
      return state.status === 'loading' ? { status: 'error', error: event.error } : state
  }
}
