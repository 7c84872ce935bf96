import type { FoyerError } from '../errors/base.js'
import type { AuthIntent, AuthResult } from '../types/auth.js'

/**
 * The Farcaster login flow (docs/login-methods.md, "Farcaster"): the relay channel is opened
 * (initializing), the user approves in Farcaster while the client polls (awaiting-approval), then
 * the signed message is submitted (submitting) → done, or error from any step.
 * A pure transition function: an event that does not apply in a status leaves the state as is.
 */
export const FARCASTER_FLOW_STATUSES = [
  'initial', 'initializing', 'awaiting-approval', 'submitting', 'done', 'error',
] as const
/** Where a Farcaster login stands (`FarcasterFlowState.status`). */
export type FarcasterFlowStatus = (typeof FARCASTER_FLOW_STATUSES)[number]

/** The state of a Farcaster login or link: its status, the relay channel (QR code URL) and the last error. */
export type FarcasterFlowState = {
  status: FarcasterFlowStatus
  error: FoyerError | null
  /** The relay channel being polled (null before init). */
  channelToken: string | null
  /** What the user opens in Farcaster: shown as a QR code and a link (desktop) or a button (mobile). */
  connectUri: string | null
  intent: AuthIntent
  disableSignup: boolean
  /** The login/link result once `done`. */
  result: AuthResult | null
}

export type FarcasterFlowEvent =
  | { type: 'init'; intent: AuthIntent; disableSignup: boolean }
  | { type: 'initialized'; channelToken: string; connectUri: string }
  | { type: 'approved' }
  | { type: 'succeeded'; result: AuthResult }
  | { type: 'failed'; error: FoyerError }
  | { type: 'reset' }

export const INITIAL_FARCASTER_FLOW: FarcasterFlowState = {
  status: 'initial',
  error: null,
  channelToken: null,
  connectUri: null,
  intent: 'login',
  disableSignup: false,
  result: null,
}

export function transitionFarcasterFlow(state: FarcasterFlowState, event: FarcasterFlowEvent): FarcasterFlowState {
  switch (event.type) {
    case 'reset':
      return INITIAL_FARCASTER_FLOW
    case 'init':
      // A new channel may replace one still waiting (retry); never one being opened or submitted.
      if (state.status === 'initializing' || state.status === 'submitting') return state
      return { ...INITIAL_FARCASTER_FLOW, status: 'initializing', intent: event.intent, disableSignup: event.disableSignup }
    case 'initialized':
      if (state.status !== 'initializing') return state
      return { ...state, status: 'awaiting-approval', channelToken: event.channelToken, connectUri: event.connectUri }
    case 'approved':
      if (state.status !== 'awaiting-approval') return state
      return { ...state, status: 'submitting' }
    case 'succeeded':
      if (state.status !== 'submitting') return state
      return { ...state, status: 'done', error: null, result: event.result }
    case 'failed':
      if (state.status !== 'initializing' && state.status !== 'awaiting-approval' && state.status !== 'submitting') return state
      return { ...state, status: 'error', error: event.error }
  }
}
