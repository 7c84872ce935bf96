import { describe, expect, it, vi } from 'vitest'
import { createGuestAccount } from '../../../../src/core/methods/guest/createGuestAccount.js'
import { getOrCreateGuestCredential } from '../../../../src/core/methods/guest/guestCredential.js'
import { logout } from '../../../../src/core/session/logout.js'
import { AlreadyAuthenticatedError } from '../../../../src/core/errors/client.js'
import { GuestLinkNotSupportedError } from '../../../../src/core/methods/guest/errors.js'
import { createMemoryStorage } from '../../../../src/core/client/storage.js'
import { guestFlow } from '../../../../src/core/methods/guest/flow.js'
import { userValue } from '../../../../src/core/client/session/state.js'
import { apiError, fakeFetch, json, makeClient, tokenResponse, wireUser } from '../../helpers.js'

const guestBackend = () =>
  fakeFetch((call) =>
    call.path === '/api/v1/guest/authenticate'
      ? json(tokenResponse({ token: 'guest-access', user: wireUser({ linked_accounts: [], is_guest: true }), is_new_user: true }))
      : json({}),
  )

describe('createGuestAccount', () => {
  it('posts a 32-byte base64url guest credential, logs in a guest user (isGuest), loading → done, login event', async () => {
    const fetch = guestBackend()
    const client = makeClient({ fetch })
    const statuses: string[] = []
    guestFlow.watch(client, { onChange: (state) => statuses.push(state.status) })
    const logins: unknown[] = []
    client.events.on('login', (r) => logins.push(r))
    const result = await createGuestAccount(client)
    const credential = (fetch.calls[0]!.body as { guest_credential: string }).guest_credential
    expect(fetch.calls[0]!.path).toBe('/api/v1/guest/authenticate')
    expect(credential).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(fetch.calls[0]!.headers).not.toHaveProperty('authorization')
    expect(result).toMatchObject({ loginMethod: 'guest', isNewUser: true, loginAccount: null, user: { isGuest: true } })
    expect(userValue.get(client)?.isGuest).toBe(true)
    expect(statuses).toEqual(['loading', 'done'])
    expect(logins).toEqual([result])
  })

  it('keeps the credential per app in storage: the same browser is the same guest, also after logout', async () => {
    const storage = createMemoryStorage()
    const fetch = guestBackend()
    const first = makeClient({ fetch, storage })
    await createGuestAccount(first)
    await logout(first)
    const second = makeClient({ fetch, storage })
    await createGuestAccount(second)
    const sent = fetch.calls.filter((c) => c.path === '/api/v1/guest/authenticate').map((c) => (c.body as { guest_credential: string }).guest_credential)
    expect(sent[0]).toBe(sent[1])
    expect(storage.getItem(`${first.storage.prefix}guest_credential`)).toBe(sent[0])
    expect(getOrCreateGuestCredential(makeClient({ fetch }))).not.toBe(sent[0])
  })

  it("'Linking is not supported for the guest flow' for link/update; 'User already authenticated' when logged in", async () => {
    const fetch = guestBackend()
    const client = makeClient({ fetch })
    const errors: string[] = []
    client.events.on('linkError', (e) => errors.push(e.code))
    await expect(createGuestAccount(client, { intent: 'link' })).rejects.toThrow('Linking is not supported for the guest flow')
    await expect(createGuestAccount(client, { intent: 'update' })).rejects.toBeInstanceOf(GuestLinkNotSupportedError)
    expect(errors).toEqual(['FAILED_TO_LINK_ACCOUNT'])
    await createGuestAccount(client)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await expect(createGuestAccount(client)).rejects.toBeInstanceOf(AlreadyAuthenticatedError)
    warn.mockRestore()
    expect(fetch.calls).toHaveLength(1)
  })

  it('a server failure puts the guest flow in error', async () => {
    const client = makeClient({ fetch: fakeFetch(() => apiError(403, 'max_accounts_reached')) })
    await expect(createGuestAccount(client)).rejects.toMatchObject({ code: 'max_accounts_reached' })
    expect(guestFlow.get(client)).toMatchObject({ status: 'error', error: expect.objectContaining({ code: 'max_accounts_reached' }) })
  })
})
