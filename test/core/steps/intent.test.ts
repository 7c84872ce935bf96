import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { FoyerClient } from '../../../src/core/client/types.js'
import { FoyerError } from '../../../src/core/errors/base.js'
import { AlreadyAuthenticatedError, MustBeAuthenticatedError, UnknownAuthIntentError } from '../../../src/core/errors/client.js'
import {
  AUTH_INTENTS, assertIntentAllowed, isAuthIntent, resolveSubmitIntent, runAuthStep, type AuthErrorEvent, type AuthIntent,
} from '../../../src/core/steps/intent.js'
import { setUser, writeTokens } from '../../../src/core/client/session/store.js'
import { toUser } from '../../../src/core/types/user.js'
import { fakeFetch, json, makeClient, wireUser } from '../helpers.js'

const newClient = () => makeClient({ fetch: fakeFetch(() => json({})) })
function authenticated(): FoyerClient {
  const client = newClient()
  writeTokens(client, { accessToken: 'a', refreshToken: 'r', identityToken: null })
  setUser(client, toUser(wireUser()))
  return client
}

describe('assertIntentAllowed', () => {
  let warn: ReturnType<typeof vi.spyOn>
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => warn.mockRestore())

  it.each(['login', 'connect-or-create'] as const)("%s when authenticated → 'User already authenticated' with a warning", (intent) => {
    const client = authenticated()
    expect(() => assertIntentAllowed(client, intent)).toThrow(AlreadyAuthenticatedError)
    expect(() => assertIntentAllowed(client, intent)).toThrow('User already authenticated')
    expect(warn).toHaveBeenCalled()
  })

  it.each(['login', 'connect-or-create'] as const)('%s when not authenticated is allowed, without warning', (intent) => {
    expect(() => assertIntentAllowed(newClient(), intent)).not.toThrow()
    expect(warn).not.toHaveBeenCalled()
  })

  it.each(['link', 'update'] as const)('%s when not authenticated → "User must be logged in"', (intent) => {
    const client = newClient()
    expect(() => assertIntentAllowed(client, intent)).toThrow(MustBeAuthenticatedError)
    expect(() => assertIntentAllowed(client, intent)).toThrow('User must be logged in')
  })

  it.each(['link', 'update'] as const)('%s when authenticated is allowed', (intent) => {
    expect(() => assertIntentAllowed(authenticated(), intent)).not.toThrow()
  })

  it.each(['signup', '', undefined, 42])("unknown intent %j → 'Unknown auth intent'", (intent) => {
    expect(() => assertIntentAllowed(newClient(), intent)).toThrow(UnknownAuthIntentError)
    expect(() => assertIntentAllowed(newClient(), intent)).toThrow('Unknown auth intent')
  })

  it('AUTH_INTENTS are exactly login, link, update, connect-or-create', () => {
    expect(AUTH_INTENTS).toEqual(['login', 'link', 'update', 'connect-or-create'])
    expect(isAuthIntent('link')).toBe(true)
    expect(isAuthIntent('LOGIN')).toBe(false)
  })
})

describe('resolveSubmitIntent', () => {
  it('with an access token a login submission links', () => {
    expect(resolveSubmitIntent(authenticated(), 'login')).toBe('link')
    expect(resolveSubmitIntent(authenticated(), 'connect-or-create')).toBe('link')
    expect(resolveSubmitIntent(authenticated(), 'link')).toBe('link')
  })

  it('without a token it authenticates', () => {
    expect(resolveSubmitIntent(newClient(), 'login')).toBe('authenticate')
    expect(resolveSubmitIntent(newClient(), 'connect-or-create')).toBe('authenticate')
  })

  it('update stays update', () => {
    expect(resolveSubmitIntent(authenticated(), 'update')).toBe('update')
    expect(resolveSubmitIntent(newClient(), 'update')).toBe('update')
  })
})

describe('runAuthStep', () => {
  const cases: [AuthIntent, 'loginError' | 'linkError' | 'updateError'][] = [
    ['login', 'loginError'],
    ['connect-or-create', 'loginError'],
    ['link', 'linkError'],
    ['update', 'updateError'],
  ]

  it.each(cases)('a failed %s step fires %s with the code, then rethrows the same error', async (intent, event) => {
    const client = newClient()
    const seen: Record<string, AuthErrorEvent[]> = { loginError: [], linkError: [], updateError: [] }
    for (const name of ['loginError', 'linkError', 'updateError'] as const) client.events.on(name, (e) => seen[name]!.push(e))
    const error = new FoyerError('Invalid or expired verification code', 'invalid_credentials')
    await expect(runAuthStep(client, { method: 'email', intent }, () => Promise.reject(error))).rejects.toBe(error)
    expect(seen[event]).toEqual([{ method: 'email', intent, code: 'invalid_credentials', error }])
    for (const other of Object.keys(seen).filter((k) => k !== event)) expect(seen[other]).toEqual([])
  })

  it('a non-Foyer failure is wrapped as UNKNOWN_AUTH_ERROR keeping the cause', async () => {
    const client = newClient()
    const events: AuthErrorEvent[] = []
    client.events.on('loginError', (e) => events.push(e))
    const cause = new TypeError('boom')
    const rejection = runAuthStep(client, { method: 'email', intent: 'login' }, async () => {
      throw cause
    })
    await expect(rejection).rejects.toBeInstanceOf(FoyerError)
    await expect(rejection).rejects.toMatchObject({ code: 'UNKNOWN_AUTH_ERROR', cause })
    expect(events[0]?.code).toBe('UNKNOWN_AUTH_ERROR')
  })

  it('a successful step returns its value and fires nothing', async () => {
    const client = newClient()
    const spy = vi.fn()
    client.events.on('loginError', spy)
    await expect(runAuthStep(client, { method: 'email', intent: 'login' }, async () => 7)).resolves.toBe(7)
    expect(spy).not.toHaveBeenCalled()
  })

  it('a throwing error listener does not swallow the rethrow', async () => {
    const client = newClient()
    const err = vi.spyOn(console, 'error').mockImplementation(() => {})
    client.events.on('loginError', () => {
      throw new Error('host bug')
    })
    const error = new FoyerError('x', 'invalid_credentials')
    await expect(runAuthStep(client, { method: 'email', intent: 'login' }, () => Promise.reject(error))).rejects.toBe(error)
    expect(err).toHaveBeenCalled()
  })
})
