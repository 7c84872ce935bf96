import { defineFlow } from '../../client/flow.js'
import { INITIAL_CUSTOM_AUTH, transitionCustomAuth, type CustomAuthState, type CustomAuthEvent } from '../../machines/customAuthFlow.js'

/** Custom-token login: follows the host's token (not a login journey: not cleared when the UI closes). */
export const customAuthFlow = defineFlow<CustomAuthState, CustomAuthEvent>({ id: 'customAuthFlow', initial: INITIAL_CUSTOM_AUTH, transition: transitionCustomAuth, scope: 'client' })
