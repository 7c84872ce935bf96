import { describe, expect, it } from 'vitest'
import { testTransitionTable, type Expected as TableExpected } from './table.js'
import { FoyerError } from '../../../src/core/errors/base.js'
import {
  INITIAL_PASSKEY_FLOW, isPasskeyFlowBusy, PASSKEY_FLOW_STATUSES, transitionPasskeyFlow,
  type PasskeyFlowEvent, type PasskeyFlowState, type PasskeyFlowStatus,
} from '../../../src/core/machines/passkeyFlow.js'
import type { AuthResult } from '../../../src/core/types/auth.js'

const failure = new FoyerError('Passkey request timed out or rejected by user.', 'passkey_not_allowed')
const previousError = new FoyerError('earlier', 'UNKNOWN_AUTH_ERROR')
const result = { isNewUser: true } as AuthResult

/** One example of every event kind; the Record type makes TypeScript insist on all of them. */
const EVENTS: Record<PasskeyFlowEvent['type'], PasskeyFlowEvent> = {
  start: { type: 'start', mode: 'link', intent: 'link', disableSignup: true },
  challenge: { type: 'challenge' },
  succeeded: { type: 'succeeded', result },
  failed: { type: 'failed', error: failure },
  reset: { type: 'reset' },
}

const stateIn = (status: PasskeyFlowStatus): PasskeyFlowState => ({
  status,
  error: status === 'error' ? previousError : null,
  mode: status === 'initial' ? null : 'login',
  intent: 'login',
  disableSignup: false,
  result: status === 'done' ? ({ isNewUser: false } as AuthResult) : null,
})

type Expected = TableExpected<PasskeyFlowState>

const toGenerating = (): PasskeyFlowState => ({
  status: 'generating-challenge', error: null, mode: 'link', intent: 'link', disableSignup: true, result: null,
})
const toAwaiting = (s: PasskeyFlowState): PasskeyFlowState => ({ ...s, status: 'awaiting-passkey' })
const toDone = (s: PasskeyFlowState): PasskeyFlowState => ({ ...s, status: 'done', error: null, result })
const toError = (s: PasskeyFlowState): PasskeyFlowState => ({ ...s, status: 'error', error: failure })
const toInitial = (): PasskeyFlowState => INITIAL_PASSKEY_FLOW

/** The documented transitions: every status × every event. */
const TABLE: Record<PasskeyFlowStatus, Record<PasskeyFlowEvent['type'], Expected>> = {
  initial: { start: toGenerating, challenge: 'unchanged', succeeded: 'unchanged', failed: 'unchanged', reset: toInitial },
  'generating-challenge': { start: 'unchanged', challenge: toAwaiting, succeeded: 'unchanged', failed: toError, reset: toInitial },
  'awaiting-passkey': { start: 'unchanged', challenge: 'unchanged', succeeded: toDone, failed: toError, reset: toInitial },
  done: { start: toGenerating, challenge: 'unchanged', succeeded: 'unchanged', failed: 'unchanged', reset: toInitial },
  error: { start: toGenerating, challenge: 'unchanged', succeeded: 'unchanged', failed: 'unchanged', reset: toInitial },
}

describe('transitionPasskeyFlow', () => {
  it('the table covers every status of the spec: generating-challenge, awaiting-passkey, done, error (+ initial)', () => {
    expect(Object.keys(TABLE).sort()).toEqual([...PASSKEY_FLOW_STATUSES].sort())
    expect(PASSKEY_FLOW_STATUSES).toEqual(['initial', 'generating-challenge', 'awaiting-passkey', 'done', 'error'])
  })

  testTransitionTable({ statuses: PASSKEY_FLOW_STATUSES, events: EVENTS, table: TABLE, stateIn, transition: transitionPasskeyFlow })

  it('starts in initial with no error, no mode, login intent, no result', () => {
    expect(INITIAL_PASSKEY_FLOW).toEqual({
      status: 'initial', error: null, mode: null, intent: 'login', disableSignup: false, result: null,
    })
  })

  it('a full happy path: initial → generating-challenge → awaiting-passkey → done (with the result)', () => {
    const statuses: PasskeyFlowStatus[] = []
    let s = INITIAL_PASSKEY_FLOW
    for (const e of [EVENTS.start, EVENTS.challenge, EVENTS.succeeded]) {
      s = transitionPasskeyFlow(s, e)
      statuses.push(s.status)
    }
    expect(statuses).toEqual(['generating-challenge', 'awaiting-passkey', 'done'])
    expect(s.result).toBe(result)
  })

  it('a failed prompt can be retried: error → generating-challenge clears the error', () => {
    let s = transitionPasskeyFlow(stateIn('awaiting-passkey'), EVENTS.failed)
    expect(s).toMatchObject({ status: 'error', error: failure })
    s = transitionPasskeyFlow(s, EVENTS.start)
    expect(s).toMatchObject({ status: 'generating-challenge', error: null })
  })

  it('is busy only while generating the challenge or awaiting the passkey', () => {
    expect(PASSKEY_FLOW_STATUSES.filter((status) => isPasskeyFlowBusy(stateIn(status)))).toEqual([
      'generating-challenge', 'awaiting-passkey',
    ])
  })
})
