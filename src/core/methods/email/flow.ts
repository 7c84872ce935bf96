import { defineFlow } from '../../client/flow.js'
import { INITIAL_CODE_FLOW, transitionCodeFlow, type CodeFlowState, type CodeFlowEvent } from '../../machines/codeFlow.js'

/** The e-mail code flow (statuses of machines/codeFlow.ts). */
export const emailFlow = defineFlow<CodeFlowState, CodeFlowEvent>({ id: 'emailFlow', initial: INITIAL_CODE_FLOW, transition: transitionCodeFlow, scope: 'auth' })
