import { describe, expect, it } from 'vitest'
import { FoyerError } from '../../../src/core/errors/base.js'
import {
  CUSTOM_AUTH_STATUSES, INITIAL_CUSTOM_AUTH, transitionCustomAuth, type CustomAuthEvent, type CustomAuthState, type CustomAuthStatus,
} from '../../../src/core/machines/customAuthFlow.js'

const error = new FoyerError('boom', 'UNKNOWN_AUTH_ERROR')
const state = (status: CustomAuthStatus): CustomAuthState => ({ status, error: status === 'error' ? error : null })
const EVENTS: CustomAuthEvent[] = [{ type: 'enable' }, { type: 'sync' }, { type: 'succeeded' }, { type: 'failed', error }, { type: 'disable' }]

// Every status × every event → the resulting status.
const TABLE: Record<CustomAuthStatus, Record<CustomAuthEvent['type'], CustomAuthStatus>> = {
  'not-enabled': { enable: 'loading', sync: 'loading', succeeded: 'not-enabled', failed: 'not-enabled', disable: 'not-enabled' },
  loading: { enable: 'loading', sync: 'loading', succeeded: 'done', failed: 'error', disable: 'not-enabled' },
  done: { enable: 'done', sync: 'loading', succeeded: 'done', failed: 'done', disable: 'not-enabled' },
  error: { enable: 'error', sync: 'loading', succeeded: 'error', failed: 'error', disable: 'not-enabled' },
}

describe('custom auth flow', () => {
  it('starts not-enabled', () => {
    expect(INITIAL_CUSTOM_AUTH).toEqual({ status: 'not-enabled', error: null })
  })

  for (const status of CUSTOM_AUTH_STATUSES) {
    for (const event of EVENTS) {
      it(`${status} + ${event.type} → ${TABLE[status][event.type]}`, () => {
        const next = transitionCustomAuth(state(status), event)
        expect(next.status).toBe(TABLE[status][event.type])
        expect(next.error).toBe(next.status === 'error' ? error : null)
      })
    }
  }
})
