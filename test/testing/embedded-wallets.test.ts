import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { createDevBackend, type DevBackend, type WireTokenResponse } from '../../src/testing/index.js'
import { EmbeddedWalletState } from '../../src/testing/embeddedWallets.js'
import { createSiwsMessage } from '../../src/core/wallets/solana/siwsMessage.js'
import { walletRegistrationMessage } from '../../src/wallet-service/registration.js'
import { call, login } from './helpers.js'

const share = (n = 18) => Buffer.from(crypto.getRandomValues(new Uint8Array(n))).toString('base64')
const SEALED = Buffer.from(crypto.getRandomValues(new Uint8Array(46))).toString('base64')

async function keyMaterial(backend: DevBackend, token: string | undefined, address: string) {
  return call(backend, 'POST', `/api/v1/embedded_wallets/${address}/recovery/key_material`, { token, body: { chain_type: 'ethereum' } })
}

/** A valid registration body for `account` as index 0 of its own entropy. */
async function registration(backend: DevBackend, session: WireTokenResponse, account: PrivateKeyAccount, { imported = false, signer = account, userId = session.user.id } = {}) {
  const message = walletRegistrationMessage({ appId: backend.appId, userId, entropyId: account.address, address: account.address, walletIndex: 0, imported })
  return {
    address: account.address, chain_type: 'ethereum', wallet_index: 0, entropy_id: account.address,
    entropy_id_verifier: 'ethereum-address-verifier', auth_share: share(), encrypted_recovery_share: SEALED,
    recovery_method: 'privy', imported, signature: await signer.signMessage({ message }),
  }
}

async function setup() {
  const backend = createDevBackend({ allowedOrigins: ['https://app.test', 'http://localhost:*'] })
  const ada = await login(backend, 'ada@example.com')
  const grace = await login(backend, 'grace@example.com')
  return { backend, ada, grace }
}

async function created(backend: DevBackend, session: WireTokenResponse, account = privateKeyToAccount(generatePrivateKey())) {
  expect((await keyMaterial(backend, session.token, account.address)).status).toBe(200)
  const res = await call(backend, 'POST', '/api/v1/embedded_wallets', { token: session.token, body: await registration(backend, session, account) })
  expect(res.status).toBe(200)
  return account
}

