import { createPublicClient, custom, defineChain, isErc6492Signature, type Address, type Hex } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  CROSS_APP_SMART_WALLET_VARIANTS, CrossAppInvalidWalletError, crossAppPersonalSign, crossAppRequestForWallet, crossAppSignTypedData,
  crossAppTransaction, loginWithCrossAppAccount, requestCrossAppSignature, type CrossAppAccount, type CrossAppWindow, type FoyerClient,
} from '../../../../src/core/internal.js'
import { userValue } from '../../../../src/core/client/session/state.js'
import { clearRefreshMarker } from '../../../../src/core/client/session/cookie.js'
import { createDevBackend, DEV_APP_ID, type DevBackend } from '../../../../src/testing/index.js'
import { createEvmDevChain, type EvmDevChain } from '../../../../src/testing/chains/index.js'
import { flush, onFakePage, settle } from '../../waiting.js'
import { clientOnBackend } from '../../helpers.js'

const ARCADE = { id: 'providerapp00000000000001', name: 'Arcade' }
const RESPONSE = 'foyer:cross-app:action-response'
const EMBEDDED = '0x1111111111111111111111111111111111111111'
const SMART = '0x22222222222222222222222222222222222222aa'
const OTHER = '0x3333333333333333333333333333333333333333'
const ACCOUNT = {
  type: 'cross_app', subject: 'a:ada', providerApp: { id: 'a', name: 'A', logoUrl: null },
  embeddedWallets: [{ address: EMBEDDED }], smartWallets: [{ address: SMART }],
} as unknown as CrossAppAccount
const TYPED = { types: { Mail: [{ name: 'contents', type: 'string' }] }, primaryType: 'Mail', message: { contents: 'hi' } }

describe('crossAppRequestForWallet: which method the provider app receives', () => {
  it.each([
    ['personal_sign', SMART, 'foyer_signSmartWalletMessage'],
    ['eth_signTypedData_v4', SMART, 'foyer_signSmartWalletTypedData'],
    ['eth_sendTransaction', SMART, 'foyer_sendSmartWalletTx'],
    ['foyer_signSmartWalletMessage', SMART, 'foyer_signSmartWalletMessage'],
    ['personal_sign', '0x22222222222222222222222222222222222222AA', 'foyer_signSmartWalletMessage'],
    ['personal_sign', EMBEDDED, 'personal_sign'],
    ['eth_signTransaction', EMBEDDED, 'eth_signTransaction'],
    ['eth_sendTransaction', EMBEDDED, 'eth_sendTransaction'],
  ] as const)('%s for %s → %s (params unchanged)', (method, address, expected) => {
    const params = ['0x00', address]
    expect(crossAppRequestForWallet(ACCOUNT, address, { method, params })).toEqual({ method: expected, params })
  })

  it.each([
    ['eth_signTransaction', SMART],
    ['foyer_signSmartWalletMessage', EMBEDDED],
    ['foyer_sendSmartWalletTx', OTHER],
  ] as const)("%s for %s: 'Cannot request a signature with this wallet address'", (method, address) => {
    expect(() => crossAppRequestForWallet(ACCOUNT, address, { method, params: [] })).toThrow(CrossAppInvalidWalletError)
    expect(() => crossAppRequestForWallet(ACCOUNT, address, { method, params: [] })).toThrow('Cannot request a signature with this wallet address')
  })

  it('names every smart-wallet variant', () => {
    expect(Object.values(CROSS_APP_SMART_WALLET_VARIANTS)).toEqual(['foyer_signSmartWalletMessage', 'foyer_signSmartWalletTypedData', 'foyer_sendSmartWalletTx'])
  })
})

