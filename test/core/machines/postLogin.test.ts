import { describe, expect, it } from 'vitest'
import { FoyerError } from '../../../src/core/errors/base.js'
import {
  INITIAL_POST_LOGIN, POST_LOGIN_STATUSES, nextPostLoginStep, transitionPostLogin,
  type PostLoginEvent, type PostLoginState, type PostLoginStatus,
} from '../../../src/core/machines/postLogin.js'
import type { AuthResult } from '../../../src/core/types/auth.js'

const result = { user: { id: 'u' } } as unknown as AuthResult
const error = new FoyerError('boom', 'UNKNOWN_AUTH_ERROR')
const at = (status: PostLoginStatus): PostLoginState => ({
  status, result: status === 'idle' ? null : result, error: status === 'error' ? error : null, walletCreation: status === 'creating-wallet',
})

describe('nextPostLoginStep', () => {
  it.each([
    [{ termsRequired: true, termsAccepted: false, walletNeeded: true }, 'terms'],
    [{ termsRequired: true, termsAccepted: false, walletNeeded: false }, 'terms'],
    [{ termsRequired: true, termsAccepted: true, walletNeeded: true }, 'create-wallet'],
    [{ termsRequired: false, termsAccepted: false, walletNeeded: true }, 'create-wallet'],
    [{ termsRequired: true, termsAccepted: true, walletNeeded: false }, 'done'],
    [{ termsRequired: false, termsAccepted: false, walletNeeded: false }, 'done'],
  ] as const)('%o → %s', (input, step) => expect(nextPostLoginStep(input)).toBe(step))
})

describe('transitionPostLogin', () => {
  const events: PostLoginEvent[] = [
    { type: 'login', result, next: 'terms' },
    { type: 'login', result, next: 'create-wallet' },
    { type: 'login', result, next: 'done' },
    { type: 'accept-terms' },
    { type: 'terms-accepted', next: 'create-wallet' },
    { type: 'terms-accepted', next: 'done' },
    { type: 'wallet-created' },
    { type: 'failed', error },
    { type: 'reset' },
  ]
  // Expected status for every (status, event) pair: the full table.
  const expected: Record<PostLoginStatus, PostLoginStatus[]> = {
    //                login:terms       login:wallet       login:done  accept             accepted:wallet    accepted:done  created  failed   reset
    idle:              ['awaiting-terms', 'creating-wallet', 'done', 'idle',             'idle',            'idle',        'idle',  'idle',  'idle'],
    'awaiting-terms':  ['awaiting-terms', 'creating-wallet', 'done', 'accepting-terms',  'awaiting-terms',  'awaiting-terms', 'awaiting-terms', 'awaiting-terms', 'idle'],
    'accepting-terms': ['awaiting-terms', 'creating-wallet', 'done', 'accepting-terms',  'creating-wallet', 'done',        'accepting-terms', 'error', 'idle'],
    'creating-wallet': ['awaiting-terms', 'creating-wallet', 'done', 'creating-wallet',  'creating-wallet', 'creating-wallet', 'done', 'error', 'idle'],
    done:              ['awaiting-terms', 'creating-wallet', 'done', 'done',             'done',            'done',        'done',  'done',  'idle'],
    error:             ['awaiting-terms', 'creating-wallet', 'done', 'accepting-terms',  'error',           'error',       'error', 'error', 'idle'],
  }
  it('the table covers every status', () => expect(Object.keys(expected).sort()).toEqual([...POST_LOGIN_STATUSES].sort()))
  for (const status of POST_LOGIN_STATUSES) {
    events.forEach((event, i) => {
      it(`${status} + ${event.type}${'next' in event ? `:${event.next}` : ''} → ${expected[status][i]}`, () => {
        expect(transitionPostLogin(at(status), event).status).toBe(expected[status][i])
      })
    })
  }
  it('walletCreation: set when the sequence reaches creating-wallet (login or accepted terms), kept through its end, cleared by a new login or reset', () => {
    const creating = transitionPostLogin(INITIAL_POST_LOGIN, { type: 'login', result, next: 'create-wallet' })
    expect(creating.walletCreation).toBe(true)
    expect(transitionPostLogin(creating, { type: 'wallet-created' })).toMatchObject({ status: 'done', walletCreation: true })
    expect(transitionPostLogin(creating, { type: 'failed', error })).toMatchObject({ status: 'error', walletCreation: true })
    expect(transitionPostLogin(at('accepting-terms'), { type: 'terms-accepted', next: 'create-wallet' }).walletCreation).toBe(true)
    expect(transitionPostLogin(at('accepting-terms'), { type: 'terms-accepted', next: 'done' }).walletCreation).toBe(false)
    expect(transitionPostLogin(creating, { type: 'login', result, next: 'done' }).walletCreation).toBe(false)
    expect(transitionPostLogin(creating, { type: 'reset' }).walletCreation).toBe(false)
  })

  it('a login keeps the result; a failure keeps the error; reset is the initial state', () => {
    expect(transitionPostLogin(INITIAL_POST_LOGIN, { type: 'login', result, next: 'done' }).result).toBe(result)
    expect(transitionPostLogin(at('creating-wallet'), { type: 'failed', error }).error).toBe(error)
    expect(transitionPostLogin(at('done'), { type: 'reset' })).toBe(INITIAL_POST_LOGIN)
  })
})
