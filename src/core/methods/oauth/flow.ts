import { defineFlow } from '../../client/flow.js'
import { INITIAL_LOADING_FLOW, transitionLoadingFlow, type LoadingFlowState, type LoadingFlowEvent } from '../../machines/loadingFlow.js'

/** The social login (loading → done | error; resumed after the provider's redirect). */
export const oauthFlow = defineFlow<LoadingFlowState, LoadingFlowEvent>({ id: 'oauthFlow', initial: INITIAL_LOADING_FLOW, transition: transitionLoadingFlow, scope: 'auth' })
