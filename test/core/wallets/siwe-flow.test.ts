// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cancelWalletConnect, connectWallet, emailFlow, resetAuthFlows, siweFlow, walletConnectFlow, walletConnectionsValue, walletConnectorsValue, logout, signInWithSiwe, startClient, startWalletConnectors, stopWalletConnectors, type FoyerClient, generateSiweMessage, loginWithSiwe, canRetryWalletConnect, signInWithWallet, unlinkSiwe, disconnectWallet } from '../../../src/core/internal.js'
import { createDevBackend, createTestEthereumWallet, type DevBackend, type TestEthereumWallet } from '../../../src/testing/index.js'
import { clientOnBackend } from '../helpers.js'

let backend: DevBackend
let client: FoyerClient
let wallet: TestEthereumWallet
let uninstall: () => void

async function connected() {
  await startClient(client)
  startWalletConnectors(client)
  const connector = walletConnectorsValue.get(client).find((c) => c.rdns === wallet.info.rdns)
  expect(connector).toBeDefined()
  return connector!
}

beforeEach(() => {
  backend = createDevBackend()
  client = clientOnBackend(backend)
  wallet = createTestEthereumWallet()
  uninstall = wallet.announce(window)
})
afterEach(() => {
  stopWalletConnectors(client)
  uninstall()
})

