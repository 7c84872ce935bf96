// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type FoyerClient } from '../../src/core/index.js'
import { clearRefreshMarker } from '../../src/core/client/session/cookie.js'
import {
  PasskeyNotAllowedError, useFoyer, useLinkWithPasskey, useLoginWithEmail, useLoginWithPasskey, useSignupWithPasskey,
  type AuthResult, type FlowCallbacks,
} from '../../src/hooks/index.js'
import {
  createDevBackend, createSoftwareAuthenticator, DEV_APP_ID, type DevBackend, type SoftwareAuthenticator,
} from '../../src/testing/index.js'
import { providerFor } from './helpers.js'
import { clientOnBackend } from '../core/helpers.js'

let backend: DevBackend
let device: SoftwareAuthenticator
let client: FoyerClient

beforeEach(() => {
  backend = createDevBackend()
  device = createSoftwareAuthenticator()
  client = clientOnBackend(backend, { webauthn: device })
  clearRefreshMarker(DEV_APP_ID)
})
afterEach(cleanup)

function usePasskeys(callbacks: FlowCallbacks<AuthResult>) {
  return {
    foyer: useFoyer(),
    email: useLoginWithEmail(),
    login: useLoginWithPasskey(callbacks),
    signup: useSignupWithPasskey(callbacks),
    link: useLinkWithPasskey(callbacks),
  }
}

async function mount(callbacks: FlowCallbacks<AuthResult> = {}) {
  const rendered = renderHook((props: FlowCallbacks<AuthResult>) => usePasskeys(props), {
    wrapper: providerFor(client),
    initialProps: callbacks,
  })
  await waitFor(() => expect(rendered.result.current.foyer.ready).toBe(true))
  return rendered
}

describe('useSignupWithPasskey / useLoginWithPasskey', () => {
  it('signs up with a passkey (onComplete, authenticated), logs out, logs back in with it', async () => {
    const onComplete = vi.fn<(r: AuthResult) => void>()
    const { result } = await mount({ onComplete })
    expect(result.current.signup.state.status).toBe('initial')

    await act(() => result.current.signup.signupWithPasskey())
    expect(onComplete).toHaveBeenCalledTimes(1)
    expect(onComplete.mock.calls[0]![0].isNewUser).toBe(true)
    expect(result.current.foyer.authenticated).toBe(true)
    // One flow: every passkey hook sees it.
    expect(result.current.login.state).toMatchObject({ status: 'done', mode: 'signup' })
    const userId = result.current.foyer.user!.id

    await act(() => result.current.foyer.logout())
    expect(result.current.foyer.authenticated).toBe(false)
    expect(result.current.login.state.status).toBe('initial')

    await act(() => result.current.login.loginWithPasskey())
    expect(result.current.foyer.user!.id).toBe(userId)
    expect(onComplete).toHaveBeenCalledTimes(2)
    expect(onComplete.mock.calls[1]![0]).toMatchObject({ isNewUser: false, loginMethod: 'passkey' })
  })

  it('a dismissed prompt: onError with the spec error, state error, the promise rejects', async () => {
    const onError = vi.fn()
    const { result } = await mount({ onError })
    device.respondNext('reject')
    await act(() => expect(result.current.login.loginWithPasskey()).rejects.toBeInstanceOf(PasskeyNotAllowedError))
    expect(onError).toHaveBeenCalledWith(expect.any(PasskeyNotAllowedError))
    expect(result.current.login.state.status).toBe('error')
    expect(result.current.login.state.error?.shortMessage).toMatch(/^Passkey request timed out or rejected by user\./)
  })

  it('shows awaiting-passkey while the browser prompt is open', async () => {
    const { result } = await mount()
    device.respondNext('hang')
    act(() => void result.current.login.loginWithPasskey().catch(() => {}))
    await waitFor(() => expect(result.current.login.state.status).toBe('awaiting-passkey'))
  })

  it('new callbacks are used without re-running anything', async () => {
    const first = vi.fn()
    const second = vi.fn()
    const { result, rerender } = await mount({ onComplete: first })
    rerender({ onComplete: second })
    expect(result.current.signup.state.status).toBe('initial')
    await act(() => result.current.signup.signupWithPasskey())
    expect(first).not.toHaveBeenCalled()
    expect(second).toHaveBeenCalledTimes(1)
  })
})

describe('useLinkWithPasskey', () => {
  it('links a passkey to an e-mail user and unlinks it', async () => {
    const onComplete = vi.fn()
    const { result } = await mount({ onComplete })
    await act(() => result.current.email.sendCode({ email: 'ada@example.com' }))
    await act(() => result.current.email.loginWithCode({ code: backend.mailbox.latest('ada@example.com')!.code }))

    await act(() => result.current.link.linkWithPasskey())
    expect(onComplete).toHaveBeenCalledWith(expect.objectContaining({ wasAlreadyAuthenticated: true }))
    expect(result.current.foyer.user!.linkedAccounts.map((a) => a.type)).toEqual(['email', 'passkey'])

    const credentialId = device.credentials()[0]!.id
    await act(() => result.current.link.unlinkPasskey({ credentialId }))
    expect(result.current.foyer.user!.linkedAccounts.map((a) => a.type)).toEqual(['email'])
  })
})
