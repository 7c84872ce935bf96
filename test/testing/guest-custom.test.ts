import { exportJWK, generateKeyPair, SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { createDevBackend, DEV_CUSTOM_AUTH_SECRET, signCustomToken } from '../../src/testing/index.js'
import { call, login } from './helpers.js'

const CREDENTIAL = 'A'.repeat(43)

describe('guest login (guest/authenticate)', () => {
  it('creates a guest user (is_guest, no accounts) once per credential; the same credential logs the same user in', async () => {
    const backend = createDevBackend()
    const first = await call(backend, 'POST', '/api/v1/guest/authenticate', { body: { guest_credential: CREDENTIAL } })
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ is_new_user: true, user: { is_guest: true, linked_accounts: [] }, token: expect.any(String) })
    const again = await call(backend, 'POST', '/api/v1/guest/authenticate', { body: { guest_credential: CREDENTIAL } })
    expect(again.body).toMatchObject({ is_new_user: false, user: { id: first.body.user.id, is_guest: true } })
    const other = await call(backend, 'POST', '/api/v1/guest/authenticate', { body: { guest_credential: 'B'.repeat(43) } })
    expect(other.body.user.id).not.toBe(first.body.user.id)
    expect(backend.users.get(first.body.user.id)!.is_guest).toBe(true)
  })

  it('a missing or short credential is 400 invalid_data', async () => {
    const backend = createDevBackend()
    expect((await call(backend, 'POST', '/api/v1/guest/authenticate', { body: {} })).body.code).toBe('invalid_data')
    expect((await call(backend, 'POST', '/api/v1/guest/authenticate', { body: { guest_credential: 'short' } })).body.code).toBe('invalid_data')
  })

  it('linking an account to a guest user makes it a regular user (is_guest false)', async () => {
    const backend = createDevBackend()
    const guest = (await call(backend, 'POST', '/api/v1/guest/authenticate', { body: { guest_credential: CREDENTIAL } })).body
    await call(backend, 'POST', '/api/v1/passwordless/init', { body: { email: 'ada@example.com' } })
    const linked = await call(backend, 'POST', '/api/v1/passwordless/link', {
      token: guest.token, body: { email: 'ada@example.com', code: backend.mailbox.latest()!.code },
    })
    expect(linked.body).toMatchObject({ is_guest: false, linked_accounts: [expect.objectContaining({ type: 'email' })] })
    const me = await call(backend, 'GET', '/api/v1/users/me', { token: guest.token })
    expect(me.body.user.is_guest).toBe(false)
  })
})

describe('custom-token login (custom_jwt_account)', () => {
  it('verifies an HS256 token (default dev secret) and signs the subject up as a custom_auth account', async () => {
    const backend = createDevBackend()
    const token = await signCustomToken({ sub: 'host-user-1' })
    const res = await call(backend, 'POST', '/api/v1/custom_jwt_account/authenticate', { body: { token, mode: 'login-or-sign-up' } })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ is_new_user: true, user: { linked_accounts: [expect.objectContaining({ type: 'custom_auth', custom_user_id: 'host-user-1' })] } })
    const again = await call(backend, 'POST', '/api/v1/custom_jwt_account/authenticate', { body: { token } })
    expect(again.body).toMatchObject({ is_new_user: false, user: { id: res.body.user.id } })
  })

  it('rejects a wrong signature, an expired token, a wrong issuer/audience with 401 invalid_credentials', async () => {
    const backend = createDevBackend({ customAuth: { secret: 's3cret-s3cret-s3cret-s3cret-s3cret', issuer: 'acme', audience: 'foyerkit' } })
    const ok = await signCustomToken({ sub: 'u', secret: 's3cret-s3cret-s3cret-s3cret-s3cret', issuer: 'acme', audience: 'foyerkit' })
    const authenticate = (token: string) => call(backend, 'POST', '/api/v1/custom_jwt_account/authenticate', { body: { token } })
    expect((await authenticate(ok)).status).toBe(200)
    for (const token of [
      await signCustomToken({ sub: 'u', secret: DEV_CUSTOM_AUTH_SECRET, issuer: 'acme', audience: 'foyerkit' }),
      await signCustomToken({ sub: 'u', secret: 's3cret-s3cret-s3cret-s3cret-s3cret', issuer: 'other', audience: 'foyerkit' }),
      await signCustomToken({ sub: 'u', secret: 's3cret-s3cret-s3cret-s3cret-s3cret', issuer: 'acme', audience: 'foyerkit', now: Date.now() - 7200_000 }),
      'not-a-jwt',
    ]) {
      expect(await authenticate(token)).toMatchObject({ status: 401, body: { code: 'invalid_credentials' } })
    }
    expect((await authenticate('')).body.code).toBe('invalid_data')
  })

  it('verifies against a configured JWKS (ES256)', async () => {
    const { publicKey, privateKey } = await generateKeyPair('ES256')
    const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'ES256' }
    const backend = createDevBackend({ customAuth: { jwks: { keys: [jwk] } } })
    const token = await new SignJWT({}).setProtectedHeader({ alg: 'ES256', kid: 'k1' }).setSubject('es-user').setIssuedAt().setExpirationTime('1h').sign(privateKey)
    const res = await call(backend, 'POST', '/api/v1/custom_jwt_account/authenticate', { body: { token } })
    expect(res.body.user.linked_accounts[0]).toMatchObject({ custom_user_id: 'es-user' })
    // With only a JWKS, the dev secret no longer works.
    const hs = await signCustomToken({ sub: 'x' })
    expect((await call(backend, 'POST', '/api/v1/custom_jwt_account/authenticate', { body: { token: hs } })).status).toBe(401)
  })

  it('link and unlink a custom_auth account; linked to another user; POST /__dev/custom-token mints tokens', async () => {
    const backend = createDevBackend()
    const { token: bearer } = await login(backend, 'ada@example.com')
    const minted = await call(backend, 'POST', '/__dev/custom-token', { body: { sub: 'host-9' } })
    expect(minted.body.token).toEqual(expect.any(String))
    const link = await call(backend, 'POST', '/api/v1/custom_jwt_account/link', { token: bearer, body: { token: minted.body.token } })
    expect(link.body.linked_accounts.map((a: { type: string }) => a.type)).toEqual(['email', 'custom_auth'])
    const { token: otherBearer } = await login(backend, 'bob@example.com')
    expect((await call(backend, 'POST', '/api/v1/custom_jwt_account/link', { token: otherBearer, body: { token: minted.body.token } })).body.code)
      .toBe('linked_to_another_user')
    const unlink = await call(backend, 'POST', '/api/v1/custom_jwt_account/unlink', { token: bearer, body: { custom_user_id: 'host-9' } })
    expect(unlink.body.linked_accounts.map((a: { type: string }) => a.type)).toEqual(['email'])
    expect((await call(backend, 'POST', '/__dev/custom-token', { body: {} })).status).toBe(400)
  })
})
