import { describe, expect, it } from 'vitest'
import { isTokenExpired, isTokenForApp, readClaims } from '../../../src/core/client/session/jwt.js'
import { APP_ID, OTHER_APP_ID, makeJwt } from '../helpers.js'

const NOW = 1_700_000_000_000

describe('access token expiry (30 s margin)', () => {
  it('a token expiring in 29 s counts as expired', async () => {
    expect(isTokenExpired(await makeJwt({ nowMs: NOW, expiresInSeconds: 29 }), NOW)).toBe(true)
  })

  it('a token expiring in 31 s does not', async () => {
    expect(isTokenExpired(await makeJwt({ nowMs: NOW, expiresInSeconds: 31 }), NOW)).toBe(false)
  })

  it('a token expiring in exactly 30 s counts as expired', async () => {
    expect(isTokenExpired(await makeJwt({ nowMs: NOW, expiresInSeconds: 30 }), NOW)).toBe(true)
  })

  it('a token already past its expiry is expired', async () => {
    expect(isTokenExpired(await makeJwt({ nowMs: NOW, expiresInSeconds: -10 }), NOW)).toBe(true)
  })

  it('an unreadable token counts as expired', () => {
    expect(isTokenExpired('not-a-jwt', NOW)).toBe(true)
    expect(readClaims('not-a-jwt')).toBeNull()
  })
})

describe('token audience', () => {
  it('a token for this app id belongs to the app', async () => {
    expect(isTokenForApp(await makeJwt({ aud: APP_ID }), APP_ID)).toBe(true)
  })

  it('a token for another app id does not', async () => {
    expect(isTokenForApp(await makeJwt({ aud: OTHER_APP_ID }), APP_ID)).toBe(false)
  })

  it('reads sub and sid claims', async () => {
    const claims = readClaims(await makeJwt({ sub: 'did:foyer:x', sid: 's-9' }))
    expect(claims).toMatchObject({ sub: 'did:foyer:x', sid: 's-9', aud: APP_ID })
  })
})
