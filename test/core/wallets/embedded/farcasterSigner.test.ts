import { ed25519 } from '@noble/curves/ed25519.js'
import { hexToBytes } from 'viem'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  EmbeddedWalletServiceError, FARCASTER_SIGNER_POLL_MS, FARCASTER_SIGNER_STATUS_PATH, FARCASTER_SIGNER_TIMEOUT_MS, FarcasterAccountNotLinkedError,
  FarcasterConnectFailedError, FarcasterRequestRejectedError, FarcasterSignerAuthError, FarcasterSignerNotFoundError, InvalidFarcasterHashError,
  NoEmbeddedWalletError, closeWalletRequest, confirmWalletRequest, farcasterSignerFlow, initFarcasterLogin, linkFarcaster, loginWithEmailCode,
  requestFarcasterSigner, sendEmailCode, signFarcasterMessage, startClient, userValue, walletRequestValue, type FoyerClient, type User,
} from '../../../../src/core/index.js'
import { farcasterSignerAccountOf } from '../../../../src/core/wallets/embedded/farcasterSigner/preconditions.js'
import { createWallet } from '../../../../src/core/wallets/embedded/createWallet.js'
import { setEmbeddedFrameConnection } from '../../../../src/core/wallets/embedded/session.js'
import { registerWalletUiHost } from '../../../../src/core/wallets/embedded/walletUiHosts.js'
import type { Timers } from '../../../../src/core/utils/timers.js'
import { createDevBackend, type DevBackend } from '../../../../src/testing/index.js'
import { createWalletService } from '../../../../src/wallet-service/index.js'
import { backendFetch, memoryStorage } from '../../../wallet-service/helpers.js'
import { clientOnBackend } from '../../helpers.js'
import { servicePort } from './helpers.js'

/** A scripted clock: `advance(ms)` runs what falls due, in order, letting the backend and the wallet service answer in between. */
function scriptedClock() {
  let now = 0
  let seq = 0
  const tasks = new Map<number, { at: number; run: () => void }>()
  const settleAll = async () => {
    for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve))
  }
  const timers: Timers = {
    setTimeout: (run, ms) => {
      const id = ++seq
      tasks.set(id, { at: now + ms, run })
      return id
    },
    clearTimeout: (id) => void tasks.delete(id as number),
  }
  return {
    timers,
    settle: settleAll,
    async advance(ms: number) {
      const end = now + ms
      await settleAll()
      for (;;) {
        const due = [...tasks.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at || a[0] - b[0])[0]
        if (!due) break
        tasks.delete(due[0])
        now = due[1].at
        const before = seq
        due[1].run()
        // A poll's tick schedules the next one once its request is answered: wait (real time) for it, or a while.
        for (let i = 0; i < 100 && seq === before; i++) await new Promise((resolve) => setTimeout(resolve, 2))
        await settleAll()
      }
      now = end
    },
  }
}

const settle = <T,>(promise: Promise<T>) => {
  const out: { value?: T; error?: unknown; done: boolean } = { done: false }
  promise.then((value) => Object.assign(out, { value, done: true }), (error) => Object.assign(out, { error, done: true }))
  return out
}

let unregister: (() => void) | null = null
beforeEach(() => {
  // The Farcaster login's relying party and redirect URL: the page's host.
  vi.stubGlobal('location', { host: 'localhost:5173', href: 'http://localhost:5173/', origin: 'http://localhost:5173' })
})
afterEach(() => {
  unregister?.()
  unregister = null
  vi.unstubAllGlobals()
})

