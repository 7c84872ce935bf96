'use client'
import { useCallback, useMemo } from 'react'
import { mfaEnrollmentFlow, userValue, initMfaEnrollment, orderMfaMethods, resetMfaEnrollment, showMfaEnrollment, submitMfaEnrollment, unenrollMfa, type InitMfaEnrollmentParameters, type InitMfaEnrollmentReturnType, type MfaEnrollmentState, type MfaMethod, type SubmitMfaEnrollmentParameters, type User } from '../core/internal.js'
import { useFoyerClient } from './context.js'
import { useRun, useWatched, type FlowCallbacks } from './internal.js'

/** The parameters of {@link useMfaEnrollment}. */
export type UseMfaEnrollmentParameters = FlowCallbacks<User>
/** What {@link useMfaEnrollment} returns. */
export type UseMfaEnrollmentReturnType = {
  /** status: initial | initializing | awaiting-code | submitting | removing | done | error (+ method and the factor's data). */
  state: MfaEnrollmentState
  /** The user's MFA methods. */
  mfaMethods: MfaMethod[]
  /** A factor's first step: a code texted to `phoneNumber`, or the authenticator-app secret (`authUrl` for the QR code, `secret` to type). */
  initEnrollment: (parameters: InitMfaEnrollmentParameters) => Promise<InitMfaEnrollmentReturnType>
  /** The factor's last step: its code, or (a factor without a first step) what it enrols (see SubmitMfaEnrollmentParameters). */
  submitEnrollment: (parameters: SubmitMfaEnrollmentParameters) => Promise<User>
  /** Removes a method (after a verification). */
  unenroll: (method: MfaMethod) => Promise<User>
  /** Opens the default UI's enrolment manager ('Transaction Protection'). */
  showMfaEnrollmentModal: () => void
  /** Back to `initial`. */
  reset: () => void
}

/**
 * MFA enrolment, headless: each factor's steps (a first step when it has one, then its code or
 * what it enrols), and unenrol. Changing factors asks for a verification first (the MFA prompt)
 * once the user has one.
 */
export function useMfaEnrollment(parameters: UseMfaEnrollmentParameters = {}): UseMfaEnrollmentReturnType {
  const client = useFoyerClient()
  const state = useWatched(client, mfaEnrollmentFlow.get, mfaEnrollmentFlow.watch)
  const user = useWatched(client, userValue.get, userValue.watch)
  const run = useRun(parameters)
  return {
    state,
    mfaMethods: useMemo(() => orderMfaMethods(user?.mfaMethods ?? []), [user]),
    initEnrollment: useCallback((p) => run(() => initMfaEnrollment(client, p)), [client, run]),
    submitEnrollment: useCallback((p) => run(() => submitMfaEnrollment(client, p), true), [client, run]),
    unenroll: useCallback((method) => run(() => unenrollMfa(client, { method }), true), [client, run]),
    showMfaEnrollmentModal: useCallback(() => showMfaEnrollment(client), [client]),
    reset: useCallback(() => resetMfaEnrollment(client), [client]),
  }
}
