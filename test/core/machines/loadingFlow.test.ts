import { describe, expect, it } from 'vitest'
import { FoyerError } from '../../../src/core/errors/base.js'
import {
  INITIAL_LOADING_FLOW, LOADING_FLOW_STATUSES, transitionLoadingFlow, type LoadingFlowEvent, type LoadingFlowState, type LoadingFlowStatus,
} from '../../../src/core/machines/loadingFlow.js'
import type { AuthResult } from '../../../src/core/types/auth.js'

const error = new FoyerError('boom', 'UNKNOWN_AUTH_ERROR')
const result = { user: { id: 'u' } } as unknown as AuthResult
const start: LoadingFlowEvent = { type: 'start', provider: 'google', intent: 'login', disableSignup: true }
const EVENTS: LoadingFlowEvent[] = [start, { type: 'succeeded', result }, { type: 'failed', error }, { type: 'reset' }]

const inStatus = (status: LoadingFlowStatus): LoadingFlowState => ({
  ...INITIAL_LOADING_FLOW,
  status,
  provider: status === 'initial' ? null : 'github',
  error: status === 'error' ? error : null,
  result: status === 'done' ? result : null,
})

/** Every (status, event) pair and the status it leads to (the spec's OAuth/Telegram statuses). */
const TABLE: Record<LoadingFlowStatus, Record<LoadingFlowEvent['type'], LoadingFlowStatus>> = {
  initial: { start: 'loading', succeeded: 'initial', failed: 'initial', reset: 'initial' },
  loading: { start: 'loading', succeeded: 'done', failed: 'error', reset: 'initial' },
  done: { start: 'loading', succeeded: 'done', failed: 'done', reset: 'initial' },
  error: { start: 'loading', succeeded: 'error', failed: 'error', reset: 'initial' },
}

describe('loading flow (OAuth, Telegram)', () => {
  it('has the spec statuses: loading, done, error (+ initial)', () => {
    expect(LOADING_FLOW_STATUSES).toEqual(['initial', 'loading', 'done', 'error'])
  })

  for (const status of LOADING_FLOW_STATUSES) {
    for (const event of EVENTS) {
      it(`${status} + ${event.type} → ${TABLE[status][event.type]}`, () => {
        const before = inStatus(status)
        const after = transitionLoadingFlow(before, event)
        expect(after.status).toBe(TABLE[status][event.type])
        if (after.status === status && event.type !== 'reset' && !(event.type === 'start' && status !== 'loading')) expect(after).toBe(before)
      })
    }
  }

  it('a resumed start (return from the provider) takes over a loading flow', () => {
    const loading = transitionLoadingFlow(INITIAL_LOADING_FLOW, start)
    const resumed = transitionLoadingFlow(loading, { ...start, provider: 'github', resumed: true })
    expect(resumed).toMatchObject({ status: 'loading', provider: 'github', resumed: true })
  })

  it('start records provider, intent, disableSignup and resumed, and clears error and result', () => {
    const after = transitionLoadingFlow(inStatus('error'), { ...start, resumed: true })
    expect(after).toEqual({ status: 'loading', error: null, provider: 'google', intent: 'login', disableSignup: true, resumed: true, result: null })
    expect(transitionLoadingFlow(inStatus('done'), start).resumed).toBe(false)
  })

  it('succeeded keeps the result; failed keeps the error and the provider', () => {
    const loading = transitionLoadingFlow(INITIAL_LOADING_FLOW, start)
    expect(transitionLoadingFlow(loading, { type: 'succeeded', result }).result).toBe(result)
    const failed = transitionLoadingFlow(loading, { type: 'failed', error })
    expect([failed.error, failed.provider]).toEqual([error, 'google'])
  })
})
