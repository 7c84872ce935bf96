import { describe, expect, it } from 'vitest'
import { testTransitionTable, type Expected as TableExpected } from './table.js'
import { FoyerError } from '../../../src/core/errors/base.js'
import type { AuthResult } from '../../../src/core/types/auth.js'
import {
  FARCASTER_FLOW_STATUSES, INITIAL_FARCASTER_FLOW, transitionFarcasterFlow,
  type FarcasterFlowEvent, type FarcasterFlowState, type FarcasterFlowStatus,
} from '../../../src/core/machines/farcasterFlow.js'

const failure = new FoyerError('The request timed out. Try again.', 'farcaster_timeout')
const previousError = new FoyerError('earlier', 'UNKNOWN_AUTH_ERROR')
const result = { isNewUser: true } as AuthResult

/** One example of every event kind; the Record type makes TypeScript insist on all of them. */
const EVENTS: Record<FarcasterFlowEvent['type'], FarcasterFlowEvent> = {
  init: { type: 'init', intent: 'link', disableSignup: true },
  initialized: { type: 'initialized', channelToken: 'new-channel', connectUri: 'https://relay.example/new' },
  approved: { type: 'approved' },
  succeeded: { type: 'succeeded', result },
  failed: { type: 'failed', error: failure },
  reset: { type: 'reset' },
}

const stateIn = (status: FarcasterFlowStatus): FarcasterFlowState => {
  const hasChannel = status !== 'initial' && status !== 'initializing'
  return {
    status,
    error: status === 'error' ? previousError : null,
    channelToken: hasChannel ? 'old-channel' : null,
    connectUri: hasChannel ? 'https://relay.example/old' : null,
    intent: 'login',
    disableSignup: false,
    result: status === 'done' ? ({ isNewUser: false } as AuthResult) : null,
  }
}

type Expected = TableExpected<FarcasterFlowState>

const toInitializing = (): FarcasterFlowState => ({ ...INITIAL_FARCASTER_FLOW, status: 'initializing', intent: 'link', disableSignup: true })
const toAwaiting = (s: FarcasterFlowState): FarcasterFlowState => ({
  ...s, status: 'awaiting-approval', channelToken: 'new-channel', connectUri: 'https://relay.example/new',
})
const toSubmitting = (s: FarcasterFlowState): FarcasterFlowState => ({ ...s, status: 'submitting' })
const toDone = (s: FarcasterFlowState): FarcasterFlowState => ({ ...s, status: 'done', error: null, result })
const toError = (s: FarcasterFlowState): FarcasterFlowState => ({ ...s, status: 'error', error: failure })
const toInitial = (): FarcasterFlowState => INITIAL_FARCASTER_FLOW
const U = 'unchanged' as const

/** The documented transitions: every status × every event. */
const TABLE: Record<FarcasterFlowStatus, Record<FarcasterFlowEvent['type'], Expected>> = {
  initial: { init: toInitializing, initialized: U, approved: U, succeeded: U, failed: U, reset: toInitial },
  initializing: { init: U, initialized: toAwaiting, approved: U, succeeded: U, failed: toError, reset: toInitial },
  'awaiting-approval': { init: toInitializing, initialized: U, approved: toSubmitting, succeeded: U, failed: toError, reset: toInitial },
  submitting: { init: U, initialized: U, approved: U, succeeded: toDone, failed: toError, reset: toInitial },
  done: { init: toInitializing, initialized: U, approved: U, succeeded: U, failed: U, reset: toInitial },
  error: { init: toInitializing, initialized: U, approved: U, succeeded: U, failed: U, reset: toInitial },
}

describe('transitionFarcasterFlow', () => {
  it('the table covers every status of FARCASTER_FLOW_STATUSES', () => {
    expect(Object.keys(TABLE).sort()).toEqual([...FARCASTER_FLOW_STATUSES].sort())
    expect(FARCASTER_FLOW_STATUSES).toEqual(['initial', 'initializing', 'awaiting-approval', 'submitting', 'done', 'error'])
  })

  testTransitionTable({ statuses: FARCASTER_FLOW_STATUSES, events: EVENTS, table: TABLE, stateIn, transition: transitionFarcasterFlow })

  it('a new init drops the previous channel (a retry opens a fresh one)', () => {
    const next = transitionFarcasterFlow(stateIn('awaiting-approval'), EVENTS.init)
    expect(next).toMatchObject({ channelToken: null, connectUri: null, error: null })
  })

  it('starts in initial with no channel and login intent', () => {
    expect(INITIAL_FARCASTER_FLOW).toEqual({
      status: 'initial', error: null, channelToken: null, connectUri: null, intent: 'login', disableSignup: false, result: null,
    })
  })
})
