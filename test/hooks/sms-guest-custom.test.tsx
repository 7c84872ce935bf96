// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { setupServer } from 'msw/node'
import { useCallback, useState } from 'react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFoyerClient } from '../../src/core/client/client.js'
import type { FoyerClient } from '../../src/core/client/types.js'
import { clearRefreshMarker } from '../../src/core/client/session/cookie.js'
import { createMemoryStorage, type FoyerStorage } from '../../src/core/client/storage.js'
import type { AuthResult } from '../../src/core/types/auth.js'
import { useCustomAuth, useFoyer, useGuestAccounts, useLoginWithEmail, useLoginWithSms, usePhoneInput } from '../../src/hooks/index.js'
import { createDevBackend, DEV_APP_ID, signCustomToken } from '../../src/testing/index.js'
import { devBackendHandlers } from '../../src/testing/msw.js'
import { providerFor } from './helpers.js'

const API = 'http://api.test'
const backend = createDevBackend({ appConfig: { intl: { default_country: 'GB' } } })
const server = setupServer(...devBackendHandlers(backend, { baseUrl: API }))
const newClient = (storage: FoyerStorage = createMemoryStorage()): FoyerClient =>
  createFoyerClient({ appId: DEV_APP_ID, apiUrl: API, storage })

async function mount<T>(client: FoyerClient, hook: () => T) {
  const rendered = renderHook(() => ({ foyer: useFoyer(), value: hook() }), { wrapper: providerFor(client) })
  await waitFor(() => expect(rendered.result.current.foyer.ready).toBe(true))
  return rendered
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())
beforeEach(() => {
  backend.reset()
  clearRefreshMarker(DEV_APP_ID)
})
afterEach(cleanup)

describe('useLoginWithSms + usePhoneInput', () => {
  it('types a number in the default country, sends a code, logs in with it (onComplete), then unlinks nothing it should not', async () => {
    const onComplete = vi.fn<(r: AuthResult) => void>()
    const client = newClient()
    const { result } = await mount(client, () => ({ sms: useLoginWithSms({ onComplete }), phone: usePhoneInput() }))
    expect(result.current.value.phone.state.countryCode).toBe('GB')
    act(() => result.current.value.phone.setPhoneNumber('07400123456'))
    const { state } = result.current.value.phone
    expect(state).toMatchObject({ qualifiedPhoneNumber: '+447400123456', isValid: true })
    await act(() => result.current.value.sms.sendCode({ phoneNumber: state.qualifiedPhoneNumber }))
    expect(result.current.value.sms.state).toMatchObject({ status: 'awaiting-code-input', destination: '+447400123456' })
    const { code } = backend.smsOutbox.latest('+447400123456')!
    await act(() => result.current.value.sms.loginWithCode({ code }))
    expect(result.current.foyer.user?.phone?.number).toBe('+447400123456')
    expect(result.current.value.sms.state.status).toBe('done')
    expect(onComplete).toHaveBeenCalledTimes(1)
    await expect(result.current.value.sms.unlinkSms({ phoneNumber: '+447400123456' })).rejects.toMatchObject({ code: 'cannot_unlink_sole_account' })
  })

  it('changing the country clears the number; an unsupported region reports not_supported to onError', async () => {
    const onError = vi.fn()
    const client = newClient()
    const { result } = await mount(client, () => ({ sms: useLoginWithSms({ onError }), phone: usePhoneInput() }))
    act(() => result.current.value.phone.setPhoneNumber('07400'))
    act(() => result.current.value.phone.setCountry('RU'))
    expect(result.current.value.phone.state).toEqual({ rawPhoneNumber: '', qualifiedPhoneNumber: '', countryCode: 'RU', isValid: false })
    await act(async () => {
      await result.current.value.sms.sendCode({ phoneNumber: '+79123456789' }).catch(() => {})
    })
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'not_supported' }))
    expect(result.current.value.sms.state.status).toBe('error')
  })

  it('an e-mail user links a phone with intent link', async () => {
    const client = newClient()
    const { result } = await mount(client, () => ({ sms: useLoginWithSms(), email: useLoginWithEmail() }))
    await act(() => result.current.value.email.sendCode({ email: 'ada@example.com' }))
    await act(() => result.current.value.email.loginWithCode({ code: backend.mailbox.latest()!.code }))
    await act(() => result.current.value.sms.sendCode({ phoneNumber: '+12015550123', intent: 'link' }))
    let linked!: AuthResult
    await act(async () => {
      linked = await result.current.value.sms.loginWithCode({ code: backend.smsOutbox.latest()!.code })
    })
    expect(linked).toMatchObject({ wasAlreadyAuthenticated: true, linkedAccount: { type: 'phone' } })
    expect(result.current.foyer.user?.linkedAccounts.map((a) => a.type)).toEqual(['email', 'phone'])
  })
})

