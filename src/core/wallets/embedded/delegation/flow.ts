import { defineFlow } from '../../../client/flow.js'
import { INITIAL_DELEGATION, transitionDelegation, type DelegationEvent, type DelegationState } from '../../../machines/delegationFlow.js'

/**
 * The delegation request's flow (asking, submitting, success, error): the consent and revoke
 * screens read it. Apart from the signing flows: a page that never delegates never loads it.
 */
export const delegationFlow = defineFlow<DelegationState, DelegationEvent>({
  id: 'delegation', initial: INITIAL_DELEGATION, transition: transitionDelegation, scope: 'client',
})

/** How long the result of a delegation (consent or revoke) shows before the screen closes (ms). */
export const DELEGATION_RESULT_CLOSE_MS = 2_500
