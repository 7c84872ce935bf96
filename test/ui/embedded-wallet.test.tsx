// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { defineChain, parseEther, verifyMessage, type Address } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  loginWithEmailCode, sendEmailCode, sendTransaction, signMessage, signTransaction, signTypedData, stopWalletConnectors, transactionRequestFlow,
} from '../../src/core/internal.js'
import { clearRefreshMarker } from '../../src/core/client/session/cookie.js'
import { createWallet } from '../../src/core/wallets/embedded/createWallet.js'
import { setEmbeddedFrameConnection } from '../../src/core/wallets/embedded/session.js'
import { DEV_APP_ID } from '../../src/testing/index.js'
import { createEvmDevChain, type EvmDevChain } from '../../src/testing/chains/index.js'
import { createWalletService } from '../../src/wallet-service/index.js'
import { FoyerModal, FoyerScreens } from '../../src/ui/index.js'
import { backendFetch, memoryStorage } from '../wallet-service/helpers.js'
import { servicePort } from '../core/wallets/embedded/helpers.js'
import { call } from '../testing/helpers.js'
import { cells, goToCodeScreen, renderWithFoyer, typeCode, type Harness } from './helpers.js'

const API = 'http://foyer.test'
const local = defineChain({
  id: 31337, name: 'Foyer Local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [`${API}/rpc/evm/31337`] } },
  blockExplorers: { default: { name: 'Local explorer', url: 'https://explorer.example' } },
})
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const

let chain: EvmDevChain
beforeAll(async () => {
  chain = await createEvmDevChain()
}, 60_000)
afterAll(() => chain.close())
let harness: Harness | null = null
afterEach(() => {
  vi.useRealTimers()
  if (harness) stopWalletConnectors(harness.client)
  harness = null
  cleanup()
})

/** A FoyerModal over a dev backend with a local chain; the wallet service runs in-process. */
function mount(ui = <FoyerModal />, appConfig: Record<string, unknown> = {}): Harness {
  clearRefreshMarker(DEV_APP_ID)
  const h = renderWithFoyer(ui, { chains: [chain], appConfig }, { apiUrl: API, supportedChains: [local] })
  const service = createWalletService({ appId: h.backend.appId, apiUrl: 'http://127.0.0.1:4321', fetch: backendFetch(h.backend), storage: memoryStorage() })
  setEmbeddedFrameConnection(h.client, { connect: () => servicePort(service) })
  harness = h
  return h
}

/** Logged in, with an embedded wallet holding 1 ETH. */
async function withWallet(h: Harness): Promise<Address> {
  await waitFor(() => expect(h.foyer().ready).toBe(true))
  await act(async () => {
    await sendEmailCode(h.client, { email: 'ada@example.com' })
    await loginWithEmailCode(h.client, { code: h.backend.mailbox.latest('ada@example.com')!.code })
  })
  const address = (await act(() => createWallet(h.client))).wallet.address as Address
  await call(h.backend, 'POST', '/__dev/faucet', { body: { chainType: 'ethereum', chainId: 31337, address, amount: '1' }, appId: null })
  return address
}

/** Lets I/O and promises run while setTimeout is faked (setImmediate is not). */
async function settle(check: () => boolean) {
  for (let i = 0; i < 4000 && !check(); i++) await act(() => new Promise<void>((resolve) => setImmediate(resolve)))
  expect(check()).toBe(true)
}
const text = (value: string) => () => screen.queryByText(value) !== null

