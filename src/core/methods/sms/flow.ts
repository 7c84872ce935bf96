import { defineFlow } from '../../client/flow.js'
import { INITIAL_CODE_FLOW, transitionCodeFlow, type CodeFlowState, type CodeFlowEvent } from '../../machines/codeFlow.js'

/** The SMS code flow (statuses of machines/codeFlow.ts). */
export const smsFlow = defineFlow<CodeFlowState, CodeFlowEvent>({ id: 'smsFlow', initial: INITIAL_CODE_FLOW, transition: transitionCodeFlow, scope: 'auth' })
