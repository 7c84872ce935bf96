import { beforeEach, describe, expect, it } from 'vitest'
import { fetchAppConfig, loginWithEmailCode, logout, sendEmailCode, type FoyerClient } from '../../../../src/core/internal.js'
import { getAccessToken } from '../../../../src/core/client/session/getAccessToken.js'
import { createWallet } from '../../../../src/core/wallets/embedded/createWallet.js'
import { SessionSignerLostError } from '../../../../src/core/wallets/server/errors.js'
import { sessionSignerOf } from '../../../../src/core/wallets/server/sessionSigner.js'
import { createDevBackend, type DevBackend } from '../../../../src/testing/index.js'
import { call } from '../../../testing/helpers.js'
import { clientOnBackend } from '../../helpers.js'

let backend: DevBackend
let client: FoyerClient
beforeEach(async () => {
  backend = createDevBackend({ appConfig: { embedded_wallets: { mode: 'user-controlled-server-wallets-only' } } })
  client = clientOnBackend(backend)
  await fetchAppConfig(client)
  await sendEmailCode(client, { email: 'ada@example.com' })
  await loginWithEmailCode(client, { code: backend.mailbox.latest('ada@example.com')!.code })
})

const signerRegistrations = () => backend.requests.count('POST', '/api/v1/wallets/session_signers')

describe('the session signer of server-held wallets', () => {
  it('is made and registered once per session: later uses take the same key, non-extractable', async () => {
    const first = await sessionSignerOf(client)
    const second = await sessionSignerOf(client)
    expect(second).toBe(first)
    expect(first.privateKey.extractable).toBe(false)
    expect(signerRegistrations()).toBe(1)
  })

  it('is made anew for the next session after logout', async () => {
    const first = await sessionSignerOf(client)
    await logout(client)
    await sendEmailCode(client, { email: 'ada@example.com' })
    await loginWithEmailCode(client, { code: backend.mailbox.latest('ada@example.com')!.code })
    const next = await sessionSignerOf(client)
    expect(next.publicKey).not.toBe(first.publicKey)
    expect(signerRegistrations()).toBe(2)
  })

  it("says the key is lost (SessionSignerLostError) when the session's signer was registered by a page that kept it", async () => {
    const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify'])
    const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey))
    const token = (await getAccessToken(client))!
    expect((await call(backend, 'POST', '/api/v1/wallets/session_signers', { token, body: { public_key: btoa(String.fromCharCode(...spki)) } })).status).toBe(200)
    await expect(createWallet(client)).rejects.toBeInstanceOf(SessionSignerLostError)
  })
})
