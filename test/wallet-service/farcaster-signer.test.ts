import { ed25519 } from '@noble/curves/ed25519.js'
import { hexToBytes } from 'viem'
import { describe, expect, it } from 'vitest'
import { WALLET_SERVICE_EVENTS as E, type FarcasterInitSignerReplyData, type FarcasterSignReplyData } from '../../src/core/types/walletService.js'
import { farcasterSignerKey } from '../../src/wallet-service/farcasterSigner.js'
import { login } from '../testing/helpers.js'
import { memoryStorage, newBackendWithUser, serviceOn } from './helpers.js'

describe('wallet service: foyer:farcaster:init-signer and foyer:farcaster:sign', () => {
  it("makes the user's ed25519 signer key once, keeps it in storage, answers only its public key", async () => {
    const { backend, session, token } = await newBackendWithUser()
    const s = serviceOn(backend)
    const first = (await s.send(E.farcasterInitSigner, { accessToken: token }))!.data as FarcasterInitSignerReplyData
    expect(first.publicKey).toMatch(/^0x[0-9a-f]{64}$/)
    const stored = s.storage.map.get(farcasterSignerKey(backend.appId, session.user.id))!
    expect(stored).toBeTruthy()
    expect(JSON.stringify(s.replies)).not.toContain(stored)
    // The same key on every call; another user gets their own.
    expect(((await s.send(E.farcasterInitSigner, { accessToken: token }))!.data as FarcasterInitSignerReplyData).publicKey).toBe(first.publicKey)
    const grace = await login(backend, 'grace@example.com')
    const theirs = ((await s.send(E.farcasterInitSigner, { accessToken: grace.token }))!.data as FarcasterInitSignerReplyData).publicKey
    expect(theirs).not.toBe(first.publicKey)
    // A service on the same storage (the page reloaded) finds the key.
    const reloaded = serviceOn(backend, { storage: s.storage })
    expect(((await reloaded.send(E.farcasterInitSigner, { accessToken: token }))!.data as FarcasterInitSignerReplyData).publicKey).toBe(first.publicKey)
  })

  it('signs a message hash with that key: the signature verifies with ed25519 against the public key', async () => {
    const { backend, token } = await newBackendWithUser()
    const s = serviceOn(backend)
    const { publicKey } = (await s.send(E.farcasterInitSigner, { accessToken: token }))!.data as FarcasterInitSignerReplyData
    const hash = `0x${'5a'.repeat(20)}` as const
    const { signature } = (await s.send(E.farcasterSign, { accessToken: token, payload: { hash } }))!.data as FarcasterSignReplyData
    expect(signature).toMatch(/^0x[0-9a-f]{128}$/)
    expect(ed25519.verify(hexToBytes(signature), hexToBytes(hash), hexToBytes(publicKey))).toBe(true)
  })

  it.each([
    ['no access token', E.farcasterInitSigner, {}, 'must_be_authenticated', 'Must have valid access token to use a Farcaster signer'],
    ['signing with no access token', E.farcasterSign, { payload: { hash: '0x01' } }, 'must_be_authenticated', 'Must have valid access token to use a Farcaster signer'],
    ['no payload', E.farcasterSign, { accessToken: 'TOKEN' }, 'invalid_request', 'Missing or invalid payload.hash'],
    ['a hash that is not hex', E.farcasterSign, { accessToken: 'TOKEN', payload: { hash: 'hello' } }, 'invalid_request', 'Missing or invalid payload.hash'],
    ['a hash of 65 bytes', E.farcasterSign, { accessToken: 'TOKEN', payload: { hash: `0x${'00'.repeat(65)}` } }, 'invalid_request', 'Missing or invalid payload.hash'],
    ['signing before any signer was made', E.farcasterSign, { accessToken: 'TOKEN', payload: { hash: '0x01' } }, 'unable_to_sign', 'No Farcaster signer for this user: request one first'],
  ])('refuses %s', async (_name, event, data, type, message) => {
    const { backend, token } = await newBackendWithUser()
    const s = serviceOn(backend, { storage: memoryStorage() })
    const filled = JSON.parse(JSON.stringify(data).replace('"TOKEN"', JSON.stringify(token)))
    expect((await s.send(event, filled))?.error).toEqual({ type, message })
    expect([...s.storage.map.keys()].some((k) => k.includes('farcaster-signer'))).toBe(false)
  })
})
