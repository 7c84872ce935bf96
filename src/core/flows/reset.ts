import type { FoyerClient } from '../client.js'
import { emailFlowAtom } from '../state.js'
import { INITIAL_CODE_FLOW } from './codeFlow.js'

/** Clears every auth flow's state (after the modal closes, and at logout). */
export function resetFlows(client: FoyerClient): void {
  client.store.set(emailFlowAtom, INITIAL_CODE_FLOW)
}