async function setUp({ wallet = true, farcaster = true, ui = false } = {}) {
  const backend = createDevBackend()
  const client = clientOnBackend(backend)
  const storage = memoryStorage()
  const port = { current: null as ReturnType<typeof servicePort> | null }
  setEmbeddedFrameConnection(client, {
    connect: () => (port.current = servicePort(createWalletService({ appId: backend.appId, apiUrl: 'http://127.0.0.1:4321', fetch: backendFetch(backend), storage }))),
  })
  await startClient(client)
  await sendEmailCode(client, { email: 'ada@example.com' })
  await loginWithEmailCode(client, { code: backend.mailbox.latest('ada@example.com')!.code })
  if (wallet) await createWallet(client)
  if (farcaster) {
    const { channelToken } = await initFarcasterLogin(client, { intent: 'link' })
    const approval = await backend.farcaster.approve(channelToken, { fid: 1002 })
    await linkFarcaster(client, { channelToken, ...approval })
  }
  if (ui) unregister = registerWalletUiHost(client, { kind: 'modal', notify: () => {} })
  return { backend, client, storage, port, clock: scriptedClock() }
}

const statusPosts = (backend: DevBackend) => backend.requests.count('POST', FARCASTER_SIGNER_STATUS_PATH)

async function awaitingApproval(client: FoyerClient) {
  await vi.waitFor(() => expect(farcasterSignerFlow.get(client).status).toBe('awaiting-approval'))
  return farcasterSignerFlow.get(client)
}

describe('farcasterSignerAccountOf (the rules of Farcaster signers)', () => {
  const embedded = { type: 'wallet', address: '0x1111111111111111111111111111111111111111', chainType: 'ethereum', walletClientType: 'privy', connectorType: 'embedded' }
  const farcaster = { type: 'farcaster', fid: 1002, ownerAddress: '0x2222222222222222222222222222222222222222', signerPublicKey: null }
  const withSigner = { ...farcaster, signerPublicKey: `0x${'ab'.repeat(32)}` }
  const userWith = (...accounts: object[]) => ({ linkedAccounts: accounts }) as unknown as User
  it.each([
    ['no user', null, 'token', false, FarcasterSignerAuthError, 'User must be authenticated before using a Farcaster signer'],
    ['no access token', userWith(embedded, farcaster), null, false, FarcasterSignerAuthError, 'User must be authenticated before using a Farcaster signer'],
    ['no embedded wallet', userWith(farcaster), 'token', false, NoEmbeddedWalletError, 'User must have an embedded wallet.'],
    ['no Farcaster account', userWith(embedded), 'token', false, FarcasterAccountNotLinkedError, 'User must have a Farcaster account linked'],
    ['signing with no signer public key', userWith(embedded, farcaster), 'token', true, FarcasterSignerNotFoundError, 'User must have an approved Farcaster signer'],
  ])('refuses %s', (_name, user, token, signing, type, message) => {
    const error = (() => { try { farcasterSignerAccountOf(user, token, { signing }) } catch (e) { return e } })()
    expect(error).toBeInstanceOf(type)
    expect((error as Error).message).toBe(message)
  })
  it('gives the Farcaster account: to request a signer without a key, to sign with one', () => {
    expect(farcasterSignerAccountOf(userWith(embedded, farcaster), 'token', { signing: false })).toBe(farcaster)
    expect(farcasterSignerAccountOf(userWith(embedded, withSigner), 'token', { signing: true })).toBe(withSigner)
  })
})

