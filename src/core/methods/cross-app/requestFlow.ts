import { defineFlow } from '../../client/flow.js'
import {
  INITIAL_CROSS_APP_REQUEST, transitionCrossAppRequest, type CrossAppRequestEvent, type CrossAppRequestState,
} from './requestMachine.js'

/** The cross-app signature request under way (initial → awaiting → done | error); the default UI's status screen reads it. */
export const crossAppRequestFlow = defineFlow<CrossAppRequestState, CrossAppRequestEvent>({
  id: 'crossAppRequest', initial: INITIAL_CROSS_APP_REQUEST, transition: transitionCrossAppRequest, scope: 'client',
})
