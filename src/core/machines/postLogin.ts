import type { FoyerError } from '../errors/base.js'
import type { AuthResult } from '../types/auth.js'

/**
 * The post-login sequence as a pure transition function:
 * 1. terms required and not accepted → `awaiting-terms` (the UI shows the consent screen after
 *    0.9–1.4 s; `acceptTerms` moves on, declining logs out);
 * 2. else an embedded wallet must be created → `creating-wallet` (a step registered by the wallet
 *    work; failure logs the user out);
 * 3. else `done` (wallets refreshed; the UI closes as a success after 1.4 s).
 * `idle`: no login is being finished (e.g. after a link, or before any login).
 */
export const POST_LOGIN_STATUSES = ['idle', 'awaiting-terms', 'accepting-terms', 'creating-wallet', 'done', 'error'] as const
/** Where the post-login steps stand (`PostLoginState.status`). */
export type PostLoginStatus = (typeof POST_LOGIN_STATUSES)[number]

/**
 * The state of the steps after a login (terms, MFA enrolment, your own steps): its status, the login being
 * finished and the last error.
 */
export type PostLoginState = {
  status: PostLoginStatus
  /** The login being finished. */
  result: AuthResult | null
  error: FoyerError | null
  /**
   * Whether this sequence creates an embedded wallet (it reached `creating-wallet`; stays true
   * once the creation ended, in `done` or `error`): a UI shows the creation's end from it, however
   * quickly the creation ran.
   */
  walletCreation: boolean
}

/** What comes after the login (or after the terms were accepted). */
export type PostLoginStep = 'terms' | 'create-wallet' | 'done'

export type PostLoginEvent =
  /** A login completed; `next` is what `nextPostLoginStep` decided. */
  | { type: 'login'; result: AuthResult; next: PostLoginStep }
  | { type: 'accept-terms' }
  /** The terms were accepted; `next` is 'create-wallet' or 'done'. */
  | { type: 'terms-accepted'; next: Exclude<PostLoginStep, 'terms'> }
  | { type: 'wallet-created' }
  | { type: 'failed'; error: FoyerError }
  | { type: 'reset' }

export const INITIAL_POST_LOGIN: PostLoginState = { status: 'idle', result: null, error: null, walletCreation: false }

const STATUS_OF: Record<PostLoginStep, PostLoginStatus> = {
  terms: 'awaiting-terms',
  'create-wallet': 'creating-wallet',
  done: 'done',
}

/** The step after a login: pure, from whether terms are required/accepted and a wallet is needed. */
export function nextPostLoginStep({ termsRequired, termsAccepted, walletNeeded }: {
  termsRequired: boolean
  termsAccepted: boolean
  walletNeeded: boolean
}): PostLoginStep {
  if (termsRequired && !termsAccepted) return 'terms'
  if (walletNeeded) return 'create-wallet'
  return 'done'
}

export function transitionPostLogin(state: PostLoginState, event: PostLoginEvent): PostLoginState {
  switch (event.type) {
    case 'reset':
      return INITIAL_POST_LOGIN
    case 'login':
      // A new login always starts a new sequence.
      return { status: STATUS_OF[event.next], result: event.result, error: null, walletCreation: event.next === 'create-wallet' }
    case 'accept-terms':
      return state.status === 'awaiting-terms' || (state.status === 'error' && state.result) ? { ...state, status: 'accepting-terms', error: null } : state
    case 'terms-accepted':
      return state.status === 'accepting-terms'
        ? { ...state, status: STATUS_OF[event.next], error: null, walletCreation: event.next === 'create-wallet' }
        : state
    case 'wallet-created':
      return state.status === 'creating-wallet' ? { ...state, status: 'done', error: null } : state
    case 'failed':
      return state.status === 'accepting-terms' || state.status === 'creating-wallet' ? { ...state, status: 'error', error: event.error } : state
  }
}