describe('useGuestAccounts', () => {
  it('logs in a guest; after a reload (new client, same storage) the session is restored; linking an e-mail makes it a regular user', async () => {
    const storage = createMemoryStorage()
    const client = newClient(storage)
    const { result } = await mount(client, () => ({ guest: useGuestAccounts(), email: useLoginWithEmail() }))
    await act(() => result.current.value.guest.createGuestAccount())
    expect(result.current.foyer.user?.isGuest).toBe(true)
    expect(result.current.value.guest.state.status).toBe('done')
    const id = result.current.foyer.user!.id
    await expect(result.current.value.guest.createGuestAccount({ intent: 'link' })).rejects.toThrow('Linking is not supported for the guest flow')

    cleanup()
    const reloaded = await mount(newClient(storage), () => useGuestAccounts())
    expect(reloaded.result.current.foyer.user).toMatchObject({ id, isGuest: true })
    await act(() => reloaded.result.current.foyer.logout())
    await act(() => reloaded.result.current.value.createGuestAccount())
    expect(reloaded.result.current.foyer.user?.id).toBe(id)

    cleanup()
    const third = await mount(newClient(storage), () => useLoginWithEmail())
    await act(() => third.result.current.value.sendCode({ email: 'guest@example.com', intent: 'link' }))
    await act(() => third.result.current.value.loginWithCode({ code: backend.mailbox.latest()!.code }))
    expect(third.result.current.foyer.user).toMatchObject({ id, isGuest: false, email: { address: 'guest@example.com' } })
  })
})

describe('useCustomAuth', () => {
  it('not-enabled without a token source; syncs with the host: log in, switch user, log out', async () => {
    const client = newClient()
    const none = await mount(client, () => useCustomAuth())
    expect(none.result.current.value.state.status).toBe('not-enabled')
    cleanup()

    const onComplete = vi.fn()
    const { result } = await mount(client, () => {
      const [hostUser, setHostUser] = useState<string | null>('alice')
      const getCustomAccessToken = useCallback(async () => (hostUser ? signCustomToken({ sub: hostUser }) : null), [hostUser])
      return { auth: useCustomAuth({ getCustomAccessToken, onComplete }), setHostUser }
    })
    await waitFor(() => expect(result.current.foyer.user?.linkedAccounts[0]).toMatchObject({ type: 'custom_auth', customUserId: 'alice' }))
    expect(result.current.value.auth.state).toEqual({ status: 'done', error: null })
    expect(onComplete).toHaveBeenCalledTimes(1)

    act(() => result.current.value.setHostUser('bob'))
    await waitFor(() => expect(result.current.foyer.user?.linkedAccounts[0]).toMatchObject({ customUserId: 'bob' }))
    act(() => result.current.value.setHostUser(null))
    await waitFor(() => expect(result.current.foyer.authenticated).toBe(false))
    expect(result.current.value.auth.state.status).toBe('done')
    expect(backend.users.list()).toHaveLength(2)
  })

  it('waits while the host is loading; an invalid token ends in error (401 invalid_credentials) and onError', async () => {
    const onError = vi.fn()
    const client = newClient()
    const { result, rerender } = await mount(client, () => {
      const [isLoading, setLoading] = useState(true)
      const getCustomAccessToken = useCallback(async () => signCustomToken({ sub: 'x', secret: 'wrong-secret-wrong-secret-wrong' }), [])
      return { auth: useCustomAuth({ getCustomAccessToken, isLoading, onError }), setLoading }
    })
    expect(result.current.value.auth.state.status).toBe('loading')
    expect(backend.requests.count('POST', '/api/v1/custom_jwt_account/authenticate')).toBe(0)
    act(() => result.current.value.setLoading(false))
    rerender()
    await waitFor(() => expect(result.current.value.auth.state.status).toBe('error'))
    expect(result.current.value.auth.state.error?.code).toBe('invalid_credentials')
    expect(onError).toHaveBeenCalledTimes(1)
  })
})