describe("'Sign message' screen", () => {
  it('shows the defaults and the message; signs, shows it signed, closes after 1.4 s and resolves', async () => {
    const h = mount()
    const address = await withWallet(h)
    let pending!: ReturnType<typeof signMessage>
    act(() => {
      pending = signMessage(h.client, { message: 'Hello from the screen' })
    })
    expect((await screen.findAllByRole('heading', { name: 'Sign message' })).length).toBeGreaterThan(0)
    expect(screen.queryByText('Signing this message will not cost you any fees.')).not.toBeNull()
    expect(screen.getByLabelText('Message').textContent).toBe('Hello from the screen')
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull()
    const button = await screen.findByRole('button', { name: 'Sign and continue' })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    fireEvent.click(button)
    await settle(text('Message signed'))
    await act(async () => void vi.advanceTimersByTime(1399))
    expect(screen.queryByText('Message signed')).not.toBeNull()
    await act(async () => void vi.advanceTimersByTime(1))
    expect(screen.queryByText('Message signed')).toBeNull()
    vi.useRealTimers()
    const { signature } = await pending
    expect(await verifyMessage({ address, message: 'Hello from the screen', signature })).toBe(true)
  })

  it('uiOptions set the title, description, button and icon; isCancellable adds Cancel, which rejects with 4001', async () => {
    const h = mount()
    await withWallet(h)
    let pending!: ReturnType<typeof signMessage>
    act(() => {
      pending = signMessage(h.client, {
        message: 'gm',
        uiOptions: { title: 'Prove it', description: 'One signature.', buttonText: 'Sign it', iconUrl: 'https://example.com/icon.png', isCancellable: true },
      })
    })
    expect(await screen.findByRole('heading', { name: 'Prove it' })).not.toBeNull()
    expect(screen.queryByText('One signature.')).not.toBeNull()
    expect(await screen.findByRole('button', { name: 'Sign it' })).not.toBeNull()
    expect(document.querySelector('img[src="https://example.com/icon.png"]')).not.toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await expect(pending).rejects.toMatchObject({ code: 4001, message: 'The user rejected the request' })
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Prove it' })).toBeNull())
  })

  it('closing with the close button rejects with 4001', async () => {
    const h = mount()
    await withWallet(h)
    let pending!: ReturnType<typeof signMessage>
    act(() => {
      pending = signMessage(h.client, { message: 'closing' })
    })
    await screen.findByRole('button', { name: 'Sign and continue' })
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    await expect(pending).rejects.toMatchObject({ code: 4001 })
  })

  it('typed data shows its message and copies the full payload', async () => {
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const h = mount()
    await withWallet(h)
    const typedData = { domain: { name: 'Mail', chainId: 31337 }, types: { Mail: [{ name: 'contents', type: 'string' }] }, primaryType: 'Mail', message: { contents: 'Hello, Bob!' } }
    let pending!: ReturnType<typeof signTypedData>
    act(() => {
      pending = signTypedData(h.client, { typedData })
    })
    const payload = await screen.findByLabelText('Typed data')
    expect(JSON.parse(payload.textContent!)).toEqual({ contents: 'Hello, Bob!' })
    fireEvent.click(screen.getByRole('button', { name: 'Copy full payload' }))
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(JSON.stringify(typedData, null, 2)))
    expect(await screen.findByRole('button', { name: 'Copied' })).not.toBeNull()
    fireEvent.click(await screen.findByRole('button', { name: 'Sign and continue' }))
    await waitFor(() => expect(screen.queryByText('Message signed')).not.toBeNull())
    expect((await pending).signature).toMatch(/^0x/)
  })

  it('showWalletUIs: false signs with no screen even with the modal mounted', async () => {
    const h = mount()
    const address = await withWallet(h)
    const { signature } = await act(() => signMessage(h.client, { message: 'quiet', uiOptions: { showWalletUIs: false } }))
    expect(screen.queryByRole('heading', { name: 'Sign message' })).toBeNull()
    expect(await verifyMessage({ address, message: 'quiet', signature })).toBe(true)
  })
})

