// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { accountTransferDataOf, createFoyerClient, type FoyerClient } from '../../src/core/index.js'
import { clearRefreshMarker } from '../../src/core/client/session/cookie.js'
import { createMemoryStorage } from '../../src/core/client/storage.js'
import {
  useAccountTransfer, useFoyer, useIdentityToken, useLoginWithEmail, usePostLoginStep, useUnlinkAccount, useUpdatePhone,
  useLoginWithSms, useAcceptTerms, useUpdateEmail,
} from '../../src/hooks/index.js'
import { createDevBackend, DEV_APP_ID } from '../../src/testing/index.js'
import { devBackendHandlers } from '../../src/testing/msw.js'
import { providerFor } from './helpers.js'

const API = 'http://api.test'
const backend = createDevBackend({ accountTransfers: true })
const server = setupServer(...devBackendHandlers(backend, { baseUrl: API }))
const newClient = (): FoyerClient => createFoyerClient({ appId: DEV_APP_ID, apiUrl: API, storage: createMemoryStorage() })

async function mount<T>(client: FoyerClient, hook: () => T) {
  const rendered = renderHook(() => ({ foyer: useFoyer(), email: useLoginWithEmail(), value: hook() }), { wrapper: providerFor(client) })
  await waitFor(() => expect(rendered.result.current.foyer.ready).toBe(true))
  return rendered
}
type Mounted = Awaited<ReturnType<typeof mount>>
async function emailLogin(r: Mounted, email = 'ada@example.com') {
  await act(() => r.result.current.email.sendCode({ email }))
  await act(() => r.result.current.email.loginWithCode({ code: backend.mailbox.latest(email)!.code }))
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())
beforeEach(() => {
  backend.reset()
  backend.setAppConfig({ legal: { require_users_accept_terms: false } })
  clearRefreshMarker(DEV_APP_ID)
})
afterEach(cleanup)

describe('account hooks (headless)', () => {
  it('useIdentityToken: the token and its claims follow the session', async () => {
    const r = await mount(newClient(), () => useIdentityToken())
    expect(r.result.current.value).toEqual({ identityToken: null, claims: null })
    await emailLogin(r)
    expect(r.result.current.value.identityToken).toMatch(/^ey/)
    expect(r.result.current.value.claims).toMatchObject({ sub: r.result.current.foyer.user!.id, linkedAccounts: [{ type: 'email' }] })
  })

  it('usePostLoginStep / useAcceptTerms: awaiting-terms after a login, accept → done', async () => {
    backend.setAppConfig({ legal: { require_users_accept_terms: true } })
    const r = await mount(newClient(), () => ({ step: usePostLoginStep(), terms: useAcceptTerms() }))
    await emailLogin(r)
    expect(r.result.current.value.step.state.status).toBe('awaiting-terms')
    expect(r.result.current.value.terms.hasAcceptedTerms).toBe(false)
    await act(() => r.result.current.value.terms.acceptTerms())
    expect(r.result.current.value.step.state.status).toBe('done')
    expect(r.result.current.value.terms.hasAcceptedTerms).toBe(true)
  })

  it('useUpdatePhone headless: sendCode → submitCode replaces the phone; useUnlinkAccount removes it', async () => {
    const onSuccess = vi.fn()
    const r = await mount(newClient(), () => ({ update: useUpdatePhone({ onSuccess }), unlink: useUnlinkAccount(), sms: useLoginWithSms() }))
    await emailLogin(r)
    await act(() => r.result.current.value.sms.sendCode({ phoneNumber: '+12015550123', intent: 'link' }))
    await act(() => r.result.current.value.sms.loginWithCode({ code: backend.smsOutbox.latest('+12015550123')!.code }))
    await act(() => r.result.current.value.update.sendCode({ newPhoneNumber: '+12015550144' }))
    expect(r.result.current.value.update.state).toMatchObject({ status: 'awaiting-code-input', intent: 'update' })
    await act(() => r.result.current.value.update.submitCode({ code: backend.smsOutbox.latest('+12015550144')!.code }))
    expect(onSuccess).toHaveBeenCalledTimes(1)
    expect(r.result.current.foyer.user!.phone?.number).toBe('+12015550144')
    await act(() => r.result.current.value.unlink.unlinkPhone('+12015550144'))
    expect(r.result.current.foyer.user!.phone).toBeUndefined()
  })

  it('useUpdateEmail headless: a failed update reaches onError once; its state shows only update runs', async () => {
    const onError = vi.fn()
    const onSuccess = vi.fn()
    const r = await mount(newClient(), () => useUpdateEmail({ onSuccess, onError }))
    await emailLogin(r)
    expect(r.result.current.email.state.status).toBe('done')
    expect(r.result.current.value.state.status).toBe('initial')
    expect(onSuccess).not.toHaveBeenCalled()
    await act(async () => {
      await r.result.current.value.sendCode({ newEmail: 'nope' }).catch(() => {})
    })
    expect(r.result.current.value.state).toMatchObject({ status: 'error', intent: 'update' })
    expect(onError).toHaveBeenCalledTimes(1)
    expect(onError.mock.calls[0]![0]).toMatchObject({ code: 'invalid_email' })
    await act(() => r.result.current.value.sendCode({ newEmail: 'lovelace@example.com' }))
    await act(() => r.result.current.value.submitCode({ code: backend.mailbox.latest('lovelace@example.com')!.code }))
    expect(onSuccess).toHaveBeenCalledTimes(1)
    expect(r.result.current.foyer.user!.email?.address).toBe('lovelace@example.com')
  })

  it('useAccountTransfer: transfers the account a link was refused for', async () => {
    backend.users.create({ email: 'grace@example.com' })
    const r = await mount(newClient(), () => ({ transfer: useAccountTransfer(), sms: useLoginWithSms() }))
    await act(() => r.result.current.value.sms.sendCode({ phoneNumber: '+12015550123' }))
    await act(() => r.result.current.value.sms.loginWithCode({ code: backend.smsOutbox.latest('+12015550123')!.code }))
    await act(() => r.result.current.email.sendCode({ email: 'grace@example.com', intent: 'link' }))
    let error: unknown
    await act(async () => {
      error = await r.result.current.email.loginWithCode({ code: backend.mailbox.latest('grace@example.com')!.code }).catch((e: unknown) => e)
    })
    const data = accountTransferDataOf(error)!
    await act(() => r.result.current.value.transfer.transfer(data))
    expect(r.result.current.value.transfer.state.status).toBe('done')
    expect(r.result.current.foyer.user!.email?.address).toBe('grace@example.com')
  })
})
