import { describe, expect, it } from 'vitest'
import { FoyerError } from '../../../src/core/errors/base.js'
import {
  INITIAL_MFA_FLOW, MFA_FLOW_STATUSES, isMfaPending, mfaCloseOutcome, transitionMfaFlow, type MfaFlowEvent, type MfaFlowState,
} from '../../../src/core/machines/mfaFlow.js'
import {
  INITIAL_MFA_ENROLLMENT, MFA_ENROLLMENT_STATUSES, transitionMfaEnrollment, type MfaEnrollmentEvent, type MfaEnrollmentState,
} from '../../../src/core/machines/mfaEnrollmentFlow.js'

const boom = new FoyerError('x', 'UNKNOWN_AUTH_ERROR')
const at = (status: MfaFlowState['status'], extra: Partial<MfaFlowState> = {}): MfaFlowState =>
  ({ ...INITIAL_MFA_FLOW, methods: ['totp', 'sms'], status, ...extra })

describe('transitionMfaFlow', () => {
  const events: MfaFlowEvent[] = [
    { type: 'prompt', kind: 'txn', methods: ['totp'] }, { type: 'choose', method: 'sms' }, { type: 'init', method: 'sms' },
    { type: 'initialized', codeSentAt: 5 }, { type: 'init-failed', error: boom }, { type: 'submit' }, { type: 'rejected', error: boom },
    { type: 'verified' }, { type: 'failed', error: boom }, { type: 'reset' },
  ]
  // Which (status, event) pairs change the state; every other pair leaves it as it is.
  const applies: Record<MfaFlowState['status'], MfaFlowEvent['type'][]> = {
    idle: ['prompt', 'reset'],
    'awaiting-input': ['choose', 'init', 'submit', 'failed', 'reset'],
    initializing: ['initialized', 'init-failed', 'failed', 'reset'],
    submitting: ['rejected', 'verified', 'failed', 'reset'],
    verified: ['prompt', 'reset'],
    error: ['prompt', 'reset'],
  }
  for (const status of MFA_FLOW_STATUSES) {
    for (const event of events) {
      const state = at(status, { method: 'sms' })
      const changes = applies[status].includes(event.type)
      it(`${status} + ${event.type} ${changes ? 'changes' : 'is ignored'}`, () => {
        const next = transitionMfaFlow(state, event)
        if (changes && !(status === 'idle' && event.type === 'reset')) expect(next).not.toBe(state)
        else if (!changes) expect(next).toBe(state)
      })
    }
  }

  it('a prompt for one method preselects it; several start on the list', () => {
    expect(transitionMfaFlow(INITIAL_MFA_FLOW, { type: 'prompt', kind: 'auth', methods: ['passkey'] })).toMatchObject({ status: 'awaiting-input', method: 'passkey' })
    expect(transitionMfaFlow(INITIAL_MFA_FLOW, { type: 'prompt', kind: 'txn', methods: ['totp', 'sms'] })).toMatchObject({ method: null, kind: 'txn' })
  })
  it('a rejected submission is a non-blocking error that counts an attempt; failed is blocking', () => {
    const rejected = transitionMfaFlow(at('submitting', { method: 'totp' }), { type: 'rejected', error: boom })
    expect(rejected).toMatchObject({ status: 'awaiting-input', attempts: 1, error: boom, blocking: false })
    expect(transitionMfaFlow(rejected, { type: 'failed', error: boom })).toMatchObject({ status: 'error', blocking: true })
  })
  it('choosing clears a non-blocking error; a method the user lacks is ignored', () => {
    const s = at('awaiting-input', { method: 'totp', error: boom })
    expect(transitionMfaFlow(s, { type: 'choose', method: null })).toMatchObject({ method: null, error: null })
    expect(transitionMfaFlow(s, { type: 'choose', method: 'passkey' })).toBe(s)
  })
  it('sms init records when the code was sent', () => {
    const s = transitionMfaFlow(at('awaiting-input'), { type: 'init', method: 'sms' })
    expect(transitionMfaFlow(s, { type: 'initialized', codeSentAt: 42 })).toMatchObject({ status: 'awaiting-input', codeSentAt: 42 })
  })
  it('submit needs a chosen method', () => {
    const s = at('awaiting-input', { method: null })
    expect(transitionMfaFlow(s, { type: 'submit' })).toBe(s)
  })
  it('pending statuses and the close outcome (failure if an error exists or nothing succeeded)', () => {
    expect(MFA_FLOW_STATUSES.filter((s) => isMfaPending(at(s)))).toEqual(['awaiting-input', 'initializing', 'submitting'])
    expect(mfaCloseOutcome(at('verified'))).toBe('success')
    for (const s of MFA_FLOW_STATUSES.filter((s) => s !== 'verified')) expect(mfaCloseOutcome(at(s))).toBe('failure')
    expect(mfaCloseOutcome(at('verified', { error: boom }))).toBe('failure')
  })
})

