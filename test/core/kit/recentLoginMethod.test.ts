import { describe, expect, it } from 'vitest'
import { getRecentLoginMethod, recordRecentLoginMethod, watchRecentLoginMethod } from '../../../src/core/steps/recentLoginMethod.js'
import { finishLogin } from '../../../src/core/steps/complete.js'
import { createMemoryStorage, type FoyerStorage } from '../../../src/core/client/storage.js'
import type { LinkedAccount } from '../../../src/core/types/user.js'
import { logout } from '../../../src/core/session/logout.js'
import { APP_ID, fakeFetch, json, makeClient, tokenResponse, wireUser } from '../helpers.js'

const client = (storage: FoyerStorage = createMemoryStorage()) => makeClient({ fetch: fakeFetch(() => json({})), storage })
const wallet = { type: 'wallet', address: '0xabc', chainType: 'ethereum', walletClientType: 'metamask' } as unknown as LinkedAccount

describe('recent login method', () => {
  it('is null until a login records one', () => {
    expect(getRecentLoginMethod(client())).toBeNull()
  })

  it('records the method per app in storage (recent_login_method, recent_wallet_client, recent_chain_type)', () => {
    const storage = createMemoryStorage()
    recordRecentLoginMethod(client(storage), { method: 'google', account: null })
    expect(storage.getItem(`foyer:${APP_ID}:recent_login_method`)).toBe('google')
    expect(storage.getItem(`foyer:${APP_ID}:recent_wallet_client`)).toBeNull()
    expect(getRecentLoginMethod(client(storage))).toEqual({ method: 'google', walletClientType: null, chainType: null })
    // Another app in the same storage has its own.
    expect(getRecentLoginMethod(makeClient({ fetch: fakeFetch(() => json({})), storage, appId: 'app_zzzzzzzzzzzzzzzzzzzzz' }))).toBeNull()
  })

  it('a wallet sign-in is the `wallet` method with its client type and chain type', () => {
    const c = client()
    recordRecentLoginMethod(c, { method: 'siwe', account: wallet })
    expect(getRecentLoginMethod(c)).toEqual({ method: 'wallet', walletClientType: 'metamask', chainType: 'ethereum' })
    recordRecentLoginMethod(c, { method: 'email', account: null })
    expect(getRecentLoginMethod(c)).toEqual({ method: 'email', walletClientType: null, chainType: null })
  })

  it('returns the same object while the stored values stay (safe for useSyncExternalStore), and notifies watchers', () => {
    const c = client()
    const seen: unknown[] = []
    const stop = watchRecentLoginMethod(c, { onChange: (v) => seen.push(v) })
    recordRecentLoginMethod(c, { method: 'sms', account: null })
    expect(getRecentLoginMethod(c)).toBe(getRecentLoginMethod(c))
    expect(seen).toEqual([{ method: 'sms', walletClientType: null, chainType: null }])
    stop()
  })

  it('a storage that throws never fails the login', () => {
    const broken: FoyerStorage = { getItem: () => { throw new Error('denied') }, setItem: () => { throw new Error('denied') }, removeItem: () => {} }
    const c = client(broken)
    expect(() => recordRecentLoginMethod(c, { method: 'email', account: null })).not.toThrow()
    expect(getRecentLoginMethod(c)).toBeNull()
  })

  it('finishLogin (the step every login method ends with) records it; it survives logout', async () => {
    const c = client()
    finishLogin(c, tokenResponse({ token: 'access', user: wireUser() }), { method: 'email', account: (a) => a.type === 'email' })
    expect(getRecentLoginMethod(c)?.method).toBe('email')
    await logout(c)
    expect(getRecentLoginMethod(c)?.method).toBe('email')
  })
})
