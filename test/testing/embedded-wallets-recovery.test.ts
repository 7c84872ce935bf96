import { sha256 } from '@noble/hashes/sha2.js'
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { createDevBackend, type DevBackend, type WireTokenResponse } from '../../src/testing/index.js'
import { recoverySetMessage, walletRegistrationMessage } from '../../src/wallet-service/registration.js'
import { call, login } from './helpers.js'

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')
const random = (n: number) => crypto.getRandomValues(new Uint8Array(n))
const share = () => b64(random(18))
const SEALED = b64(random(46))
const KDF = '$argon2id$v=19$m=19456,t=2,p=1$AAECAwQFBgcICQoLDA0ODw'

async function setup() {
  const backend = createDevBackend()
  const ada = await login(backend, 'ada@example.com')
  const grace = await login(backend, 'grace@example.com')
  return { backend, ada, grace }
}

/** Registers a wallet created with `method` (a password one with `authKey`'s verifier). */
async function wallet(backend: DevBackend, session: WireTokenResponse, method: string, authKey = random(32)) {
  const account = privateKeyToAccount(generatePrivateKey())
  if (method === 'privy') await call(backend, 'POST', `/api/v1/embedded_wallets/${account.address}/recovery/key_material`, { token: session.token, body: { chain_type: 'ethereum' } })
  const message = walletRegistrationMessage({ appId: backend.appId, userId: session.user.id, entropyId: account.address, address: account.address, walletIndex: 0, imported: false })
  const res = await call(backend, 'POST', '/api/v1/embedded_wallets', {
    token: session.token,
    body: {
      address: account.address, chain_type: 'ethereum', wallet_index: 0, entropy_id: account.address, entropy_id_verifier: 'ethereum-address-verifier',
      auth_share: share(), encrypted_recovery_share: SEALED, recovery_method: method, imported: false, signature: await account.signMessage({ message }),
      ...(method === 'user-passcode' ? { recovery_kdf: KDF, recovery_verifier: b64(sha256(authKey)) } : {}),
    },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return { account, authKey }
}

/** A signed set-recovery body. */
async function setRecoveryBody(backend: DevBackend, session: WireTokenResponse, account: PrivateKeyAccount, method: string, overrides: Record<string, unknown> = {}, version = 0) {
  const fields = { recovery_method: method, auth_share: share(), encrypted_recovery_share: b64(random(46)), share_version: version }
  const message = recoverySetMessage({
    appId: backend.appId, userId: session.user.id, entropyId: account.address, recoveryMethod: method, shareVersion: version,
    authShare: fields.auth_share, encryptedRecoveryShare: fields.encrypted_recovery_share,
  })
  const authKey = random(32)
  return {
    authKey,
    body: {
      ...fields,
      ...(method === 'user-passcode' ? { recovery_kdf: KDF, recovery_verifier: b64(sha256(authKey)) } : {}),
      signature: await account.signMessage({ message }),
      ...overrides,
    },
  }
}

const setRecovery = (backend: DevBackend, token: string | undefined, entropyId: string, body: unknown) =>
  call(backend, 'POST', `/api/v1/embedded_wallets/${entropyId}/recovery`, { token, body })

describe('dev backend: set-recovery', () => {
  it('moves a wallet to a password: every wallet account of the entropy takes the method; the auth share answer names the KDF and the new version', async () => {
    const { backend, ada } = await setup()
    const { account } = await wallet(backend, ada, 'privy')
    const { body } = await setRecoveryBody(backend, ada, account, 'user-passcode')
    const res = await setRecovery(backend, ada.token, account.address, body)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.recovery_method).toBe('user-passcode')
    const mine = (res.body.user.linked_accounts as Record<string, unknown>[]).filter((a) => a.entropy_id === account.address)
    expect(mine.map((a) => a.recovery_method)).toEqual(['user-passcode'])
    const auth = await call(backend, 'POST', `/api/v1/embedded_wallets/${account.address}/auth_share`, { token: ada.token, body: {} })
    expect(auth.body).toMatchObject({ auth_share: body.auth_share, recovery_method: 'user-passcode', recovery_kdf: KDF, share_version: 1 })
    // The same signed request again (a replay) names an old version.
    expect((await setRecovery(backend, ada.token, account.address, body)).body).toMatchObject({ code: 'share_version_conflict' })
  })

  const rules: [string, string, number][] = [
    ['privy', 'user-passcode', 200], ['privy', 'google-drive', 200], ['user-passcode', 'user-passcode', 200], ['user-passcode', 'icloud', 200],
    ['user-passcode', 'privy', 200], ['google-drive', 'google-drive', 400], ['google-drive', 'icloud', 200], ['icloud', 'icloud', 400],
    ['icloud', 'user-passcode', 200], ['privy', 'recovery-encryption-key', 400], ['privy', 'dropbox', 400],
  ]
  it.each(rules)('from %s to %s → %i', async (from, to, status) => {
    const { backend, ada } = await setup()
    const { account } = await wallet(backend, ada, from)
    if (to === 'privy') await call(backend, 'POST', `/api/v1/embedded_wallets/${account.address}/recovery/key_material`, { token: ada.token, body: { chain_type: 'ethereum' } })
    const res = await setRecovery(backend, ada.token, account.address, (await setRecoveryBody(backend, ada, account, to)).body)
    expect(res.status, JSON.stringify(res.body)).toBe(status)
    if (status === 400) expect(res.body.code).toBe('disallowed_recovery_method')
  })

  it('needs the owner (401 without a session, 403 for another user) and a signature by the entropy', async () => {
    const { backend, ada, grace } = await setup()
    const { account } = await wallet(backend, ada, 'privy')
    const { body } = await setRecoveryBody(backend, ada, account, 'user-passcode')
    expect((await setRecovery(backend, undefined, account.address, body)).status).toBe(401)
    expect((await setRecovery(backend, grace.token, account.address, body)).status).toBe(403)
    const other = privateKeyToAccount(generatePrivateKey())
    const forged = await setRecoveryBody(backend, ada, other, 'user-passcode')
    expect((await setRecovery(backend, ada.token, account.address, forged.body)).body).toEqual({ code: 'invalid_data', error: 'Invalid wallet recovery signature' })
  })

  it('bounds its input', async () => {
    const { backend, ada } = await setup()
    const { account } = await wallet(backend, ada, 'privy')
    const bad: Record<string, unknown>[] = [
      { recovery_kdf: '$argon2id$' + 'x'.repeat(300) }, { recovery_kdf: 'plain' }, { recovery_verifier: b64(random(16)) }, { recovery_verifier: 'not base64!' },
      { share_version: -1 }, { share_version: '0' }, { auth_share: b64(random(200)) }, { encrypted_recovery_share: 'A'.repeat(400) }, { signature: '0x12' },
    ]
    for (const override of bad) {
      const res = await setRecovery(backend, ada.token, account.address, (await setRecoveryBody(backend, ada, account, 'user-passcode', override)).body)
      expect(res.status, JSON.stringify(override)).toBe(400)
      expect(res.body.code).toBe('invalid_data')
    }
  })
})

describe('dev backend: releasing a password-sealed recovery share', () => {
  const release = (backend: DevBackend, token: string, entropyId: string, body: Record<string, unknown>) =>
    call(backend, 'POST', `/api/v1/embedded_wallets/${entropyId}/recovery/share`, { token, body })

  it('only for the right auth key; 5 wrong ones an hour, then 429 even for the right one; the right one resets the count', async () => {
    const { backend, ada } = await setup()
    const { account, authKey } = await wallet(backend, ada, 'user-passcode')
    expect((await release(backend, ada.token, account.address, {})).body.code).toBe('invalid_data')
    for (let i = 0; i < 4; i++) expect((await release(backend, ada.token, account.address, { recovery_auth: b64(random(32)) })).body.code).toBe('invalid_recovery_password')
    const right = await release(backend, ada.token, account.address, { recovery_auth: b64(authKey) })
    expect(right.body).toEqual({ encrypted_recovery_share: SEALED, recovery_method: 'user-passcode' })
    for (let i = 0; i < 5; i++) {
      const wrong = await release(backend, ada.token, account.address, { recovery_auth: b64(random(32)) })
      expect(wrong.status).toBe(403)
      expect(wrong.body).toEqual({ error: 'Invalid recovery password, please try again.', code: 'invalid_recovery_password' })
    }
    const locked = await release(backend, ada.token, account.address, { recovery_auth: b64(authKey) })
    expect(locked.status).toBe(429)
    expect(locked.body.code).toBe('too_many_recovery_attempts')
    expect(locked.body.encrypted_recovery_share).toBeUndefined()
  })

  it('an automatic wallet releases its share to the owner as before', async () => {
    const { backend, ada } = await setup()
    const { account } = await wallet(backend, ada, 'privy')
    expect((await release(backend, ada.token, account.address, {})).body).toEqual({ encrypted_recovery_share: SEALED, recovery_method: 'privy' })
  })
})
