// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiError, ERROR_SCREEN_KINDS, FoyerError, RequestTimeoutError } from '../../src/core/index.js'
import { FoyerScreens } from '../../src/ui/index.js'
import { cells, goToCodeScreen, renderWithFoyer, typeCode } from './helpers.js'

afterEach(cleanup)

const api = (status: number, code: string, message = 'Server said no') =>
  new ApiError({ status, code, message, path: '/api/v1/passwordless/authenticate', method: 'POST' })

// One row per kind of core's ERROR_SCREENS: the error, then title / detail / button.
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
  walletLinkedToAnotherUser: [new ApiError({ status: 400, code: 'linked_to_another_user', message: 'x', path: '/api/v1/siwe/link', method: 'POST' }), 'Authentication failed', 'This account has already been linked to another user.', 'Use a different wallet'],
  codeFailure: [new ApiError({ status: 500, code: 'internal_error', message: 'x', path: '/api/v1/passwordless/authenticate', method: 'POST' }), 'Issue verifying code', 'Try again later', 'Try again'],
  captchaFailed: [new FoyerError('Captcha failed', 'captcha_failed'), 'Something went wrong', 'If you use an adblocker or VPN, try disabling and re-attempting.', 'Try again'],
} as const
// Rows whose title is the only text (no detail line).
const TITLE_ONLY = {
  captchaTimeout: [new FoyerError('Captcha timed out', 'captcha_timeout'), 'Something went wrong! Please try again later.', 'Try again'],
} as const

describe('error screen', () => {
  it('covers every kind of the catalogue', () => {
    expect([...Object.keys(CASES), ...Object.keys(TITLE_ONLY)].sort()).toEqual([...ERROR_SCREEN_KINDS].sort())
  })

  it.each(Object.entries(TITLE_ONLY))('%s', async (kind, [error, title, button]) => {
    renderWithFoyer(<FoyerScreens initialScreen="error" initialParams={{ error }} />)
    expect((await screen.findByRole('heading', { name: title })).getAttribute('data-kind')).toBe(kind)
    expect(screen.queryByRole('button', { name: button })).not.toBeNull()
  })

  it('a user-limit or not-allowed retry returns to the previous screen', async () => {
    const h = renderWithFoyer(<FoyerScreens />, { maxUsers: 0 })
    await waitFor(() => expect(h.foyer().ready).toBe(true))
    const code = await goToCodeScreen(h)
    typeCode(fireEvent, cells(screen), code)
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Unable to sign in' })).not.toBeNull())
    fireEvent.click(screen.getByRole('button', { name: 'Go back' }))
    await waitFor(() => expect(screen.queryByText('Enter confirmation code')).not.toBeNull())
  })

  it("'Account not found': 'Try logging in again' keeps disable-signup", async () => {
    const h = renderWithFoyer(<FoyerScreens loginOptions={{ disableSignup: true }} initialScreen="error" initialParams={{ error: api(404, 'user_does_not_exist') }} />)
    await waitFor(() => expect(h.foyer().ready).toBe(true))
    fireEvent.click(await screen.findByRole('button', { name: 'Try logging in again' }))
    fireEvent.change(await screen.findByLabelText('Email address'), { target: { value: 'nobody@example.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await screen.findByText('Enter confirmation code')
    typeCode(fireEvent, cells(screen), h.backend.mailbox.latest('nobody@example.com')!.code)
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Account not found' })).not.toBeNull())
    expect(h.backend.users.list()).toHaveLength(0)
  })

  it('an account_transfer_required error with a nonce opens the transfer screen instead', async () => {
    const error = new ApiError({ status: 400, code: 'account_transfer_required', message: 'x', path: '/api/v1/passwordless/link', method: 'POST', body: { data: { nonce: 'n', account: 'a@b.co', link_method: 'email' } } })
    renderWithFoyer(<FoyerScreens initialScreen="error" initialParams={{ error }} />)
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Email address is associated with another account' })).not.toBeNull())
  })

  it.each(Object.entries(CASES))('%s', async (kind, [error, title, detail, button]) => {
    const h = renderWithFoyer(<FoyerScreens initialScreen="error" initialParams={{ error }} />)
    await waitFor(() => expect(h.foyer().ready).toBe(true))
    const heading = await screen.findByRole('heading', { name: title })
    expect(heading.getAttribute('data-kind')).toBe(kind)
    expect(screen.queryByText(detail)).not.toBeNull()
    expect(screen.queryByRole('button', { name: button })).not.toBeNull()
  })

  it('uses the app allowlist texts, and its link as the button', async () => {
    const h = renderWithFoyer(<FoyerScreens initialScreen="error" initialParams={{ error: api(403, 'allowlist_rejected') }} />, {
      appConfig: { allowlist_config: { error_title: 'Members only', error_detail: 'Join the waitlist first.', error_cta_text: 'Join waitlist', error_cta_link: 'https://example.com/waitlist' } },
    })
    await waitFor(() => expect(h.foyer().ready).toBe(true))
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Members only' })).not.toBeNull())
    expect(screen.queryByText('Join the waitlist first.')).not.toBeNull()
    expect(screen.getByRole('link', { name: 'Join waitlist' }).getAttribute('href')).toBe('https://example.com/waitlist')
  })

  it('retry goes to the landing when there is no previous screen', async () => {
    renderWithFoyer(<FoyerScreens initialScreen="error" initialParams={{ error: new Error('x') }} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.queryByLabelText('Email address')).not.toBeNull())
  })

  it('is shown before the client is ready', async () => {
    renderWithFoyer(<FoyerScreens initialScreen="error" initialParams={{ error: new Error('x') }} />)
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeNull())
  })
})