describe('transitionMfaEnrollment', () => {
  const s = (status: MfaEnrollmentState['status'], extra: Partial<MfaEnrollmentState> = {}): MfaEnrollmentState =>
    ({ ...INITIAL_MFA_ENROLLMENT, status, ...extra })
  const events: MfaEnrollmentEvent[] = [
    { type: 'init', method: 'totp' }, { type: 'initialized', codeSentAt: 1 }, { type: 'submit', method: 'totp' }, { type: 'remove', method: 'sms' },
    { type: 'succeeded' }, { type: 'failed', error: boom }, { type: 'reset' },
  ]
  const applies: Record<MfaEnrollmentState['status'], MfaEnrollmentEvent['type'][]> = {
    initial: ['init', 'remove', 'reset'],
    initializing: ['initialized', 'failed', 'reset'],
    'awaiting-code': ['init', 'submit', 'remove', 'reset'],
    submitting: ['succeeded', 'failed', 'reset'],
    removing: ['succeeded', 'failed', 'reset'],
    done: ['init', 'remove', 'reset'],
    error: ['init', 'submit', 'remove', 'reset'],
  }
  for (const status of MFA_ENROLLMENT_STATUSES) {
    for (const event of events) {
      const state = s(status, { method: 'totp' })
      const changes = applies[status].includes(event.type)
      it(`${status} + ${event.type} ${changes ? 'changes' : 'is ignored'}`, () => {
        const next = transitionMfaEnrollment(state, event)
        if (changes) expect(next).not.toEqual(state)
        else expect(next).toBe(state)
      })
    }
  }
  it('SMS: init → awaiting-code (code sent at) → submit → done', () => {
    let st = transitionMfaEnrollment(INITIAL_MFA_ENROLLMENT, { type: 'init', method: 'sms', phoneNumber: '+12015550123' })
    st = transitionMfaEnrollment(st, { type: 'initialized', codeSentAt: 7 })
    expect(st).toMatchObject({ status: 'awaiting-code', codeSentAt: 7, phoneNumber: '+12015550123' })
    st = transitionMfaEnrollment(st, { type: 'submit', method: 'sms' })
    expect(transitionMfaEnrollment(st, { type: 'succeeded' })).toMatchObject({ status: 'done', action: 'enroll' })
  })
  it('TOTP keeps the secret; a code for another method is ignored; a passkey needs no init', () => {
    let st = transitionMfaEnrollment(INITIAL_MFA_ENROLLMENT, { type: 'init', method: 'totp' })
    st = transitionMfaEnrollment(st, { type: 'initialized', totp: { authUrl: 'otpauth://x', secret: 'S' } })
    expect(st.totp).toEqual({ authUrl: 'otpauth://x', secret: 'S' })
    expect(transitionMfaEnrollment(st, { type: 'submit', method: 'sms' })).toBe(st)
    expect(transitionMfaEnrollment(INITIAL_MFA_ENROLLMENT, { type: 'submit', method: 'passkey', withoutInit: true })).toMatchObject({ status: 'submitting', method: 'passkey' })
  })
})
