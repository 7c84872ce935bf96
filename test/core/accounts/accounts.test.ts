import { describe, expect, it, vi } from 'vitest'
import { acceptTerms, accountTransferDataOf, ApiError, assertCanLink, assertNotEmbeddedForDisconnect, assertNotEmbeddedForLogin, assertTransferable, createFoyerClient, createMemoryStorage, declineTerms, endUiFlow, getAuthenticated, getIdentityTokenClaims, postLoginFlow, uiFlow, userValue, isEmbeddedWallet, loginWithEmailCode, openUi, registerPostLoginStep, registerUiHost, sendEmailCode, sendSmsCode, loginWithSmsCode, startClient, toUser, transferAccount, transferAccountKind, unlinkAccount, type FoyerClient, type FoyerStorage, type WireUser } from '../../../src/core/internal.js'
import { createDevBackend, DEV_APP_ID, type DevBackend, type DevBackendOptions } from '../../../src/testing/index.js'
import { clientOnBackend } from '../helpers.js'

async function setup(options: DevBackendOptions = {}, storage: FoyerStorage = createMemoryStorage()) {
  const backend = createDevBackend(options)
  const client = clientOnBackend(backend, { storage })
  await startClient(client)
  return { backend, client, storage }
}
async function emailLogin({ client, backend }: { client: FoyerClient; backend: DevBackend }, email = 'ada@example.com') {
  await sendEmailCode(client, { email })
  return loginWithEmailCode(client, { code: backend.mailbox.latest(email)!.code })
}
async function smsLink({ client, backend }: { client: FoyerClient; backend: DevBackend }, phoneNumber: string) {
  await sendSmsCode(client, { phoneNumber, intent: 'link' })
  return loginWithSmsCode(client, { code: backend.smsOutbox.latest(phoneNumber)!.code })
}
const at = 1_732_200_000
const wire = (linked_accounts: WireUser['linked_accounts']): WireUser => ({ id: 'did:foyer:u', created_at: at, linked_accounts })

describe('User entity', () => {
  it('maps every linked-account type with camelCase keys, Date timestamps and the shortcut fields', () => {
    const v = { verified_at: at, first_verified_at: at, latest_verified_at: at + 60 }
    const user = toUser({
      ...wire([
        { type: 'wallet', address: '0xabc', chain_type: 'ethereum', wallet_client_type: 'metamask', connector_type: 'injected', recovery_method: null, wallet_index: null, imported: false, delegated: false, ...v },
        { type: 'smart_wallet', address: '0xdef', smart_wallet_type: 'safe', ...v },
        { type: 'cross_app', subject: 's', provider_app: { id: 'p', name: 'Arcade', logo_url: null }, embedded_wallets: [], smart_wallets: [], ...v },
        { type: 'email', address: 'ada@example.com', ...v },
        { type: 'phone', phoneNumber: '+12015550123', ...v },
        { type: 'custom_auth', custom_user_id: 'host-1', ...v },
        { type: 'farcaster', fid: 1001, owner_address: '0x1', username: 'alice', display_name: null, pfp: null, signer_public_key: 'pk', ...v },
        { type: 'passkey', credential_id: 'c', authenticator_name: 'Passkey', created_with_browser: null, created_with_os: null, enrolled_in_mfa: false, ...v },
        { type: 'telegram', telegram_user_id: '7', first_name: 'Ada', last_name: null, username: 'ada', photo_url: null, ...v },
        ...['apple', 'discord', 'github', 'google', 'instagram', 'linkedin', 'spotify', 'tiktok', 'line', 'twitter'].map((p) => ({ type: `${p}_oauth`, subject: `${p}-1`, email: null, name: null, username: null, ...v })),
      ]),
      mfa_methods: [{ type: 'totp' }],
      has_accepted_terms: true,
      is_guest: false,
      custom_metadata: { plan: 'pro' },
    })
    expect(user.linkedAccounts).toHaveLength(19)
    for (const account of user.linkedAccounts) {
      expect(account.firstVerifiedAt).toEqual(new Date(at * 1000))
      expect(account.latestVerifiedAt).toEqual(new Date((at + 60) * 1000))
    }
    expect(user).toMatchObject({
      mfaMethods: ['totp'], hasAcceptedTerms: true, isGuest: false, customMetadata: { plan: 'pro' },
      email: { address: 'ada@example.com' }, phone: { number: '+12015550123' },
      wallet: { address: '0xabc', chainType: 'ethereum', walletClientType: 'metamask', connectorType: 'injected' },
      smartWallet: { address: '0xdef', smartWalletType: 'safe' },
      farcaster: { fid: 1001, signerPublicKey: 'pk' }, telegram: { telegramUserId: '7', username: 'ada' },
    })
    for (const p of ['apple', 'discord', 'github', 'google', 'instagram', 'linkedin', 'spotify', 'tiktok', 'line', 'twitter'] as const) {
      expect(user[p]).toMatchObject({ type: `${p}_oauth`, subject: `${p}-1` })
    }
    const custom = user.linkedAccounts.find((a) => a.type === 'custom_auth')
    expect(custom?.type === 'custom_auth' && custom.customUserId).toBe('host-1')
  })

  it('an embedded wallet is the provider\'s own client type with the embedded connector', () => {
    const embedded = { type: 'wallet', walletClientType: 'privy', connectorType: 'embedded' }
    expect(isEmbeddedWallet(embedded)).toBe(true)
    expect(isEmbeddedWallet({ ...embedded, connectorType: 'injected' })).toBe(false)
    expect(() => assertNotEmbeddedForLogin(embedded)).toThrow('Cannot login or link with an embedded wallet')
    expect(() => assertNotEmbeddedForDisconnect(embedded)).toThrow('Cannot disconnect an embedded wallet')
  })
})

