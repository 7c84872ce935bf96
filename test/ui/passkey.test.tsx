// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createSoftwareAuthenticator, type DevBackendOptions, type SoftwareAuthenticator } from '../../src/testing/index.js'
import { FoyerScreens } from '../../src/ui/index.js'
import { renderWithFoyer } from './helpers.js'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const LONG_NOT_ALLOWED =
  'Passkey request timed out or rejected by user. You will have to sign up with another method first to register a passkey for your account.'

function renderPasskeys(
  { signup = false, backend = {}, helpUrl, onClose }:
    { signup?: boolean; backend?: DevBackendOptions; helpUrl?: string; onClose?: () => void } = {},
) {
  const device = createSoftwareAuthenticator()
  const h = renderWithFoyer(
    <FoyerScreens onClose={onClose} />,
    { ...backend, appConfig: { login_methods: ['email', 'passkey'], login_config: { passkeys_for_signup_enabled: signup }, ...backend.appConfig } },
    { webauthn: device, ...(helpUrl ? { config: { passkeys: { helpUrl } } } : {}) },
  )
  return { ...h, device }
}

const passkeyButton = () => screen.findByRole('button', { name: 'Log in with a passkey' })

/** Signs a user up with `device` straight through the backend's routes (no UI). */
async function existingPasskeyUser(device: SoftwareAuthenticator, h: ReturnType<typeof renderPasskeys>) {
  const { signupWithPasskey, logout } = await import('../../src/core/index.js')
  await signupWithPasskey(h.client)
  await logout(h.client)
  expect(device.credentials()).toHaveLength(1)
}

describe('passkey on the landing', () => {
  it("shows 'Log in with a passkey' and the 'What's a passkey?' link when 'passkey' is a login method", async () => {
    renderPasskeys()
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Log in with a passkey' })).not.toBeNull())
    const help = screen.getByRole('link', { name: "What's a passkey?" }) as HTMLAnchorElement
    expect(help.href).toBe('https://www.passkeys.io/')
    expect(help.target).toBe('_blank')
  })

  it('the help link goes where the host config says', async () => {
    renderPasskeys({ helpUrl: 'https://example.com/passkeys' })
    await passkeyButton()
    expect((screen.getByRole('link', { name: "What's a passkey?" }) as HTMLAnchorElement).href).toBe('https://example.com/passkeys')
  })

  it('is absent when passkey is not a login method', async () => {
    const h = renderWithFoyer(<FoyerScreens />)
    await waitFor(() => expect(h.foyer().ready).toBe(true))
    await screen.findByLabelText('Email address')
    expect(screen.queryByRole('button', { name: 'Log in with a passkey' })).toBeNull()
  })
})

describe('passkey login screen', () => {
  it("shows 'Waiting for passkey' while the browser's prompt is open", async () => {
    const h = renderPasskeys()
    h.device.respondNext('hang')
    fireEvent.click(await passkeyButton())
    await waitFor(() => expect(screen.queryByText('Waiting for passkey')).not.toBeNull())
    expect(screen.queryByText('Approve the request with your fingerprint, face, PIN or security key.')).not.toBeNull()
  })

  it('logs an existing passkey user in: success, then the UI closes after 1.4 s', async () => {
    const onClose = vi.fn()
    const h = renderPasskeys({ onClose })
    await passkeyButton()
    await existingPasskeyUser(h.device, h)
    fireEvent.click(await passkeyButton())
    await waitFor(() => expect(screen.queryByText("You're logged in.")).not.toBeNull())
    expect(screen.queryByText('Success!')).not.toBeNull()
    await waitFor(() => expect(h.foyer().authenticated).toBe(true))
    expect(onClose).not.toHaveBeenCalled()
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1), { timeout: 3000 })
  })

  it('a dismissed prompt shows the spec text and Try again, which starts a new prompt', async () => {
    const h = renderPasskeys()
    await passkeyButton()
    await existingPasskeyUser(h.device, h)
    h.device.respondNext('reject')
    fireEvent.click(await passkeyButton())
    await waitFor(() => expect(screen.queryByText(LONG_NOT_ALLOWED)).not.toBeNull())
    expect(screen.queryByText('Authentication failed')).not.toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.queryByText("You're logged in.")).not.toBeNull())
  })

  it('with no passkey on the device the browser refuses: the same not-allowed text', async () => {
    renderPasskeys()
    fireEvent.click(await passkeyButton())
    await waitFor(() => expect(screen.queryByText(LONG_NOT_ALLOWED)).not.toBeNull())
  })

  it('the back button returns to the landing', async () => {
    const h = renderPasskeys()
    h.device.respondNext('hang')
    fireEvent.click(await passkeyButton())
    await screen.findByText('Waiting for passkey')
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Log in with a passkey' })).not.toBeNull())
  })
})

describe('passkey sign-up chooser', () => {
  it("'Log in or create a new account?' → 'Sign up with a new passkey' → a new user", async () => {
    const h = renderPasskeys({ signup: true })
    fireEvent.click(await passkeyButton())
    await waitFor(() => expect(screen.queryByText('Log in or create a new account?')).not.toBeNull())
    fireEvent.click(screen.getByRole('button', { name: 'Sign up with a new passkey' }))
    await waitFor(() => expect(screen.queryByText('Your account has been created.')).not.toBeNull())
    await waitFor(() => expect(h.foyer().user?.linkedAccounts.map((a) => a.type)).toEqual(['passkey']))
  })

  it("'Log in with an existing passkey' logs in", async () => {
    const h = renderPasskeys({ signup: true })
    await passkeyButton()
    await existingPasskeyUser(h.device, h)
    fireEvent.click(await passkeyButton())
    fireEvent.click(await screen.findByRole('button', { name: 'Log in with an existing passkey' }))
    await waitFor(() => expect(screen.queryByText("You're logged in.")).not.toBeNull())
  })

  it('a dismissed sign-up prompt gets the short text', async () => {
    const h = renderPasskeys({ signup: true })
    h.device.respondNext('reject')
    fireEvent.click(await passkeyButton())
    fireEvent.click(await screen.findByRole('button', { name: 'Sign up with a new passkey' }))
    await waitFor(() => expect(screen.queryByText('Passkey request timed out or rejected by user.')).not.toBeNull())
  })

  it("a server refusal shows the error catalogue's texts (allowlist)", async () => {
    renderPasskeys({ signup: true, backend: { allowlist: ['someone@example.com'] } })
    fireEvent.click(await passkeyButton())
    fireEvent.click(await screen.findByRole('button', { name: 'Sign up with a new passkey' }))
    await waitFor(() => expect(screen.queryByText("You don't have access to this app")).not.toBeNull())
    expect(screen.queryByText('Have you been invited?')).not.toBeNull()
  })
})