describe('transaction screens', () => {
  it("the confirmation shows To, Amount, Network, Estimated fee, balance and Details; Approve sends; the receipt reads 'Transaction complete!' / 'All Done'", async () => {
    const h = mount()
    const address = await withWallet(h)
    let pending!: ReturnType<typeof sendTransaction>
    act(() => {
      pending = sendTransaction(h.client, { transaction: { to: RECIPIENT, value: parseEther('0.25') }, uiOptions: { isCancellable: true } })
    })
    expect(await screen.findByRole('heading', { name: 'Confirm transaction' })).not.toBeNull()
    expect(screen.queryByText('Foyer Demo wants your permission to approve the following transaction.')).not.toBeNull()
    const fields = Object.fromEntries([...document.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]))
    expect(fields).toMatchObject({ To: RECIPIENT, Amount: '0.25 ETH', Network: 'Foyer Local', Balance: '1 ETH' })
    expect(fields['Estimated fee']).toMatch(/^0\.\d+ ETH$/)
    expect(screen.queryByText('Details')).not.toBeNull()
    expect(screen.queryAllByText(address).length).toBeGreaterThan(0)
    expect(screen.queryByRole('button', { name: 'Not now' })).not.toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }))
    expect(await screen.findByRole('heading', { name: 'Transaction complete!' })).not.toBeNull()
    expect(screen.queryByText("You're all set.")).not.toBeNull()
    const hash = transactionRequestFlow.get(h.client).hash
    fireEvent.click(screen.getByRole('button', { name: 'All Done' }))
    expect(await pending).toEqual({ hash })
  })

  it("'Not now' rejects with 4001; without isCancellable there is no 'Not now'", async () => {
    const h = mount()
    await withWallet(h)
    let pending!: ReturnType<typeof sendTransaction>
    act(() => {
      pending = sendTransaction(h.client, { transaction: { to: RECIPIENT, value: 1n }, uiOptions: { isCancellable: true, title: 'Pay Bob', buttonText: 'Pay' } })
    })
    expect(await screen.findByRole('heading', { name: 'Pay Bob' })).not.toBeNull()
    expect(await screen.findByRole('button', { name: 'Pay' })).not.toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }))
    await expect(pending).rejects.toMatchObject({ code: 4001, message: 'The user rejected the request' })
    act(() => {
      pending = sendTransaction(h.client, { transaction: { to: RECIPIENT, value: 1n } })
    })
    await screen.findByRole('button', { name: 'Approve' })
    expect(screen.queryByRole('button', { name: 'Not now' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    await expect(pending).rejects.toMatchObject({ code: 4001 })
  })

  it("sign-only: 'Transaction signed!' and it returns 1.4 s later", async () => {
    const h = mount()
    await withWallet(h)
    let pending!: ReturnType<typeof signTransaction>
    let result: { signature: string } | null = null
    act(() => {
      pending = signTransaction(h.client, { transaction: { to: RECIPIENT, value: 1n } })
      void pending.then((r) => (result = r))
    })
    const approve = await screen.findByRole('button', { name: 'Approve' })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    fireEvent.click(approve)
    await settle(text('Transaction signed!'))
    await act(async () => void vi.advanceTimersByTime(1399))
    expect(result).toBeNull()
    expect(screen.queryByText('Transaction signed!')).not.toBeNull()
    await act(async () => void vi.advanceTimersByTime(1))
    await settle(() => result !== null)
    expect(result!.signature).toMatch(/^0x02/)
  })

  it("an error shows its code, 'Please try again.', the message; 'Retry transaction' resets the nonce and succeeds", async () => {
    const h = mount()
    await withWallet(h)
    let pending!: ReturnType<typeof sendTransaction>
    act(() => {
      pending = sendTransaction(h.client, { transaction: { to: RECIPIENT, value: 1n, nonce: 7 } })
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }))
    expect(await screen.findByRole('heading', { name: 'Transaction failure' })).not.toBeNull()
    expect(screen.queryByText('Please try again.')).not.toBeNull()
    expect(screen.queryByText(/^Error code: /)).not.toBeNull()
    expect(screen.getByRole('alert').textContent).toMatch(/nonce/i)
    fireEvent.click(screen.getByRole('button', { name: 'Retry transaction' }))
    expect(await screen.findByRole('heading', { name: 'Transaction complete!' })).not.toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'All Done' }))
    expect((await pending).hash).toMatch(/^0x/)
  })

  it("a reverted transaction is 'Transaction failed' with the copyable hash and the explorer link; closing rejects with it", async () => {
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const h = mount()
    await withWallet(h)
    // A contract whose constructor reverts (PUSH1 0 DUP1 REVERT): mined with status 0.
    let pending!: ReturnType<typeof sendTransaction>
    act(() => {
      pending = sendTransaction(h.client, { transaction: { data: '0x600080fd', gas: 100_000n } })
    })
    expect((await screen.findAllByText('New contract')).length).toBeGreaterThan(0)
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }))
    expect(await screen.findByRole('heading', { name: 'Transaction failure' })).not.toBeNull()
    expect(screen.getByRole('alert').textContent).toBe('Transaction failed')
    expect(screen.queryByText('Error code: TRANSACTION_FAILURE')).not.toBeNull()
    const hash = transactionRequestFlow.get(h.client).hash!
    expect(screen.getByLabelText('Transaction hash').textContent).toBe(hash)
    expect(screen.getByRole('link', { name: 'View on block explorer' }).getAttribute('href')).toBe(`https://explorer.example/tx/${hash}`)
    fireEvent.click(screen.getByRole('button', { name: 'Copy transaction hash' }))
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(hash))
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    await expect(pending).rejects.toMatchObject({ shortMessage: 'Transaction failed', code: 'TRANSACTION_FAILURE' })
  })
})

