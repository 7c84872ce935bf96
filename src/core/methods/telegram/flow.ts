import { defineFlow } from '../../client/flow.js'
import { INITIAL_LOADING_FLOW, transitionLoadingFlow, type LoadingFlowState, type LoadingFlowEvent } from '../../machines/loadingFlow.js'

/** The Telegram login (loading → done | error; resumed for login data in the URL). */
export const telegramFlow = defineFlow<LoadingFlowState, LoadingFlowEvent>({ id: 'telegramFlow', initial: INITIAL_LOADING_FLOW, transition: transitionLoadingFlow, scope: 'auth' })
