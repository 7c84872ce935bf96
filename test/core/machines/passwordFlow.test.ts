import { describe, expect, it } from 'vitest'
import { RECOVERY_DONE_CLOSE_MS } from '../../../src/core/constants.js'
import { testTransitionTable, type Expected as TableExpected } from './table.js'
import {
  initialPasswordFlow, passwordFlowAutoCloseMs, passwordFlowBackTarget, passwordFlowCancellable, passwordFlowCloseable,
  PASSWORD_FLOW_STATUSES, transitionPasswordFlow,
  type PasswordFlowEvent, type PasswordFlowState, type PasswordFlowStatus,
} from '../../../src/core/machines/passwordFlow.js'

const CHOSEN = 'k3Rt-Bx7q-mW2z-9HyT'
const failure = new Error('Unable to set recovery on wallet')
const previousError = new Error('earlier')

/** One example of every event kind; the Record type makes TypeScript insist on all of them. */
const EVENTS: Record<PasswordFlowEvent['type'], PasswordFlowEvent> = {
  create: { type: 'create', password: 'NewPass-123' },
  saved: { type: 'saved' },
  confirm: { type: 'confirm', password: CHOSEN },
  acknowledge: { type: 'acknowledge', acknowledged: true },
  submit: { type: 'submit' },
  succeeded: { type: 'succeeded' },
  failed: { type: 'failed', error: failure },
  back: { type: 'back' },
}

/** A state in each status: past creating a password was chosen; finalizing with the box ticked. */
const stateIn = (status: PasswordFlowStatus): PasswordFlowState => ({
  status,
  password: status === 'creating' ? '' : CHOSEN,
  acknowledged: status === 'finalizing' || status === 'submitting' || status === 'done' || status === 'error',
  initiatedBy: 'user',
  fromSelection: false,
  error: status === 'error' ? previousError : null,
})

type Expected = TableExpected<PasswordFlowState>
const to = (status: PasswordFlowStatus, extra: Partial<PasswordFlowState> = {}) => (s: PasswordFlowState): PasswordFlowState => ({ ...s, status, ...extra })

/** The documented transitions: every status × every event. */
const TABLE: Record<PasswordFlowStatus, Record<PasswordFlowEvent['type'], Expected>> = {
  creating: {
    create: to('saving', { password: 'NewPass-123', acknowledged: false }),
    saved: 'unchanged', confirm: 'unchanged', acknowledge: 'unchanged', submit: 'unchanged', succeeded: 'unchanged', failed: 'unchanged',
    back: 'unchanged', // leaving the flow: passwordFlowBackTarget
  },
  saving: {
    create: 'unchanged', saved: to('confirming'), confirm: 'unchanged', acknowledge: 'unchanged', submit: 'unchanged', succeeded: 'unchanged', failed: 'unchanged',
    back: to('creating', { acknowledged: false }),
  },
  confirming: {
    create: 'unchanged', saved: 'unchanged', confirm: to('finalizing', { acknowledged: false }), acknowledge: 'unchanged', submit: 'unchanged', succeeded: 'unchanged', failed: 'unchanged',
    back: to('saving', { acknowledged: false }),
  },
  finalizing: {
    create: 'unchanged', saved: 'unchanged', confirm: 'unchanged',
    acknowledge: 'unchanged', // already ticked
    submit: to('submitting', { error: null }), succeeded: 'unchanged', failed: 'unchanged',
    back: to('confirming', { acknowledged: false }),
  },
  submitting: {
    create: 'unchanged', saved: 'unchanged', confirm: 'unchanged', acknowledge: 'unchanged', submit: 'unchanged',
    succeeded: to('done', { error: null }), failed: to('error', { error: failure }),
    back: 'unchanged',
  },
  done: {
    create: 'unchanged', saved: 'unchanged', confirm: 'unchanged', acknowledge: 'unchanged', submit: 'unchanged', succeeded: 'unchanged', failed: 'unchanged', back: 'unchanged',
  },
  error: {
    create: 'unchanged', saved: 'unchanged', confirm: 'unchanged', acknowledge: 'unchanged', submit: 'unchanged', succeeded: 'unchanged', failed: 'unchanged', back: 'unchanged',
  },
}

