// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiError, ERROR_SCREEN_KINDS, FoyerError, RequestTimeoutError } from '../../src/core/index.js'
import { FoyerScreens } from '../../src/ui/index.js'
import { renderWithFoyer } from './helpers.js'

afterEach(cleanup)

const api = (status: number, code: string, message = 'Server said no') =>
  new ApiError({ status, code, message, path: '/api/v1/passwordless/authenticate', method: 'POST' })

// One row per kind of core's ERROR_SCREENS: the error, then title / detail / button (spec 01 §8).
const CASES = {
  disallowedLoginMethod: [api(403, 'disallowed_login_method', 'Email login is disabled'), 'Not allowed', 'Email login is disabled', 'Try another method'],
  allowlistRejected: [api(403, 'allowlist_rejected'), "You don't have access to this app", 'Have you been invited?', 'Try another account'],
  userLimitReached: [api(403, 'max_accounts_reached'), 'Unable to sign in', 'This is a test application that has reached its user limit. To allow more users, this app needs to be upgraded to production.', 'Go back'],
  userDoesNotExist: [api(404, 'user_does_not_exist'), 'Account not found', 'Please try logging in again or go to Foyer Demo to create an account.', 'Try logging in again'],
  linkedToAnotherUser: [api(400, 'linked_to_another_user'), 'Authentication failed', 'This account has already been linked to another user.', 'Try again'],
  cannotLinkMore: [new FoyerError('', 'cannot_link_more_of_type'), 'Authentication failed', 'Cannot link more passkeys to account.', 'Try again'],
  notSupported: [api(400, 'not_supported'), 'This region is not supported', 'SMS authentication from this region is not available', 'Try another method'],
  tooManyRequests: [api(429, 'too_many_requests'), 'Request failed', 'Too many attempts.', 'Try again later'],
  invalidCredentials: [api(401, 'invalid_credentials'), 'Something went wrong', 'Invalid or expired verification code', 'Try again'],
  badRequest: [api(422, 'invalid_data', 'Email is malformed'), 'Something went wrong', 'Email is malformed', 'Try again'],
  invalidCaptcha: [api(400, 'invalid_captcha'), 'Something went wrong', 'Please try again.', 'Try again'],
  requestTimeout: [new RequestTimeoutError(), 'Timed out', 'Try again later', 'Try again'],
  generic: [new Error('boom'), 'Something went wrong', 'Try again later', 'Try again'],
} as const

describe('error screen', () => {
  it('covers every kind of the catalogue', () => {
    expect(Object.keys(CASES).sort()).toEqual([...ERROR_SCREEN_KINDS].sort())
  })

  it.each(Object.entries(CASES))('%s', async (kind, [error, title, detail, button]) => {
    const h = renderWithFoyer(<FoyerScreens initialScreen="error" initialParams={{ error }} />)
    await waitFor(() => expect(h.foyer().ready).toBe(true))
    const heading = await screen.findByRole('heading', { name: title })
    expect(heading.getAttribute('data-kind')).toBe(kind)
    expect(screen.getByText(detail)).toBeTruthy()
    expect(screen.getByRole('button', { name: button })).toBeTruthy()
  })

  it('uses the app allowlist texts, and its link as the button', async () => {
    const h = renderWithFoyer(<FoyerScreens initialScreen="error" initialParams={{ error: api(403, 'allowlist_rejected') }} />, {
      appConfig: { allowlist_config: { error_title: 'Members only', error_detail: 'Join the waitlist first.', error_cta_text: 'Join waitlist', error_cta_link: 'https://example.com/waitlist' } },
    })
    await waitFor(() => expect(h.foyer().ready).toBe(true))
    expect(await screen.findByRole('heading', { name: 'Members only' })).toBeTruthy()
    expect(screen.getByText('Join the waitlist first.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Join waitlist' }).getAttribute('href')).toBe('https://example.com/waitlist')
  })

  it('retry goes to the landing when there is no previous screen', async () => {
    renderWithFoyer(<FoyerScreens initialScreen="error" initialParams={{ error: new Error('x') }} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }))
    expect(await screen.findByLabelText('Email address')).toBeTruthy()
  })

  it('is shown before the client is ready', async () => {
    renderWithFoyer(<FoyerScreens initialScreen="error" initialParams={{ error: new Error('x') }} />)
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy()
  })
})