describe('SIWE with an EIP-6963 wallet (against the dev backend)', () => {
  it('discovers the announced wallet, connects it and logs in with SIWE', async () => {
    const connector = await connected()
    expect(connector).toMatchObject({ chainType: 'ethereum', connectorType: 'injected', name: 'Foyer Test Wallet', installed: true })
    const connection = await connectWallet(client, { connectorId: connector.id })
    expect(connection).toMatchObject({ address: wallet.address, chainId: 'eip155:1', walletClientType: 'foyer_test_wallet' })
    expect(walletConnectFlow.get(client).status).toBe('connected')
    expect(walletConnectionsValue.get(client)).toHaveLength(1)
    const result = await signInWithSiwe(client, { connection })
    expect(result.isNewUser).toBe(true)
    expect(result.loginAccount).toMatchObject({ type: 'wallet', address: wallet.address, chainType: 'ethereum', walletClientType: 'foyer_test_wallet', connectorType: 'injected' })
    expect(siweFlow.get(client).status).toBe('done')
    const signed = wallet.requests.find((r) => r.method === 'personal_sign')
    expect(signed).toBeDefined()
  })

  it('a rejected connection is "User rejected the request." and retryable; the retry connects', async () => {
    const connector = await connected()
    wallet.respondNext('reject', 'eth_requestAccounts')
    await expect(connectWallet(client, { connectorId: connector.id })).rejects.toMatchObject({ shortMessage: 'User rejected the request.' })
    const failed = walletConnectFlow.get(client)
    expect(failed.status).toBe('disconnected')
    expect(canRetryWalletConnect(failed)).toBe(true)
    await connectWallet(client, { connectorId: connector.id, retry: true })
    expect(walletConnectFlow.get(client)).toMatchObject({ status: 'connected', retries: 1 })
  })

  it('a rejected signature ends the SIWE flow in error (4001); signing again logs in', async () => {
    const connector = await connected()
    const connection = await connectWallet(client, { connectorId: connector.id })
    wallet.respondNext('reject', 'personal_sign')
    await expect(signInWithSiwe(client, { connection })).rejects.toMatchObject({ shortMessage: 'User rejected the request.' })
    expect(siweFlow.get(client).status).toBe('error')
    await expect(signInWithSiwe(client, { connection })).resolves.toMatchObject({ isNewUser: true })
  })

  it('headless two-step: generateSiweMessage, sign outside, loginWithSiwe; the same nonce cannot be used twice', async () => {
    await startClient(client)
    const message = await generateSiweMessage(client, { address: wallet.address, chainId: 'eip155:1' })
    expect(message).toContain('localhost:3000 wants you to sign in with your Ethereum account:')
    expect(message).toContain('Chain ID: 1\n')
    const signature = await wallet.account.signMessage({ message })
    const result = await loginWithSiwe(client, { message, signature, walletClientType: 'metamask', connectorType: 'injected' })
    expect(result.loginAccount).toMatchObject({ walletClientType: 'metamask' })
    await logout(client)
    await expect(loginWithSiwe(client, { message, signature })).rejects.toMatchObject({ code: 'invalid_credentials' })
  })

  it('links a second wallet to a logged-in user, then unlinks it', async () => {
    const connector = await connected()
    const first = await connectWallet(client, { connectorId: connector.id })
    await signInWithWallet(client, { connection: first })
    const other = createTestEthereumWallet({ name: 'Second Wallet', rdns: 'dev.foyer.second' })
    const stop = other.announce(window)
    try {
      const secondConnector = walletConnectorsValue.get(client).find((c) => c.rdns === 'dev.foyer.second')!
      const second = await connectWallet(client, { connectorId: secondConnector.id })
      const linked = await signInWithWallet(client, { connection: second, intent: 'link' })
      expect(linked.wasAlreadyAuthenticated).toBe(true)
      expect(linked.user.linkedAccounts.filter((a) => a.type === 'wallet')).toHaveLength(2)
      const user = await unlinkSiwe(client, { address: second.address })
      expect(user.linkedAccounts.filter((a) => a.type === 'wallet')).toHaveLength(1)
      await disconnectWallet(client, second)
      expect(walletConnectionsValue.get(client).map((c) => c.address)).toEqual([first.address])
    } finally {
      stop()
    }
  })

  it('a hanging wallet keeps the attempt waiting; a reset ends it without an error state', async () => {
    const connector = await connected()
    wallet.respondNext('hang', 'eth_requestAccounts')
    const attempt = connectWallet(client, { connectorId: connector.id })
    await Promise.resolve()
    expect(walletConnectFlow.get(client).status).toBe('waiting')
    // A duplicate connect to the same wallet joins the attempt (no error).
    expect(connectWallet(client, { connectorId: connector.id })).toBe(attempt)
    const { resetWalletConnect } = await import('../../../src/core/internal.js')
    resetWalletConnect(client)
    await expect(attempt).rejects.toMatchObject({ code: 'USER_EXITED_AUTH_FLOW' })
    expect(walletConnectFlow.get(client)).toMatchObject({ status: 'disconnected', error: null })
  })

  it("the attempt ends through its own run: resetting another flow leaves it waiting, cancel ends it without an error state", async () => {
    const connector = await connected()
    wallet.respondNext('hang', 'eth_requestAccounts')
    const attempt = connectWallet(client, { connectorId: connector.id }).catch((e: unknown) => e)
    await Promise.resolve()
    siweFlow.reset(client)
    emailFlow.reset(client)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(walletConnectFlow.get(client)).toMatchObject({ status: 'waiting', connectorId: connector.id })
    cancelWalletConnect(client)
    expect(await attempt).toMatchObject({ code: 'USER_EXITED_AUTH_FLOW' })
    expect(walletConnectFlow.get(client)).toMatchObject({ status: 'disconnected', error: null, connectorId: connector.id })
  })

  it('connecting another wallet ends the attempt under way (it leaves the state to the new one)', async () => {
    const connector = await connected()
    const other = createTestEthereumWallet({ name: 'Other Wallet', rdns: 'dev.foyer.other' })
    const stop = other.announce(window)
    try {
      const otherConnector = walletConnectorsValue.get(client).find((c) => c.rdns === 'dev.foyer.other')!
      wallet.respondNext('hang', 'eth_requestAccounts')
      const first = connectWallet(client, { connectorId: connector.id }).catch((e: unknown) => e)
      await Promise.resolve()
      const second = await connectWallet(client, { connectorId: otherConnector.id })
      expect(await first).toMatchObject({ code: 'USER_EXITED_AUTH_FLOW' })
      expect(walletConnectFlow.get(client)).toMatchObject({ status: 'connected', connectorId: otherConnector.id, connection: second })
    } finally {
      stop()
    }
  })

  it('a reset while the personal_sign prompt is open ends the sign-in at once (USER_EXITED_AUTH_FLOW), nobody logged in', async () => {
    const connector = await connected()
    const connection = await connectWallet(client, { connectorId: connector.id })
    wallet.respondNext('hang', 'personal_sign')
    const pending = signInWithSiwe(client, { connection }).catch((e: unknown) => e)
    await vi.waitFor(() => expect(siweFlow.get(client).status).toBe('awaiting-signature'))
    resetAuthFlows(client)
    expect(await pending).toMatchObject({ code: 'USER_EXITED_AUTH_FLOW' })
    expect(siweFlow.get(client).status).toBe('initial')
    expect(client.store.get(siweFlow.atom)).toBe(siweFlow.initial)
  })

  it('a host-signed message is a run of the SIWE flow too: submitting-signature → done, or error', async () => {
    await startClient(client)
    const statuses: string[] = []
    siweFlow.watch(client, { onChange: (state) => statuses.push(state.status) })
    const message = await generateSiweMessage(client, { address: wallet.address, chainId: 1 })
    await loginWithSiwe(client, { message, signature: await wallet.account.signMessage({ message }) })
    expect(statuses).toEqual(['submitting-signature', 'done'])
    await logout(client)
    await expect(loginWithSiwe(client, { message: '', signature: '0x' })).rejects.toMatchObject({ code: 'INVALID_MESSAGE' })
    expect(siweFlow.get(client)).toMatchObject({ status: 'error', error: { code: 'INVALID_MESSAGE' } })
  })
})
