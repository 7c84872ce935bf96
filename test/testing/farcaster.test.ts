import { describe, expect, it } from 'vitest'
import { privateKeyToAccount } from 'viem/accounts'
import { createDevBackend, type DevBackend } from '../../src/testing/index.js'
import { call, login } from './helpers.js'

const HEADER = 'farcaster-channel-token'

async function openChannel(backend: DevBackend, body: Record<string, unknown> = { relying_party: 'app.example', redirect_url: 'https://app.example/login' }) {
  const res = await call(backend, 'POST', '/api/v1/farcaster/init', { body })
  expect(res.status).toBe(200)
  return res.body as { channel_token: string; connect_uri: string }
}

const status = (backend: DevBackend, token: string) =>
  call(backend, 'GET', '/api/v1/farcaster/status', { headers: { [HEADER]: token } })

/** Opens a channel, approves it as `fid`, and returns the authenticate body. */
async function approved(backend: DevBackend, fid = 1001) {
  const { channel_token } = await openChannel(backend)
  await backend.farcaster.approve(channel_token, { fid })
  const { body } = await status(backend, channel_token)
  return { channel_token, message: body.message as string, signature: body.signature as string, fid }
}

describe('farcaster relay (init, status, dev approve page)', () => {
  it('init opens a channel whose connect_uri is the dev approve page; status is pending until approved', async () => {
    const backend = createDevBackend({ allowedOrigins: ['https://app.example'] })
    const { channel_token, connect_uri } = await openChannel(backend)
    expect(connect_uri).toBe(`http://localhost/__dev/farcaster/approve?channel_token=${encodeURIComponent(channel_token)}`)
    expect((await status(backend, channel_token)).body).toEqual({ state: 'pending' })
    const page = await backend.fetch(new Request(connect_uri))
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Approve as @alice (fid 1001)')
    expect(html).toContain('app.example')
  })

  it('approving signs a SIWF message (domain, nonce, expiry, fid resource) with the fid\'s custody key', async () => {
    const backend = createDevBackend({ allowedOrigins: ['https://app.example'] })
    const { channel_token } = await openChannel(backend)
    const form = new URLSearchParams({ channel_token, fid: '1002' })
    const res = await backend.fetch(new Request('http://localhost/__dev/farcaster/approve', {
      method: 'POST', body: form, headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
    }))
    expect(await res.text()).toContain('Approved as @bob')
    const { body } = await status(backend, channel_token)
    expect(body).toMatchObject({ state: 'completed', fid: 1002, username: 'bob', display_name: 'Bob Example' })
    expect(body.message).toMatch(/^app\.example wants you to sign in with your Ethereum account:\n0x[0-9a-fA-F]{40}\n\nFarcaster Auth\n/)
    expect(body.message).toContain('URI: https://app.example/login')
    expect(body.message).toContain('- farcaster://fid/1002')
    expect(body.message).toContain(backend.farcaster.custodyAddress(1002))
  })

  it('the custody key is deterministic per fid (the same in every backend)', () => {
    expect(createDevBackend({ allowedOrigins: ['https://app.example'] }).farcaster.custodyAddress(7)).toBe(createDevBackend({ allowedOrigins: ['https://app.example'] }).farcaster.custodyAddress(7))
    expect(createDevBackend({ allowedOrigins: ['https://app.example'] }).farcaster.custodyAddress(7)).not.toBe(createDevBackend({ allowedOrigins: ['https://app.example'] }).farcaster.custodyAddress(8))
  })

  it('reject marks the channel rejected; status needs the header and a known channel', async () => {
    const backend = createDevBackend({ allowedOrigins: ['https://app.example'] })
    const { channel_token } = await openChannel(backend)
    backend.farcaster.reject(channel_token)
    expect((await status(backend, channel_token)).body).toEqual({ state: 'rejected' })
    expect((await call(backend, 'GET', '/api/v1/farcaster/status')).body.code).toBe('invalid_data')
    expect((await status(backend, 'nope')).status).toBe(400)
  })

  it('channels expire after 10 minutes and reset() drops them', async () => {
    let now = Date.now()
    const backend = createDevBackend({ now: () => now, allowedOrigins: ['https://app.example'] })
    const { channel_token } = await openChannel(backend)
    now += 10 * 60_000 + 1
    expect((await status(backend, channel_token)).status).toBe(400)
    const second = await openChannel(backend)
    backend.reset()
    expect((await status(backend, second.channel_token)).status).toBe(400)
  })
})

