import { defineFlow } from '../../../client/flow.js'
import {
  INITIAL_CLOUD_RECOVERY_FLOW, transitionCloudRecoveryFlow, type CloudRecoveryFlowEvent, type CloudRecoveryFlowState,
} from '../../../machines/cloudRecoveryFlow.js'

/**
 * The cloud backup (or recovery) the default UI shows: its provider, what it does, and where it
 * stands (not confirmed → executing → success | error). Reset when the UI closes and at logout.
 */
export const cloudRecoveryFlow = defineFlow<CloudRecoveryFlowState, CloudRecoveryFlowEvent>({
  id: 'cloudRecoveryFlow',
  initial: INITIAL_CLOUD_RECOVERY_FLOW,
  transition: transitionCloudRecoveryFlow,
  scope: 'auth',
})
