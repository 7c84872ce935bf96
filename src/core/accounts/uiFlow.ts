import type { FoyerClient } from '../client/types.js'
import { transitionUiFlow, type UiFlowEvent, type UiFlowKind, type UiFlowState } from '../machines/uiFlow.js'
import { declineTerms } from './declineTerms.js'
import { postLoginFlow, uiFlow } from './state.js'

export const dispatchUiFlow = (client: FoyerClient, event: UiFlowEvent) =>
  uiFlow.set(client, transitionUiFlow(uiFlow.get(client), event))

export type BeginUiFlowParameters = { kind: UiFlowKind }
export type BeginUiFlowReturnType = UiFlowState

/** Opens a flow of the default UI (called by the openers: login, link, update …). */
export function beginUiFlow(client: FoyerClient, { kind }: BeginUiFlowParameters): BeginUiFlowReturnType {
  dispatchUiFlow(client, { type: 'begin', kind })
  return uiFlow.get(client)
}

export type EndUiFlowReturnType = UiFlowState
/** Never throws: the terms it declines are declined in the background. */
export type EndUiFlowErrorType = never

/**
 * The UI closed. A flow that did not succeed fails with the last error seen, else its exit code
 * (USER_EXITED_AUTH_FLOW / _LINK_FLOW / _UPDATE_FLOW). Leaving the terms screen without accepting
 * declines the terms (the user is logged out). Idempotent.
 */
export function endUiFlow(client: FoyerClient): EndUiFlowReturnType {
  if (postLoginFlow.get(client).status === 'awaiting-terms') {
    // Declined in the background: a storage that throws while the session is cleared is reported,
    // never left as an unhandled rejection.
    declineTerms(client).catch((error: unknown) => console.warn('[foyer] could not clear the session after the terms were declined', error))
  }
  dispatchUiFlow(client, { type: 'exit' })
  return uiFlow.get(client)
}
