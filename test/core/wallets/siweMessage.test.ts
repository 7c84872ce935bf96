import { getAddress } from 'viem'
import { createSiweMessage, parseSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { buildSiweMessage, readSiweMessage, SIWE_STATEMENT } from '../../../src/core/methods/siwe/siweMessage.js'
import { siweBody } from '../../../src/core/methods/siwe/loginWithSiwe.js'
import { checksumAddress } from '../../../src/core/wallets/ethereum/checksum.js'
import { hexToUtf8, utf8ToHex } from '../../../src/core/wallets/ethereum/hex.js'

const lower = '0x8c14540205645169b5588087b997b4aec3545acf'
const issuedAt = new Date('2025-03-04T05:06:07.890Z')

describe('SIWE message (EIP-4361)', () => {
  it('is exactly what viem createSiweMessage writes; the chain id loses its eip155: prefix', () => {
    const ours = buildSiweMessage({ address: lower, chainId: 'eip155:8453', nonce: 'abcdefgh1234', domain: 'app.test:3000', uri: 'https://app.test:3000', issuedAt })
    const viems = createSiweMessage({ address: getAddress(lower), chainId: 8453, nonce: 'abcdefgh1234', domain: 'app.test:3000', uri: 'https://app.test:3000', version: '1', issuedAt, statement: SIWE_STATEMENT })
    expect(ours).toBe(viems)
    expect(parseSiweMessage(ours)).toMatchObject({ chainId: 8453, address: getAddress(lower), nonce: 'abcdefgh1234' })
    expect(readSiweMessage(ours)).toEqual({ address: getAddress(lower), chainId: 8453 })
  })
  it('with an expiration time too', () => {
    const expirationTime = new Date('2025-03-04T06:00:00.000Z')
    const args = { address: lower, chainId: 1, nonce: 'abcdefgh1234', domain: 'app.test', uri: 'https://app.test', issuedAt, expirationTime }
    expect(buildSiweMessage(args)).toBe(createSiweMessage({ ...args, address: getAddress(lower), version: '1', statement: SIWE_STATEMENT }))
  })
  it('refuses a bad nonce, a bad address, a bad chain id', () => {
    const base = { address: lower, chainId: 1, nonce: 'abcdefgh1234', domain: 'a.b', uri: 'https://a.b', issuedAt }
    expect(() => buildSiweMessage({ ...base, nonce: 'short' })).toThrow()
    expect(() => buildSiweMessage({ ...base, address: '0x123' })).toThrow('Unable to retrieve address')
    expect(() => buildSiweMessage({ ...base, chainId: 'eip155:zero' })).toThrow('Unsupported chainId')
  })
  it('the authenticate body: chainId without eip155:, non-empty message required', () => {
    const message = buildSiweMessage({ address: lower, chainId: 10, nonce: 'abcdefgh1234', domain: 'a.b', uri: 'https://a.b', issuedAt })
    expect(siweBody({ message, signature: '0x1', chainId: 'eip155:10' })).toEqual({ message, signature: '0x1', chainId: '10', walletClientType: 'unknown', connectorType: 'injected' })
    expect(siweBody({ message, signature: '0x1' }).chainId).toBe('10')
    expect(() => siweBody({ message: '  ', signature: '0x1' })).toThrow('The message to sign must be a non-empty string')
  })
})

describe('hex helpers', () => {
  it('EIP-55 checksums like viem', () => {
    for (const a of [lower, '0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359', '0xdbf03b407c01e7cd3cbea99509d93f8dddc8c6fb']) expect(checksumAddress(a)).toBe(getAddress(a))
  })
  it('UTF-8 ↔ hex', () => {
    expect(utf8ToHex('héllo')).toBe('0x68c3a96c6c6f')
    expect(hexToUtf8('0x68c3a96c6c6f')).toBe('héllo')
  })
})
