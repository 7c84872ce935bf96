import { defineFlow, defineValue } from '../client/flow.js'
import { INITIAL_MFA_ENROLLMENT, transitionMfaEnrollment, type MfaEnrollmentEvent, type MfaEnrollmentState } from '../machines/mfaEnrollmentFlow.js'
import { INITIAL_MFA_FLOW, transitionMfaFlow, type MfaFlowEvent, type MfaFlowState } from '../machines/mfaFlow.js'
import type { MfaToken } from '../types/mfa.js'

/** The verification an operation waits for (the prompt, the chosen factor's step). */
export const mfaFlow = defineFlow<MfaFlowState, MfaFlowEvent>({ id: 'mfa', initial: INITIAL_MFA_FLOW, transition: transitionMfaFlow, scope: 'client' })
/** Enrolling (or removing) an MFA method. */
export const mfaEnrollmentFlow = defineFlow<MfaEnrollmentState, MfaEnrollmentEvent>({
  id: 'mfaEnrollment',
  initial: INITIAL_MFA_ENROLLMENT,
  transition: transitionMfaEnrollment,
  scope: 'client',
})
/** The MFA token a verification earned, bound to the session that earned it. */
export const mfaTokenValue = defineValue<MfaToken | null>({ id: 'mfaToken', initial: null })
/** Bumped each time a host asks the default UI to show the MFA enrolment manager. */
export const mfaEnrollmentUiValue = defineValue({ id: 'mfaEnrollmentUi', initial: 0 })