describe('wallet creation after login', () => {
  const createOnLogin = { embedded_wallets: { ethereum: { create_on_login: 'users-without-wallets' } } }

  it("a new user sees 'Creating your wallet' / 'Please wait...', then 'Welcome to Foyer Demo', which closes after 2500 ms", async () => {
    const h = mount(<FoyerScreens />, createOnLogin)
    const code = await goToCodeScreen(h)
    typeCode(fireEvent, cells(screen), code)
    await screen.findByText('Success!')
    // The creation screen shows after 0.9 s; creation may already have ended by then.
    await waitFor(() => expect(screen.queryByText('Creating your wallet') ?? screen.queryByText('Welcome to Foyer Demo')).not.toBeNull(), { timeout: 5000 })
    if (screen.queryByText('Creating your wallet')) expect(screen.queryByText('Please wait...')).not.toBeNull()
    await waitFor(() => expect(screen.queryByText('Welcome to Foyer Demo')).not.toBeNull(), { timeout: 10_000 })
    expect(screen.queryByText("You've successfully created an account.")).not.toBeNull()
    expect(h.foyer().user?.wallet?.address).toMatch(/^0x/)
  })

  it('the success screen closes itself after 2500 ms', async () => {
    const onClose = vi.fn()
    const h = mount(<FoyerScreens onClose={onClose} />, createOnLogin)
    const code = await goToCodeScreen(h)
    // Every screen timer from here on is fake: the 0.9 s to the creation screen, its 2500 ms.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    typeCode(fireEvent, cells(screen), code)
    await settle(() => h.foyer().user?.wallet !== null && h.foyer().user?.wallet !== undefined)
    await settle(text('Success!'))
    await act(async () => void vi.advanceTimersByTime(900))
    await settle(text('Welcome to Foyer Demo'))
    await act(async () => void vi.advanceTimersByTime(2499))
    expect(onClose).not.toHaveBeenCalled()
    await act(async () => void vi.advanceTimersByTime(1))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it("a failed creation reads 'Something went wrong' with the message and Close; the user is logged out", async () => {
    const onClose = vi.fn()
    const h = mount(<FoyerScreens onClose={onClose} />, createOnLogin)
    const code = await goToCodeScreen(h)
    h.backend.faults.add({ path: '/api/v1/embedded_wallets*', status: 500, body: { error: 'Wallet storage is down', code: 'invalid_data' } })
    typeCode(fireEvent, cells(screen), code)
    expect(await screen.findByText('Something went wrong', {}, { timeout: 10_000 })).not.toBeNull()
    expect(h.foyer().authenticated).toBe(false)
    const buttons = screen.getAllByRole('button', { name: 'Close' })
    fireEvent.click(buttons[buttons.length - 1]!)
    expect(onClose).toHaveBeenCalled()
  })
})
