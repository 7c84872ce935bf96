import { p256 } from '@noble/curves/nist.js'
import { createPrivateKey, createPublicKey, sign as nodeSign } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  AUTHORIZATION_SIGNATURE_HEADER, REQUEST_EXPIRY_HEADER, authorizationPayload, canonicalJson, canonicalUrl, createWalletApi,
  generateAuthorizationKeyPair, signAuthorizationRequest,
} from '../../src/server/index.js'
import { DEV_AUTHORIZATION_KEY, p256PublicKeyOf, verifyAuthorizationSignature } from '../../src/testing/delegation.js'

describe('canonicalJson (RFC 8785)', () => {
  it.each([
    ['sorted keys, no whitespace', { b: 2, a: 1, c: { z: null, y: [3, 'x'] } }, '{"a":1,"b":2,"c":{"y":[3,"x"],"z":null}}'],
    // RFC 8785 §3.2.3: keys sorted by UTF-16 code units.
    ['UTF-16 order', { '\u20ac': 'Euro Sign', '\r': 'Carriage Return', '\ufb33': 'Hebrew Letter Dalet With Dagesh', '1': 'One', '\ud83d\ude00': 'Emoji: Grinning Face', '\u0080': 'Control', '\u00f6': 'Latin Small Letter O With Diaeresis' },
      '{"\\r":"Carriage Return","1":"One","\u0080":"Control","\u00f6":"Latin Small Letter O With Diaeresis","\u20ac":"Euro Sign","\ud83d\ude00":"Emoji: Grinning Face","\ufb33":"Hebrew Letter Dalet With Dagesh"}'],
    // RFC 8785 §3.2.2.3: numbers as ECMAScript writes them.
    ['numbers', [333333333.33333329, 1e30, 4.5, 2e-3, 0.000001, 1e-7, -0], '[333333333.3333333,1e+30,4.5,0.002,0.000001,1e-7,0]'],
    ['strings', { s: '\u0000\b\f\n\r\t"\\/é' }, '{"s":"\\u0000\\b\\f\\n\\r\\t\\"\\\\/é"}'],
    ['undefined members left out, in arrays null', { a: undefined, b: [undefined, true] }, '{"b":[null,true]}'],
  ])('%s', (_name, value, text) => {
    expect(canonicalJson(value)).toBe(text)
  })

  it('refuses what JSON cannot say exactly', () => {
    expect(() => canonicalJson(Number.NaN)).toThrow(TypeError)
    expect(() => canonicalJson({ a: Infinity })).toThrow(TypeError)
    expect(() => canonicalJson(1n)).toThrow(TypeError)
  })
})

describe('the canonical request', () => {
  it('is {version, method, url, body, headers: {foyer-app-id, foyer-request-expiry}} with the URL without query or fragment', () => {
    expect(canonicalUrl('https://api.example.com:8443/api/v1/wallets/w1/rpc?x=1#f')).toBe('https://api.example.com:8443/api/v1/wallets/w1/rpc')
    const payload = authorizationPayload({ method: 'post', url: 'https://api.example.com/api/v1/wallets/w1/rpc', body: { method: 'signMessage', chain_type: 'solana' }, appId: 'a'.repeat(25), expiry: 1_700_000_000_000 })
    expect(JSON.parse(payload)).toEqual({
      version: 1, method: 'POST', url: 'https://api.example.com/api/v1/wallets/w1/rpc',
      body: { method: 'signMessage', chain_type: 'solana' },
      headers: { 'foyer-app-id': 'a'.repeat(25), 'foyer-request-expiry': '1700000000000' },
    })
    expect(payload.startsWith('{"body":{"chain_type":"solana","method":"signMessage"},"headers":')).toBe(true)
    expect(authorizationPayload({ method: 'POST', url: 'https://x.test/p', body: undefined, appId: 'a', expiry: 1 })).toContain('"body":null')
  })
})

