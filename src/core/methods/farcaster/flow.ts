import { defineFlow } from '../../client/flow.js'
import { INITIAL_FARCASTER_FLOW, transitionFarcasterFlow, type FarcasterFlowState, type FarcasterFlowEvent } from '../../machines/farcasterFlow.js'

/** The Farcaster login (channel, QR, wait for the approval). */
export const farcasterFlow = defineFlow<FarcasterFlowState, FarcasterFlowEvent>({ id: 'farcasterFlow', initial: INITIAL_FARCASTER_FLOW, transition: transitionFarcasterFlow, scope: 'auth' })
