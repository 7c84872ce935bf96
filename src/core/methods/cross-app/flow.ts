import { defineFlow } from '../../client/flow.js'
import { INITIAL_LOADING_FLOW, transitionLoadingFlow, type LoadingFlowState, type LoadingFlowEvent } from '../../machines/loadingFlow.js'

/** The cross-app login (loading → done | error); `provider` is the provider app id. */
export const crossAppFlow = defineFlow<LoadingFlowState, LoadingFlowEvent>({ id: 'crossAppFlow', initial: INITIAL_LOADING_FLOW, transition: transitionLoadingFlow, scope: 'auth' })
