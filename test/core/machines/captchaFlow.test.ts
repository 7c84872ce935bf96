import { describe, expect, it } from 'vitest'
import { CAPTCHA_MAX_RETRIES } from '../../../src/core/constants.js'
import {
  CAPTCHA_STATUSES, INITIAL_CAPTCHA, canRetryCaptcha, shouldRunCaptcha, transitionCaptcha,
  type CaptchaEvent, type CaptchaState, type CaptchaStatus,
} from '../../../src/core/machines/captchaFlow.js'

const EVENTS: CaptchaEvent[] = [
  { type: 'mount' }, { type: 'loaded' }, { type: 'start' }, { type: 'solved', token: 't-1' }, { type: 'processed' },
  { type: 'failed', kind: 'failed' }, { type: 'expired' }, { type: 'consume' }, { type: 'retry' },
  { type: 'wait', requiresUserIntent: false }, { type: 'continue' }, { type: 'settle' }, { type: 'unmount' },
]

const inStatus = (status: CaptchaStatus): CaptchaState => ({
  ...INITIAL_CAPTCHA,
  status,
  token: status === 'success' ? 'old' : null,
  started: status === 'success' || status === 'error',
  error: status === 'error' ? 'failed' : null,
})

/** Every (status, event) pair and the status it leads to. */
const TABLE: Record<CaptchaStatus, Record<CaptchaEvent['type'], CaptchaStatus>> = {
  idle: { mount: 'loading', loaded: 'idle', start: 'idle', solved: 'idle', processed: 'idle', failed: 'idle', expired: 'idle', consume: 'idle', retry: 'idle', wait: 'idle', continue: 'idle', settle: 'idle', unmount: 'idle' },
  loading: { mount: 'loading', loaded: 'ready', start: 'loading', solved: 'success', processed: 'loading', failed: 'error', expired: 'loading', consume: 'loading', retry: 'loading', wait: 'loading', continue: 'loading', settle: 'loading', unmount: 'idle' },
  ready: { mount: 'loading', loaded: 'ready', start: 'ready', solved: 'success', processed: 'ready', failed: 'error', expired: 'ready', consume: 'ready', retry: 'ready', wait: 'ready', continue: 'ready', settle: 'ready', unmount: 'idle' },
  success: { mount: 'loading', loaded: 'success', start: 'success', solved: 'success', processed: 'success', failed: 'error', expired: 'ready', consume: 'ready', retry: 'success', wait: 'success', continue: 'success', settle: 'success', unmount: 'idle' },
  error: { mount: 'loading', loaded: 'error', start: 'error', solved: 'error', processed: 'error', failed: 'error', expired: 'error', consume: 'error', retry: 'ready', wait: 'error', continue: 'error', settle: 'error', unmount: 'idle' },
}

describe('captcha flow', () => {
  it('has the spec statuses: loading, ready, success, error (+ idle: no widget)', () => {
    expect(CAPTCHA_STATUSES).toEqual(['idle', 'loading', 'ready', 'success', 'error'])
  })

  for (const status of CAPTCHA_STATUSES) {
    for (const event of EVENTS) {
      it(`${status} + ${event.type} → ${TABLE[status][event.type]}`, () => {
        expect(transitionCaptcha(inStatus(status), event).status).toBe(TABLE[status][event.type])
      })
    }
  }

  it('an event that does not apply returns the same state object', () => {
    const ready = inStatus('ready')
    expect(transitionCaptcha(ready, { type: 'processed' })).toBe(ready)
    expect(transitionCaptcha(INITIAL_CAPTCHA, { type: 'failed', kind: 'failed' })).toBe(INITIAL_CAPTCHA)
  })

  it('start marks a ready widget started, once', () => {
    const started = transitionCaptcha(inStatus('ready'), { type: 'start' })
    expect(started.started).toBe(true)
    expect(transitionCaptcha(started, { type: 'start' })).toBe(started)
  })

  it('solved keeps the token until it is consumed; processed follows success', () => {
    const solved = transitionCaptcha(inStatus('ready'), { type: 'solved', token: 'tok' })
    expect(solved).toMatchObject({ status: 'success', token: 'tok', processed: false })
    expect(transitionCaptcha(solved, { type: 'processed' }).processed).toBe(true)
    expect(transitionCaptcha(solved, { type: 'consume' })).toMatchObject({ status: 'ready', token: null, started: false })
  })

  it('error drops the token and records the kind', () => {
    expect(transitionCaptcha(inStatus('success'), { type: 'failed', kind: 'timeout' })).toMatchObject({ status: 'error', token: null, error: 'timeout' })
  })

  it(`Retry is offered while fewer than ${CAPTCHA_MAX_RETRIES} retries were used`, () => {
    let state = inStatus('error')
    for (let i = 0; i < CAPTCHA_MAX_RETRIES; i++) {
      expect(canRetryCaptcha(state)).toBe(true)
      state = transitionCaptcha(state, { type: 'retry' })
      expect(state).toMatchObject({ status: 'ready', retries: i + 1 })
      state = transitionCaptcha(state, { type: 'failed', kind: 'failed' })
    }
    expect(canRetryCaptcha(state)).toBe(false)
    expect(transitionCaptcha(state, { type: 'retry' })).toBe(state)
  })

  it('an unavailable provider (bad site key) offers no retry', () => {
    const state = transitionCaptcha(inStatus('loading'), { type: 'failed', kind: 'unavailable' })
    expect(canRetryCaptcha(state)).toBe(false)
  })

  it('wait / continue / settle: continue only once solved', () => {
    const waiting = transitionCaptcha(inStatus('ready'), { type: 'wait', requiresUserIntent: true })
    expect(waiting.waiting).toEqual({ requiresUserIntent: true, continuing: false })
    expect(transitionCaptcha(waiting, { type: 'continue' })).toBe(waiting)
    const solved = transitionCaptcha(waiting, { type: 'solved', token: 'x' })
    expect(transitionCaptcha(solved, { type: 'continue' }).waiting).toEqual({ requiresUserIntent: true, continuing: true })
    expect(transitionCaptcha(solved, { type: 'settle' }).waiting).toBeNull()
  })

  it('mount and unmount keep a waiting step (it notices the change itself)', () => {
    const waiting = transitionCaptcha(inStatus('ready'), { type: 'wait', requiresUserIntent: false })
    expect(transitionCaptcha(waiting, { type: 'unmount' })).toMatchObject({ status: 'idle', waiting: waiting.waiting })
    expect(transitionCaptcha(waiting, { type: 'mount' })).toMatchObject({ status: 'loading', retries: 0, waiting: waiting.waiting })
  })
})

describe('shouldRunCaptcha: all five conditions', () => {
  const all = { headless: false, enabled: true, authenticated: false, screenNeedsCaptcha: true, open: true }
  it('runs when all hold', () => expect(shouldRunCaptcha(all)).toBe(true))
  it.each([
    ['headless', { headless: true }],
    ['captcha disabled', { enabled: false }],
    ['authenticated', { authenticated: true }],
    ['screen does not need it', { screenNeedsCaptcha: false }],
    ['modal closed', { open: false }],
  ])('does not run when %s', (_, change) => expect(shouldRunCaptcha({ ...all, ...change })).toBe(false))
})
