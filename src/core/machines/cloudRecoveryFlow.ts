import type { CloudRecoveryMethod } from '../types/recovery.js'

/**
 * The cloud backup screen's flow (Google Drive, iCloud) as a pure transition function: not
 * confirmed (the screen waits for the user), executing (the provider's consent and the wallet
 * service's work), then success or error — an error can be retried. Backing up (at wallet creation
 * or when setting recovery) starts at once; recovering waits for the user to confirm.
 */

/** Where a cloud backup or recovery stands. */
export const CLOUD_RECOVERY_STATUSES = ['not-confirmed', 'executing', 'success', 'error'] as const
/** Where a cloud backup or recovery stands (`CloudRecoveryFlowState.status`). */
export type CloudRecoveryStatus = (typeof CLOUD_RECOVERY_STATUSES)[number]

/** What the flow does: back up (creating a wallet, setting recovery) or recover onto this device. */
export type CloudRecoveryAction = 'create' | 'setRecovery' | 'recover'

/** The state of a cloud backup or recovery. */
export type CloudRecoveryFlowState = {
  status: CloudRecoveryStatus
  /** The last failure (in `error`). */
  error: Error | null
  /** How many times it was started (1 on the first run): a new attempt runs the work once. */
  attempt: number
  /** The provider and what is done with it (null before `start`). */
  provider: CloudRecoveryMethod | null
  action: CloudRecoveryAction | null
  /** The wallet a recovery is for (null: the user's own). */
  entropyId: string | null
}

/** What happens to a cloud backup or recovery: start, confirm, succeeded, failed, retry, reset. */
export type CloudRecoveryFlowEvent =
  /** A backup or recovery with `provider` begins (from any state). */
  | { type: 'start'; provider: CloudRecoveryMethod; action: CloudRecoveryAction; entropyId?: string | null | undefined }
  /** The user confirmed ('Confirm with {provider}'). */
  | { type: 'confirm' }
  | { type: 'succeeded' }
  | { type: 'failed'; error: Error }
  /** 'Try again' after an error. */
  | { type: 'retry' }
  | { type: 'reset' }

/** Nothing under way. */
export const INITIAL_CLOUD_RECOVERY_FLOW: CloudRecoveryFlowState = { status: 'not-confirmed', error: null, attempt: 0, provider: null, action: null, entropyId: null }

/** Where a backup or recovery starts: recovering waits for the user; backing up starts at once. */
export function initialCloudRecoveryFlow(provider: CloudRecoveryMethod, action: CloudRecoveryAction, entropyId: string | null = null): CloudRecoveryFlowState {
  return action === 'recover'
    ? { status: 'not-confirmed', error: null, attempt: 0, provider, action, entropyId }
    : { status: 'executing', error: null, attempt: 1, provider, action, entropyId }
}

/** The next state; an event that does not apply leaves the state as it is. */
export function transitionCloudRecoveryFlow(state: CloudRecoveryFlowState, event: CloudRecoveryFlowEvent): CloudRecoveryFlowState {
  switch (event.type) {
    case 'start':
      return initialCloudRecoveryFlow(event.provider, event.action, event.entropyId ?? null)
    case 'reset':
      return INITIAL_CLOUD_RECOVERY_FLOW
    case 'confirm':
      return state.status === 'not-confirmed' && state.provider ? { ...state, status: 'executing', error: null, attempt: state.attempt + 1 } : state
    case 'retry':
      return state.status === 'error' ? { ...state, status: 'executing', error: null, attempt: state.attempt + 1 } : state
    case 'succeeded':
      return state.status === 'executing' ? { ...state, status: 'success', error: null } : state
    case 'failed':
      return state.status === 'executing' ? { ...state, status: 'error', error: event.error } : state
  }
}
