import type { FoyerError } from '../errors/base.js'
import type { AuthResult } from '../types/auth.js'
import type { AuthIntent } from '../types/auth.js'

/**
 * The one-step flow of the methods that finish in one step (a provider's window or redirect): loading, done,
 * error): initial → loading → done, or error. A pure transition function: an event that does not
 * apply in a status leaves the state as is.
 */
export const LOADING_FLOW_STATUSES = ['initial', 'loading', 'done', 'error'] as const
/** Where a redirect or popup login stands (`LoadingFlowState.status`). */
export type LoadingFlowStatus = (typeof LOADING_FLOW_STATUSES)[number]

/** The state of a redirect or popup login: its status, the provider and the last error. */
export type LoadingFlowState = {
  status: LoadingFlowStatus
  error: FoyerError | null
  /** The provider (e.g. `google`) or the method's own name. */
  provider: string | null
  intent: AuthIntent
  disableSignup: boolean
  /**
   * True while finishing a return from the provider after the page reloaded (the default UI
   * reopens on the method's status screen when it sees it).
   */
  resumed: boolean
  /** The login/link result once `done`. */
  result: AuthResult | null
}

export type LoadingFlowEvent =
  | { type: 'start'; provider: string; intent: AuthIntent; disableSignup: boolean; resumed?: boolean }
  | { type: 'succeeded'; result: AuthResult }
  | { type: 'failed'; error: FoyerError }
  | { type: 'reset' }

export const INITIAL_LOADING_FLOW: LoadingFlowState = {
  status: 'initial',
  error: null,
  provider: null,
  intent: 'login',
  disableSignup: false,
  resumed: false,
  result: null,
}

export function transitionLoadingFlow(state: LoadingFlowState, event: LoadingFlowEvent): LoadingFlowState {
  switch (event.type) {
    case 'reset':
      return INITIAL_LOADING_FLOW
    case 'start':
      // One step at a time; a return from the provider takes over (the page that left is gone).
      if (state.status === 'loading' && !event.resumed) return state
      return {
        status: 'loading',
        error: null,
        provider: event.provider,
        intent: event.intent,
        disableSignup: event.disableSignup,
        resumed: event.resumed ?? false,
        result: null,
      }
    case 'succeeded':
      if (state.status !== 'loading') return state
      return { ...state, status: 'done', error: null, result: event.result }
    case 'failed':
      if (state.status !== 'loading') return state
      return { ...state, status: 'error', error: event.error }
  }
}
