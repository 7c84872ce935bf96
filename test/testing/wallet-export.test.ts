import { describe, expect, it } from 'vitest'
import { WALLET_SERVICE_EVENTS as E } from '../../src/core/types/walletService.js'
import { createDevBackend, totpCode, type DevBackend, type DevBackendOptions } from '../../src/testing/index.js'
import { serviceOn } from '../wallet-service/helpers.js'
import { call, login } from './helpers.js'


/** A user with an embedded wallet (Ethereum, and a Solana one of the same entropy), and TOTP as MFA when `mfa`. */
async function walletUser(backend: DevBackend, email: string, { mfa = false } = {}) {
  const session = await login(backend, email)
  const { send } = serviceOn(backend)
  const created = await send(E.create, { accessToken: session.token })
  const address = (created!.data as { address: string }).address
  await send(E.createSolana, { accessToken: session.token })
  const post = (path: string, body: unknown = {}, headers: Record<string, string> = {}) => call(backend, 'POST', path, { body, token: session.token, headers })
  let secret = ''
  if (mfa) {
    secret = (await post('/api/v1/mfa/totp/init')).body.secret
    expect((await post('/api/v1/mfa/totp/enroll', { code: totpCode(secret, Date.now() - 30_000) })).status).toBe(200)
  }
  let step = 0
  /** A fresh MFA token (each TOTP step is accepted once: the next one each time). */
  const verify = async () => (await post('/api/v1/mfa/totp/verify', { code: totpCode(secret, Date.now() + (step++) * 30_000) })).body.token as string
  const authorize = (body: Record<string, unknown>, mfaToken?: string, entropyId = address) =>
    post(`/api/v1/embedded_wallets/${entropyId}/authorize`, { chain_type: 'ethereum', wallet_index: 0, method: 'export', ...body }, mfaToken ? { 'foyer-mfa-token': mfaToken } : {})
  return { session, address, authorize, verify }
}

const backendWith = (options: Partial<DevBackendOptions> = {}) => createDevBackend(options)

describe("dev backend: authorizing a wallet export ('export' on the authorize route)", () => {
  it('a user without MFA: the own wallet exports (either chain type); no MFA is asked', async () => {
    const backend = backendWith()
    const ada = await walletUser(backend, 'ada@example.com')
    expect(await ada.authorize({})).toMatchObject({ status: 200, body: { authorized: true } })
    expect((await ada.authorize({ chain_type: 'solana' })).status).toBe(200)
  })

  it('a user with MFA always verifies, even where signatures need no MFA; one verification authorizes one export (it still authorizes signatures)', async () => {
    const backend = backendWith({ appConfig: { mfa: { required_for_wallet_actions: false } } })
    const ada = await walletUser(backend, 'ada@example.com', { mfa: true })
    expect((await ada.authorize({ method: 'personal_sign' })).status).toBe(200)
    expect(await ada.authorize({})).toMatchObject({ status: 403, body: { code: 'missing_or_invalid_mfa' } })
    expect(await ada.authorize({}, 'forged')).toMatchObject({ status: 403, body: { code: 'expired_or_invalid_mfa_token' } })
    const token = await ada.verify()
    expect((await ada.authorize({}, token)).status).toBe(200)
    expect(await ada.authorize({}, token)).toMatchObject({ status: 403, body: { code: 'expired_or_invalid_mfa_token' } })
    expect(await ada.authorize({ chain_type: 'solana' }, token)).toMatchObject({ status: 403, body: { code: 'expired_or_invalid_mfa_token' } })

    const strict = backendWith()
    const bob = await walletUser(strict, 'bob@example.com', { mfa: true })
    const once = await bob.verify()
    expect((await bob.authorize({}, once)).status).toBe(200)
    expect((await bob.authorize({ method: 'personal_sign' }, once)).status).toBe(200)
    expect((await bob.authorize({}, await bob.verify())).status).toBe(200)
  })

  it("refuses another user's wallet, an index the user does not have, and no bearer", async () => {
    const backend = backendWith()
    const ada = await walletUser(backend, 'ada@example.com')
    const bob = await walletUser(backend, 'bob@example.com')
    expect(await bob.authorize({}, undefined, ada.address)).toMatchObject({ status: 403, body: { code: 'forbidden' } })
    expect(await ada.authorize({ wallet_index: 1 })).toMatchObject({ status: 404, body: { code: 'embedded_wallet_not_found' } })
    expect((await call(backend, 'POST', `/api/v1/embedded_wallets/${ada.address}/authorize`, { body: { chain_type: 'ethereum', wallet_index: 0, method: 'export' } })).status).toBe(401)
  })
})

describe('dev backend: the export page', () => {
  const get = (backend: DevBackend, path: string) => backend.fetch(new Request(`http://127.0.0.1:4321${path}`))

  it("is the wallet page's shell under the same CSP (framed by the allowed origins only, no inline script or style); 404 for another app", async () => {
    const backend = backendWith({ appConfig: { allowed_origins: ['http://localhost:*'] } })
    const query = 'v=0.1.0&entropy_id=0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266&entropy_id_verifier=ethereum-address-verifier&hd_wallet_index=0&chain_type=ethereum&client_id=web&caid=abc&width=360&phrase_export=true'
    const res = await get(backend, `/apps/${backend.appId}/embedded-wallets/export?${query}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const csp = res.headers.get('content-security-policy')!
    expect(csp.split('; ')).toEqual(expect.arrayContaining(["default-src 'none'", "script-src 'self'", "connect-src 'self'", 'frame-ancestors http://localhost:*', "require-trusted-types-for 'script'"]))
    expect(csp).not.toMatch(/unsafe-inline|style-src/)
    const html = await res.text()
    expect(html).toContain(`<script type="module" src="/apps/${backend.appId}/embedded-wallets/frame.js"></script>`)
    expect(html).toContain('<title>Foyer wallet export</title>')
    expect((await get(backend, '/apps/someotherapp0000000000000/embedded-wallets/export')).status).toBe(404)
  })
})