describe('dev backend: embedded wallets', () => {
  it('registering a wallet links it to the user as an embedded wallet', async () => {
    const { backend, ada } = await setup()
    const account = privateKeyToAccount(generatePrivateKey())
    const material = await keyMaterial(backend, ada.token, account.address)
    expect(material.body).toEqual({ key_material: expect.any(String), recovery_method: 'privy' })
    expect(Buffer.from(material.body.key_material, 'base64')).toHaveLength(32)
    expect((await keyMaterial(backend, ada.token, account.address)).body.key_material).toBe(material.body.key_material)
    const res = await call(backend, 'POST', '/api/v1/embedded_wallets', { token: ada.token, body: await registration(backend, ada, account) })
    expect(res.status).toBe(200)
    expect(res.body.account).toEqual({
      type: 'wallet', id: expect.stringMatching(/^[a-z0-9]{25}$/), address: account.address, chain_type: 'ethereum', chain_id: null,
      wallet_client_type: 'privy', connector_type: 'embedded', recovery_method: 'privy', wallet_index: 0, imported: false, delegated: false,
      entropy_id: account.address, entropy_id_verifier: 'ethereum-address-verifier',
      verified_at: expect.any(Number), first_verified_at: expect.any(Number), latest_verified_at: expect.any(Number),
    })
    expect(backend.users.get(ada.user.id)!.linked_accounts).toContainEqual(res.body.account)
    // The same key material after registration (the wallet's recovery key).
    expect((await keyMaterial(backend, ada.token, account.address)).body.key_material).toBe(material.body.key_material)
  })

  it('every route needs a bearer (401) and the app id (400)', async () => {
    const { backend, ada } = await setup()
    const address = privateKeyToAccount(generatePrivateKey()).address
    for (const path of ['', '/import', `/${address}/auth_share`, `/${address}/recovery/key_material`, `/${address}/recovery/share`, `/${address}/wallets`]) {
      const res = await call(backend, 'POST', `/api/v1/embedded_wallets${path}`, { body: {} })
      expect(res, path).toMatchObject({ status: 401, body: { code: 'missing_or_invalid_token' } })
      const noApp = await call(backend, 'POST', `/api/v1/embedded_wallets${path}`, { token: ada.token, appId: null, body: {} })
      expect(noApp.status, path).toBe(400)
    }
  })

  it('the auth share, the sealed recovery share and the recovery key go to the owner only (403), unknown wallets are 404', async () => {
    const { backend, ada, grace } = await setup()
    const account = await created(backend, ada)
    const auth = await call(backend, 'POST', `/api/v1/embedded_wallets/${account.address}/auth_share`, { token: ada.token, body: {} })
    expect(auth.body).toEqual({ auth_share: expect.any(String), recovery_method: 'privy', imported: false, recovery_kdf: null, share_version: 0 })
    expect(auth.response.headers.get('cache-control')).toBe('no-store')
    const recovery = await call(backend, 'POST', `/api/v1/embedded_wallets/${account.address}/recovery/share`, { token: ada.token, body: {} })
    expect(recovery.body).toEqual({ encrypted_recovery_share: SEALED, recovery_method: 'privy' })
    for (const path of ['auth_share', 'recovery/share', 'recovery/key_material', 'wallets']) {
      const res = await call(backend, 'POST', `/api/v1/embedded_wallets/${account.address}/${path}`, { token: grace.token, body: { chain_type: 'ethereum' } })
      expect(res, path).toMatchObject({ status: 403, body: { code: 'forbidden', error: 'This embedded wallet belongs to another user' } })
    }
    const unknown = privateKeyToAccount(generatePrivateKey()).address
    expect(await call(backend, 'POST', `/api/v1/embedded_wallets/${unknown}/auth_share`, { token: ada.token, body: {} })).toMatchObject({
      status: 404, body: { code: 'embedded_wallet_not_found', error: 'Embedded wallet not found' },
    })
  })

  it('keeps shares and keys encrypted at rest (AES-GCM, bound to their label)', async () => {
    const state = new EmbeddedWalletState()
    const plain = crypto.getRandomValues(new Uint8Array(18))
    const sealed = await state.seal(plain, 'auth-share:0xabc')
    expect(Buffer.from(sealed).includes(Buffer.from(plain))).toBe(false)
    expect(await state.open(sealed, 'auth-share:0xabc')).toEqual(plain)
    await expect(state.open(sealed, 'auth-share:0xdef')).rejects.toThrow()
    await expect(new EmbeddedWalletState().open(sealed, 'auth-share:0xabc')).rejects.toThrow()
  })

  it.each([
    ['an unsupported chain', { chain_type: 'solana' }, 'invalid_data'],
    ['a bad address', { address: '0x1234' }, 'invalid_data'],
    ['a bad checksum', { address: 'CHECKSUM' }, 'invalid_data'],
    ['an entropy id that is not the address', { entropy_id: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }, 'invalid_data'],
    ['another verifier', { entropy_id_verifier: 'solana-address-verifier' }, 'invalid_data'],
    ['wallet index 1', { wallet_index: 1 }, 'invalid_data'],
    ['a negative wallet index', { wallet_index: -1 }, 'invalid_data'],
    ['imported on the create route', { imported: true }, 'invalid_data'],
    ['user-passcode recovery without its KDF string and verifier', { recovery_method: 'user-passcode' }, 'invalid_data'],
    ['an unknown recovery method', { recovery_method: 'dropbox' }, 'disallowed_recovery_method'],
    ['an oversized auth share', { auth_share: share(400) }, 'invalid_data'],
    ['a short auth share', { auth_share: share(4) }, 'invalid_data'],
    ['an auth share that is not base64', { auth_share: 'not base64!' }, 'invalid_data'],
    ['an oversized recovery share', { encrypted_recovery_share: 'A'.repeat(1000) }, 'invalid_data'],
    ['a malformed signature', { signature: '0x1234' }, 'invalid_data'],
  ])('refuses a registration with %s', async (_name, patch, code) => {
    const { backend, ada } = await setup()
    const account = privateKeyToAccount(generatePrivateKey())
    await keyMaterial(backend, ada.token, account.address)
    const body: Record<string, unknown> = { ...(await registration(backend, ada, account)), ...patch }
    if ((patch as { address?: string }).address === 'CHECKSUM') body.address = account.address.slice(0, 2) + [...account.address.slice(2)].map((c) => (/[a-f]/.test(c) ? c.toUpperCase() : /[A-F]/.test(c) ? c.toLowerCase() : c)).join('')
    const res = await call(backend, 'POST', '/api/v1/embedded_wallets', { token: ada.token, body })
    expect(res).toMatchObject({ status: 400, body: { code } })
    expect(backend.users.get(ada.user.id)!.linked_accounts.some((a) => a.type === 'wallet')).toBe(false)
  })

  it('refuses a signature by another key, or made for another user', async () => {
    const { backend, ada, grace } = await setup()
    const account = privateKeyToAccount(generatePrivateKey())
    await keyMaterial(backend, ada.token, account.address)
    const byOther = await registration(backend, ada, account, { signer: privateKeyToAccount(generatePrivateKey()) })
    expect(await call(backend, 'POST', '/api/v1/embedded_wallets', { token: ada.token, body: byOther })).toMatchObject({
      status: 400, body: { code: 'invalid_data', error: 'Invalid wallet registration signature' },
    })
    const forGrace = await registration(backend, ada, account, { userId: grace.user.id })
    expect((await call(backend, 'POST', '/api/v1/embedded_wallets', { token: ada.token, body: forGrace })).status).toBe(400)
  })

  it('refuses a registration without recovery key material issued to the caller', async () => {
    const { backend, ada, grace } = await setup()
    const account = privateKeyToAccount(generatePrivateKey())
    await keyMaterial(backend, grace.token, account.address)
    expect(await call(backend, 'POST', '/api/v1/embedded_wallets', { token: ada.token, body: await registration(backend, ada, account) })).toMatchObject({
      status: 400, body: { code: 'invalid_data', error: 'No recovery key material was issued for this wallet' },
    })
  })

  it('a user has one created wallet; an address is linked once, to one user', async () => {
    const { backend, ada, grace } = await setup()
    const first = await created(backend, ada)
    const second = privateKeyToAccount(generatePrivateKey())
    await keyMaterial(backend, ada.token, second.address)
    expect(await call(backend, 'POST', '/api/v1/embedded_wallets', { token: ada.token, body: await registration(backend, ada, second) })).toMatchObject({
      status: 400, body: { code: 'resource_already_exists', error: 'User already has an embedded wallet' },
    })
    // Another user cannot take ada's address, even as an import.
    expect((await keyMaterial(backend, grace.token, first.address)).status).toBe(403)
    const importBody = await registration(backend, grace, first, { imported: true })
    expect((await call(backend, 'POST', '/api/v1/embedded_wallets/import', { token: grace.token, body: importBody })).status).toBe(400)
  })

  it('imports a key as its own entropy; a second import of it is refused', async () => {
    const { backend, ada } = await setup()
    await created(backend, ada)
    const key = privateKeyToAccount(generatePrivateKey())
    await keyMaterial(backend, ada.token, key.address)
    const res = await call(backend, 'POST', '/api/v1/embedded_wallets/import', { token: ada.token, body: await registration(backend, ada, key, { imported: true }) })
    expect(res.body.account).toMatchObject({ address: key.address, imported: true, wallet_index: 0, entropy_id: key.address })
    const add = await call(backend, 'POST', `/api/v1/embedded_wallets/${key.address}/wallets`, { token: ada.token, body: { chain_type: 'ethereum', address: key.address, wallet_index: 1, signature: '0x' + '1'.repeat(130) } })
    expect(add).toMatchObject({ status: 400, body: { error: 'An imported wallet has no HD wallets' } })
    await keyMaterial(backend, ada.token, key.address)
    const again = await call(backend, 'POST', '/api/v1/embedded_wallets/import', { token: ada.token, body: await registration(backend, ada, key, { imported: true }) })
    expect(again).toMatchObject({ status: 400, body: { code: 'resource_already_exists' } })
  })

  it('adds HD wallets signed for by wallet index 0; refuses index 0, a duplicate index, another signer', async () => {
    const { backend, ada } = await setup()
    const root = await created(backend, ada)
    const child = privateKeyToAccount(generatePrivateKey())
    const sign = (signer: PrivateKeyAccount, walletIndex: number, address = child.address) =>
      signer.signMessage({ message: walletRegistrationMessage({ appId: backend.appId, userId: ada.user.id, entropyId: root.address, address, walletIndex, imported: false }) })
    const add = async (walletIndex: number, signer = root, address = child.address) =>
      call(backend, 'POST', `/api/v1/embedded_wallets/${root.address}/wallets`, { token: ada.token, body: { chain_type: 'ethereum', address, wallet_index: walletIndex, signature: await sign(signer, walletIndex, address) } })
    expect((await add(1, child)).body).toMatchObject({ code: 'invalid_data', error: 'Invalid wallet registration signature' })
    expect((await add(0)).status).toBe(400)
    expect((await add(2 ** 31)).status).toBe(400)
    const ok = await add(1)
    expect(ok.body.account).toMatchObject({ address: child.address, wallet_index: 1, entropy_id: root.address, imported: false })
    const other = privateKeyToAccount(generatePrivateKey()).address
    expect((await add(1, root, other)).body).toMatchObject({ code: 'resource_already_exists', error: 'Wallet index 1 already exists' })
    expect((await add(2)).body).toMatchObject({ code: 'resource_already_exists' })
  })

  it('an embedded wallet cannot be unlinked, nor used to log in or link with SIWE', async () => {
    const { backend, ada } = await setup()
    const account = await created(backend, ada)
    expect(await call(backend, 'POST', '/api/v1/siwe/unlink', { token: ada.token, body: { address: account.address } })).toMatchObject({
      status: 400, body: { code: 'cannot_unlink_embedded_wallet', error: 'Cannot unlink an embedded wallet' },
    })
    const { nonce } = (await call(backend, 'POST', '/api/v1/siwe/init', { body: { address: account.address } })).body
    const message = createSiweMessage({ address: account.address, chainId: 1, domain: 'app.test', nonce, uri: 'https://app.test', version: '1', issuedAt: new Date() })
    const login = await call(backend, 'POST', '/api/v1/siwe/authenticate', { headers: { origin: 'https://app.test' }, body: { message, signature: await account.signMessage({ message }) } })
    expect(login).toMatchObject({ status: 400, body: { error: 'Cannot login or link with an embedded wallet' } })
  })

  it('bounds the recovery keys a user may have pending', async () => {
    const { backend, ada } = await setup()
    const accounts = Array.from({ length: 6 }, () => privateKeyToAccount(generatePrivateKey()))
    for (const account of accounts) await keyMaterial(backend, ada.token, account.address)
    // The oldest was dropped: its registration finds no key material.
    expect((await call(backend, 'POST', '/api/v1/embedded_wallets', { token: ada.token, body: await registration(backend, ada, accounts[0]!) })).body.error).toBe(
      'No recovery key material was issued for this wallet',
    )
    expect((await call(backend, 'POST', '/api/v1/embedded_wallets', { token: ada.token, body: await registration(backend, ada, accounts[5]!) })).status).toBe(200)
  })
})

