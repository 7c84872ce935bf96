import { RECOVERY_DONE_CLOSE_MS } from '../constants.js'
import { validatePassword } from '../utils/recoveryPassword.js'

/**
 * Setting a recovery password, step by step (the password screens):
 *
 *   creating → saving → confirming → finalizing → submitting → done
 *                                                            ↘ error
 *
 * creating: the user types or generates a password (a valid one moves on); saving: copy or
 * download it; confirming: type it again (only the same password moves on); finalizing: tick 'I
 * understand …' and 'Set Password', which performs the save (submitting); done or error: the
 * result. Back moves one step (finalizing → confirming → saving → creating); back from creating
 * leaves the flow, to the recovery selection only if that was the screen before
 * (`passwordFlowBackTarget`). Done and error are final: the screens show the result and Close.
 * A pure transition function: an event that does not apply in a status leaves the state as is.
 */
export const PASSWORD_FLOW_STATUSES = ['creating', 'saving', 'confirming', 'finalizing', 'submitting', 'done', 'error'] as const
/** Where setting a recovery password stands (`PasswordFlowState.status`). */
export type PasswordFlowStatus = (typeof PASSWORD_FLOW_STATUSES)[number]

/** Who started the password flow: the user (cancel allowed, closeable), or the kit itself (neither; auto-closes when done). */
export type PasswordFlowInitiator = 'user' | 'automatic'

/** The state of the password flow. */
export type PasswordFlowState = {
  status: PasswordFlowStatus
  /** The password chosen at creating ('' before). */
  password: string
  /** The finalize checkbox: 'I understand that if I lose my password and device, …'. */
  acknowledged: boolean
  initiatedBy: PasswordFlowInitiator
  /** The screen before creating was the recovery method selection. */
  fromSelection: boolean
  /** Why the save failed (in `error`). */
  error: Error | null
}

/** What happens in the password flow. */
export type PasswordFlowEvent =
  /** Continue at creating with this password: it moves on only when valid. */
  | { type: 'create'; password: string }
  /** Continue at saving (copied, downloaded, or not). */
  | { type: 'saved' }
  /** Continue at confirming with the password typed again: it moves on only when it matches. */
  | { type: 'confirm'; password: string }
  /** The finalize checkbox ticked or unticked. */
  | { type: 'acknowledge'; acknowledged: boolean }
  /** 'Set Password' at finalizing (with the checkbox ticked): the save starts. */
  | { type: 'submit' }
  | { type: 'succeeded' }
  | { type: 'failed'; error: Error }
  /** Back one step (finalizing → confirming → saving → creating). */
  | { type: 'back' }

/** The first state of a password flow. */
export function initialPasswordFlow(
  { initiatedBy = 'user', fromSelection = false }: { initiatedBy?: PasswordFlowInitiator | undefined; fromSelection?: boolean | undefined } = {},
): PasswordFlowState {
  return { status: 'creating', password: '', acknowledged: false, initiatedBy, fromSelection, error: null }
}

const PREVIOUS: Partial<Record<PasswordFlowStatus, PasswordFlowStatus>> = { saving: 'creating', confirming: 'saving', finalizing: 'confirming' }

/** The password flow's next state after `event` (pure; the same state when the event does not apply). */
export function transitionPasswordFlow(state: PasswordFlowState, event: PasswordFlowEvent): PasswordFlowState {
  switch (event.type) {
    case 'create':
      if (state.status !== 'creating' || !validatePassword(event.password).valid) return state
      return { ...state, status: 'saving', password: event.password, acknowledged: false }
    case 'saved':
      return state.status === 'saving' ? { ...state, status: 'confirming' } : state
    case 'confirm':
      if (state.status !== 'confirming' || event.password !== state.password) return state
      return { ...state, status: 'finalizing', acknowledged: false }
    case 'acknowledge':
      if (state.status !== 'finalizing' || state.acknowledged === event.acknowledged) return state
      return { ...state, acknowledged: event.acknowledged }
    case 'submit':
      if (state.status !== 'finalizing' || !state.acknowledged) return state
      return { ...state, status: 'submitting', error: null }
    case 'succeeded':
      return state.status === 'submitting' ? { ...state, status: 'done', error: null } : state
    case 'failed':
      return state.status === 'submitting' ? { ...state, status: 'error', error: event.error } : state
    case 'back': {
      const previous = PREVIOUS[state.status]
      return previous ? { ...state, status: previous, acknowledged: false } : state
    }
  }
}

/**
 * Where back leads from a state: the previous step (saving, confirming, finalizing), the recovery
 * method selection (from creating, only when it was the screen before), or nowhere (null: no back
 * button — creating opened directly, submitting, done, error).
 */
export function passwordFlowBackTarget(state: PasswordFlowState): PasswordFlowStatus | 'selection' | null {
  if (state.status === 'creating') return state.fromSelection ? 'selection' : null
  return PREVIOUS[state.status] ?? null
}

/** Whether the finalize step offers Cancel: only when the user started the flow. */
export function passwordFlowCancellable(state: PasswordFlowState): boolean {
  return state.status === 'finalizing' && state.initiatedBy === 'user'
}

/** Whether the user may close the screens: a flow the user started, except while the save runs. */
export function passwordFlowCloseable(state: PasswordFlowState): boolean {
  return state.initiatedBy === 'user' && state.status !== 'submitting'
}

/**
 * When the screens close themselves: 1400 ms after success of a flow the kit started
 * (automatic); never otherwise (null) — a user-started flow, and an error, wait for Close.
 */
export function passwordFlowAutoCloseMs(state: PasswordFlowState): number | null {
  return state.status === 'done' && state.initiatedBy === 'automatic' ? RECOVERY_DONE_CLOSE_MS : null
}