describe('requestCrossAppSignature with the cross-app smart wallet', { timeout: 30_000 }, () => {
  let chain: EvmDevChain
  let backend: DevBackend
  let client: FoyerClient
  const LOCAL = defineChain({ id: 31337, name: 'Foyer Local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [] } } })
  beforeAll(async () => {
    chain = await createEvmDevChain({ networks: [{ chainId: 31337, name: 'Foyer Local' }] })
  }, 60_000)
  afterAll(() => chain?.close())

  function fakeWindow() {
    const listeners = new Set<(m: { origin: string; data: unknown }) => void>()
    let resolveUrl!: (url: string) => void
    const navigated = new Promise<string>((r) => (resolveUrl = r))
    const popup = { closed: false, navigate: vi.fn((url: string) => resolveUrl(url)), close: vi.fn(() => void (popup.closed = true)) }
    const win: CrossAppWindow = { open: () => popup, onMessage: (l) => (listeners.add(l), () => void listeners.delete(l)) }
    const post = (origin: string, data: unknown) => listeners.forEach((l) => l({ origin, data }))
    return { win, popup, navigated, post }
  }

  async function crossAppLogin() {
    const w = fakeWindow()
    const result = settle(loginWithCrossAppAccount(client, { appId: ARCADE.id, window: w.win }))
    const url = await w.navigated
    const { code, state, token } = backend.crossApp.approve(url, { identity: 'ada' })
    w.post(new URL(url).origin, { type: RESPONSE, token_action: 'set', token, data: { code, state } })
    await vi.advanceTimersByTimeAsync(300)
    await flush()
    await vi.waitFor(() => expect(result.done).toBe(true), { timeout: 10_000 })
    expect(result.error).toBeUndefined()
  }

  /** Asks, approves on the fake provider page, answers: the method the page received and the result. */
  async function ask(address: string, request: Parameters<typeof requestCrossAppSignature>[1]['request']) {
    const w = fakeWindow()
    const result = settle(requestCrossAppSignature(client, { address, request, window: w.win }))
    const url = new URL(await w.navigated)
    const sent = JSON.parse(url.searchParams.get('request')!).content.request.method as string
    const { result: answer } = await backend.crossApp.approveTransaction(url.toString())
    w.post(url.origin, { type: RESPONSE, token_action: 'set', data: { result: answer } })
    await vi.advanceTimersByTimeAsync(300)
    await flush()
    await vi.waitFor(() => expect(result.done).toBe(true), { timeout: 10_000 })
    expect(result.error).toBeUndefined()
    return { sent, value: result.value as Hex }
  }

  onFakePage(['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'])
  beforeEach(async () => {
    backend = createDevBackend({ crossAppProviders: [ARCADE], allowedOrigins: ['https://app.example'], chains: [chain] })
    client = clientOnBackend(backend)
    clearRefreshMarker(DEV_APP_ID)
  })

  it('the user’s cross-app account lists the smart wallet; signing a message and typed data with it sends the variants, and viem verifies them', async () => {
    await crossAppLogin()
    const smart = (await backend.crossApp.smartWalletAddress(ARCADE.id, 'ada')) as Address
    const account = userValue.get(client)!.linkedAccounts.find((a) => a.type === 'cross_app') as CrossAppAccount
    expect(account.smartWallets).toEqual([{ address: smart }])
    const publicClient = createPublicClient({ chain: LOCAL, transport: custom(chain.provider(31337)) })

    const message = await ask(smart, crossAppPersonalSign('Hello from Foyer', smart))
    expect(message.sent).toBe('foyer_signSmartWalletMessage')
    expect(isErc6492Signature(message.value)).toBe(true)
    expect(await publicClient.verifyMessage({ address: smart, message: 'Hello from Foyer', signature: message.value })).toBe(true)
    expect(backend.analytics.list().find((e) => e.event_name === 'cross_app_request_succeeded')?.payload)
      .toEqual({ method: 'foyer_signSmartWalletMessage', providerAppId: ARCADE.id, smartWallet: true })

    const typed = await ask(smart, crossAppSignTypedData(TYPED, smart))
    expect(typed.sent).toBe('foyer_signSmartWalletTypedData')
    expect(await publicClient.verifyTypedData({ address: smart, ...TYPED, signature: typed.value })).toBe(true)

    // The embedded wallet of the same account still gets the plain method.
    const embedded = backend.crossApp.embeddedWalletAddress(ARCADE.id, 'ada')
    expect((await ask(embedded, crossAppPersonalSign('hi', embedded))).sent).toBe('personal_sign')
  })

  it("a smart wallet that is not the account's, or eth_signTransaction by the smart wallet: refused before any popup", async () => {
    await crossAppLogin()
    const grace = (await backend.crossApp.smartWalletAddress(ARCADE.id, 'grace')) as string
    const smart = (await backend.crossApp.smartWalletAddress(ARCADE.id, 'ada')) as string
    for (const [address, request] of [
      [grace, crossAppPersonalSign('hi', grace)],
      [smart, crossAppTransaction('eth_signTransaction', { to: smart, value: 1n }, smart)],
    ] as const) {
      const w = fakeWindow()
      const open = vi.spyOn(w.win, 'open')
      await expect(requestCrossAppSignature(client, { address, request, window: w.win })).rejects.toThrow('Cannot request a signature with this wallet address')
      expect(open).not.toHaveBeenCalled()
    }
  })
})