describe('farcaster authenticate / link / unlink', () => {
  it('authenticate verifies the signature and signs a new user up with the farcaster account', async () => {
    const backend = createDevBackend({ allowedOrigins: ['https://app.example'] })
    const body = await approved(backend, 1001)
    const res = await call(backend, 'POST', '/api/v1/farcaster/authenticate', { body: { ...body, mode: 'login-or-sign-up' } })
    expect(res.status).toBe(200)
    expect(res.body.is_new_user).toBe(true)
    expect(res.body.user.linked_accounts).toEqual([
      expect.objectContaining({
        type: 'farcaster', fid: 1001, owner_address: backend.farcaster.custodyAddress(1001), username: 'alice',
        display_name: 'Alice Example', pfp: expect.stringMatching(/^data:image\/svg\+xml/), signer_public_key: null,
      }),
    ])
    // The same fid logs in to the same user.
    const again = await call(backend, 'POST', '/api/v1/farcaster/authenticate', { body: { ...(await approved(backend, 1001)), mode: 'login-or-sign-up' } })
    expect(again.body).toMatchObject({ is_new_user: false, user: { id: res.body.user.id } })
  })

  it('an approval is single use', async () => {
    const backend = createDevBackend({ allowedOrigins: ['https://app.example'] })
    const body = await approved(backend)
    expect((await call(backend, 'POST', '/api/v1/farcaster/authenticate', { body })).status).toBe(200)
    const reused = await call(backend, 'POST', '/api/v1/farcaster/authenticate', { body })
    expect(reused.status).toBe(401)
    expect(reused.body.code).toBe('invalid_credentials')
  })

  it('refuses a forged signature, another fid, a tampered message and an unapproved channel (401 invalid_credentials)', async () => {
    const backend = createDevBackend({ allowedOrigins: ['https://app.example'] })
    const stranger = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
    const cases: Record<string, unknown>[] = []
    const a = await approved(backend)
    cases.push({ ...a, signature: await stranger.signMessage({ message: a.message }) })
    const b = await approved(backend)
    cases.push({ ...b, fid: 1002 })
    const c = await approved(backend)
    cases.push({ ...c, message: c.message.replace('Farcaster Auth', 'Farcaster Auth!') })
    const pending = await openChannel(backend)
    cases.push({ ...a, channel_token: pending.channel_token })
    for (const body of cases) {
      const res = await call(backend, 'POST', '/api/v1/farcaster/authenticate', { body })
      expect(res.status, JSON.stringify(res.body)).toBe(401)
      expect(res.body.code).toBe('invalid_credentials')
    }
  })

  it('refuses a message from another channel (nonce) or an expired one', async () => {
    let now = Date.now()
    const backend = createDevBackend({ now: () => now, allowedOrigins: ['https://app.example'] })
    const first = await approved(backend)
    const second = await openChannel(backend)
    await backend.farcaster.approve(second.channel_token)
    const res = await call(backend, 'POST', '/api/v1/farcaster/authenticate', { body: { ...first, channel_token: second.channel_token } })
    expect(res.body).toMatchObject({ code: 'invalid_credentials', error: 'The message nonce does not match the channel' })
    const third = await approved(backend)
    now += 10 * 60_000 + 1
    expect((await call(backend, 'POST', '/api/v1/farcaster/authenticate', { body: third })).status).toBe(401)
  })

  it('no-signup with an unknown fid is 404 user_does_not_exist', async () => {
    const backend = createDevBackend({ allowedOrigins: ['https://app.example'] })
    const res = await call(backend, 'POST', '/api/v1/farcaster/authenticate', { body: { ...(await approved(backend)), mode: 'no-signup' } })
    expect(res.status).toBe(404)
    expect(res.body.code).toBe('user_does_not_exist')
  })

  it('link adds the account (bearer); another user\'s fid or a second one is refused; unlink removes it', async () => {
    const backend = createDevBackend({ allowedOrigins: ['https://app.example'] })
    const { token } = await login(backend, 'ada@example.com')
    const linked = await call(backend, 'POST', '/api/v1/farcaster/link', { token, body: await approved(backend, 1003) })
    expect(linked.status).toBe(200)
    expect(linked.body.linked_accounts.map((a: { type: string }) => a.type)).toEqual(['email', 'farcaster'])
    const second = await call(backend, 'POST', '/api/v1/farcaster/link', { token, body: await approved(backend, 1002) })
    expect(second.body.code).toBe('cannot_link_more_of_type')

    const { token: other } = await login(backend, 'grace@example.com')
    const taken = await call(backend, 'POST', '/api/v1/farcaster/link', { token: other, body: await approved(backend, 1003) })
    expect(taken.body.code).toBe('linked_to_another_user')

    expect((await call(backend, 'POST', '/api/v1/farcaster/unlink', { token, body: { fid: 9 } })).body.code).toBe('linked_account_not_found')
    const unlinked = await call(backend, 'POST', '/api/v1/farcaster/unlink', { token, body: { fid: 1003 } })
    expect(unlinked.body.linked_accounts.map((a: { type: string }) => a.type)).toEqual(['email'])
    expect((await call(backend, 'POST', '/api/v1/farcaster/link', { body: await approved(backend) })).status).toBe(401)
  })

  it('the sole farcaster account cannot be unlinked', async () => {
    const backend = createDevBackend({ allowedOrigins: ['https://app.example'] })
    const { body } = await call(backend, 'POST', '/api/v1/farcaster/authenticate', { body: await approved(backend) })
    const res = await call(backend, 'POST', '/api/v1/farcaster/unlink', { token: body.token, body: { fid: 1001 } })
    expect(res.body.code).toBe('cannot_unlink_sole_account')
  })
})
