// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { freshTotpCode } from '../../src/testing/index.js'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type FoyerClient } from '../../src/core/index.js'
import { clearRefreshMarker } from '../../src/core/client/session/cookie.js'
import {
  useFoyer, useFoyerClient, useLinkWithPasskey, useLoginWithEmail, useLogout, useMfa, useMfaEnrollment, useRegisterMfaListener,
  type MfaRequiredEvent,
} from '../../src/hooks/index.js'
import { createDevBackend, createSoftwareAuthenticator, DEV_APP_ID, type DevBackend, type SoftwareAuthenticator } from '../../src/testing/index.js'
import { providerFor } from './helpers.js'
import { clientOnBackend } from '../core/helpers.js'

let backend: DevBackend
let device: SoftwareAuthenticator
let client: FoyerClient

beforeEach(() => {
  vi.stubGlobal('location', { hostname: 'localhost', host: 'localhost', origin: 'http://localhost', href: 'http://localhost/' })
  backend = createDevBackend()
  device = createSoftwareAuthenticator({ origin: 'http://localhost' })
  client = clientOnBackend(backend, { webauthn: device })
  clearRefreshMarker(DEV_APP_ID)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function useAll(listener: (e: MfaRequiredEvent) => void) {
  useRegisterMfaListener({ onMfaRequired: listener })
  return {
    foyer: useFoyer(),
    client: useFoyerClient(),
    email: useLoginWithEmail(),
    logout: useLogout(),
    mfa: useMfa(),
    enrollment: useMfaEnrollment(),
    passkeys: useLinkWithPasskey(),
  }
}

async function mount() {
  const listener = vi.fn<(e: MfaRequiredEvent) => void>()
  const rendered = renderHook(() => useAll(listener), { wrapper: providerFor(client) })
  await waitFor(() => expect(rendered.result.current.foyer.ready).toBe(true))
  await act(() => rendered.result.current.email.sendCode({ email: 'ada@example.com' }))
  await act(() => rendered.result.current.email.loginWithCode({ code: backend.mailbox.latest('ada@example.com')!.code }))
  return { ...rendered, listener }
}

const protectedAction = (c: FoyerClient) => (headers: Record<string, string>) =>
  c.http.request<{ ok: boolean }>('/api/v1/dev/protected-action', { method: 'POST', body: {}, headers })

describe('useMfaEnrollment + useMfa against the dev backend', () => {
  it('enrols TOTP (scan/type the secret, then a code); a protected action then waits for a code and passes', async () => {
    const { result, listener } = await mount()
    let secret = ''
    await act(async () => {
      const init = await result.current.enrollment.initEnrollment({ method: 'totp' })
      if (init.method !== 'totp') throw new Error('expected totp')
      expect(init.authUrl).toContain(`secret=${init.secret}`)
      secret = init.secret
    })
    expect(result.current.enrollment.state).toMatchObject({ status: 'awaiting-code', method: 'totp', totp: { secret } })
    const code = await freshTotpCode(secret, { step: -1 })
    await act(() => result.current.enrollment.submitEnrollment({ method: 'totp', code }))
    expect(result.current.enrollment.state.status).toBe('done')
    expect(result.current.mfa.mfaMethods).toEqual(['totp'])

    let action!: Promise<{ ok: boolean }>
    act(() => {
      action = result.current.mfa.withMfa(protectedAction(result.current.client))
    })
    await waitFor(() => expect(result.current.mfa.state.status).toBe('awaiting-input'))
    expect(listener).toHaveBeenCalledWith({ kind: 'txn', methods: ['totp'] })
    await expect(act(() => result.current.mfa.submit('totp', '000000'))).rejects.toThrow('MFA verification failed, retry.')
    expect(result.current.mfa.state).toMatchObject({ status: 'awaiting-input', attempts: 1 })
    const current = await freshTotpCode(secret)
    await act(() => result.current.mfa.submit('totp', current))
    await expect(action).resolves.toMatchObject({ ok: true })
    expect(result.current.mfa.state.status).toBe('verified')
  })

  it('changing methods requires a prior verification: unenrolling prompts first', async () => {
    const { result } = await mount()
    let secret = ''
    await act(async () => {
      const init = await result.current.enrollment.initEnrollment({ method: 'totp' })
      secret = (init as { secret: string }).secret
      await result.current.enrollment.submitEnrollment({ method: 'totp', code: await freshTotpCode(secret, { step: -1 }) })
    })
    let removal!: Promise<unknown>
    act(() => {
      removal = result.current.enrollment.unenroll('totp')
    })
    await waitFor(() => expect(result.current.mfa.state).toMatchObject({ status: 'awaiting-input', kind: 'auth' }))
    const current = await freshTotpCode(secret)
    await act(() => result.current.mfa.submit('totp', current))
    await act(() => removal)
    expect(result.current.mfa.mfaMethods).toEqual([])
    expect(result.current.enrollment.state).toMatchObject({ status: 'done', action: 'unenroll' })
  })

  it('SMS enrolment (enroll → verify → added) and verification by SMS', async () => {
    const { result } = await mount()
    await act(() => result.current.enrollment.initEnrollment({ method: 'sms', phoneNumber: '+1 201 555 0123' }))
    expect(result.current.enrollment.state).toMatchObject({ status: 'awaiting-code', phoneNumber: '+12015550123' })
    await act(() => result.current.enrollment.submitEnrollment({ method: 'sms', code: backend.smsOutbox.latest('+12015550123')!.code }))
    expect(result.current.mfa.mfaMethods).toEqual(['sms'])

    let prompt!: Promise<void>
    act(() => {
      prompt = result.current.mfa.promptMfa()
    })
    await waitFor(() => expect(result.current.mfa.state.status).toBe('awaiting-input'))
    await act(() => result.current.mfa.init('sms'))
    expect(result.current.mfa.state.codeSentAt).not.toBeNull()
    await act(() => result.current.mfa.submit('sms', backend.smsOutbox.latest('+12015550123')!.code))
    await act(() => prompt)
    expect(result.current.mfa.state.status).toBe('verified')
  })

  it('passkey: enrol a new passkey as MFA, verify with it; it cannot be unlinked while enrolled', async () => {
    const { result } = await mount()
    await act(() => result.current.enrollment.submitEnrollment({ method: 'passkey' }))
    const passkey = result.current.foyer.user!.linkedAccounts.find((a) => a.type === 'passkey') as { credentialId: string; enrolledInMfa: boolean }
    expect(passkey.enrolledInMfa).toBe(true)
    expect(result.current.mfa.mfaMethods).toEqual(['passkey'])

    let action!: Promise<unknown>
    act(() => {
      action = result.current.mfa.withMfa(protectedAction(result.current.client))
    })
    await waitFor(() => expect(result.current.mfa.state.status).toBe('awaiting-input'))
    await act(() => result.current.mfa.verifyWithPasskey())
    await expect(action).resolves.toMatchObject({ ok: true })

    await expect(result.current.passkeys.unlinkPasskey({ credentialId: passkey.credentialId })).rejects.toThrow('Cannot unlink a passkey enrolled in MFA')
  })

  it('a dismissed passkey prompt uses no attempt and can be tried again', async () => {
    const { result } = await mount()
    await act(() => result.current.enrollment.submitEnrollment({ method: 'passkey' }))
    let prompt!: Promise<void>
    act(() => {
      prompt = result.current.mfa.promptMfa()
    })
    await waitFor(() => expect(result.current.mfa.state.status).toBe('awaiting-input'))
    device.respondNext('reject')
    await expect(act(() => result.current.mfa.verifyWithPasskey())).rejects.toThrow('Passkey request timed out or rejected by user.')
    expect(result.current.mfa.state).toMatchObject({ status: 'awaiting-input', attempts: 0, blocking: false })
    await act(() => result.current.mfa.verifyWithPasskey())
    await act(() => prompt)
  })

  it("'Must have valid access token to enroll in MFA' when logged out", async () => {
    const { result } = await mount()
    await act(() => result.current.logout.logout())
    await expect(result.current.enrollment.initEnrollment({ method: 'totp' })).rejects.toThrow('Must have valid access token to enroll in MFA')
  })

  it('logout ends a pending wait (MFA canceled) and clears MFA state', async () => {
    const { result } = await mount()
    await act(async () => {
      const init = await result.current.enrollment.initEnrollment({ method: 'totp' })
      await result.current.enrollment.submitEnrollment({ method: 'totp', code: await freshTotpCode((init as { secret: string }).secret, { step: -1 }) })
    })
    let prompt!: Promise<void>
    act(() => {
      prompt = result.current.mfa.promptMfa()
    })
    await waitFor(() => expect(result.current.mfa.state.status).toBe('awaiting-input'))
    const failed = prompt.catch((e: unknown) => e)
    await act(() => result.current.logout.logout())
    expect(((await failed) as Error).message).toBe('MFA canceled')
    expect(result.current.mfa.state.status).toBe('idle')
  })
})
