import type { WalletRequestOutcome } from './walletRequestFlow.js'

/**
 * The flow of a delegation request shown in the default UI — the consent 'Enable offline access'
 * (Accept, Not now) or the revoke 'Revoke offline access to wallet' (Confirm, Deny) — as a pure
 * transition function: the question, then submitting, then the result (success or error), which
 * shows for 2.5 s before the screen closes with it. What closing means for the caller is pure too
 * (`delegationOutcome`).
 */

/** Where a delegation request stands: the question on screen, submitting, success, error. */
export const DELEGATION_STATUSES = ['asking', 'submitting', 'success', 'error'] as const
/** Where a delegation request stands (`DelegationState.status`). */
export type DelegationStatus = (typeof DELEGATION_STATUSES)[number]

/** The state of a delegation request: its status and, once failed, the error. */
export type DelegationState = { status: DelegationStatus; error: Error | null }

/** What happens to a delegation request. */
export type DelegationEvent =
  /** The user accepted (consent) or confirmed (revoke). */
  | { type: 'accept' }
  | { type: 'succeeded' }
  | { type: 'failed'; error: Error }
  | { type: 'reset' }

export const INITIAL_DELEGATION: DelegationState = { status: 'asking', error: null }

export function transitionDelegation(state: DelegationState, event: DelegationEvent): DelegationState {
  switch (event.type) {
    case 'reset':
      return INITIAL_DELEGATION
    case 'accept':
      return state.status === 'asking' ? { status: 'submitting', error: null } : state
    case 'succeeded':
      return state.status === 'submitting' ? { status: 'success', error: null } : state
    case 'failed':
      return state.status === 'submitting' ? { status: 'error', error: event.error } : state
  }
}

/**
 * Closing a delegation screen: after success it resolves; after a failure it rejects with that
 * error; before (Not now, Deny, the close button) or while submitting it rejects with `declined()`
 * (the caller's 'The user rejected the request').
 */
export function delegationOutcome<R>(state: DelegationState, value: () => R, declined: () => Error): WalletRequestOutcome<R> {
  if (state.status === 'success') return { type: 'resolve', value: value() }
  if (state.status === 'error') return { type: 'reject', error: state.error }
  return { type: 'reject', error: declined() }
}
