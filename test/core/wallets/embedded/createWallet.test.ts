import { describe, expect, it, vi } from 'vitest'
import { verifyMessage, type Hex } from 'viem'
import {
  getAuthenticated, loginWithEmailCode, logout, postLoginFlow, sendEmailCode, startClient, userValue,
  type FoyerClient, type HostConfig,
} from '../../../../src/core/internal.js'
import type { CreateOnLogin } from '../../../../src/core/types/config.js'
import { getAccessToken } from '../../../../src/core/client/session/getAccessToken.js'
import { toLinkedAccount } from '../../../../src/core/types/user.js'
import { createWallet } from '../../../../src/core/wallets/embedded/createWallet.js'
import { importWallet } from '../../../../src/core/wallets/embedded/importWallet.js'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { embeddedWalletNeededOnLogin } from '../../../../src/core/wallets/embedded/createOnLogin.js'
import { embeddedFrameOf, setEmbeddedFrameConnection } from '../../../../src/core/wallets/embedded/session.js'
import { WALLET_SERVICE_EVENTS as E, ETHEREUM_ADDRESS_VERIFIER } from '../../../../src/core/types/walletService.js'
import { createDevBackend, type DevBackend } from '../../../../src/testing/index.js'
import { createWalletService } from '../../../../src/wallet-service/index.js'
import { backendFetch, memoryStorage } from '../../../wallet-service/helpers.js'
import { clientOnBackend } from '../../helpers.js'
import { fakePort, servicePort } from './helpers.js'

const v = { verified_at: 1_732_200_000 }
const external = (chain_type: string) => toLinkedAccount({ type: 'wallet', address: '0xe', chain_type, wallet_client_type: 'metamask', connector_type: 'injected', imported: false, delegated: false, ...v })
const embedded = (chain_type: string) => toLinkedAccount({ type: 'wallet', address: '0xf', chain_type, wallet_client_type: 'privy', connector_type: 'embedded', wallet_index: 0, recovery_method: 'privy', imported: false, delegated: false, ...v })
const email = toLinkedAccount({ type: 'email', address: 'ada@example.com', ...v })

describe('createOnLogin: when a login creates an Ethereum wallet', () => {
  const cases: [CreateOnLogin, string, ReturnType<typeof toLinkedAccount>[], boolean][] = [
    ['off', 'no wallet', [email], false],
    ['off', 'an external Ethereum wallet', [email, external('ethereum')], false],
    ['off', 'an embedded Ethereum wallet', [email, embedded('ethereum')], false],
    ['all-users', 'no wallet', [email], true],
    ['all-users', 'an external Ethereum wallet', [email, external('ethereum')], true],
    ['all-users', 'an external Solana wallet only', [email, external('solana')], true],
    ['all-users', 'an embedded Solana wallet only', [email, embedded('solana')], true],
    ['all-users', 'an embedded Ethereum wallet', [email, embedded('ethereum')], false],
    ['all-users', 'an embedded and an external Ethereum wallet', [email, external('ethereum'), embedded('ethereum')], false],
    ['users-without-wallets', 'no wallet', [email], true],
    ['users-without-wallets', 'an external Ethereum wallet', [email, external('ethereum')], false],
    ['users-without-wallets', 'an external Solana wallet only', [email, external('solana')], true],
    ['users-without-wallets', 'an embedded Solana wallet only', [email, embedded('solana')], true],
    ['users-without-wallets', 'an embedded Ethereum wallet', [email, embedded('ethereum')], false],
  ]
  it.each(cases)('%s, user with %s → create: %s', (setting, _label, linkedAccounts, expected) => {
    expect(embeddedWalletNeededOnLogin({ setting, user: { linkedAccounts }, chainType: 'ethereum' })).toBe(expected)
  })
})

