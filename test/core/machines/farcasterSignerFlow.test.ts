import { describe, expect, it } from 'vitest'
import { testTransitionTable, type Expected } from './table.js'
import {
  FARCASTER_SIGNER_STATUSES, INITIAL_FARCASTER_SIGNER, farcasterSignerOutcome, transitionFarcasterSigner,
  type FarcasterSignerEvent, type FarcasterSignerState, type FarcasterSignerStatus,
} from '../../../src/core/machines/farcasterSignerFlow.js'

const KEY = `0x${'ab'.repeat(32)}` as const
const URL_ = 'http://127.0.0.1:4321/__dev/farcaster/signer?token=t'
const failure = new Error('Unable to connect to wallet')
const previous = new Error('earlier')

type EventName = FarcasterSignerEvent['type'] | 'initializedPending' | 'initializedApproved' | 'initializedRevoked' | 'polledPending' | 'polledApproved' | 'polledRevoked'
const EVENTS: Record<Exclude<EventName, 'initialized' | 'polled'>, FarcasterSignerEvent> = {
  start: { type: 'start' },
  initializedPending: { type: 'initialized', publicKey: KEY, approvalUrl: URL_, status: 'pending_approval' },
  initializedApproved: { type: 'initialized', publicKey: KEY, approvalUrl: URL_, status: 'approved' },
  initializedRevoked: { type: 'initialized', publicKey: KEY, approvalUrl: URL_, status: 'revoked' },
  polledPending: { type: 'polled', status: 'pending_approval' },
  polledApproved: { type: 'polled', status: 'approved' },
  polledRevoked: { type: 'polled', status: 'revoked' },
  timedOut: { type: 'timedOut' },
  failed: { type: 'failed', error: failure },
  reset: { type: 'reset' },
}
type Name = keyof typeof EVENTS

const stateIn = (status: FarcasterSignerStatus): FarcasterSignerState => ({
  status,
  publicKey: status === 'idle' || status === 'initializing' ? null : KEY,
  approvalUrl: status === 'idle' || status === 'initializing' ? null : URL_,
  error: status === 'error' ? previous : null,
})
const fresh = () => ({ ...INITIAL_FARCASTER_SIGNER, status: 'initializing' as const })
const reset = () => INITIAL_FARCASTER_SIGNER
const withLink = (status: FarcasterSignerStatus) => (before: FarcasterSignerState): FarcasterSignerState => ({ ...before, status, publicKey: KEY, approvalUrl: URL_ })
const to = (status: FarcasterSignerStatus, error: Error | null = null) => (before: FarcasterSignerState): FarcasterSignerState => ({ ...before, status, error: error ?? before.error })
const U = 'unchanged' as const
const done: Record<Name, Expected<FarcasterSignerState>> = {
  start: fresh, initializedPending: U, initializedApproved: U, initializedRevoked: U, polledPending: U, polledApproved: U, polledRevoked: U,
  timedOut: U, failed: U, reset,
}

const TABLE: Record<FarcasterSignerStatus, Record<Name, Expected<FarcasterSignerState>>> = {
  idle: { ...done },
  initializing: {
    start: U, initializedPending: withLink('awaiting-approval'), initializedApproved: withLink('approved'), initializedRevoked: withLink('rejected'),
    polledPending: U, polledApproved: U, polledRevoked: U, timedOut: to('timed-out'), failed: to('error', failure), reset,
  },
  'awaiting-approval': {
    start: U, initializedPending: U, initializedApproved: U, initializedRevoked: U,
    polledPending: to('awaiting-approval'), polledApproved: to('approved'), polledRevoked: to('rejected'), timedOut: to('timed-out'), failed: to('error', failure), reset,
  },
  approved: { ...done },
  rejected: { ...done },
  'timed-out': { ...done },
  error: { ...done },
}

describe('transitionFarcasterSigner', () => {
  it('the table covers every status', () => {
    expect(Object.keys(TABLE).sort()).toEqual([...FARCASTER_SIGNER_STATUSES].sort())
    expect(INITIAL_FARCASTER_SIGNER).toEqual({ status: 'idle', publicKey: null, approvalUrl: null, error: null })
  })
  testTransitionTable<FarcasterSignerStatus, FarcasterSignerEvent & { type: string }, FarcasterSignerState>({
    statuses: FARCASTER_SIGNER_STATUSES,
    events: EVENTS as unknown as Record<string, FarcasterSignerEvent>,
    table: TABLE as unknown as Record<FarcasterSignerStatus, Record<string, Expected<FarcasterSignerState>>>,
    stateIn,
    transition: transitionFarcasterSigner,
  })
})

describe('farcasterSignerOutcome (closing the signer screen)', () => {
  const rejected = new Error('Request rejected')
  const timedOut = new Error('Connect failed')
  const declined = new Error('The user rejected the request')
  const errors = { rejected: () => rejected, timedOut: () => timedOut, declined: () => declined }
  it.each([
    ['approved', { type: 'resolve', value: 'signer' }],
    ['rejected', { type: 'reject', error: rejected }],
    ['timed-out', { type: 'reject', error: timedOut }],
    ['error', { type: 'reject', error: previous }],
    ['awaiting-approval', { type: 'reject', error: declined }],
    ['initializing', { type: 'reject', error: declined }],
    ['idle', { type: 'reject', error: declined }],
  ] as const)('%s → %o', (status, outcome) => {
    expect(farcasterSignerOutcome(stateIn(status), () => 'signer', errors)).toEqual(outcome)
  })
})