describe('link rules', () => {
  it('needs a user; one account per type; five passkeys', async () => {
    const h = await setup()
    expect(() => assertCanLink(h.client, { type: 'email' })).toThrow('User must be logged in')
    await emailLogin(h)
    expect(() => assertCanLink(h.client, { type: 'email' })).toThrow('User already has an account of type email linked.')
    expect(assertCanLink(h.client, { type: 'phone' }).id).toBe(userValue.get(h.client)!.id)
    expect(assertCanLink(h.client, { type: 'passkey' })).toBeTruthy()
    const user = userValue.get(h.client)!
    const passkey = { type: 'passkey' as const, credentialId: 'c', authenticatorName: null, createdWithBrowser: null, createdWithOs: null, enrolledInMfa: false, firstVerifiedAt: null, latestVerifiedAt: null, verifiedAt: null }
    userValue.set(h.client, { ...user, linkedAccounts: [...user.linkedAccounts, ...Array.from({ length: 5 }, () => passkey)] })
    expect(() => assertCanLink(h.client, { type: 'passkey' })).toThrow('Cannot link more passkeys to account.')
  })

  it('unlinkAccount goes through each method\'s unlink; an embedded wallet is refused', async () => {
    const h = await setup()
    await emailLogin(h)
    await smsLink(h, '+12015550123')
    const phone = userValue.get(h.client)!.linkedAccounts.find((a) => a.type === 'phone')!
    const user = await unlinkAccount(h.client, { account: phone })
    expect(user.linkedAccounts.map((a) => a.type)).toEqual(['email'])
    const embedded = { type: 'wallet', address: '0x1', chainType: 'ethereum', walletClientType: 'privy', connectorType: 'embedded' } as never
    await expect(unlinkAccount(h.client, { account: embedded })).rejects.toThrow('Cannot unlink an embedded wallet')
  })
})

