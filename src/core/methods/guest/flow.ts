import { defineFlow } from '../../client/flow.js'
import { INITIAL_LOADING_FLOW, transitionLoadingFlow, type LoadingFlowState, type LoadingFlowEvent } from '../../machines/loadingFlow.js'

/** The guest login (loading → done | error). */
export const guestFlow = defineFlow<LoadingFlowState, LoadingFlowEvent>({ id: 'guestFlow', initial: INITIAL_LOADING_FLOW, transition: transitionLoadingFlow, scope: 'auth' })
