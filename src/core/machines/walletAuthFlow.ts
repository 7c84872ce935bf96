import type { FoyerError } from '../errors/base.js'
import type { AuthResult } from '../types/auth.js'
import type { WalletChainFamily } from '../types/wallets.js'
import type { AuthIntent } from '../types/auth.js'

/**
 * Sign-in with a wallet's signature of a sign-in message (one flow per chain family; statuses
 * generating-message, awaiting-signature, submitting-signature, done, error):
 * initial → generating-message (the server's nonce, then the message) → awaiting-signature (the
 * wallet's prompt) → submitting-signature (authenticate / link) → done, or error from any step.
 * A message the host had signed itself goes straight to submitting-signature (`submit`).
 * An event that does not apply leaves the state as is.
 */
export const WALLET_AUTH_FLOW_STATUSES = [
  'initial', 'generating-message', 'awaiting-signature', 'submitting-signature', 'done', 'error',
] as const
/** Where a wallet sign-in stands (`WalletAuthFlowState.status`). */
export type WalletAuthFlowStatus = (typeof WALLET_AUTH_FLOW_STATUSES)[number]

/** The state of a wallet sign-in (SIWE or SIWS): its status, the chain and the last error. */
export type WalletAuthFlowState = {
  status: WalletAuthFlowStatus
  error: FoyerError | null
  /** null until a flow starts. */
  chainType: WalletChainFamily | null
  /** The signing address, once a flow starts. */
  address: string | null
  /** The message to sign, from awaiting-signature on. */
  message: string | null
  intent: AuthIntent
  /** The login/link result once `done`. */
  result: AuthResult | null
}

export type WalletAuthFlowEvent =
  | { type: 'start'; chainType: WalletChainFamily; address: string; intent: AuthIntent }
  | { type: 'message'; message: string }
  | { type: 'signed' }
  /** A message and signature the host obtained itself: straight to submitting-signature. */
  | { type: 'submit'; chainType: WalletChainFamily; address: string; message: string; intent: AuthIntent }
  | { type: 'succeeded'; result: AuthResult }
  | { type: 'failed'; error: FoyerError }
  | { type: 'reset' }

export const INITIAL_WALLET_AUTH_FLOW: WalletAuthFlowState = {
  status: 'initial',
  error: null,
  chainType: null,
  address: null,
  message: null,
  intent: 'login',
  result: null,
}

const BUSY: readonly WalletAuthFlowStatus[] = ['generating-message', 'awaiting-signature', 'submitting-signature']

export function transitionWalletAuthFlow(state: WalletAuthFlowState, event: WalletAuthFlowEvent): WalletAuthFlowState {
  switch (event.type) {
    case 'reset':
      return INITIAL_WALLET_AUTH_FLOW
    case 'start':
      // A new attempt's first event: it replaces whatever came before (a second sign-in while a
      // message is generated or a signature submitted joins the one under way instead, see
      // `joinsWalletSignIn`, so it never gets here).
      return {
        status: 'generating-message',
        error: null,
        chainType: event.chainType,
        address: event.address,
        message: null,
        intent: event.intent,
        result: null,
      }
    case 'message':
      if (state.status !== 'generating-message') return state
      return { ...state, status: 'awaiting-signature', message: event.message }
    case 'signed':
      if (state.status !== 'awaiting-signature') return state
      return { ...state, status: 'submitting-signature' }
    case 'submit':
      // A new attempt of its own (its run replaces any run under way).
      return {
        status: 'submitting-signature',
        error: null,
        chainType: event.chainType,
        address: event.address,
        message: event.message,
        intent: event.intent,
        result: null,
      }
    case 'succeeded':
      if (state.status !== 'submitting-signature') return state
      return { ...state, status: 'done', error: null, result: event.result }
    case 'failed':
      if (!BUSY.includes(state.status)) return state
      return { ...state, status: 'error', error: event.error }
  }
}

/** True while a step is under way. */
export const isWalletAuthFlowBusy = (state: WalletAuthFlowState) => BUSY.includes(state.status)

/**
 * Whether a second sign-in joins the one under way (a double click, a remounted screen): while the
 * message is generated or the signature submitted. A new sign-in may replace one still awaiting
 * its signature (the user may never sign it).
 */
export const joinsWalletSignIn = (state: WalletAuthFlowState) =>
  state.status === 'generating-message' || state.status === 'submitting-signature'
