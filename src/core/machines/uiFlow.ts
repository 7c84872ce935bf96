import type { FoyerError } from '../errors/base.js'
import { UserExitedFlowError, type FlowExitCode } from '../errors/client.js'
import type { AuthResult } from '../types/auth.js'

/**
 * The flow the default UI was opened for (login, link, update, connect-or-create), so that its
 * callbacks fire ONCE per flow: on success, or when the user leaves — with the last
 * error seen, else the flow-exit code (USER_EXITED_AUTH_FLOW, _LINK_FLOW, _UPDATE_FLOW).
 * Errors in between (a wrong code, a failed attempt) are remembered, not reported.
 */
export const UI_FLOW_KINDS = ['login', 'link', 'update', 'connect-or-create'] as const
export type UiFlowKind = (typeof UI_FLOW_KINDS)[number]
export const UI_FLOW_STATUSES = ['idle', 'open', 'succeeded', 'failed'] as const
export type UiFlowStatus = (typeof UI_FLOW_STATUSES)[number]

export type UiFlowState = {
  /** Increases with each opened flow (callbacks fire once per id). */
  id: number
  kind: UiFlowKind | null
  status: UiFlowStatus
  result: AuthResult | null
  /** Set when `failed`: the last error seen, or the exit error. */
  error: FoyerError | null
  /** The last error seen while open. */
  lastError: FoyerError | null
}

export type UiFlowEvent =
  | { type: 'begin'; kind: UiFlowKind }
  | { type: 'error'; error: FoyerError }
  | { type: 'succeeded'; result: AuthResult }
  | { type: 'exit' }

export const INITIAL_UI_FLOW: UiFlowState = { id: 0, kind: null, status: 'idle', result: null, error: null, lastError: null }

export const FLOW_EXIT_CODES: Record<UiFlowKind, FlowExitCode> = {
  login: 'USER_EXITED_AUTH_FLOW',
  'connect-or-create': 'USER_EXITED_AUTH_FLOW',
  link: 'USER_EXITED_LINK_FLOW',
  update: 'USER_EXITED_UPDATE_FLOW',
}

export function transitionUiFlow(state: UiFlowState, event: UiFlowEvent): UiFlowState {
  switch (event.type) {
    case 'begin':
      return { id: state.id + 1, kind: event.kind, status: 'open', result: null, error: null, lastError: null }
    case 'error':
      return state.status === 'open' ? { ...state, lastError: event.error } : state
    case 'succeeded':
      return state.status === 'open' ? { ...state, status: 'succeeded', result: event.result } : state
    case 'exit':
      if (state.status !== 'open' || !state.kind) return state
      return { ...state, status: 'failed', error: state.lastError ?? new UserExitedFlowError(FLOW_EXIT_CODES[state.kind]) }
  }
}
