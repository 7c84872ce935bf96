// @vitest-environment happy-dom
// @vitest-environment-options { "url": "http://api.test/login" }
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { connectWallet, createFoyerClient, walletConnectorsValue, type FoyerClient } from '../../src/core/index.js'
import { clearRefreshMarker } from '../../src/core/client/session/cookie.js'
import { createMemoryStorage } from '../../src/core/client/storage.js'
import { useFoyer, useLinkWithSiws, useLoginWithEmail, useLoginWithSiws, useSolanaLedgerChoice, useSolanaWallets, useUser } from '../../src/hooks/index.js'
import { createDevBackend, createTestSolanaWallet, DEV_APP_ID, type TestSolanaWallet } from '../../src/testing/index.js'
import { devBackendHandlers } from '../../src/testing/msw.js'
import { providerFor } from './helpers.js'

const API = 'http://api.test'
// The client names the API's origin as its sign-in domain when there is no page.
const backend = createDevBackend({ allowedOrigins: [API], appConfig: { appearance: { wallet_chain_type: 'ethereum-and-solana' } } })
const server = setupServer(...devBackendHandlers(backend, { baseUrl: API }))
const newClient = (): FoyerClient => createFoyerClient({ appId: DEV_APP_ID, apiUrl: API, storage: createMemoryStorage() })

// One wallet for the file: the wallet-standard registry is a page-wide singleton.
const wallet: TestSolanaWallet = createTestSolanaWallet()
const unregister = wallet.register(window)
afterAll(unregister)
const connectorId = 'solana:standard:Foyer Test Wallet'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())
beforeEach(() => {
  backend.reset()
  clearRefreshMarker(DEV_APP_ID)
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(cleanup)

async function mount<T>(hook: () => T) {
  const client = newClient()
  const rendered = renderHook(() => ({ value: hook(), foyer: useFoyer(), user: useUser(), solana: useSolanaWallets() }), {
    wrapper: providerFor(client),
  })
  await waitFor(() => expect(rendered.result.current.foyer.ready).toBe(true))
  await waitFor(() => expect(walletConnectorsValue.get(client).map((c) => c.id)).toContain(connectorId))
  return { client, result: rendered.result }
}

describe('Solana wallets and SIWS hooks against the dev backend (msw)', () => {
  it('the registered test wallet is discovered as a solana_adapter connector', async () => {
    const { client } = await mount(() => null)
    expect(walletConnectorsValue.get(client).find((c) => c.id === connectorId)).toMatchObject({
      chainType: 'solana', connectorType: 'solana_adapter', walletClientType: 'foyer_test_wallet', name: 'Foyer Test Wallet', installed: true,
    })
  })

  it('useSolanaWallets lists the connected wallet; loginOrLink logs in with SIWS and onComplete fires', async () => {
    const onComplete = vi.fn()
    const { client, result } = await mount(() => useLoginWithSiws({ onComplete }))
    await act(async () => {
      await connectWallet(client, { connectorId })
    })
    await waitFor(() => expect(result.current.solana.wallets).toHaveLength(1))
    const [solanaWallet] = result.current.solana.wallets
    expect(solanaWallet).toMatchObject({ address: wallet.address, chainType: 'solana', walletClientType: 'foyer_test_wallet', linked: false })
    await act(async () => {
      await result.current.value.signInWithSiws({ connection: solanaWallet! })
    })
    expect(result.current.value.state.status).toBe('done')
    expect(onComplete).toHaveBeenCalledWith(expect.objectContaining({ isNewUser: true, loginMethod: 'siws' }))
    expect(result.current.user.user?.wallet).toMatchObject({ address: wallet.address, chainType: 'solana' })
    await waitFor(() => expect(result.current.solana.wallets[0]?.linked).toBe(true))
  })

  it('a rejected signature reaches onError and the state; signMessage of the wallet returns base64', async () => {
    const onError = vi.fn()
    const { client, result } = await mount(() => useLoginWithSiws({ onError }))
    await act(async () => {
      await connectWallet(client, { connectorId })
    })
    await waitFor(() => expect(result.current.solana.wallets).toHaveLength(1))
    const signature = await result.current.solana.wallets[0]!.signMessage('hello')
    expect(atob(signature)).toHaveLength(64)
    wallet.respondNext('reject', 'signMessage')
    await act(async () => {
      await result.current.value.signInWithSiws({ connection: result.current.solana.wallets[0]! }).catch(() => {})
    })
    expect(result.current.value.state).toMatchObject({ status: 'error', error: { shortMessage: 'User rejected the request.' } })
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'user_rejected_request' }))
  })

  it('useLinkWithSiws links the wallet to an e-mail user, then unlinks it', async () => {
    const { client, result } = await mount(() => ({ link: useLinkWithSiws(), email: useLoginWithEmail() }))
    await act(async () => {
      await result.current.value.email.sendCode({ email: 'sol@example.com' })
      await result.current.value.email.loginWithCode({ code: backend.mailbox.latest('sol@example.com')!.code })
    })
    await act(async () => {
      await connectWallet(client, { connectorId })
    })
    await waitFor(() => expect(result.current.solana.wallets).toHaveLength(1))
    await act(async () => {
      await result.current.value.link.linkWallet({ connection: result.current.solana.wallets[0]! })
    })
    expect(result.current.user.user?.linkedAccounts.map((a) => a.type)).toEqual(['email', 'wallet'])
    await act(async () => {
      await result.current.value.link.unlinkSiws({ address: wallet.address })
    })
    expect(result.current.user.user?.linkedAccounts.map((a) => a.type)).toEqual(['email'])
  })

  it('useSolanaLedgerChoice records the choice (undecided → Ledger)', async () => {
    const { result } = await mount(() => useSolanaLedgerChoice())
    expect(result.current.value.isSigningInWithLedgerSolana).toBeNull()
    act(() => result.current.value.choose(true))
    expect(result.current.value.isSigningInWithLedgerSolana).toBe(true)
  })
})
