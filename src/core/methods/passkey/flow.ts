import { defineFlow } from '../../client/flow.js'
import { INITIAL_PASSKEY_FLOW, transitionPasskeyFlow, type PasskeyFlowState, type PasskeyFlowEvent } from '../../machines/passkeyFlow.js'

/** The passkey ceremonies (login, sign-up, link). */
export const passkeyFlow = defineFlow<PasskeyFlowState, PasskeyFlowEvent>({ id: 'passkeyFlow', initial: INITIAL_PASSKEY_FLOW, transition: transitionPasskeyFlow, scope: 'auth' })
