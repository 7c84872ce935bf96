import type { FoyerError } from '../errors/base.js'
import type { AuthIntent } from '../types/auth.js'

/**
 * The one-time-code flow shared by e-mail and SMS login (spec 01 §4 "Auth flow statuses"):
 * initial → sending-code → awaiting-code-input → submitting-code → done, or error from a step.
 * A pure transition function: an event that does not apply in a status leaves the state as is.
 */
export const CODE_FLOW_STATUSES = [
  'initial', 'sending-code', 'awaiting-code-input', 'submitting-code', 'done', 'error',
] as const
export type CodeFlowStatus = (typeof CODE_FLOW_STATUSES)[number]

export type CodeFlowState = {
  status: CodeFlowStatus
  error: FoyerError | null
  /** The e-mail address or phone number the code went to. */
  destination: string | null
  intent: AuthIntent
  disableSignup: boolean
  /** When the last code was sent (ms since epoch), for the resend countdown. */
  codeSentAt: number | null
}

export type CodeFlowEvent =
  | { type: 'send'; destination: string; intent: AuthIntent; disableSignup: boolean }
  | { type: 'sent'; at: number }
  | { type: 'submit' }
  | { type: 'succeeded' }
  | { type: 'failed'; error: FoyerError }
  | { type: 'reset' }

export const INITIAL_CODE_FLOW: CodeFlowState = {
  status: 'initial',
  error: null,
  destination: null,
  intent: 'login',
  disableSignup: false,
  codeSentAt: null,
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
      return { ...state, status: 'done', error: null }
    case 'failed':
      if (state.status !== 'sending-code' && state.status !== 'submitting-code') return state
      return { ...state, status: 'error', error: event.error }
  }
}