describe('authorization signatures', () => {
  it('signAuthorizationRequest (WebCrypto) verifies with @noble/curves against the SPKI public key; another body or key does not', async () => {
    const { privateKey, publicKey } = await generateAuthorizationKeyPair()
    const request = { method: 'POST', url: 'https://x.test/api/v1/wallets/w/rpc', body: { a: 1 }, appId: 'app', expiry: 42 }
    const signature = await signAuthorizationRequest(request, privateKey)
    expect(Buffer.from(signature, 'base64')).toHaveLength(64)
    expect(verifyAuthorizationSignature(authorizationPayload(request), signature, [publicKey])).toBe(true)
    expect(verifyAuthorizationSignature(authorizationPayload({ ...request, body: { a: 2 } }), signature, [publicKey])).toBe(false)
    expect(verifyAuthorizationSignature(authorizationPayload({ ...request, expiry: 43 }), signature, [publicKey])).toBe(false)
    expect(verifyAuthorizationSignature(authorizationPayload(request), signature, [DEV_AUTHORIZATION_KEY.publicKey])).toBe(false)
    expect(verifyAuthorizationSignature(authorizationPayload(request), signature, [])).toBe(false)
  })

  it("a DER signature made by Node's crypto with the same key is accepted too", () => {
    const request = { method: 'POST', url: 'https://x.test/r', body: {}, appId: 'app', expiry: 1 }
    const key = createPrivateKey({ key: Buffer.from(DEV_AUTHORIZATION_KEY.privateKey, 'base64'), format: 'der', type: 'pkcs8' })
    const der = nodeSign('sha256', Buffer.from(authorizationPayload(request)), key).toString('base64')
    expect(verifyAuthorizationSignature(authorizationPayload(request), der, [DEV_AUTHORIZATION_KEY.publicKey])).toBe(true)
  })

  it('the registered key is read from SPKI DER or a raw point', () => {
    const spki = DEV_AUTHORIZATION_KEY.publicKey
    const raw = createPublicKey({ key: Buffer.from(spki, 'base64'), format: 'der', type: 'spki' }).export({ format: 'jwk' })
    const point = p256PublicKeyOf(spki)!
    expect(point).toHaveLength(65)
    expect(Buffer.from(point.slice(1, 33)).toString('base64url')).toBe(raw.x)
    expect(p256PublicKeyOf(Buffer.from(p256.Point.fromBytes(point).toBytes(true)).toString('base64'))).toHaveLength(33)
    expect(p256PublicKeyOf('not a key')).toBeNull()
    expect(p256PublicKeyOf(Buffer.alloc(91).toString('base64'))).toBeNull()
  })

  it('createWalletApi sends Basic app credentials, the expiry and the signature of exactly what it sends', async () => {
    let seen: Request | undefined
    const api = createWalletApi({
      apiUrl: 'https://api.example.com/', appId: 'app-id', appSecret: 's3cret', authorizationPrivateKey: DEV_AUTHORIZATION_KEY.privateKey,
      now: () => 1000, requestLifetimeMs: 10 * 60_000,
      fetch: async (input, init) => {
        seen = new Request(input, init)
        return Response.json({ method: 'eth_signTransaction', data: { signed_transaction: '0x02' } })
      },
    })
    await expect(api.signTransaction({ walletId: 'w1', transaction: { chain_id: 1, value: 10n ** 18n, nonce: 0 } })).resolves.toEqual({ signedTransaction: '0x02' })
    expect(seen!.url).toBe('https://api.example.com/api/v1/wallets/w1/rpc')
    expect(seen!.headers.get('authorization')).toBe(`Basic ${btoa('app-id:s3cret')}`)
    // At most 5 minutes ahead, whatever was asked.
    expect(seen!.headers.get(REQUEST_EXPIRY_HEADER)).toBe(String(1000 + 5 * 60_000))
    const body = await seen!.json()
    expect(body).toEqual({ chain_type: 'ethereum', method: 'eth_signTransaction', wallet_id: 'w1', params: { transaction: { chain_id: 1, value: '0xde0b6b3a7640000', nonce: 0 } } })
    const payload = authorizationPayload({ method: 'POST', url: seen!.url, body, appId: 'app-id', expiry: 1000 + 5 * 60_000 })
    expect(verifyAuthorizationSignature(payload, seen!.headers.get(AUTHORIZATION_SIGNATURE_HEADER)!, [DEV_AUTHORIZATION_KEY.publicKey])).toBe(true)
  })

  it('a malformed private key is a TypeError that says what is expected', async () => {
    await expect(signAuthorizationRequest({ method: 'POST', url: 'https://x.test', body: null, appId: 'a', expiry: 1 }, 'bm90IGEga2V5')).rejects.toThrow('base64 PKCS#8 P-256')
  })
})
