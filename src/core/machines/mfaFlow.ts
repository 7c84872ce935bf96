import { MFA_PROMPT_KINDS, type MfaPromptKind } from '../types/mfa.js'
import type { FoyerError } from '../errors/base.js'
import type { MfaMethod } from '../types/user.js'

/**
 * The multi-factor verification prompt (docs/mfa.md): an operation that needs MFA opens a wait;
 * the user picks a factor, then answers it (a code, a browser prompt …); the verification succeeds
 * (the loader turns to success) or fails. A failed attempt asks again
 * (a non-blocking error: input stays enabled); a time-out, the last failed attempt or a cancel
 * ends the wait (a blocking error: input disabled).
 *
 *   idle → awaiting-input → (initializing → awaiting-input) → submitting → verified
 *                                                            ↘ awaiting-input (non-blocking error)
 *                                                            ↘ error (blocking)
 *
 * A pure transition function: an event that does not apply in a status leaves the state as is.
 */
export const MFA_FLOW_STATUSES = ['idle', 'awaiting-input', 'initializing', 'submitting', 'verified', 'error'] as const
/** Where the MFA prompt stands (`MfaFlowState.status`). */
export type MfaFlowStatus = (typeof MFA_FLOW_STATUSES)[number]

export { MFA_PROMPT_KINDS, type MfaPromptKind }

/** The state of the MFA prompt: its status, the methods offered, the chosen one and the last error. */
export type MfaFlowState = {
  status: MfaFlowStatus
  kind: MfaPromptKind
  /** The user's MFA methods when the wait opened. */
  methods: MfaMethod[]
  /** The chosen method; null while the user chooses (preset when the user has only one). */
  method: MfaMethod | null
  /** Failed verifications in this wait. */
  attempts: number
  error: FoyerError | null
  /** A blocking error disables input (the wait is over); a non-blocking one allows a retry. */
  blocking: boolean
  /** When the chosen factor's init sent a code (ms since epoch), for a factor that sends one. */
  codeSentAt: number | null
}

export type MfaFlowEvent =
  | { type: 'prompt'; kind: MfaPromptKind; methods: MfaMethod[] }
  | { type: 'choose'; method: MfaMethod | null }
  | { type: 'init'; method: MfaMethod }
  /** `codeSentAt`: when the factor's init sent a code (a factor that sends one). */
  | { type: 'initialized'; codeSentAt?: number | null | undefined }
  | { type: 'init-failed'; error: FoyerError }
  | { type: 'submit' }
  | { type: 'rejected'; error: FoyerError }
  | { type: 'verified' }
  | { type: 'failed'; error: FoyerError }
  | { type: 'reset' }

export const INITIAL_MFA_FLOW: MfaFlowState = {
  status: 'idle',
  kind: 'auth',
  methods: [],
  method: null,
  attempts: 0,
  error: null,
  blocking: false,
  codeSentAt: null,
}

/** A wait is open (the prompt should show). */
export const isMfaPending = (state: MfaFlowState) =>
  state.status === 'awaiting-input' || state.status === 'initializing' || state.status === 'submitting'

export function transitionMfaFlow(state: MfaFlowState, event: MfaFlowEvent): MfaFlowState {
  switch (event.type) {
    case 'reset':
      return INITIAL_MFA_FLOW
    case 'prompt':
      if (isMfaPending(state)) return state
      return {
        ...INITIAL_MFA_FLOW,
        status: 'awaiting-input',
        kind: event.kind,
        methods: event.methods,
        method: event.methods.length === 1 ? event.methods[0]! : null,
      }
    case 'choose':
      if (state.status !== 'awaiting-input') return state
      if (event.method !== null && !state.methods.includes(event.method)) return state
      return { ...state, method: event.method, error: null, blocking: false, codeSentAt: null }
    case 'init':
      if (state.status !== 'awaiting-input' || !state.methods.includes(event.method)) return state
      return { ...state, status: 'initializing', method: event.method, error: null, blocking: false }
    case 'initialized':
      if (state.status !== 'initializing') return state
      return { ...state, status: 'awaiting-input', codeSentAt: event.codeSentAt ?? state.codeSentAt }
    case 'init-failed':
      if (state.status !== 'initializing') return state
      return { ...state, status: 'awaiting-input', error: event.error, blocking: false }
    case 'submit':
      if (state.status !== 'awaiting-input' || state.method === null) return state
      return { ...state, status: 'submitting', error: null, blocking: false }
    case 'rejected':
      if (state.status !== 'submitting') return state
      return { ...state, status: 'awaiting-input', attempts: state.attempts + 1, error: event.error, blocking: false }
    case 'verified':
      if (state.status !== 'submitting') return state
      return { ...state, status: 'verified', error: null, blocking: false }
    case 'failed':
      if (!isMfaPending(state)) return state
      return { ...state, status: 'error', error: event.error, blocking: true }
  }
}

/** What closing the prompt reports: failure if an error exists or nothing succeeded, otherwise success. */
export function mfaCloseOutcome(state: MfaFlowState): 'success' | 'failure' {
  return state.status === 'verified' && state.error === null ? 'success' : 'failure'
}
