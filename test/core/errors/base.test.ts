import { describe, expect, it } from 'vitest'
import { ApiError, isApiError } from '../../../src/core/errors/api.js'
import { FoyerError, isFoyerError, walk } from '../../../src/core/errors/base.js'
import { CLIENT_ERROR_CODES, SERVER_ERROR_CODES } from '../../../src/core/errors/codes.js'
import * as clientErrors from '../../../src/core/errors/client.js'
import { DisallowedPlusEmailError } from '../../../src/core/methods/email/errors.js'
import { VERSION } from '../../../src/core/version.js'

describe('FoyerError', () => {
  it('carries shortMessage, code, details, cause, meta and version', () => {
    const cause = new Error('socket hang up')
    const error = new FoyerError('Something failed', 'network_error', { details: 'more context', cause, meta: { a: 1 } })
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('FoyerError')
    expect(error.shortMessage).toBe('Something failed')
    expect(error.code).toBe('network_error')
    expect(error.details).toBe('more context')
    expect(error.cause).toBe(cause)
    expect(error.meta).toEqual({ a: 1 })
    expect(error.version).toBe(VERSION)
    expect(error.message).toBe('Something failed\n\nDetails: more context')
  })

  it('message is just the short message without details', () => {
    const error = new FoyerError('Only this', 'network_error')
    expect(error.message).toBe('Only this')
    expect(error.details).toBeUndefined()
  })

  it('details default to the cause’s message (or the cause’s own details)', () => {
    expect(new FoyerError('x', 'network_error', { cause: new Error('inner') }).details).toBe('inner')
    const inner = new FoyerError('inner short', 'storage_error', { details: 'inner details' })
    expect(new FoyerError('x', 'network_error', { cause: inner }).details).toBe('inner details')
  })

  it('walk() returns the deepest cause, or the first match of a predicate, or null', () => {
    const root = new TypeError('root')
    const middle = new FoyerError('middle', 'storage_error', { cause: root })
    const top = new FoyerError('top', 'network_error', { cause: middle })
    expect(top.walk()).toBe(root)
    expect(top.walk((e) => e instanceof FoyerError && e.code === 'storage_error')).toBe(middle)
    expect(top.walk((e) => e instanceof TypeError)).toBe(root)
    expect(top.walk(() => false)).toBeNull()
    expect(walk(root)).toBe(root)
  })

  it('walk() stops on a cycle', () => {
    const a = new FoyerError('a', 'network_error')
    const b = new FoyerError('b', 'storage_error', { cause: a })
    ;(a as { cause?: unknown }).cause = b
    expect(() => a.walk()).not.toThrow()
    expect(a.walk(() => false)).toBeNull()
  })

  it("ApiError keeps a known server code; any other becomes http_{status}, the server's own in serverCode", () => {
    const known = new ApiError({ status: 400, code: 'invalid_data', message: 'Bad', path: '/p', method: 'POST' })
    expect([known.code, known.serverCode]).toEqual(['invalid_data', 'invalid_data'])
    const unknown = new ApiError({ status: 409, code: 'some_new_code', message: 'Conflict', path: '/p', method: 'POST' })
    expect([unknown.code, unknown.serverCode, unknown.status]).toEqual(['http_409', 'some_new_code', 409])
  })

  it('isFoyerError / isApiError', () => {
    const api = new ApiError({ status: 400, code: 'invalid_data', message: 'Bad', path: '/p', method: 'POST' })
    expect(isFoyerError(api)).toBe(true)
    expect(isApiError(api)).toBe(true)
    expect(isFoyerError(new Error('x'))).toBe(false)
    expect(isApiError(new FoyerError('x', 'network_error'))).toBe(false)
  })
})

describe('client error classes', () => {
  const cases: [string, FoyerError, string, string][] = [
    ['RequestTimeoutError', new clientErrors.RequestTimeoutError(), 'Request timed out', 'client_request_timeout'],
    ['StorageError', new clientErrors.StorageError(), 'Unable to access storage', 'storage_error'],
    ['MissingAccessTokenError', new clientErrors.MissingAccessTokenError(), 'Missing access token', 'attempted_rpc_call_before_logged_in'],
    ['MustBeAuthenticatedError', new clientErrors.MustBeAuthenticatedError(), 'User must be logged in', 'MUST_BE_AUTHENTICATED'],
    ['MultipleProvidersError', new clientErrors.MultipleProvidersError(), 'Multiple FoyerProvider instances found', 'multiple_providers'],
    ['AlreadyAuthenticatedError', new clientErrors.AlreadyAuthenticatedError(), 'User already authenticated', 'already_authenticated'],
    ['UnknownAuthIntentError', new clientErrors.UnknownAuthIntentError(), 'Unknown auth intent', 'unknown_auth_intent'],
    ['NoAuthFlowError', new clientErrors.NoAuthFlowError(), 'No auth flow in progress.', 'no_auth_flow'],
    ['NoUserReturnedError', new clientErrors.NoUserReturnedError(), 'Authentication failed - no user returned', 'UNKNOWN_AUTH_ERROR'],
    ['UnableToUpdateUserError', new clientErrors.UnableToUpdateUserError(), 'Unable to update user', 'FAILED_TO_UPDATE_ACCOUNT'],
    ['DisallowedPlusEmailError', new DisallowedPlusEmailError(), "Please enter a valid email address without a '+'.", 'disallowed_plus_email'],
    ['NonNumericCodeError', new clientErrors.NonNumericCodeError(), 'Code should be numeric', 'invalid_code'],
    ['UserExitedFlowError', new clientErrors.UserExitedFlowError('USER_EXITED_LINK_FLOW'), 'User exited the flow', 'USER_EXITED_LINK_FLOW'],
  ]

  it.each(cases)('%s has the spec message and code', (name, error, message, code) => {
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe(name)
    expect(error.shortMessage).toBe(message)
    expect(error.code).toBe(code)
  })

  it('UiNotMountedError names <FoyerModal/> and the headless alternative', () => {
    const error = new clientErrors.UiNotMountedError('login', 'useLoginWithEmail')
    expect(error.shortMessage).toContain('<FoyerModal/>')
    expect(error.shortMessage).toContain('useLoginWithEmail')
    expect(error.code).toBe('ui_not_mounted')
  })

  it('every code a class uses is a catalogued code, and server/client code lists do not overlap', () => {
    const known: readonly string[] = [...CLIENT_ERROR_CODES, ...SERVER_ERROR_CODES]
    for (const [, error] of cases) expect(known).toContain(error.code)
    const overlap = SERVER_ERROR_CODES.filter((c) => (CLIENT_ERROR_CODES as readonly string[]).includes(c))
    expect(overlap).toEqual([])
  })
})