async function setup(config?: HostConfig, options: { broken?: boolean } = {}) {
  const backend = createDevBackend()
  const client = clientOnBackend(backend, config ? { config } : {})
  const storage = memoryStorage()
  const service = createWalletService({ appId: backend.appId, apiUrl: 'http://127.0.0.1:4321', fetch: backendFetch(backend), storage })
  const port = options.broken
    ? fakePort((m, reply) => reply(m.event === E.ready ? { id: m.id, data: { ready: true } } : m.event === E.clear ? { id: m.id, data: { cleared: true } } : { id: m.id, error: { type: 'embedded_wallet_creation_error', message: 'Failed to create wallet' } }))
    : servicePort(service)
  setEmbeddedFrameConnection(client, { connect: () => port })
  await startClient(client)
  return { backend, client, port, service, storage }
}

async function emailLogin({ client, backend }: { client: FoyerClient; backend: DevBackend }, address = 'ada@example.com') {
  await sendEmailCode(client, { email: address })
  return loginWithEmailCode(client, { code: backend.mailbox.latest(address)!.code })
}

const ethereum = (createOnLogin: CreateOnLogin): HostConfig => ({ embeddedWallets: { ethereum: { createOnLogin } } })

describe('wallet creation on login (no UI mounted)', () => {
  it("'all-users': a login creates the wallet; the user's linked accounts gain it and user.wallet points at it", async () => {
    const h = await setup(ethereum('all-users'))
    await emailLogin(h)
    await vi.waitFor(() => expect(postLoginFlow.get(h.client).status).toBe('done'), { timeout: 10_000 })
    const user = userValue.get(h.client)!
    const wallet = user.linkedAccounts.find((a) => a.type === 'wallet')
    expect(wallet).toMatchObject({
      type: 'wallet', chainType: 'ethereum', walletClientType: 'privy', connectorType: 'embedded', walletIndex: 0,
      recoveryMethod: 'privy', imported: false, delegated: false, id: expect.any(String), address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
    })
    expect(user.wallet).toEqual(wallet)
    // The wallet signs: the service holds its key.
    const address = (wallet as { address: Hex }).address
    const reply = await embeddedFrameOf(h.client).request(E.rpc, {
      accessToken: (await getAccessToken(h.client))!,
      entropyId: address, entropyIdVerifier: ETHEREUM_ADDRESS_VERIFIER, hdWalletIndex: 0, chainType: 'ethereum',
      request: { method: 'personal_sign', params: ['hello', address] },
    })
    expect(await verifyMessage({ address, message: 'hello', signature: (reply as { signature: Hex }).signature })).toBe(true)
    // A second login of the same user creates nothing more.
    await logout(h.client)
    await emailLogin(h)
    await vi.waitFor(() => expect(postLoginFlow.get(h.client).status).toBe('done'), { timeout: 10_000 })
    expect(h.port.posted.filter((m) => (m as { event: string }).event === E.create)).toHaveLength(1)
    expect(userValue.get(h.client)!.linkedAccounts.filter((a) => a.type === 'wallet')).toHaveLength(1)
  })

  it("'off' (the default): a login creates no wallet and never mounts the frame", async () => {
    const h = await setup()
    await emailLogin(h)
    await vi.waitFor(() => expect(postLoginFlow.get(h.client).status).toBe('done'), { timeout: 10_000 })
    expect(h.port.posted).toEqual([])
    expect(userValue.get(h.client)!.wallet).toBeUndefined()
  })

  it('a failed creation logs the user out and sends embedded_wallet_creation_failure_logout', async () => {
    const h = await setup(ethereum('users-without-wallets'), { broken: true })
    await emailLogin(h)
    await vi.waitFor(() => expect(postLoginFlow.get(h.client).status).toBe('error'), { timeout: 10_000 })
    expect(postLoginFlow.get(h.client).error?.message).toBe('Failed to create wallet')
    expect(getAuthenticated(h.client)).toBe(false)
    expect(h.backend.analytics.list().map((e) => e.event_name)).toContain('embedded_wallet_creation_failure_logout')
  })
})

