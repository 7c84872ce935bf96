import { ed25519 } from '@noble/curves/ed25519.js'
import { bytesToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { createDevBackend, type DevBackend } from '../../src/testing/index.js'
import { call, login } from './helpers.js'

const PATH = '/api/v1/farcaster/signer/status'
const newKey = () => bytesToHex(ed25519.getPublicKey(ed25519.utils.randomSecretKey()))

/** A user with a linked Farcaster account (fid) and their access token. */
async function farcasterUser(backend: DevBackend, email = 'ada@example.com', fid = 1002) {
  const { token } = await login(backend, email)
  const init = await call(backend, 'POST', '/api/v1/farcaster/init', { body: { relying_party: 'localhost', redirect_url: 'http://localhost/' } })
  const channel_token = init.body.channel_token as string
  const { message, signature } = await backend.farcaster.approve(channel_token, { fid })
  const linked = await call(backend, 'POST', '/api/v1/farcaster/link', { token, body: { channel_token, message, signature, fid } })
  expect(linked.status).toBe(200)
  return token
}

const farcasterOf = async (backend: DevBackend, token: string) =>
  ((await call(backend, 'GET', '/api/v1/users/me', { token })).body.user.linked_accounts as Array<{ type: string; signer_public_key?: string | null }>).find((a) => a.type === 'farcaster')!

const page = async (backend: DevBackend, url: string, init?: RequestInit) => {
  const response = await backend.fetch(new Request(url, init))
  return { status: response.status, html: await response.text() }
}
const form = (fields: Record<string, string>): RequestInit => ({
  method: 'POST', body: new URLSearchParams(fields), headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
})

describe('POST /api/v1/farcaster/signer/status', () => {
  it('registers the key as pending with an approval link; asking again answers the same signer', async () => {
    const backend = createDevBackend()
    const token = await farcasterUser(backend)
    const key = newKey()
    const first = await call(backend, 'POST', PATH, { token, body: { ed25519_public_key: key } })
    expect(first.status).toBe(200)
    expect(first.body).toEqual({
      status: 'pending_approval', public_key: key, signer_approval_url: expect.stringMatching(/^http:\/\/localhost\/__dev\/farcaster\/signer\?token=[\w-]+$/),
    })
    const again = await call(backend, 'POST', PATH, { token, body: { ed25519_public_key: key.toUpperCase().replace('0X', '0x') } })
    expect(again.body).toEqual(first.body)
    expect(backend.farcaster.signers.list()).toMatchObject([{ publicKey: key, fid: 1002, status: 'pending_approval' }])
  })

  it('needs a session', async () => {
    const backend = createDevBackend()
    const res = await call(backend, 'POST', PATH, { body: { ed25519_public_key: newKey() } })
    expect(res.status).toBe(401)
    expect(res.body.code).toBe('missing_or_invalid_token')
  })

  it.each([
    ['no key', {}],
    ['a number', { ed25519_public_key: 42 }],
    ['no 0x prefix', { ed25519_public_key: 'ab'.repeat(32) }],
    ['31 bytes', { ed25519_public_key: `0x${'ab'.repeat(31)}` }],
    ['33 bytes', { ed25519_public_key: `0x${'ab'.repeat(33)}` }],
    ['a huge string', { ed25519_public_key: `0x${'ab'.repeat(5000)}` }],
    ['32 bytes that are no curve point', { ed25519_public_key: `0x02${'00'.repeat(31)}` }],
  ])('refuses %s as invalid_data', async (_name, body) => {
    const backend = createDevBackend()
    const token = await farcasterUser(backend)
    const res = await call(backend, 'POST', PATH, { token, body })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ code: 'invalid_data', error: expect.stringContaining('ed25519_public_key') })
    expect(backend.farcaster.signers.list()).toEqual([])
  })

  it('refuses a user with no Farcaster account, and a key another user registered', async () => {
    const backend = createDevBackend()
    const { token: plain } = await login(backend, 'bob@example.com')
    const none = await call(backend, 'POST', PATH, { token: plain, body: { ed25519_public_key: newKey() } })
    expect(none.status).toBe(400)
    expect(none.body.error).toBe('User has no Farcaster account linked')

    const ada = await farcasterUser(backend)
    const carol = await farcasterUser(backend, 'carol@example.com', 1003)
    const key = newKey()
    expect((await call(backend, 'POST', PATH, { token: ada, body: { ed25519_public_key: key } })).status).toBe(200)
    const stolen = await call(backend, 'POST', PATH, { token: carol, body: { ed25519_public_key: key } })
    expect(stolen.status).toBe(403)
    expect(stolen.body.code).toBe('farcaster_signer_not_owned')
  })
})

describe('the signer-approval page', () => {
  it('approving records the key on the Farcaster account; the status says approved; a signature by the key verifies against it', async () => {
    const backend = createDevBackend()
    const token = await farcasterUser(backend)
    const secret = ed25519.utils.randomSecretKey()
    const key = bytesToHex(ed25519.getPublicKey(secret))
    const { body } = await call(backend, 'POST', PATH, { token, body: { ed25519_public_key: key } })
    const shown = await page(backend, body.signer_approval_url)
    expect(shown.status).toBe(200)
    expect(shown.html).toContain(key)
    expect(shown.html).toContain('Approve signer')
    const approvalToken = new URL(body.signer_approval_url).searchParams.get('token')!
    const approved = await page(backend, 'http://localhost/__dev/farcaster/signer/approve', form({ token: approvalToken }))
    expect(approved.html).toContain('Signer approved')
    expect((await call(backend, 'POST', PATH, { token, body: { ed25519_public_key: key } })).body.status).toBe('approved')
    const account = await farcasterOf(backend, token)
    expect(account.signer_public_key).toBe(key)
    const hash = new Uint8Array(20).fill(7)
    expect(ed25519.verify(ed25519.sign(hash, secret), hash, Buffer.from(account.signer_public_key!.slice(2), 'hex'))).toBe(true)
    // Approving twice is refused.
    const twice = await backend.fetch(new Request('http://localhost/__dev/farcaster/signer/approve', { method: 'POST', body: JSON.stringify({ token: approvalToken }), headers: { 'content-type': 'application/json' } }))
    expect(twice.status).toBe(400)
  })

  it('revoking answers revoked and clears the key from the account; an unknown token is 404', async () => {
    const backend = createDevBackend()
    const token = await farcasterUser(backend)
    const key = newKey()
    await call(backend, 'POST', PATH, { token, body: { ed25519_public_key: key } })
    backend.farcaster.signers.approve(key)
    expect((await farcasterOf(backend, token)).signer_public_key).toBe(key)
    const { signer_approval_url } = (await call(backend, 'POST', PATH, { token, body: { ed25519_public_key: key } })).body
    const revoked = await page(backend, 'http://localhost/__dev/farcaster/signer/revoke', form({ token: new URL(signer_approval_url).searchParams.get('token')! }))
    expect(revoked.html).toContain('Signer revoked')
    expect((await call(backend, 'POST', PATH, { token, body: { ed25519_public_key: key } })).body.status).toBe('revoked')
    expect((await farcasterOf(backend, token)).signer_public_key).toBeNull()
    expect((await page(backend, 'http://localhost/__dev/farcaster/signer?token=nope')).status).toBe(404)
    expect(() => backend.farcaster.signers.approve(key)).toThrow('The signer is revoked')
  })
})
