import { describe, expect, it } from 'vitest'
import { createSiwsMessage, parseSiwsMessage } from '../../../src/core/wallets/solana/siwsMessage.js'
import { SIWS_INVALID, SIWS_VALID } from '../../fixtures/siws.js'

describe('SIWS message (core builder and parser)', () => {
  for (const { name, text, fields } of SIWS_VALID) {
    it(`builds and reads back: ${name}`, () => {
      expect(createSiwsMessage(fields as never)).toBe(text)
      expect(parseSiwsMessage(text)).toEqual(fields)
    })
  }
  for (const { name, text } of SIWS_INVALID) {
    it(`refuses ${name}`, () => {
      expect(parseSiwsMessage(text)).toBeNull()
    })
  }
  it('leaves out empty optional fields', () => {
    expect(createSiwsMessage({ domain: 'a.b', address: 'A', statement: '', uri: '', resources: [] })).toBe(
      'a.b wants you to sign in with your Solana account:\nA',
    )
  })
})
