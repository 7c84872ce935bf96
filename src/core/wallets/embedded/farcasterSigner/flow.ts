import { defineFlow } from '../../../client/flow.js'
import {
  INITIAL_FARCASTER_SIGNER, transitionFarcasterSigner, type FarcasterSignerEvent, type FarcasterSignerState,
} from '../../../machines/farcasterSignerFlow.js'

/**
 * The Farcaster signer request's flow (initializing, awaiting-approval with the approval link,
 * approved, rejected, timed-out, error): the signer screen, `useFarcasterSigner().state` and a
 * headless host read it.
 */
export const farcasterSignerFlow = defineFlow<FarcasterSignerState, FarcasterSignerEvent>({
  id: 'farcasterSigner', initial: INITIAL_FARCASTER_SIGNER, transition: transitionFarcasterSigner, scope: 'client',
})