describe('requestFarcasterSigner (headless: poll every 2 s, time out after 300000 ms)', () => {
  it('registers the key, polls every 2 s, resolves once approved; the account then has the key and its signatures verify', async () => {
    const { backend, client, storage, port, clock } = await setUp()
    const request = settle(requestFarcasterSigner(client, { timers: clock.timers }))
    const waiting = await awaitingApproval(client)
    expect(waiting.approvalUrl).toMatch(/^http:\/\/foyer\.test\/__dev\/farcaster\/signer\?token=/)
    expect(waiting.publicKey).toMatch(/^0x[0-9a-f]{64}$/)
    expect(statusPosts(backend)).toBe(1)
    await clock.advance(FARCASTER_SIGNER_POLL_MS - 1)
    expect(statusPosts(backend)).toBe(1)
    await clock.advance(1)
    expect(statusPosts(backend)).toBe(2)
    expect(request.done).toBe(false)

    backend.farcaster.signers.approve(waiting.publicKey!)
    await clock.advance(FARCASTER_SIGNER_POLL_MS)
    await vi.waitFor(() => expect(request.done).toBe(true))
    expect(request.error).toBeUndefined()
    expect(request.value?.publicKey).toBe(waiting.publicKey)
    expect(farcasterSignerFlow.get(client).status).toBe('approved')
    expect(userValue.get(client)?.farcaster).toMatchObject({ fid: 1002, signerPublicKey: waiting.publicKey })

    // The signer signs a message hash (20 bytes); the signature verifies with the account's key.
    const hash = new Uint8Array(20).map((_, i) => i + 1)
    const { signature } = await signFarcasterMessage(client, { hash })
    expect(ed25519.verify(hexToBytes(signature), hash, hexToBytes(userValue.get(client)!.farcaster!.signerPublicKey as `0x${string}`))).toBe(true)
    // The key stays in the wallet service's storage: no message to the host carries it.
    const stored = [...storage.map.entries()].find(([key]) => key.includes(':farcaster-signer:'))![1]
    expect(JSON.stringify(port.current!.replies)).not.toContain(stored)
  })

  it("a revoke ends the wait with 'Request rejected'", async () => {
    const { backend, client, clock } = await setUp()
    const request = settle(requestFarcasterSigner(client, { timers: clock.timers }))
    const { publicKey } = await awaitingApproval(client)
    backend.farcaster.signers.revoke(publicKey!)
    await clock.advance(FARCASTER_SIGNER_POLL_MS)
    await vi.waitFor(() => expect(request.done).toBe(true))
    expect(request.error).toBeInstanceOf(FarcasterRequestRejectedError)
    expect((request.error as Error).message).toBe('Request rejected')
    expect(farcasterSignerFlow.get(client).status).toBe('rejected')
    expect(userValue.get(client)?.farcaster?.signerPublicKey).toBeNull()
  })

  it("no approval within 300000 ms is 'Connect failed' (timed-out), after 150 status asks", async () => {
    const { backend, client, clock } = await setUp()
    const request = settle(requestFarcasterSigner(client, { timers: clock.timers }))
    await awaitingApproval(client)
    await clock.advance(FARCASTER_SIGNER_TIMEOUT_MS - 1)
    expect(request.done).toBe(false)
    await clock.advance(1)
    await vi.waitFor(() => expect(request.done).toBe(true))
    expect(request.error).toBeInstanceOf(FarcasterConnectFailedError)
    expect((request.error as Error).message).toBe('Connect failed')
    expect(farcasterSignerFlow.get(client).status).toBe('timed-out')
    expect(statusPosts(backend)).toBe(150)
  })

  it('asks for the same key again: a second request finds the approved signer at once', async () => {
    const { backend, client, clock } = await setUp()
    const first = settle(requestFarcasterSigner(client, { timers: clock.timers }))
    const { publicKey } = await awaitingApproval(client)
    backend.farcaster.signers.approve(publicKey!)
    await clock.advance(FARCASTER_SIGNER_POLL_MS)
    await vi.waitFor(() => expect(first.done).toBe(true))
    const again = await requestFarcasterSigner(client, { timers: clock.timers })
    expect(again.publicKey).toBe(publicKey)
    expect(backend.farcaster.signers.list()).toHaveLength(1)
  })

  it('refuses a user without an embedded wallet or a Farcaster account before asking anything', async () => {
    const noWallet = await setUp({ wallet: false })
    await expect(requestFarcasterSigner(noWallet.client)).rejects.toBeInstanceOf(NoEmbeddedWalletError)
    const noFarcaster = await setUp({ farcaster: false })
    await expect(requestFarcasterSigner(noFarcaster.client)).rejects.toBeInstanceOf(FarcasterAccountNotLinkedError)
    expect(statusPosts(noWallet.backend) + statusPosts(noFarcaster.backend)).toBe(0)
  })
})