describe('createWallet', () => {
  it("needs a logged-in user: 'User must be authenticated before creating a Foyer wallet'", async () => {
    const h = await setup()
    await expect(createWallet(h.client)).rejects.toMatchObject({ shortMessage: 'User must be authenticated before creating a Foyer wallet', code: 'MUST_BE_AUTHENTICATED' })
  })

  it('creates the first wallet, refuses a second without createAdditional, adds HD wallets with createAdditional / walletIndex', async () => {
    const h = await setup()
    await emailLogin(h)
    const first = await createWallet(h.client)
    expect(first.wallet).toMatchObject({ walletIndex: 0, walletClientType: 'privy', connectorType: 'embedded' })
    expect(userValue.get(h.client)!.wallet?.address).toBe(first.wallet.address)
    await expect(createWallet(h.client)).rejects.toMatchObject({ shortMessage: 'User already has an embedded wallet.' })
    await expect(createWallet(h.client, { walletIndex: 0 })).rejects.toMatchObject({ shortMessage: 'User already has an embedded wallet.' })
    const second = await createWallet(h.client, { createAdditional: true })
    expect(second.wallet.walletIndex).toBe(1)
    const fifth = await createWallet(h.client, { walletIndex: 4 })
    expect(fifth.wallet.walletIndex).toBe(4)
    await expect(createWallet(h.client, { walletIndex: 4 })).rejects.toMatchObject({ code: 'resource_already_exists', shortMessage: 'Wallet index 4 already exists' })
    await expect(createWallet(h.client, { walletIndex: -1 })).rejects.toMatchObject({ shortMessage: 'Wallet index must be a non-negative integer' })
    const wallets = userValue.get(h.client)!.linkedAccounts.filter((a) => a.type === 'wallet')
    expect(wallets.map((w) => (w as { walletIndex: number }).walletIndex)).toEqual([0, 1, 4])
    expect(userValue.get(h.client)!.wallet?.address).toBe(first.wallet.address)
  })

  it('a wallet index above 0 needs the first wallet', async () => {
    const h = await setup()
    await emailLogin(h)
    await expect(createWallet(h.client, { walletIndex: 2 })).rejects.toMatchObject({ code: 'invalid_wallet_index' })
    expect(h.port.posted).toEqual([])
  })

  it('logout asks the wallet service to clear its keys', async () => {
    const h = await setup()
    await emailLogin(h)
    await createWallet(h.client)
    await logout(h.client)
    await vi.waitFor(() => expect(h.port.posted.map((m) => (m as { event: string }).event)).toContain(E.clear))
    expect((h.port as ReturnType<typeof servicePort>).replies.at(-1)).toMatchObject({ data: { cleared: true } })
  })
})

describe('importWallet', () => {
  it('imports a private key as an embedded wallet (imported: true) that signs; the key is only posted to the service; duplicates and bad keys are refused', async () => {
    const h = await setup()
    await expect(importWallet(h.client, { privateKey: generatePrivateKey() })).rejects.toMatchObject({ shortMessage: 'User must be authenticated before creating a Foyer wallet' })
    await emailLogin(h)
    const key = generatePrivateKey()
    const { wallet, user } = await importWallet(h.client, { privateKey: key })
    expect(wallet).toMatchObject({ address: privateKeyToAccount(key).address, imported: true, walletClientType: 'privy', connectorType: 'embedded' })
    expect(user.linkedAccounts).toContainEqual(wallet)
    const reply = await embeddedFrameOf(h.client).request(E.rpc, {
      accessToken: (await getAccessToken(h.client))!, entropyId: wallet.address, entropyIdVerifier: ETHEREUM_ADDRESS_VERIFIER,
      hdWalletIndex: 0, chainType: 'ethereum', request: { method: 'personal_sign', params: ['imported', wallet.address] },
    })
    expect(await verifyMessage({ address: wallet.address as `0x${string}`, message: 'imported', signature: (reply as { signature: Hex }).signature })).toBe(true)
    await expect(importWallet(h.client, { privateKey: key })).rejects.toMatchObject({ code: 'resource_already_exists' })
    await expect(importWallet(h.client, { privateKey: '0x1234' })).rejects.toMatchObject({ code: 'invalid_request' })
    // No answer of the service carries the key.
    const replies = JSON.stringify((h.port as ReturnType<typeof servicePort>).replies).toLowerCase()
    expect(replies.includes(key.slice(2).toLowerCase())).toBe(false)
  })
})
