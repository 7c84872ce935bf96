import type { FoyerError } from '../errors/base.js'
import type { AuthResult } from '../types/auth.js'
import type { AuthIntent } from '../types/auth.js'

/**
 * The passkey flow (docs/login-methods.md, "Passkeys"): initial → generating-challenge (the
 * server's options) → awaiting-passkey (the browser's WebAuthn prompt) → done, or error from either
 * step. One flow serves login (an existing passkey),
 * sign-up (a new passkey, new user) and link (a new passkey on the logged-in user).
 * A pure transition function: an event that does not apply in a status leaves the state as is.
 */
export const PASSKEY_FLOW_STATUSES = ['initial', 'generating-challenge', 'awaiting-passkey', 'done', 'error'] as const
/** Where a passkey ceremony stands (`PasskeyFlowState.status`). */
export type PasskeyFlowStatus = (typeof PASSKEY_FLOW_STATUSES)[number]

/** Which ceremony the flow runs: `login` asserts an existing passkey; `signup` and `link` register one. */
export const PASSKEY_FLOW_MODES = ['login', 'signup', 'link'] as const
/** What a passkey flow does: log in, sign up or link. */
export type PasskeyFlowMode = (typeof PASSKEY_FLOW_MODES)[number]

/** The state of a passkey login, signup or link: its status, mode and the last error. */
export type PasskeyFlowState = {
  status: PasskeyFlowStatus
  error: FoyerError | null
  /** null until a flow starts. */
  mode: PasskeyFlowMode | null
  intent: AuthIntent
  disableSignup: boolean
  /** The login/sign-up/link result once `done`. */
  result: AuthResult | null
}

export type PasskeyFlowEvent =
  | { type: 'start'; mode: PasskeyFlowMode; intent: AuthIntent; disableSignup: boolean }
  | { type: 'challenge' }
  | { type: 'succeeded'; result: AuthResult }
  | { type: 'failed'; error: FoyerError }
  | { type: 'reset' }

export const INITIAL_PASSKEY_FLOW: PasskeyFlowState = {
  status: 'initial',
  error: null,
  mode: null,
  intent: 'login',
  disableSignup: false,
  result: null,
}

const isBusy = (status: PasskeyFlowStatus) => status === 'generating-challenge' || status === 'awaiting-passkey'

export function transitionPasskeyFlow(state: PasskeyFlowState, event: PasskeyFlowEvent): PasskeyFlowState {
  switch (event.type) {
    case 'reset':
      return INITIAL_PASSKEY_FLOW
    case 'start':
      // One ceremony at a time: the browser shows one passkey prompt.
      if (isBusy(state.status)) return state
      return {
        status: 'generating-challenge',
        error: null,
        mode: event.mode,
        intent: event.intent,
        disableSignup: event.disableSignup,
        result: null,
      }
    case 'challenge':
      if (state.status !== 'generating-challenge') return state
      return { ...state, status: 'awaiting-passkey' }
    case 'succeeded':
      if (state.status !== 'awaiting-passkey') return state
      return { ...state, status: 'done', error: null, result: event.result }
    case 'failed':
      if (!isBusy(state.status)) return state
      return { ...state, status: 'error', error: event.error }
  }
}

/** True while a ceremony is under way (a second start is refused). */
export const isPasskeyFlowBusy = (state: PasskeyFlowState) => isBusy(state.status)
