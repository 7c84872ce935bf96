import type { FoyerError } from '../errors/base.js'
import type { AuthIntent, AuthResult } from '../types/auth.js'

/**
 * The flow of every login method that sends a one-time code to a destination:
 * initial → sending-code → awaiting-code-input → submitting-code → done, or error from a step.
 * A pure transition function: an event that does not apply in a status leaves the state as is.
 */
export const CODE_FLOW_STATUSES = [
  'initial', 'sending-code', 'awaiting-code-input', 'submitting-code', 'done', 'error',
] as const
/** Where a one-time-code login stands (`CodeFlowState.status`). */
export type CodeFlowStatus = (typeof CODE_FLOW_STATUSES)[number]

/** The state of a one-time-code login: its status, where the code went and the last error. */
export type CodeFlowState = {
  status: CodeFlowStatus
  error: FoyerError | null
  /** Where the code went (an address, a phone number …). */
  destination: string | null
  intent: AuthIntent
  disableSignup: boolean
  /** When the last code was sent (ms since epoch), for the resend countdown. */
  codeSentAt: number | null
  /** The login/link result once `done`. */
  result: AuthResult | null
}

export type CodeFlowEvent =
  | { type: 'send'; destination: string; intent: AuthIntent; disableSignup: boolean }
  | { type: 'sent'; at: number }
  | { type: 'submit' }
  | { type: 'succeeded'; result: AuthResult }
  | { type: 'failed'; error: FoyerError }
  | { type: 'reset' }

export const INITIAL_CODE_FLOW: CodeFlowState = {
  status: 'initial',
  error: null,
  destination: null,
  intent: 'login',
  disableSignup: false,
  codeSentAt: null,
  result: null,
}

export function transitionCodeFlow(state: CodeFlowState, event: CodeFlowEvent): CodeFlowState {
  switch (event.type) {
    case 'reset':
      return INITIAL_CODE_FLOW
    case 'send':
      if (state.status === 'sending-code' || state.status === 'submitting-code') return state
      return {
        ...state,
        status: 'sending-code',
        error: null,
        destination: event.destination,
        intent: event.intent,
        disableSignup: event.disableSignup,
        result: null,
      }
    case 'sent':
      if (state.status !== 'sending-code') return state
      return { ...state, status: 'awaiting-code-input', codeSentAt: event.at }
    case 'submit':
      if (state.destination === null) return state
      if (state.status !== 'awaiting-code-input' && state.status !== 'error') return state
      return { ...state, status: 'submitting-code', error: null }
    case 'succeeded':
      if (state.status !== 'submitting-code') return state
      return { ...state, status: 'done', error: null, result: event.result }
    case 'failed':
      if (state.status !== 'sending-code' && state.status !== 'submitting-code') return state
      return { ...state, status: 'error', error: event.error }
  }
}
