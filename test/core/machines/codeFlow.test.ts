import { describe, expect, it } from 'vitest'
import { testTransitionTable, type Expected as TableExpected } from './table.js'
import { FoyerError } from '../../../src/core/errors/base.js'
import type { AuthResult } from '../../../src/core/types/auth.js'
import {
  CODE_FLOW_STATUSES, INITIAL_CODE_FLOW, transitionCodeFlow,
  type CodeFlowEvent, type CodeFlowState, type CodeFlowStatus,
} from '../../../src/core/machines/codeFlow.js'

const failure = new FoyerError('Invalid or expired verification code', 'invalid_credentials')
const previousError = new FoyerError('earlier', 'UNKNOWN_AUTH_ERROR')
const result = { user: { id: 'new' } } as unknown as AuthResult
const previousResult = { user: { id: 'earlier' } } as unknown as AuthResult

/** One example of every event kind; the Record type makes TypeScript insist on all of them. */
const EVENTS: Record<CodeFlowEvent['type'], CodeFlowEvent> = {
  send: { type: 'send', destination: 'new@example.com', intent: 'link', disableSignup: true },
  sent: { type: 'sent', at: 1234 },
  submit: { type: 'submit' },
  succeeded: { type: 'succeeded', result },
  failed: { type: 'failed', error: failure },
  reset: { type: 'reset' },
}

const stateIn = (status: CodeFlowStatus): CodeFlowState => ({
  status,
  error: status === 'error' ? previousError : null,
  destination: status === 'initial' ? null : 'old@example.com',
  intent: 'login',
  disableSignup: false,
  codeSentAt: status === 'initial' || status === 'sending-code' ? null : 1000,
  result: status === 'done' ? previousResult : null,
})

type Expected = TableExpected<CodeFlowState>

const toSending = (s: CodeFlowState): CodeFlowState => ({
  ...s, status: 'sending-code', error: null, destination: 'new@example.com', intent: 'link', disableSignup: true, result: null,
})
const toAwaiting = (s: CodeFlowState): CodeFlowState => ({ ...s, status: 'awaiting-code-input', codeSentAt: 1234 })
const toSubmitting = (s: CodeFlowState): CodeFlowState => ({ ...s, status: 'submitting-code', error: null })
const toDone = (s: CodeFlowState): CodeFlowState => ({ ...s, status: 'done', error: null, result })
const toError = (s: CodeFlowState): CodeFlowState => ({ ...s, status: 'error', error: failure })
const toInitial = (): CodeFlowState => INITIAL_CODE_FLOW

/** The documented transitions: every status × every event. */
const TABLE: Record<CodeFlowStatus, Record<CodeFlowEvent['type'], Expected>> = {
  initial: {
    send: toSending, sent: 'unchanged', submit: 'unchanged', succeeded: 'unchanged', failed: 'unchanged', reset: toInitial,
  },
  'sending-code': {
    send: 'unchanged', sent: toAwaiting, submit: 'unchanged', succeeded: 'unchanged', failed: toError, reset: toInitial,
  },
  'awaiting-code-input': {
    send: toSending, sent: 'unchanged', submit: toSubmitting, succeeded: 'unchanged', failed: 'unchanged', reset: toInitial,
  },
  'submitting-code': {
    send: 'unchanged', sent: 'unchanged', submit: 'unchanged', succeeded: toDone, failed: toError, reset: toInitial,
  },
  done: {
    send: toSending, sent: 'unchanged', submit: 'unchanged', succeeded: 'unchanged', failed: 'unchanged', reset: toInitial,
  },
  error: {
    send: toSending, sent: 'unchanged', submit: toSubmitting, succeeded: 'unchanged', failed: 'unchanged', reset: toInitial,
  },
}

describe('transitionCodeFlow', () => {
  it('the table covers every status of CODE_FLOW_STATUSES', () => {
    expect(Object.keys(TABLE).sort()).toEqual([...CODE_FLOW_STATUSES].sort())
    expect(CODE_FLOW_STATUSES).toEqual(['initial', 'sending-code', 'awaiting-code-input', 'submitting-code', 'done', 'error'])
  })

  testTransitionTable({ statuses: CODE_FLOW_STATUSES, events: EVENTS, table: TABLE, stateIn, transition: transitionCodeFlow })

  it('submit without a destination leaves the state unchanged, even when awaiting input', () => {
    const state: CodeFlowState = { ...stateIn('awaiting-code-input'), destination: null }
    expect(transitionCodeFlow(state, EVENTS.submit)).toBe(state)
  })

  it('starts in initial with no error, no destination, login intent', () => {
    expect(INITIAL_CODE_FLOW).toEqual({
      status: 'initial', error: null, destination: null, intent: 'login', disableSignup: false, codeSentAt: null, result: null,
    })
  })

  it('a full happy path: initial → sending-code → awaiting-code-input → submitting-code → done', () => {
    const statuses: CodeFlowStatus[] = []
    let s = INITIAL_CODE_FLOW
    for (const e of [EVENTS.send, EVENTS.sent, EVENTS.submit, EVENTS.succeeded]) {
      s = transitionCodeFlow(s, e)
      statuses.push(s.status)
    }
    expect(statuses).toEqual(['sending-code', 'awaiting-code-input', 'submitting-code', 'done'])
    expect(s.result).toBe(result)
  })

  it('a new send clears the result of the previous run', () => {
    const s = transitionCodeFlow(stateIn('done'), EVENTS.send)
    expect(s).toMatchObject({ status: 'sending-code', result: null })
  })

  it('a wrong code can be retried: submitting-code → error → submitting-code clears the error', () => {
    let s = transitionCodeFlow(stateIn('submitting-code'), EVENTS.failed)
    expect(s).toMatchObject({ status: 'error', error: failure })
    s = transitionCodeFlow(s, EVENTS.submit)
    expect(s).toMatchObject({ status: 'submitting-code', error: null })
  })
})
