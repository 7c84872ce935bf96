// @vitest-environment happy-dom
// fresh module graph: its first test starts before the captcha's chunk has loaded.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { captchaFlow } from '../../src/core/internal.js'
import { TEST_CAPTCHA_SITE_KEYS } from '../../src/testing/index.js'
import { captchaView } from '../../src/ui/captcha/texts.js'
import { FoyerEmbed, FoyerModal } from '../../src/ui/index.js'
import { INITIAL_CAPTCHA } from '../../src/core/machines/captchaFlow.js'
import { renderWithFoyer, timeWhen } from './helpers.js'

afterEach(cleanup)

const withCaptcha = (siteKey: string = TEST_CAPTCHA_SITE_KEYS.pass) => ({ appConfig: { captcha_enabled: true, captcha_site_key: siteKey } })

async function submitEmail(email = 'ada@example.com') {
  fireEvent.change(await screen.findByLabelText('Email address'), { target: { value: email } })
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
}

describe('captcha in the default UI', () => {
  // First in the file: the captcha's chunk has not loaded yet (a step started before the widget
  // mounted failed with 'captcha not rendered' — a fast user on a slow network).
  it('a screen shows only once the captcha is mounted: a step started the moment it shows gets a token', async () => {
    const h = renderWithFoyer(<FoyerModal />, withCaptcha())
    await waitFor(() => expect(h.foyer().ready).toBe(true))
    act(() => h.foyer().login())
    const field = await screen.findByLabelText('Email address')
    expect(captchaFlow.get(h.client).status).not.toBe('idle')
    fireEvent.change(field, { target: { value: 'fast@example.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await screen.findByText('Enter confirmation code', {}, { timeout: 5000 })
    expect(h.backend.mailbox.latest('fast@example.com')?.code).toMatch(/^\d{6}$/)
  })

  it('runs on the landing (test widget rendered); a solved token lets the code be sent at once', async () => {
    const h = renderWithFoyer(<FoyerEmbed />, withCaptcha())
    await waitFor(() => expect(document.querySelector('[data-foyer-test-captcha="pass"]')).not.toBeNull(), { timeout: 3000 })
    await waitFor(() => expect(captchaFlow.get(h.client).status).toBe('success'), { timeout: 3000 })
    await submitEmail()
    await screen.findByText('Enter confirmation code')
    expect(screen.queryByText('Checking that you are a human...')).toBeNull()
    expect(h.backend.mailbox.latest('ada@example.com')).toBeDefined()
  })

  it('a step that must wait shows the captcha step: checking → Success! → continues by itself after ~2 s', async () => {
    const h = renderWithFoyer(<FoyerEmbed />, withCaptcha())
    await waitFor(() => expect(h.foyer().ready).toBe(true))
    await submitEmail()
    await waitFor(() => expect(screen.queryByText('Checking that you are a human...')).not.toBeNull())
    // The landing stays mounted underneath, hidden.
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('ada@example.com')
    const success = timeWhen(() => screen.queryByText('Success!') !== null)
    await screen.findByText('Success!', {}, { timeout: 3000 })
    success.stop()
    const at = success.at()
    await screen.findByText('Enter confirmation code', {}, { timeout: 4000 })
    expect(Date.now() - at).toBeGreaterThanOrEqual(1700)
  })

  it('a failing captcha: "You did not pass CAPTCHA." with Retry, 3 times; then the adblocker hint', async () => {
    const h = renderWithFoyer(<FoyerModal />, withCaptcha(TEST_CAPTCHA_SITE_KEYS.fail))
    await waitFor(() => expect(h.foyer().ready).toBe(true))
    act(() => h.foyer().login())
    await submitEmail()
    for (let i = 0; i < 3; i++) {
      await screen.findByText('You did not pass CAPTCHA. Please try again.', {}, { timeout: 3000 })
      expect(screen.queryByText('Something went wrong')).not.toBeNull()
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
      await waitFor(() => expect(screen.queryByText('You did not pass CAPTCHA. Please try again.')).toBeNull())
    }
    await waitFor(() => expect(screen.queryByText('If you use an adblocker or VPN, try disabling and re-attempting.')).not.toBeNull(), { timeout: 3000 })
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
  }, 15_000)

  it('a token the server refuses: "Something went wrong" / "Please try again." (and the captcha resets)', async () => {
    const h = renderWithFoyer(<FoyerEmbed />, withCaptcha(TEST_CAPTCHA_SITE_KEYS.invalid))
    await waitFor(() => expect(captchaFlow.get(h.client).status).toBe('success'), { timeout: 3000 })
    await submitEmail()
    await waitFor(() => expect(screen.queryByText('Please try again.')).not.toBeNull())
    expect(screen.queryByText('Something went wrong')).not.toBeNull()
  })

  it('does not run when captcha is disabled', async () => {
    const h = renderWithFoyer(<FoyerEmbed />)
    await waitFor(() => expect(h.foyer().ready).toBe(true))
    await screen.findByLabelText('Email address')
    expect(document.querySelector('.foyer-captchaWidget')).toBeNull()
    expect(captchaFlow.get(h.client).status).toBe('idle')
  })

  it('does not run while the modal is closed', async () => {
    const h = renderWithFoyer(<FoyerModal />, withCaptcha())
    await waitFor(() => expect(h.foyer().ready).toBe(true))
    expect(captchaFlow.get(h.client).status).toBe('idle')
    act(() => h.foyer().login())
    await waitFor(() => expect(captchaFlow.get(h.client).status).not.toBe('idle'))
  })
})

describe('captchaView (the step\'s texts)', () => {
  it('checking while loading or ready', () => {
    expect(captchaView({ ...INITIAL_CAPTCHA, status: 'loading' }).title).toBe('captcha.checking')
    expect(captchaView({ ...INITIAL_CAPTCHA, status: 'ready' }).title).toBe('captcha.checking')
  })
  it('Success!, with Continue only when the step needs user intent and success is processed', () => {
    const success = { ...INITIAL_CAPTCHA, status: 'success' as const, token: 't' }
    expect(captchaView(success)).toMatchObject({ title: 'captcha.success', showContinue: false })
    const intent = { ...success, waiting: { requiresUserIntent: true, continuing: false } }
    expect(captchaView(intent)).toMatchObject({ showContinue: false })
    expect(captchaView({ ...intent, processed: true })).toMatchObject({ showContinue: true, continuing: false })
  })
  it('errors: failed with retries, after retries, timeout, unavailable', () => {
    const error = { ...INITIAL_CAPTCHA, status: 'error' as const }
    expect(captchaView({ ...error, error: 'failed' })).toMatchObject({ detail: 'captcha.error.failed', canRetry: true })
    expect(captchaView({ ...error, error: 'failed', retries: 3 })).toMatchObject({ detail: 'captcha.error.afterRetries', canRetry: false })
    expect(captchaView({ ...error, error: 'timeout' })).toMatchObject({ detail: 'captcha.error.timeout', canRetry: true })
    expect(captchaView({ ...error, error: 'unavailable' })).toMatchObject({ detail: 'captcha.error.unavailable', canRetry: false })
  })
})
