import { beforeEach, describe, expect, it, vi } from 'vitest'
import { AlreadyAuthenticatedError, ApiError, createFoyerClient, createMemoryStorage, generateSiwsMessage, siwsFlow, userValue, linkWithSiws, loginWithEmailCode, loginWithSiws, MustBeAuthenticatedError, parseSiwsMessage, resetAuthFlows, sendEmailCode, signInWithSiws, toSolanaConnector, unlinkSiws, type FoyerClient, type WalletConnector } from '../../../../src/core/internal.js'
import { clearRefreshMarker } from '../../../../src/core/client/session/cookie.js'
import { createDevBackend, createTestSolanaWallet, DEV_APP_ID, type DevBackend, type TestSolanaWallet } from '../../../../src/testing/index.js'
import { recordFlow } from '../../waiting.js'
import { clientOnBackend } from '../../helpers.js'
import { walletConnectorsValue } from '../../../../src/core/wallets/state.js'

let backend: DevBackend
let client: FoyerClient
let wallet: TestSolanaWallet
let connector: WalletConnector

const newClient = () =>
  clientOnBackend(backend)

const record = (c: FoyerClient) => recordFlow(c, siwsFlow.watch)

/** Connects the test wallet through its connector (the picker's job) and returns the connection. */
async function connect() {
  const { address } = await connector.connect()
  return { connectorId: connector.id, address, walletClientType: connector.walletClientType, connectorType: connector.connectorType }
}

async function logInWithEmail(email: string) {
  await sendEmailCode(client, { email })
  await loginWithEmailCode(client, { code: backend.mailbox.latest(email)!.code })
}

beforeEach(() => {
  backend = createDevBackend({ allowedOrigins: ['http://foyer.test', 'https://app.example'] })
  client = newClient()
  clearRefreshMarker(DEV_APP_ID)
  wallet = createTestSolanaWallet()
  connector = toSolanaConnector(wallet.wallet as never)
  walletConnectorsValue.set(client, [connector])
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

describe('signInWithSiws', () => {
  it('logs a new user in: generating-message → awaiting-signature → submitting-signature → done', async () => {
    const { statuses, seen } = record(client)
    const result = await signInWithSiws(client, { connection: await connect() })
    expect(statuses).toEqual(['generating-message', 'awaiting-signature', 'submitting-signature', 'done'])
    expect(result).toMatchObject({ isNewUser: true, wasAlreadyAuthenticated: false, loginMethod: 'siws' })
    expect(result.loginAccount).toMatchObject({
      type: 'wallet', address: wallet.address, chainType: 'solana', walletClientType: 'foyer_test_wallet', connectorType: 'solana_adapter',
    })
    expect(userValue.get(client)?.wallet?.address).toBe(wallet.address)
    expect(seen.login).toHaveLength(1)
    // The wallet signed the SIWS message the flow shows.
    const signed = wallet.requests.find((r) => r.method === 'signMessage')!.message!
    expect(siwsFlow.get(client).message).toBe(signed)
    expect(parseSiwsMessage(signed)).toMatchObject({
      domain: 'foyer.test', address: wallet.address, statement: `You are proving you own ${wallet.address}.`,
      uri: 'http://foyer.test', version: '1', chainId: 'mainnet',
    })
  })

  it('sends message, base64 signature, walletClientType, connectorType, mode and message_type plain, and no chainId', async () => {
    const bodies: Record<string, unknown>[] = []
    const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/siws/authenticate')) bodies.push(JSON.parse(String(init?.body)))
      return backend.fetch(new Request(input, init))
    }
    client = createFoyerClient({ appId: DEV_APP_ID, apiUrl: 'http://foyer.test', fetch, storage: createMemoryStorage() })
    walletConnectorsValue.set(client, [connector])
    await signInWithSiws(client, { connection: await connect(), disableSignup: false })
    expect(Object.keys(bodies[0]!).sort()).toEqual(['connectorType', 'message', 'message_type', 'mode', 'signature', 'walletClientType'])
    expect(bodies[0]).toMatchObject({ message_type: 'plain', mode: 'login-or-sign-up', walletClientType: 'foyer_test_wallet', connectorType: 'solana_adapter' })
    expect(atob(String(bodies[0]!.signature))).toHaveLength(64)
  })

  it('logs the same user in again with the same wallet', async () => {
    const first = await signInWithSiws(client, { connection: await connect() })
    resetAuthFlows(client)
    client = newClient()
    walletConnectorsValue.set(client, [connector])
    const again = await signInWithSiws(client, { connection: await connect() })
    expect(again.isNewUser).toBe(false)
    expect(again.user.id).toBe(first.user.id)
  })

  it('a rejection in the wallet is "User rejected the request." (4001), then a retry works', async () => {
    const { statuses, seen } = record(client)
    const connection = await connect()
    wallet.respondNext('reject', 'signMessage')
    const error = await signInWithSiws(client, { connection }).catch((e: unknown) => e)
    expect(error).toMatchObject({ shortMessage: 'User rejected the request.', code: 'user_rejected_request', providerCode: 4001 })
    expect(siwsFlow.get(client)).toMatchObject({ status: 'error', error })
    expect(seen.loginError).toMatchObject([{ method: 'siws', code: 'user_rejected_request' }])
    await expect(signInWithSiws(client, { connection })).resolves.toMatchObject({ isNewUser: true })
    expect(statuses.slice(-4)).toEqual(['generating-message', 'awaiting-signature', 'submitting-signature', 'done'])
  })

  it('a reset while the wallet prompt is open ends the sign-in with USER_EXITED_AUTH_FLOW', async () => {
    const connection = await connect()
    wallet.respondNext('hang', 'signMessage')
    const pending = signInWithSiws(client, { connection }).catch((e: unknown) => e)
    await vi.waitFor(() => expect(siwsFlow.get(client).status).toBe('awaiting-signature'))
    resetAuthFlows(client)
    wallet.releaseHanging()
    expect(await pending).toMatchObject({ code: 'USER_EXITED_AUTH_FLOW' })
    expect(siwsFlow.get(client).status).toBe('initial')
    expect(userValue.get(client)).toBeNull()
  })

  it('a double start while the message is generated joins the first sign-in', async () => {
    const connection = await connect()
    const [a, b] = await Promise.all([signInWithSiws(client, { connection }), signInWithSiws(client, { connection })])
    expect(a).toBe(b)
    expect(wallet.requests.filter((r) => r.method === 'signMessage')).toHaveLength(1)
  })

  it('links the wallet to a logged-in e-mail user (intent link, or a session present)', async () => {
    await logInWithEmail('ada@example.com')
    const { seen } = record(client)
    const result = await signInWithSiws(client, { connection: await connect(), intent: 'link' })
    expect(result).toMatchObject({ wasAlreadyAuthenticated: true, linkedAccount: { type: 'wallet', address: wallet.address, chainType: 'solana' } })
    expect(userValue.get(client)?.linkedAccounts.map((a) => a.type)).toEqual(['email', 'wallet'])
    expect(seen.link).toHaveLength(1)
  })

  it('login while authenticated is refused; link without a user is refused', async () => {
    await expect(signInWithSiws(client, { connection: await connect(), intent: 'link' })).rejects.toBeInstanceOf(MustBeAuthenticatedError)
    await logInWithEmail('bob@example.com')
    await expect(signInWithSiws(client, { connection: await connect() })).rejects.toBeInstanceOf(AlreadyAuthenticatedError)
  })

  it('disableSignup with an unknown wallet: user_does_not_exist', async () => {
    const error = await signInWithSiws(client, { connection: await connect(), disableSignup: true }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ code: 'user_does_not_exist' })
  })
})

