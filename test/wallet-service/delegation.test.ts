import { p256 } from '@noble/curves/nist.js'
import { createDecipheriv, hkdfSync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { DELEGATION_SEAL, ETHEREUM_ADDRESS_VERIFIER, WALLET_SERVICE_EVENTS as E, type WalletCreatedReplyData } from '../../src/core/types/walletService.js'
import { delegationSealAad, openDelegationSeal, readDelegationPublicKey, sealDelegationKey } from '../../src/wallet-service/delegation.js'
import { login } from '../testing/helpers.js'
import { newBackendWithUser, serviceOn } from './helpers.js'

const context = { appId: 'a'.repeat(25), userId: 'did:foyer:ada', chainType: 'ethereum' as const, address: '0x000000000000000000000000000000000000dEaD' }

/** The backend's side, written apart from the module: @noble/curves ECDH, Node's HKDF and AES-GCM. */
function openIndependently(secret: Uint8Array, recipient: Uint8Array, sealed: { ephemeral_public_key: string; iv: string; ciphertext: string }, aad: Uint8Array) {
  const ephemeral = Buffer.from(sealed.ephemeral_public_key, 'base64')
  const shared = p256.getSharedSecret(secret, ephemeral).slice(1)
  const key = Buffer.from(hkdfSync('sha256', shared, Buffer.concat([ephemeral, recipient]), DELEGATION_SEAL.info, 32))
  const data = Buffer.from(sealed.ciphertext, 'base64')
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'))
  decipher.setAAD(aad)
  decipher.setAuthTag(data.subarray(data.length - 16))
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()])
}

async function backendKeyPair() {
  const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits'])
  return { privateKey: pair.privateKey, publicKey: new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey)) }
}

describe('the delegation seal', () => {
  it('is ECDH P-256 + HKDF-SHA-256 + AES-256-GCM bound to the context: an independent implementation opens it', async () => {
    const secret = p256.utils.randomSecretKey()
    const recipient = p256.getPublicKey(secret, false)
    const key = crypto.getRandomValues(new Uint8Array(32))
    const sealed = await sealDelegationKey(recipient, key, context)
    expect(sealed.version).toBe(1)
    expect(Buffer.from(sealed.ephemeral_public_key, 'base64')).toHaveLength(65)
    expect(Buffer.from(sealed.iv, 'base64')).toHaveLength(12)
    expect(new Uint8Array(openIndependently(secret, recipient, sealed, delegationSealAad(context)))).toEqual(key)
    expect(new TextDecoder().decode(delegationSealAad(context))).toBe(`foyer-delegation-seal-v1\n${'a'.repeat(25)}\ndid:foyer:ada\nethereum\n0x000000000000000000000000000000000000dEaD`)
    // Bound to the context: another address's additional data does not open it.
    expect(() => openIndependently(secret, recipient, sealed, delegationSealAad({ ...context, address: '0x0' }))).toThrow()
  })

  it('openDelegationSeal gives the key back for its own key pair and context only; null for anything else', async () => {
    const backend = await backendKeyPair()
    const other = await backendKeyPair()
    const key = crypto.getRandomValues(new Uint8Array(32))
    const sealed = await sealDelegationKey(backend.publicKey, key, context)
    expect(await openDelegationSeal(backend, sealed, context)).toEqual(key)
    expect(await openDelegationSeal(other, sealed, context)).toBeNull()
    for (const changed of [{ ...context, userId: 'did:foyer:eve' }, { ...context, appId: 'b'.repeat(25) }, { ...context, chainType: 'solana' as const }]) {
      expect(await openDelegationSeal(backend, sealed, changed)).toBeNull()
    }
    const flipped = Buffer.from(sealed.ciphertext, 'base64')
    flipped[0]! ^= 1
    for (const bad of [null, 'x', {}, { ...sealed, version: 2 }, { ...sealed, ciphertext: flipped.toString('base64') }, { ...sealed, iv: 'AAAA' }, { ...sealed, ephemeral_public_key: 'AAAA' }]) {
      expect(await openDelegationSeal(backend, bad, context)).toBeNull()
    }
  })

  it('reads the backend key only as a raw uncompressed P-256 point', () => {
    expect(readDelegationPublicKey(Buffer.from(p256.getPublicKey(p256.utils.randomSecretKey(), false)).toString('base64'))).toHaveLength(65)
    expect(readDelegationPublicKey(Buffer.from(p256.getPublicKey(p256.utils.randomSecretKey(), true)).toString('base64'))).toBeNull()
    expect(readDelegationPublicKey('nope')).toBeNull()
    expect(readDelegationPublicKey(42)).toBeNull()
  })
})

describe('wallet service: foyer:delegated-actions:consent', () => {
  async function setup() {
    const { backend, session, token } = await newBackendWithUser()
    const s = serviceOn(backend)
    const created = (await s.send(E.create, { accessToken: token }))!.data as WalletCreatedReplyData
    const request = { accessToken: token, entropyId: created.entropyId, entropyIdVerifier: ETHEREUM_ADDRESS_VERIFIER, address: created.address, chainType: 'ethereum', hdWalletIndex: 0 }
    return { backend, session, token, s, created, request }
  }

  it('delegates the wallet: the answer holds the address and the user whose wallet says delegated', async () => {
    const { s, created, request } = await setup()
    const reply = await s.send(E.delegate, request)
    expect(reply?.data).toMatchObject({ address: created.address, chainType: 'ethereum' })
    const account = (reply!.data as { user: { linked_accounts: Array<{ address?: string; delegated?: boolean }> } }).user.linked_accounts.find((a) => a.address === created.address)
    expect(account?.delegated).toBe(true)
  })

  it.each([
    ['no token', { accessToken: undefined }, 'must_be_authenticated', 'User must be authenticated before delegating a Foyer wallet'],
    ['an address that is not the wallet', { address: '0x000000000000000000000000000000000000dEaD' }, 'embedded_wallet_not_found', 'Embedded wallet not found'],
    ['a chain type other than ethereum or solana', { chainType: 'bitcoin' }, 'unsupported_wallet_type', 'Unsupported chain type'],
    ['no wallet index', { hdWalletIndex: -1 }, 'invalid_request', 'Missing or invalid hdWalletIndex'],
    ['no address', { address: 42 }, 'invalid_request', 'Missing or invalid address'],
  ])('refuses %s', async (_name, change, type, message) => {
    const { s, request, backend, session, created } = await setup()
    expect((await s.send(E.delegate, { ...request, ...change }))?.error).toEqual({ type, message })
    const account = backend.users.get(session.user.id)!.linked_accounts.find((a) => a.type === 'wallet' && a.address === created.address) as { delegated: boolean }
    expect(account.delegated).toBe(false)
  })

  it("another user's wallet is not found", async () => {
    const { s, request, backend } = await setup()
    const grace = await login(backend, 'grace@example.com')
    expect((await s.send(E.delegate, { ...request, accessToken: grace.token }))?.error?.type).toBe('embedded_wallet_not_found')
  })
})
