import { describe, expect, it } from 'vitest'
import { createDevBackend } from '../../src/testing/index.js'
import { call, login, sendCode, wrongCode } from './helpers.js'

describe('users/me', () => {
  it('answers the user and a fresh identity token with a valid bearer', async () => {
    const backend = createDevBackend()
    const { token, user } = await login(backend)
    const res = await call(backend, 'GET', '/api/v1/users/me', { token })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ user, identity_token: expect.any(String) })
  })

  it('no, garbage or foreign bearer is 401 missing_or_invalid_token', async () => {
    const backend = createDevBackend()
    const other = createDevBackend()
    const { token: foreign } = await login(other)
    for (const token of [undefined, 'garbage', foreign]) {
      const res = await call(backend, 'GET', '/api/v1/users/me', { token })
      expect(res.status).toBe(401)
      expect(res.body).toEqual({ error: expect.any(String), code: 'missing_or_invalid_token' })
    }
  })

  it('the identity token is not accepted as a bearer', async () => {
    const backend = createDevBackend()
    const { identity_token } = await login(backend)
    expect((await call(backend, 'GET', '/api/v1/users/me', { token: identity_token })).status).toBe(401)
  })

  it('accept_terms sets has_accepted_terms', async () => {
    const backend = createDevBackend()
    const { token, user } = await login(backend)
    const res = await call(backend, 'POST', '/api/v1/users/me/accept_terms', { token })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ ...user, has_accepted_terms: true })
    expect(backend.users.get(user.id)!.has_accepted_terms).toBe(true)
  })
})

describe('link, update, unlink', () => {
  it('link: a user without an e-mail links one', async () => {
    const backend = createDevBackend()
    const seeded = backend.users.create({ phoneNumber: '+1 555 0100' })
    const { token } = await backend.createSession(seeded.id)
    const code = await sendCode(backend, 'ada@example.com')
    const res = await call(backend, 'POST', '/api/v1/passwordless/link', { token, body: { email: 'ada@example.com', code } })
    expect(res.status).toBe(200)
    expect(res.body.id).toBe(seeded.id)
    expect(res.body.linked_accounts).toEqual([
      expect.objectContaining({ type: 'phone', phoneNumber: '+1 555 0100' }),
      expect.objectContaining({ type: 'email', address: 'ada@example.com', verified_at: expect.any(Number) }),
    ])
    expect((await login(backend, 'ada@example.com')).user.id).toBe(seeded.id)
  })

  it('link: a user who already has an e-mail is 400 cannot_link_more_of_type', async () => {
    const backend = createDevBackend()
    const { token } = await login(backend, 'ada@example.com')
    const code = await sendCode(backend, 'second@example.com')
    const res = await call(backend, 'POST', '/api/v1/passwordless/link', { token, body: { email: 'second@example.com', code } })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ error: 'User already has an account of type email linked.', code: 'cannot_link_more_of_type' })
  })

  it('link: an e-mail of another user is 400 linked_to_another_user', async () => {
    const backend = createDevBackend()
    backend.users.create({ email: 'taken@example.com' })
    const { token } = await login(backend, 'ada@example.com')
    const code = await sendCode(backend, 'taken@example.com')
    const res = await call(backend, 'POST', '/api/v1/passwordless/link', { token, body: { email: 'taken@example.com', code } })
    expect(res.status).toBe(400)
    expect(res.body.code).toBe('linked_to_another_user')
  })

  it('link: wrong code is 401 invalid_credentials; no bearer is 401 missing_or_invalid_token', async () => {
    const backend = createDevBackend()
    const { token } = await login(backend, 'ada@example.com')
    const code = await sendCode(backend, 'new@example.com')
    const wrong = await call(backend, 'POST', '/api/v1/passwordless/link', { token, body: { email: 'new@example.com', code: wrongCode(code) } })
    expect(wrong.status).toBe(401)
    expect(wrong.body.code).toBe('invalid_credentials')
    const anonymous = await call(backend, 'POST', '/api/v1/passwordless/link', { body: { email: 'new@example.com', code } })
    expect(anonymous.status).toBe(401)
    expect(anonymous.body.code).toBe('missing_or_invalid_token')
  })

  it('update: replaces the address with the one the code was sent to', async () => {
    const backend = createDevBackend()
    const { token, user } = await login(backend, 'ada@example.com')
    const code = await sendCode(backend, 'lovelace@example.com')
    const res = await call(backend, 'POST', '/api/v1/passwordless/update', {
      token,
      body: { oldAddress: 'ada@example.com', newAddress: 'lovelace@example.com', code },
    })
    expect(res.status).toBe(200)
    expect(res.body.id).toBe(user.id)
    expect(res.body.linked_accounts).toEqual([expect.objectContaining({ type: 'email', address: 'lovelace@example.com' })])
    // the new address now logs into the same user
    expect((await login(backend, 'lovelace@example.com')).user.id).toBe(user.id)
  })

  it('update: an oldAddress not on the user is 404 linked_account_not_found', async () => {
    const backend = createDevBackend()
    const { token } = await login(backend, 'ada@example.com')
    const code = await sendCode(backend, 'lovelace@example.com')
    const res = await call(backend, 'POST', '/api/v1/passwordless/update', {
      token,
      body: { oldAddress: 'other@example.com', newAddress: 'lovelace@example.com', code },
    })
    expect(res.status).toBe(404)
    expect(res.body.code).toBe('linked_account_not_found')
  })

  it('update: a newAddress of another user is 400 linked_to_another_user; a code for another address is 401', async () => {
    const backend = createDevBackend()
    backend.users.create({ email: 'taken@example.com' })
    const { token } = await login(backend, 'ada@example.com')
    let code = await sendCode(backend, 'taken@example.com')
    const taken = await call(backend, 'POST', '/api/v1/passwordless/update', {
      token,
      body: { oldAddress: 'ada@example.com', newAddress: 'taken@example.com', code },
    })
    expect(taken.body.code).toBe('linked_to_another_user')
    code = await sendCode(backend, 'ada@example.com')
    const wrongTarget = await call(backend, 'POST', '/api/v1/passwordless/update', {
      token,
      body: { oldAddress: 'ada@example.com', newAddress: 'fresh@example.com', code },
    })
    expect(wrongTarget.status).toBe(401)
    expect(wrongTarget.body.code).toBe('invalid_credentials')
  })

  it('unlink: removes the e-mail when another account remains', async () => {
    const backend = createDevBackend()
    const seeded = backend.users.create({ email: 'ada@example.com', phoneNumber: '+1 555 0100' })
    const { token } = await backend.createSession(seeded.id)
    const res = await call(backend, 'POST', '/api/v1/passwordless/unlink', { token, body: { address: 'ada@example.com' } })
    expect(res.status).toBe(200)
    expect(res.body.linked_accounts).toEqual([expect.objectContaining({ type: 'phone' })])
    expect(backend.users.get(seeded.id)!.linked_accounts).toHaveLength(1)
  })

  it('unlink: unknown address is 404; the sole account is 400 cannot_unlink_sole_account', async () => {
    const backend = createDevBackend()
    const { token } = await login(backend, 'ada@example.com')
    const missing = await call(backend, 'POST', '/api/v1/passwordless/unlink', { token, body: { address: 'x@y.co' } })
    expect(missing.status).toBe(404)
    expect(missing.body.code).toBe('linked_account_not_found')
    const sole = await call(backend, 'POST', '/api/v1/passwordless/unlink', { token, body: { address: 'ada@example.com' } })
    expect(sole.status).toBe(400)
    expect(sole.body.code).toBe('cannot_unlink_sole_account')
  })
})
