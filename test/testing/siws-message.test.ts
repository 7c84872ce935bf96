import { describe, expect, it } from 'vitest'
import { ed25519 } from '@noble/curves/ed25519.js'
import { base58Decode, base58Encode } from '../../src/testing/base58.js'
import { readSiwsMessage, verifySolanaSignature } from '../../src/testing/siws.js'
import { SIWS_INVALID, SIWS_VALID } from '../fixtures/siws.js'

describe('SIWS message (dev backend parser)', () => {
  for (const { name, text, fields } of SIWS_VALID) {
    it(`reads ${name}`, () => {
      expect(readSiwsMessage(text)).toEqual(fields)
    })
  }
  for (const { name, text } of SIWS_INVALID) {
    it(`refuses ${name}`, () => {
      expect(readSiwsMessage(text)).toBeNull()
    })
  }
})

describe('base58', () => {
  it('round-trips bytes, leading zeros included', () => {
    for (const bytes of [new Uint8Array([]), new Uint8Array([0, 0, 1, 2, 255]), crypto.getRandomValues(new Uint8Array(32))]) {
      expect(base58Decode(base58Encode(bytes))).toEqual(bytes)
    }
  })
  it('matches known Solana addresses', () => {
    expect(base58Encode(new Uint8Array(32))).toBe('11111111111111111111111111111111')
    expect(base58Decode('So11111111111111111111111111111111111111112')).toHaveLength(32)
  })
  it('refuses characters outside the alphabet', () => {
    expect(base58Decode('0OIl')).toBeNull()
  })
})

describe('verifySolanaSignature', () => {
  const secret = ed25519.utils.randomSecretKey()
  const address = base58Encode(ed25519.getPublicKey(secret))
  const message = new TextEncoder().encode('hello')
  const signature = btoa(String.fromCharCode(...ed25519.sign(message, secret)))

  it('accepts the address’s signature (base64) of the message bytes', () => {
    expect(verifySolanaSignature({ address, message, signature })).toBe(true)
  })
  it('refuses another message, another key, a malformed signature or address', () => {
    expect(verifySolanaSignature({ address, message: new TextEncoder().encode('hellO'), signature })).toBe(false)
    const other = base58Encode(ed25519.getPublicKey(ed25519.utils.randomSecretKey()))
    expect(verifySolanaSignature({ address: other, message, signature })).toBe(false)
    expect(verifySolanaSignature({ address, message, signature: 'not base64!' })).toBe(false)
    expect(verifySolanaSignature({ address: 'short', message, signature })).toBe(false)
  })
})