describe('dev backend: an imported Solana key', () => {
  /** A Solana key: its base58 address and an ed25519 signer. */
  const solanaKey = () => {
    const secret = ed25519.utils.randomSecretKey()
    return { address: base58.encode(ed25519.getPublicKey(secret)), sign: (message: string) => Buffer.from(ed25519.sign(new TextEncoder().encode(message), secret)).toString('base64') }
  }
  type SolanaKey = ReturnType<typeof solanaKey>

  /** A valid import body: the entropy id is the address (`solana-address-verifier`), the key's ed25519 signature the proof. */
  const solanaImport = (backend: DevBackend, session: WireTokenResponse, key: SolanaKey, { signer = key, userId = session.user.id, imported = true } = {}) => ({
    address: key.address, chain_type: 'solana', wallet_index: 0, entropy_id: key.address,
    entropy_id_verifier: 'solana-address-verifier', auth_share: share(), encrypted_recovery_share: SEALED,
    recovery_method: 'privy', imported: true,
    solana_signature: signer.sign(walletRegistrationMessage({ appId: backend.appId, userId, entropyId: key.address, address: key.address, walletIndex: 0, imported, chainType: 'solana' })),
  })
  const post = (backend: DevBackend, session: WireTokenResponse, path: string, body: unknown) => call(backend, 'POST', `/api/v1/embedded_wallets${path}`, { token: session.token, body })

  it('registers on its ed25519 proof alone: its entropy is its address; the wallet routes take that id; only Solana index 0 is signable', async () => {
    const { backend, ada, grace } = await setup()
    const key = solanaKey()
    const material = await post(backend, ada, `/${key.address}/recovery/key_material`, { chain_type: 'solana' })
    expect(material).toMatchObject({ status: 200, body: { key_material: expect.any(String), recovery_method: 'privy' } })
    const res = await post(backend, ada, '/import', solanaImport(backend, ada, key))
    expect(res.status).toBe(200)
    expect(res.body.account).toMatchObject({
      address: key.address, chain_type: 'solana', wallet_index: 0, imported: true, connector_type: 'embedded',
      entropy_id: key.address, entropy_id_verifier: 'solana-address-verifier',
    })
    expect((await post(backend, ada, `/${key.address}/recovery/key_material`, { chain_type: 'solana' })).body.key_material).toBe(material.body.key_material)
    expect((await post(backend, ada, `/${key.address}/auth_share`, {})).body).toEqual({ auth_share: expect.any(String), recovery_method: 'privy', imported: true, recovery_kdf: null, share_version: 0 })
    expect((await post(backend, ada, `/${key.address}/recovery/share`, {})).body).toEqual({ encrypted_recovery_share: SEALED, recovery_method: 'privy' })
    expect((await post(backend, ada, `/${key.address}/authorize`, { method: 'signMessage', wallet_index: 0, chain_type: 'solana' })).body).toEqual({ authorized: true })
    expect((await post(backend, ada, `/${key.address}/authorize`, { method: 'personal_sign', wallet_index: 0, chain_type: 'ethereum' })).status).toBe(404)
    expect((await post(backend, ada, `/${key.address}/authorize`, { method: 'signMessage', wallet_index: 1, chain_type: 'solana' })).status).toBe(404)
    expect((await post(backend, ada, `/${key.address}/wallets`, { chain_type: 'solana', address: solanaKey().address, wallet_index: 1, signature: '0x' + '1'.repeat(130) })).body).toMatchObject({ error: 'An imported wallet has no HD wallets' })
    for (const path of ['auth_share', 'recovery/share', 'recovery/key_material']) {
      expect((await post(backend, grace, `/${key.address}/${path}`, { chain_type: 'solana' })).status, path).toBe(403)
    }
    // Imported again (by its owner or anyone else): refused.
    expect(await post(backend, ada, '/import', solanaImport(backend, ada, key))).toMatchObject({ status: 400, body: { code: 'resource_already_exists', error: 'This wallet is already linked to the user' } })
    expect(await post(backend, grace, '/import', solanaImport(backend, grace, key))).toMatchObject({ status: 400, body: { code: 'linked_to_another_user' } })
  })

  it.each([
    ['a signature by another key', () => ({ solana_signature: solanaKey().sign('x') }), 'Invalid wallet registration signature'],
    ['no solana_signature', () => ({ solana_signature: undefined }), 'Missing or invalid field: solana_signature'],
    ['an entropy id that is not the address', () => ({ entropy_id: solanaKey().address }), 'entropy_id must be the address of wallet index 0'],
    ['an Ethereum entropy id', () => ({ entropy_id: privateKeyToAccount(generatePrivateKey()).address }), 'Missing or invalid field: entropy_id'],
    ['the Ethereum verifier', () => ({ entropy_id_verifier: 'ethereum-address-verifier' }), 'Missing or invalid field: entropy_id_verifier'],
    ['an EIP-191 signature instead of the ed25519 one', () => ({ solana_signature: undefined, signature: '0x' + '1'.repeat(130) }), 'Missing or invalid field: solana_signature'],
  ])('refuses an import with %s', async (_name, patch, error) => {
    const { backend, ada } = await setup()
    const key = solanaKey()
    await post(backend, ada, `/${key.address}/recovery/key_material`, { chain_type: 'solana' })
    const res = await post(backend, ada, '/import', { ...solanaImport(backend, ada, key), ...patch() })
    expect(res).toMatchObject({ status: 400, body: { code: 'invalid_data', error } })
    expect(backend.users.get(ada.user.id)!.linked_accounts.some((a) => a.type === 'wallet')).toBe(false)
  })

  it('refuses a key linked as an external wallet (SIWS): to the user, already linked; to another user, 403 on its recovery key', async () => {
    const { backend, ada, grace } = await setup()
    const key = solanaKey()
    const { nonce } = (await call(backend, 'POST', '/api/v1/siws/init', { body: { address: key.address } })).body
    const siws = createSiwsMessage({ domain: 'localhost', address: key.address, uri: 'http://localhost/login', version: '1', chainId: 'mainnet', nonce, issuedAt: new Date().toISOString() })
    expect((await call(backend, 'POST', '/api/v1/siws/link', { token: ada.token, body: { message: siws, signature: key.sign(siws), walletClientType: 'phantom', connectorType: 'solana_adapter' } })).status).toBe(200)
    expect((await post(backend, ada, `/${key.address}/recovery/key_material`, { chain_type: 'solana' })).status).toBe(200)
    expect(await post(backend, ada, '/import', solanaImport(backend, ada, key))).toMatchObject({ status: 400, body: { code: 'resource_already_exists', error: 'This wallet is already linked to the user' } })
    expect((await post(backend, grace, `/${key.address}/recovery/key_material`, { chain_type: 'solana' })).status).toBe(403)
  })

  it('refuses a proof made for another user or as a created wallet, the Solana verifier on the create route, and an import with no key material issued', async () => {
    const { backend, ada, grace } = await setup()
    const key = solanaKey()
    await post(backend, ada, `/${key.address}/recovery/key_material`, { chain_type: 'solana' })
    expect((await post(backend, ada, '/import', solanaImport(backend, ada, key, { userId: grace.user.id }))).body).toMatchObject({ error: 'Invalid wallet registration signature' })
    expect((await post(backend, ada, '/import', solanaImport(backend, ada, key, { imported: false }))).body).toMatchObject({ error: 'Invalid wallet registration signature' })
    expect((await post(backend, ada, '', { ...solanaImport(backend, ada, key), imported: false })).body).toMatchObject({ code: 'invalid_data', error: 'Missing or invalid field: entropy_id' })
    const unissued = solanaKey()
    expect((await post(backend, ada, '/import', solanaImport(backend, ada, unissued))).body).toMatchObject({ error: 'No recovery key material was issued for this wallet' })
    expect((await post(backend, ada, '/import', solanaImport(backend, ada, key))).status).toBe(200)
  })
})

