import type { FoyerError } from '../errors/base.js'
import type { MfaMethod } from '../types/user.js'

/**
 * MFA enrolment (spec 01 §4): SMS is enroll (a code to the number) → verify (the code) → added;
 * TOTP is scan (the `authUrl` QR, or type the `secret`) → code → added; a passkey is registered or
 * an existing one reused, then marked `enrolledInMfa`. Removal goes through `removing`.
 *
 *   initial → initializing → awaiting-code → submitting → done
 *   initial → submitting → done            (passkey: no code)
 *   initial → removing → done              (unenrol)
 *   any step → error
 *
 * A pure transition function: an event that does not apply in a status leaves the state as is.
 */
export const MFA_ENROLLMENT_STATUSES = ['initial', 'initializing', 'awaiting-code', 'submitting', 'removing', 'done', 'error'] as const
export type MfaEnrollmentStatus = (typeof MFA_ENROLLMENT_STATUSES)[number]

/** What TOTP enrolment shows: the otpauth:// URL (as a QR code) and the setup key. */
export type TotpEnrollment = { authUrl: string; secret: string }

export type MfaEnrollmentState = {
  status: MfaEnrollmentStatus
  method: MfaMethod | null
  /** The phone number (E.164) an SMS enrolment code went to. */
  phoneNumber: string | null
  totp: TotpEnrollment | null
  /** When the SMS code was sent (ms since epoch). */
  codeSentAt: number | null
  /** 'enroll' or 'unenroll': what the last `done` finished. */
  action: 'enroll' | 'unenroll' | null
  error: FoyerError | null
}

export type MfaEnrollmentEvent =
  | { type: 'init'; method: MfaMethod; phoneNumber?: string | null }
  | { type: 'initialized'; at: number; totp?: TotpEnrollment | null }
  | { type: 'submit'; method: MfaMethod }
  | { type: 'remove'; method: MfaMethod }
  | { type: 'succeeded' }
  | { type: 'failed'; error: FoyerError }
  | { type: 'reset' }

export const INITIAL_MFA_ENROLLMENT: MfaEnrollmentState = {
  status: 'initial',
  method: null,
  phoneNumber: null,
  totp: null,
  codeSentAt: null,
  action: null,
  error: null,
}

const busy = (s: MfaEnrollmentState) => s.status === 'initializing' || s.status === 'submitting' || s.status === 'removing'

export function transitionMfaEnrollment(state: MfaEnrollmentState, event: MfaEnrollmentEvent): MfaEnrollmentState {
  switch (event.type) {
    case 'reset':
      return INITIAL_MFA_ENROLLMENT
    case 'init':
      if (busy(state)) return state
      return { ...INITIAL_MFA_ENROLLMENT, status: 'initializing', method: event.method, phoneNumber: event.phoneNumber ?? null }
    case 'initialized':
      if (state.status !== 'initializing') return state
      return { ...state, status: 'awaiting-code', codeSentAt: state.method === 'sms' ? event.at : null, totp: event.totp ?? state.totp }
    case 'submit':
      if (busy(state)) return state
      // A code answers the pending init of the same method; a passkey needs no init.
      if (event.method !== 'passkey' && (state.method !== event.method || (state.status !== 'awaiting-code' && state.status !== 'error'))) return state
      return { ...state, status: 'submitting', method: event.method, action: 'enroll', error: null }
    case 'remove':
      if (busy(state)) return state
      return { ...INITIAL_MFA_ENROLLMENT, status: 'removing', method: event.method, action: 'unenroll' }
    case 'succeeded':
      if (state.status !== 'submitting' && state.status !== 'removing') return state
      return { ...state, status: 'done', error: null }
    case 'failed':
      if (!busy(state)) return state
      return { ...state, status: 'error', error: event.error }
  }
}