describe('transitionPasswordFlow', () => {
  it('the table covers every status of PASSWORD_FLOW_STATUSES', () => {
    expect(Object.keys(TABLE).sort()).toEqual([...PASSWORD_FLOW_STATUSES].sort())
    expect(PASSWORD_FLOW_STATUSES).toEqual(['creating', 'saving', 'confirming', 'finalizing', 'submitting', 'done', 'error'])
  })

  testTransitionTable({ statuses: PASSWORD_FLOW_STATUSES, events: EVENTS, table: TABLE, stateIn, transition: transitionPasswordFlow })

  it('an invalid password does not leave creating', () => {
    const creating = stateIn('creating')
    expect(transitionPasswordFlow(creating, { type: 'create', password: 'abc' })).toBe(creating)
    expect(transitionPasswordFlow(creating, { type: 'create', password: 'abc def' })).toBe(creating)
    expect(transitionPasswordFlow(creating, { type: 'create', password: '' })).toBe(creating)
  })

  it('a confirmation that differs does not leave confirming', () => {
    const confirming = stateIn('confirming')
    expect(transitionPasswordFlow(confirming, { type: 'confirm', password: `${CHOSEN}x` })).toBe(confirming)
    expect(transitionPasswordFlow(confirming, { type: 'confirm', password: '' })).toBe(confirming)
  })

  it('finalizing: Set Password needs the checkbox; ticking and unticking it changes only `acknowledged`', () => {
    const unticked = { ...stateIn('finalizing'), acknowledged: false }
    expect(transitionPasswordFlow(unticked, EVENTS.submit)).toBe(unticked)
    const ticked = transitionPasswordFlow(unticked, { type: 'acknowledge', acknowledged: true })
    expect(ticked).toEqual({ ...unticked, acknowledged: true })
    expect(transitionPasswordFlow(ticked, { type: 'acknowledge', acknowledged: false })).toEqual(unticked)
    expect(transitionPasswordFlow(ticked, EVENTS.submit).status).toBe('submitting')
  })

  it('the whole way: create → save → confirm → tick → set → done; back keeps the password', () => {
    const events: PasswordFlowEvent[] = [
      { type: 'create', password: CHOSEN }, { type: 'saved' }, { type: 'back' }, { type: 'back' },
      { type: 'create', password: CHOSEN }, { type: 'saved' }, { type: 'confirm', password: CHOSEN },
      { type: 'acknowledge', acknowledged: true }, { type: 'submit' }, { type: 'succeeded' },
    ]
    const statuses: PasswordFlowStatus[] = []
    let state = initialPasswordFlow()
    for (const event of events) {
      state = transitionPasswordFlow(state, event)
      statuses.push(state.status)
    }
    expect(statuses).toEqual(['saving', 'confirming', 'saving', 'creating', 'saving', 'confirming', 'finalizing', 'finalizing', 'submitting', 'done'])
    expect(state.password).toBe(CHOSEN)
  })
})

describe('initialPasswordFlow', () => {
  it('starts at creating, user initiated, not from the selection', () => {
    expect(initialPasswordFlow()).toEqual({ status: 'creating', password: '', acknowledged: false, initiatedBy: 'user', fromSelection: false, error: null })
    expect(initialPasswordFlow({ initiatedBy: 'automatic', fromSelection: true })).toMatchObject({ initiatedBy: 'automatic', fromSelection: true })
  })
})

describe('passwordFlowBackTarget', () => {
  const cases: [status: PasswordFlowStatus, fromSelection: boolean, target: ReturnType<typeof passwordFlowBackTarget>][] = [
    ['creating', true, 'selection'],
    ['creating', false, null],
    ['saving', false, 'creating'],
    ['confirming', false, 'saving'],
    ['finalizing', true, 'confirming'],
    ['submitting', true, null],
    ['done', true, null],
    ['error', true, null],
  ]
  it.each(cases)('%s (from the selection: %s) → %s', (status, fromSelection, target) => {
    expect(passwordFlowBackTarget({ ...stateIn(status), fromSelection })).toBe(target)
  })
})

describe('cancel, close and auto-close by initiator', () => {
  const cases: [status: PasswordFlowStatus, initiatedBy: 'user' | 'automatic', cancel: boolean, close: boolean, autoClose: number | null][] = [
    ['creating', 'user', false, true, null],
    ['finalizing', 'user', true, true, null],
    ['finalizing', 'automatic', false, false, null],
    ['creating', 'automatic', false, false, null],
    ['submitting', 'user', false, false, null],
    ['done', 'user', false, true, null],
    ['done', 'automatic', false, false, RECOVERY_DONE_CLOSE_MS],
    ['error', 'automatic', false, false, null],
    ['error', 'user', false, true, null],
  ]
  it.each(cases)('%s, %s: cancel %s, closeable %s, auto-close %s', (status, initiatedBy, cancel, close, autoClose) => {
    const state = { ...stateIn(status), initiatedBy }
    expect(passwordFlowCancellable(state)).toBe(cancel)
    expect(passwordFlowCloseable(state)).toBe(close)
    expect(passwordFlowAutoCloseMs(state)).toBe(autoClose)
  })

  it('the success of an automatic flow closes after 1400 ms', () => {
    expect(RECOVERY_DONE_CLOSE_MS).toBe(1400)
  })
})
