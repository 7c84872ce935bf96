import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../src/core/errors/api.js'
import { FoyerError } from '../../../src/core/errors/base.js'
import { ERROR_SCREEN_KINDS, type ErrorScreenKind } from '../../../src/core/errors/catalogue.js'
import { ERROR_COPY_KEYS, ERROR_SCREENS, errorScreenFor } from '../../../src/ui/lib/errorCopy.js'
import { RequestTimeoutError } from '../../../src/core/errors/client.js'

const api = (status: number, code: string, message = 'Server says no') =>
  new ApiError({ status, code, message, path: '/api/v1/x', method: 'POST' })

describe('errorScreenFor', () => {
  const rows: [string, unknown, ErrorScreenKind][] = [
    ['disallowed_login_method', api(403, 'disallowed_login_method'), 'disallowedLoginMethod'],
    ['allowlist_rejected', api(403, 'allowlist_rejected'), 'allowlistRejected'],
    ['max_accounts_reached', api(403, 'max_accounts_reached'), 'userLimitReached'],
    ['user_does_not_exist', api(404, 'user_does_not_exist'), 'userDoesNotExist'],
    ['linked_to_another_user', api(400, 'linked_to_another_user'), 'linkedToAnotherUser'],
    ['cannot_link_more_of_type', api(400, 'cannot_link_more_of_type'), 'cannotLinkMore'],
    ['not_supported', api(400, 'not_supported'), 'notSupported'],
    ['too_many_requests', api(400, 'too_many_requests'), 'tooManyRequests'],
    ['a 429 with another code', api(429, 'slow_down'), 'tooManyRequests'],
    ["a message containing 'code 429'", api(500, 'upstream', 'Provider failed (code 429)'), 'tooManyRequests'],
    ["a client error whose message contains 'code 429'", new FoyerError('sms failed: code 429', 'UNKNOWN_AUTH_ERROR'), 'tooManyRequests'],
    ['invalid_credentials', api(401, 'invalid_credentials', 'Invalid or expired verification code'), 'invalidCredentials'],
    ['HTTP 400 with another code', api(400, 'invalid_data'), 'badRequest'],
    ['HTTP 422 with another code', api(422, 'unprocessable'), 'badRequest'],
    ['invalid_captcha', api(400, 'invalid_captcha'), 'invalidCaptcha'],
    ['client_request_timeout', new RequestTimeoutError(), 'requestTimeout'],
    ['another server error (500)', api(500, 'internal_error'), 'generic'],
    ['another client error', new FoyerError('x', 'UNKNOWN_AUTH_ERROR'), 'generic'],
    ['a plain Error', new Error('boom'), 'generic'],
    ['a non-error value', 'oops', 'generic'],
  ]

  it.each(rows)('%s → %s', (_, error, kind) => {
    expect(errorScreenFor(error)).toBe(ERROR_SCREENS[kind])
    expect(errorScreenFor(error).kind).toBe(kind)
  })

  it('code wins over the 400 status fallback (invalid_captcha with 400 is the captcha screen)', () => {
    expect(errorScreenFor(api(400, 'invalid_captcha')).kind).toBe('invalidCaptcha')
  })

  it('disallowed login method and bad request show the error’s own message', () => {
    expect(ERROR_SCREENS.disallowedLoginMethod.detailFromMessage).toBe(true)
    expect(ERROR_SCREENS.badRequest.detailFromMessage).toBe(true)
    expect(ERROR_SCREENS.cannotLinkMore.detailFromMessage).toBe(true)
  })

  it('every kind has an entry, and every entry uses known copy keys', () => {
    expect(Object.keys(ERROR_SCREENS).sort()).toEqual([...ERROR_SCREEN_KINDS].sort())
    const keys = new Set<string>(ERROR_COPY_KEYS)
    for (const entry of Object.values(ERROR_SCREENS)) {
      expect(keys.has(entry.title)).toBe(true)
      expect(keys.has(entry.button)).toBe(true)
      if (entry.detail !== null) expect(keys.has(entry.detail)).toBe(true)
    }
  })

  it('the rows of the table map to the expected titles and buttons', () => {
    expect(ERROR_SCREENS.disallowedLoginMethod).toMatchObject({ title: 'error.notAllowed.title', button: 'error.tryAnotherMethod' })
    expect(ERROR_SCREENS.allowlistRejected).toMatchObject({ title: 'error.allowlist.title', detail: 'error.allowlist.detail', button: 'error.allowlist.button' })
    expect(ERROR_SCREENS.userLimitReached).toMatchObject({ title: 'error.userLimit.title', detail: 'error.userLimit.detail', button: 'error.goBack' })
    expect(ERROR_SCREENS.linkedToAnotherUser).toMatchObject({ title: 'error.authFailed.title', detail: 'error.linkedToAnotherUser.detail' })
    expect(ERROR_SCREENS.notSupported).toMatchObject({ title: 'error.notSupported.title', button: 'error.tryAnotherMethod' })
    expect(ERROR_SCREENS.tooManyRequests).toMatchObject({ title: 'error.tooManyRequests.title', button: 'error.tooManyRequests.button' })
    expect(ERROR_SCREENS.invalidCredentials).toMatchObject({ detail: 'error.invalidCode.detail' })
    expect(ERROR_SCREENS.invalidCaptcha).toMatchObject({ title: 'error.generic.title', detail: 'error.pleaseTryAgain' })
    expect(ERROR_SCREENS.requestTimeout).toMatchObject({ title: 'error.timedOut.title' })
    expect(ERROR_SCREENS.generic).toMatchObject({ title: 'error.generic.title', detail: 'error.generic.detail' })
  })
})
