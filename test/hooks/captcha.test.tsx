// @vitest-environment happy-dom
import { act, cleanup, render, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { type AuthResult, type FoyerClient } from '../../src/core/index.js'
import {
  FoyerProvider, useCaptcha, useFoyer, useLoginWithEmail, type UseCaptchaReturnType, type UseFoyerReturnType, type UseLoginWithEmailReturnType,
} from '../../src/hooks/index.js'
import { createDevBackend, TEST_CAPTCHA_SITE_KEYS } from '../../src/testing/index.js'
import { clientOnBackend } from '../core/helpers.js'

afterEach(cleanup)

function setup(siteKey: string = TEST_CAPTCHA_SITE_KEYS.pass, withWidget = true) {
  const backend = createDevBackend({ appConfig: { captcha_enabled: true, captcha_site_key: siteKey } })
  const client: FoyerClient = clientOnBackend(backend)
  const latest: { foyer?: UseFoyerReturnType; email?: UseLoginWithEmailReturnType; captcha?: UseCaptchaReturnType } = {}
  /** A host's own headless screen: its markup, the hooks, and the captcha widget rendered with useCaptcha(). */
  function HeadlessLogin() {
    latest.foyer = useFoyer()
    latest.email = useLoginWithEmail()
    latest.captcha = useCaptcha()
    return <div>{withWidget && <div data-testid="captcha" ref={latest.captcha.ref} />}</div>
  }
  render(
    <FoyerProvider client={client}>
      <HeadlessLogin />
    </FoyerProvider>,
  )
  return { backend, client, latest: latest as Required<typeof latest> }
}

describe('headless login with captcha enabled (test provider)', () => {
  it('a full e-mail login: the widget solves, sendCode takes the token, the backend verifies it', async () => {
    const { backend, latest } = setup()
    await waitFor(() => expect(latest.foyer.ready).toBe(true))
    await waitFor(() => expect(latest.captcha.state.status).toBe('success'), { timeout: 3000 })
    expect(latest.captcha.enabled).toBe(true)
    await act(() => latest.email.sendCode({ email: 'ada@example.com' }))
    expect(backend.requests.count('POST', '/api/v1/passwordless/init')).toBe(1)
    // The token was used; the widget starts a fresh challenge for the next step.
    expect(latest.captcha.state.token).toBeNull()
    const code = backend.mailbox.latest('ada@example.com')!.code
    let result!: AuthResult
    await act(async () => {
      result = await latest.email.loginWithCode({ code })
    })
    expect(result.isNewUser).toBe(true)
    expect(latest.foyer.authenticated).toBe(true)
    // Authenticated: the captcha is no longer needed.
  })

  it('sendCode before the token is ready waits for it (the step shows sending-code meanwhile)', async () => {
    const { backend, latest } = setup()
    await waitFor(() => expect(latest.foyer.ready).toBe(true))
    let sent: Promise<unknown>
    act(() => {
      sent = latest.email.sendCode({ email: 'bob@example.com' })
    })
    await waitFor(() => expect(latest.captcha.state.waiting).not.toBeNull())
    expect(latest.email.state.status).toBe('sending-code')
    await act(async () => {
      await sent
    })
    expect(backend.mailbox.latest('bob@example.com')).toBeDefined()
    expect(latest.captcha.state.waiting).toBeNull()
  })

  it('without a rendered widget, sendCode fails at once naming <Captcha/> and useCaptcha()', async () => {
    const { latest } = setup(TEST_CAPTCHA_SITE_KEYS.pass, false)
    await waitFor(() => expect(latest.foyer.ready).toBe(true))
    await expect(latest.email.sendCode({ email: 'ada@example.com' })).rejects.toMatchObject({ code: 'captcha_not_rendered' })
  })

  it('a failing captcha: error state with Retry; sendCode fails with "Captcha failed"', async () => {
    const { latest } = setup(TEST_CAPTCHA_SITE_KEYS.fail)
    await waitFor(() => expect(latest.captcha.state.status).toBe('error'), { timeout: 3000 })
    expect(latest.captcha.state.error).toBe('failed')
    await expect(latest.email.sendCode({ email: 'ada@example.com' })).rejects.toMatchObject({ code: 'captcha_failed' })
    act(() => void latest.captcha.retry())
    expect(latest.captcha.state).toMatchObject({ status: 'ready', retries: 1 })
  })

  it('a token the server refuses: 400 invalid_captcha, and a fresh challenge follows', async () => {
    const { latest } = setup(TEST_CAPTCHA_SITE_KEYS.invalid)
    await waitFor(() => expect(latest.captcha.state.status).toBe('success'), { timeout: 3000 })
    await expect(latest.email.sendCode({ email: 'ada@example.com' })).rejects.toMatchObject({ code: 'invalid_captcha' })
    await waitFor(() => expect(latest.captcha.state.status).toBe('success'), { timeout: 3000 })
  })
})