describe('generateSiwsMessage + loginWithSiws (a host that signs itself)', () => {
  const sign = async (message: string) => {
    await connector.connect()
    return connector.signMessage({ address: wallet.address, message })
  }

  it('logs in with a message and signature; the nonce is single-use', async () => {
    const message = await generateSiwsMessage(client, { address: wallet.address })
    const signature = await sign(message)
    const result = await loginWithSiws(client, { message, signature, walletClientType: 'phantom' })
    expect(result.loginAccount).toMatchObject({ walletClientType: 'phantom', connectorType: 'solana_adapter' })
    // Replaying the same message + signature after logout: the nonce is gone.
    resetAuthFlows(client)
    const other = newClient()
    await expect(loginWithSiws(other, { message, signature })).rejects.toMatchObject({ code: 'invalid_credentials' })
  })

  it('refuses a signature of another message', async () => {
    const message = await generateSiwsMessage(client, { address: wallet.address })
    const signature = await sign(message.replace('Version: 1', 'Version: 2'))
    await expect(loginWithSiws(client, { message, signature })).rejects.toMatchObject({ code: 'invalid_credentials', status: 401 })
  })

  it('links with linkWithSiws and unlinks with unlinkSiws', async () => {
    await logInWithEmail('cy@example.com')
    const message = await generateSiwsMessage(client, { address: wallet.address })
    await linkWithSiws(client, { message, signature: await sign(message) })
    expect(userValue.get(client)?.linkedAccounts.some((a) => a.type === 'wallet')).toBe(true)
    const user = await unlinkSiws(client, { address: wallet.address })
    expect(user.linkedAccounts.map((a) => a.type)).toEqual(['email'])
  })

  it('linkWithSiws without a user: "User must be logged in"', async () => {
    await expect(linkWithSiws(client, { message: 'x', signature: 'y' })).rejects.toBeInstanceOf(MustBeAuthenticatedError)
  })
})