describe('account transfer', () => {
  it('reads transfer data from an account_transfer_required error, and refuses invalid ones', () => {
    const error = new ApiError({ status: 400, code: 'account_transfer_required', message: 'x', path: '/api/v1/passwordless/link', method: 'POST', body: { data: { nonce: 'n', account: 'a@b.co', link_method: 'email', display_name: 'a@b.co' } } })
    const data = accountTransferDataOf(error)!
    expect(data).toMatchObject({ nonce: 'n', account: 'a@b.co', linkMethod: 'email', embeddedWalletAddress: null })
    expect(transferAccountKind(data)).toBe('email')
    expect(accountTransferDataOf(new ApiError({ status: 400, code: 'account_transfer_required', message: 'x', path: '/', method: 'POST' }))).toBeNull()
    for (const linkMethod of ['custom', 'guest', 'passkey']) {
      expect(() => assertTransferable({ ...data, linkMethod })).toThrow('Invalid transfer account type')
    }
    expect(() => assertTransferable({ ...data, nonce: '' })).toThrow('Account transfer needs a nonce and an account')
  })

  it('a link that hits another user\'s account rethrows ACCOUNT_TRANSFER_REQUIRED as is; transferAccount moves it', async () => {
    const h = await setup({ accountTransfers: true })
    await h.backend.users.create({ email: 'grace@example.com' })
    await sendSmsCode(h.client, { phoneNumber: '+12015550123' })
    await loginWithSmsCode(h.client, { code: h.backend.smsOutbox.latest('+12015550123')!.code })
    const linkErrors: unknown[] = []
    h.client.events.on('linkError', (e) => linkErrors.push(e.code))
    await sendEmailCode(h.client, { email: 'grace@example.com', intent: 'link' })
    const error = await loginWithEmailCode(h.client, { code: h.backend.mailbox.latest('grace@example.com')!.code }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).code).toBe('account_transfer_required')
    expect(linkErrors).toEqual(['account_transfer_required'])
    const data = accountTransferDataOf(error)!
    const links: unknown[] = []
    h.client.events.on('link', (r) => links.push(r.linkedAccount))
    const result = await transferAccount(h.client, { data })
    expect(result.linkedAccount).toMatchObject({ type: 'email', address: 'grace@example.com' })
    expect(links).toHaveLength(1)
    expect(userValue.get(h.client)!.email?.address).toBe('grace@example.com')
    expect(h.backend.users.list()).toHaveLength(1)
    await expect(transferAccount(h.client, { data })).rejects.toThrow('Invalid or expired transfer nonce')
  })
})

describe('post-login sequence and terms', () => {
  const terms: DevBackendOptions = { appConfig: { legal: { require_users_accept_terms: true, terms_and_conditions_url: 'https://example.com/terms', privacy_policy_url: null } } }

  it('a login without required terms or wallet step is done at once', async () => {
    const h = await setup()
    await emailLogin(h)
    expect(postLoginFlow.get(h.client).status).toBe('done')
  })

  it('required terms: awaiting-terms, then acceptTerms records it and ends the sequence', async () => {
    const h = await setup(terms)
    await emailLogin(h)
    expect(postLoginFlow.get(h.client).status).toBe('awaiting-terms')
    const user = await acceptTerms(h.client)
    expect(user.hasAcceptedTerms).toBe(true)
    expect(postLoginFlow.get(h.client).status).toBe('done')
    expect(h.backend.users.list()[0]!.has_accepted_terms).toBe(true)
  })

  it('declining logs out; a user who has not accepted required terms is logged out at startup', async () => {
    const h = await setup(terms)
    await emailLogin(h)
    await declineTerms(h.client)
    expect(getAuthenticated(h.client)).toBe(false)

    const storage = createMemoryStorage()
    const first = await setup(terms, storage)
    await emailLogin(first)
    expect(getAuthenticated(first.client)).toBe(true)
    const again = createFoyerClient({ appId: DEV_APP_ID, apiUrl: 'http://foyer.dev.local', storage, fetch: (i, init) => first.backend.fetch(new Request(i, init)) })
    await startClient(again)
    expect(getAuthenticated(again)).toBe(false)
    // Once accepted, the session survives a restart.
    await emailLogin({ client: again, backend: first.backend })
    await acceptTerms(again)
    const third = createFoyerClient({ appId: DEV_APP_ID, apiUrl: 'http://foyer.dev.local', storage, fetch: (i, init) => first.backend.fetch(new Request(i, init)) })
    await startClient(third)
    expect(getAuthenticated(third)).toBe(true)
  })

  it('a registered wallet step runs after the terms; its failure logs out and reports the analytics event', async () => {
    const h = await setup(terms)
    const run = vi.fn(async () => {})
    registerPostLoginStep(h.client, 'create-wallet', { isNeeded: () => true, run })
    await emailLogin(h)
    expect(postLoginFlow.get(h.client).status).toBe('awaiting-terms')
    expect(run).not.toHaveBeenCalled()
    await acceptTerms(h.client)
    expect(run).toHaveBeenCalledTimes(1)
    expect(postLoginFlow.get(h.client).status).toBe('done')

    const failing = await setup()
    registerPostLoginStep(failing.client, 'create-wallet', { run: async () => { throw new Error('no wallet') } })
    await emailLogin(failing)
    await vi.waitFor(() => expect(postLoginFlow.get(failing.client).status).toBe('error'))
    expect(getAuthenticated(failing.client)).toBe(false)
    expect(failing.backend.analytics.list().map((e) => e.event_name)).toContain('embedded_wallet_creation_failure_logout')
  })
})

