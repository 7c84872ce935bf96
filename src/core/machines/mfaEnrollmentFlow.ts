import type { FoyerError } from '../errors/base.js'
import type { MfaMethod } from '../types/user.js'
import type { TotpEnrollment } from '../types/mfa.js'

export type { TotpEnrollment }

/**
 * MFA enrolment (docs/mfa.md): a factor with a first step (a code sent to a number, a secret to
 * scan) goes init → code → added; a factor without one is submitted at once. Removal goes through
 * `removing`.
 *
 *   initial → initializing → awaiting-code → submitting → done
 *   initial → submitting → done            (a factor enrolled without an init: `withoutInit`)
 *   initial → removing → done              (unenrol)
 *   any step → error
 *
 * A pure transition function: an event that does not apply in a status leaves the state as is.
 */
export const MFA_ENROLLMENT_STATUSES = ['initial', 'initializing', 'awaiting-code', 'submitting', 'removing', 'done', 'error'] as const
/** Where MFA enrolment stands (`MfaEnrollmentState.status`). */
export type MfaEnrollmentStatus = (typeof MFA_ENROLLMENT_STATUSES)[number]

/** The state of MFA enrolment: its status, the method being enrolled and what that method needs. */
export type MfaEnrollmentState = {
  status: MfaEnrollmentStatus
  method: MfaMethod | null
  /** The phone number (E.164) an enrolment code went to, for a factor that texts one. */
  phoneNumber: string | null
  totp: TotpEnrollment | null
  /** When the init sent a code (ms since epoch), for a factor that sends one. */
  codeSentAt: number | null
  /** 'enroll' or 'unenroll': what the last `done` finished. */
  action: 'enroll' | 'unenroll' | null
  error: FoyerError | null
}

export type MfaEnrollmentEvent =
  | { type: 'init'; method: MfaMethod; phoneNumber?: string | null }
  /** `codeSentAt`: when the init sent a code (a factor that sends one); `totp`: the secret to scan. */
  | { type: 'initialized'; codeSentAt?: number | null | undefined; totp?: TotpEnrollment | null | undefined }
  /** `withoutInit`: a factor enrolled without an init step (submitted at once). */
  | { type: 'submit'; method: MfaMethod; withoutInit?: boolean | undefined }
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
      return { ...state, status: 'awaiting-code', codeSentAt: event.codeSentAt ?? null, totp: event.totp ?? state.totp }
    case 'submit':
      if (busy(state)) return state
      // A code answers the pending init of the same factor; a factor without an init needs none.
      if (!event.withoutInit && (state.method !== event.method || (state.status !== 'awaiting-code' && state.status !== 'error'))) return state
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
