import { decodeJwt, SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { decodeJwtPayload } from '../../../src/core/utils/jwtPayload.js'

const segment = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url')
const token = (payload: unknown) => `${segment({ alg: 'ES256' })}.${segment(payload)}.c2ln`

describe('decodeJwtPayload (claims of a compact JWT, no signature check)', () => {
  it('reads what jose decodes, for a signed token with non-ASCII and padded claims', async () => {
    const key = new TextEncoder().encode('0123456789abcdef0123456789abcdef')
    const jwt = await new SignJWT({ name: 'Zoë Ñandú 🙂', n: 1, aud: ['a', 'b'] }).setProtectedHeader({ alg: 'HS256' }).setSubject('did:foyer:x').sign(key)
    expect(decodeJwtPayload(jwt)).toEqual(decodeJwt(jwt))
  })

  // base64url drops the '=' padding: a payload of 9, 11 and 13 bytes needs none, one and two.
  it.each([
    ['no padding', { a: 'x' }],
    ['one "=" of padding', { ab: 'xy' }],
    ['two "=" of padding', { abc: 'xyz' }],
  ])('decodes a payload whose base64 needs %s', (_, payload) => {
    expect(decodeJwtPayload(token(payload))).toEqual(payload)
  })

  it.each([
    ['not three parts', 'not-a-jwt'],
    ['five parts (an encrypted JWT)', 'a.b.c.d.e'],
    ['an empty payload', 'a..c'],
    ['a payload that is not base64url JSON', `${segment({})}.${segment('nope')}.c2ln`],
    ['a JSON array payload', token([1, 2])],
    ['a JSON string payload', token('"text"')],
    ['a null payload', token('null')],
  ])('throws on %s', (_, value) => {
    expect(() => decodeJwtPayload(value)).toThrow()
  })
})