describe('the flow the UI was opened for', () => {
  it('succeeds once the post-login sequence is done, or exits with USER_EXITED_* (or the last error)', async () => {
    const h = await setup()
    registerUiHost(h.client, { kind: 'custom', open: () => {}, close: () => {} })
    openUi(h.client, { screen: 'login' }, 'x')
    expect(uiFlow.get(h.client)).toMatchObject({ kind: 'login', status: 'open' })
    await emailLogin(h)
    expect(uiFlow.get(h.client)).toMatchObject({ status: 'succeeded' })
    expect(endUiFlow(h.client).status).toBe('succeeded')

    openUi(h.client, { screen: 'link', method: 'sms' }, 'x')
    await sendSmsCode(h.client, { phoneNumber: '+12015550123', intent: 'link' })
    await loginWithSmsCode(h.client, { code: '000000' }).catch(() => {})
    expect(endUiFlow(h.client)).toMatchObject({ status: 'failed', error: { code: 'invalid_credentials' } })

    openUi(h.client, { screen: 'update', method: 'email' }, 'x')
    expect(endUiFlow(h.client).error?.code).toBe('USER_EXITED_UPDATE_FLOW')
  })

  it('leaving the terms screen declines them', async () => {
    const h = await setup({ appConfig: { legal: { require_users_accept_terms: true } } })
    registerUiHost(h.client, { kind: 'custom', open: () => {}, close: () => {} })
    openUi(h.client, { screen: 'login' }, 'x')
    await emailLogin(h)
    expect(endUiFlow(h.client).error?.code).toBe('USER_EXITED_AUTH_FLOW')
    await vi.waitFor(() => expect(getAuthenticated(h.client)).toBe(false))
  })

  it('leaving the terms screen with a storage that throws reports it instead of an unhandled rejection', async () => {
    const storage = createMemoryStorage()
    const h = await setup({ appConfig: { legal: { require_users_accept_terms: true } } }, storage)
    registerUiHost(h.client, { kind: 'custom', open: () => {}, close: () => {} })
    openUi(h.client, { screen: 'login' }, 'x')
    await emailLogin(h)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    storage.removeItem = () => {
      throw new Error('storage is gone')
    }
    try {
      expect(endUiFlow(h.client).error?.code).toBe('USER_EXITED_AUTH_FLOW')
      await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('terms were declined'), expect.anything()))
    } finally {
      warn.mockRestore()
    }
  })
})

describe('identity token', () => {
  it('decodes the user id and the linked accounts', async () => {
    const h = await setup()
    await emailLogin(h)
    const claims = getIdentityTokenClaims(h.client)!
    expect(claims.sub).toBe(userValue.get(h.client)!.id)
    expect(claims.aud).toBe(DEV_APP_ID)
    expect(claims.linkedAccounts).toMatchObject([{ type: 'email', address: 'ada@example.com' }])
  })
})
