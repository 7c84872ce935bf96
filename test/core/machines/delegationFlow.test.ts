import { describe, expect, it } from 'vitest'
import { testTransitionTable, type Expected } from './table.js'
import {
  DELEGATION_STATUSES, INITIAL_DELEGATION, delegationOutcome, transitionDelegation,
  type DelegationEvent, type DelegationState, type DelegationStatus,
} from '../../../src/core/machines/delegationFlow.js'

const failure = new Error('Unable to delegate wallet')
const previous = new Error('earlier')
const declined = new Error('The user rejected the request')

const EVENTS: Record<DelegationEvent['type'], DelegationEvent> = {
  accept: { type: 'accept' },
  succeeded: { type: 'succeeded' },
  failed: { type: 'failed', error: failure },
  reset: { type: 'reset' },
}
const stateIn = (status: DelegationStatus): DelegationState => ({ status, error: status === 'error' ? previous : null })
const to = (status: DelegationStatus, error: Error | null = null) => (): DelegationState => ({ status, error })
const TABLE: Record<DelegationStatus, Record<DelegationEvent['type'], Expected<DelegationState>>> = {
  asking: { accept: to('submitting'), succeeded: 'unchanged', failed: 'unchanged', reset: () => INITIAL_DELEGATION },
  submitting: { accept: 'unchanged', succeeded: to('success'), failed: to('error', failure), reset: () => INITIAL_DELEGATION },
  success: { accept: 'unchanged', succeeded: 'unchanged', failed: 'unchanged', reset: () => INITIAL_DELEGATION },
  error: { accept: 'unchanged', succeeded: 'unchanged', failed: 'unchanged', reset: () => INITIAL_DELEGATION },
}

describe('transitionDelegation', () => {
  it('the table covers every status: asking, submitting, success, error', () => {
    expect(Object.keys(TABLE).sort()).toEqual([...DELEGATION_STATUSES].sort())
    expect(INITIAL_DELEGATION).toEqual({ status: 'asking', error: null })
  })
  testTransitionTable({ statuses: DELEGATION_STATUSES, events: EVENTS, table: TABLE, stateIn, transition: transitionDelegation })
})

describe('delegationOutcome (closing the screen)', () => {
  it.each([
    ['success', { type: 'resolve', value: 'done' }],
    ['error', { type: 'reject', error: previous }],
    ['asking', { type: 'reject', error: declined }],
    ['submitting', { type: 'reject', error: declined }],
  ] as const)('%s → %o', (status, outcome) => {
    expect(delegationOutcome(stateIn(status), () => 'done', () => declined)).toEqual(outcome)
  })
})