describe('signFarcasterMessage', () => {
  it('refuses with no approved signer, a hash of the wrong size, and a device whose service holds no signer key', async () => {
    const { backend, client, clock } = await setUp()
    await expect(signFarcasterMessage(client, { hash: '0x01' })).rejects.toBeInstanceOf(FarcasterSignerNotFoundError)
    const request = settle(requestFarcasterSigner(client, { timers: clock.timers }))
    const { publicKey } = await awaitingApproval(client)
    backend.farcaster.signers.approve(publicKey!)
    await clock.advance(FARCASTER_SIGNER_POLL_MS)
    await vi.waitFor(() => expect(request.done).toBe(true))
    await expect(signFarcasterMessage(client, { hash: new Uint8Array(0) })).rejects.toBeInstanceOf(InvalidFarcasterHashError)
    await expect(signFarcasterMessage(client, { hash: `0x${'00'.repeat(65)}` })).rejects.toBeInstanceOf(InvalidFarcasterHashError)

    // The same user on a device whose wallet service never made the key.
    const other = clientOnBackend(backend)
    setEmbeddedFrameConnection(other, {
      connect: () => servicePort(createWalletService({ appId: backend.appId, apiUrl: 'http://127.0.0.1:4321', fetch: backendFetch(backend), storage: memoryStorage() })),
    })
    await startClient(other)
    await sendEmailCode(other, { email: 'ada@example.com' })
    await loginWithEmailCode(other, { code: backend.mailbox.latest('ada@example.com')!.code })
    const error = await signFarcasterMessage(other, { hash: '0x0102' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(EmbeddedWalletServiceError)
    expect(error).toMatchObject({ code: 'unable_to_sign', message: 'No Farcaster signer for this user: request one first' })
  })
})

describe('requestFarcasterSigner with the default UI mounted', () => {
  it('shows the signer request; closing while waiting is 4001; approved resolves once the screen closes', async () => {
    const { backend, client, clock } = await setUp({ ui: true })
    const declined = settle(requestFarcasterSigner(client, { timers: clock.timers }))
    await vi.waitFor(() => expect(walletRequestValue.get(client)?.kind).toBe('farcasterSigner'))
    await awaitingApproval(client)
    closeWalletRequest(client)
    await vi.waitFor(() => expect(declined.done).toBe(true))
    expect(declined.error).toMatchObject({ code: 4001, message: 'The user rejected the request' })
    expect(walletRequestValue.get(client)).toBeNull()

    const request = settle(requestFarcasterSigner(client, { timers: clock.timers }))
    await vi.waitFor(() => expect(walletRequestValue.get(client)).toMatchObject({ kind: 'farcasterSigner', fid: 1002 }))
    const { publicKey } = await awaitingApproval(client)
    backend.farcaster.signers.approve(publicKey!)
    await clock.advance(FARCASTER_SIGNER_POLL_MS)
    await vi.waitFor(() => expect(farcasterSignerFlow.get(client).status).toBe('approved'))
    expect(request.done).toBe(false)
    closeWalletRequest(client)
    await vi.waitFor(() => expect(request.done).toBe(true))
    expect(request.value?.publicKey).toBe(publicKey)
  })

  it("'Try again' after a time-out waits again with the same key", async () => {
    const { backend, client, clock } = await setUp({ ui: true })
    const request = settle(requestFarcasterSigner(client, { timers: clock.timers }))
    const { publicKey } = await awaitingApproval(client)
    await clock.advance(FARCASTER_SIGNER_TIMEOUT_MS)
    await vi.waitFor(() => expect(farcasterSignerFlow.get(client).status).toBe('timed-out'))
    void confirmWalletRequest(client)
    const again = await awaitingApproval(client)
    expect(again.publicKey).toBe(publicKey)
    backend.farcaster.signers.approve(publicKey!)
    await clock.advance(FARCASTER_SIGNER_POLL_MS)
    await vi.waitFor(() => expect(farcasterSignerFlow.get(client).status).toBe('approved'))
    closeWalletRequest(client)
    await vi.waitFor(() => expect(request.done).toBe(true))
    expect(request.value?.publicKey).toBe(publicKey)
  })
})