describe('dev backend: the wallet-service page', () => {
  const get = (backend: DevBackend, path: string) => backend.fetch(new Request(`http://127.0.0.1:4321${path}`))

  it('serves an HTML shell with a strict CSP (framed by the allowed origins only) and no inline script', async () => {
    const backend = createDevBackend({ appConfig: { allowed_origins: ['http://localhost:*', 'https://host.example', "bad'; script-src *"] } })
    const res = await get(backend, `/apps/${backend.appId}/embedded-wallets?caid=abc&client_id=web`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    const csp = res.headers.get('content-security-policy')!
    expect(csp.split('; ')).toEqual(expect.arrayContaining([
      "default-src 'none'", "script-src 'self'", "connect-src 'self'", 'frame-ancestors http://localhost:* https://host.example',
      "base-uri 'none'", "object-src 'none'",
    ]))
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|script-src \*/)
    const html = await res.text()
    expect(html).toContain(`<script type="module" src="/apps/${backend.appId}/embedded-wallets/frame.js"></script>`)
    expect(html.match(/<script/g)).toHaveLength(1)
  })

  it("no allowed origin: nobody may frame it", async () => {
    const backend = createDevBackend({ appConfig: { allowed_origins: [] } })
    const res = await get(backend, `/apps/${backend.appId}/embedded-wallets`)
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  })

  it('serves the page script it was given; 404 without one, and for another app', async () => {
    const withScript = createDevBackend({ walletServiceScript: async () => 'export {}' })
    const script = await get(withScript, `/apps/${withScript.appId}/embedded-wallets/frame.js`)
    expect(script.status).toBe(200)
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(await script.text()).toBe('export {}')
    expect((await get(withScript, '/apps/someotherapp0000000000000/embedded-wallets/frame.js')).status).toBe(404)
    expect((await get(withScript, '/apps/someotherapp0000000000000/embedded-wallets')).status).toBe(404)
    const without = createDevBackend()
    expect((await get(without, `/apps/${without.appId}/embedded-wallets/frame.js`)).status).toBe(404)
  })

  it("serves the entry and its chunks by name, with the entry's headers; any other name is 404", async () => {
    const files = { 'frame.js': "import './chunk-ABC123.js'", 'chunk-ABC123.js': 'export {}', 'exportPage-XYZ789.js': 'export const page = 1' }
    const backend = createDevBackend({ walletServiceScript: () => files })
    const base = `/apps/${backend.appId}/embedded-wallets`
    for (const [name, code] of Object.entries(files)) {
      const res = await get(backend, `${base}/${name}`)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('cache-control')).toBe('no-cache')
      expect(await res.text()).toBe(code)
    }
    for (const name of ['chunk-OTHER.js', 'constructor.js', '__proto__.js', 'frame.ts', '..%2Fframe.js', '%2E%2E/frame.js', 'sub/frame.js', 'frame.js.map']) {
      expect((await get(backend, `${base}/${name}`)).status, name).toBe(404)
    }
    expect((await get(backend, `/apps/someotherapp0000000000000/embedded-wallets/chunk-ABC123.js`)).status).toBe(404)
    // The shell still loads the entry alone: its chunks come through the entry's imports.
    const html = await (await get(backend, base)).text()
    expect(html.match(/<script/g)).toHaveLength(1)
    expect(html).toContain(`src="${base}/frame.js"`)
  })

  it('serves a string as frame.js alone', async () => {
    const backend = createDevBackend({ walletServiceScript: () => 'export {}' })
    expect((await get(backend, `/apps/${backend.appId}/embedded-wallets/chunk-ABC123.js`)).status).toBe(404)
    expect(await (await get(backend, `/apps/${backend.appId}/embedded-wallets/frame.js`)).text()).toBe('export {}')
  })
})
