// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { defineChain, parseEther, verifyMessage, type Address } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  loginWithEmailCode, MAX_UINT256, sendEmailCode, sendTransaction, signMessage, signTransaction, signTypedData, stopWalletConnectors, transactionRequestFlow,
  walletRequestValue, type TransactionRequestState, type TransactionScanState, type TransactionSummary, type WalletUiOptions,
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
import { cells, goToCodeScreen, renderWithFoyer, typeCode, settle, type Harness } from './helpers.js'

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
    expect(fields).toMatchObject({ Action: 'Send', To: RECIPIENT, Network: 'Foyer Local' })
    // In dollars when the backend knows the price, else in ETH (3 decimals).
    expect(fields.Amount).toMatch(/^0\.25 ETH( \(\$[\d,.]+\))?$/)
    expect(fields.Balance).toMatch(/^1 ETH( \(\$[\d,.]+\))?$/)
    expect(fields['Estimated fee']).toMatch(/^(<0\.001 ETH|0\.\d{1,3} ETH|<\$0\.01|\$[\d,.]+)$/)
    expect(screen.queryByText('Details')).not.toBeNull()
    expect(screen.queryAllByText(address).length).toBeGreaterThan(0)
    expect(screen.queryByRole('button', { name: 'Not now' })).not.toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }))
    expect(await screen.findByRole('heading', { name: 'Transaction complete!' })).not.toBeNull()
    expect(screen.queryByText("You're all set.")).not.toBeNull()
    const hash = transactionRequestFlow.get(h.client).hash
    fireEvent.click(screen.getByRole('button', { name: 'All Done' }))
    expect(await pending).toMatchObject({ hash })
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

// The confirmation as the flow leaves it (decoded steps, prices, scan results), set directly: what
// the screen shows and what its buttons do, whatever the chain and the scanner answered.
describe('the transaction confirmation (decoded steps, dollars, scan, stepper)', () => {
  const WALLET = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
  const SPENDER = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'
  const ETHER = 10n ** 18n
  const send: TransactionSummary = {
    from: WALLET, to: RECIPIENT, value: ETHER / 4n, data: null,
    chain: { id: 31337, name: 'Foyer Local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, explorerUrl: null },
    details: { action: 'send', functionName: null }, token: null, prices: { native: 3000, token: null }, sponsored: false,
    estimatedFee: 42_000_000_000_000n, balance: ETHER, warning: null,
  }
  const approval: TransactionSummary = {
    ...send, to: TOKEN, value: 0n, data: '0x095ea7b3',
    details: { action: 'token-approve', functionName: 'approve', amount: MAX_UINT256, spender: SPENDER },
    token: { address: TOKEN, standard: 'erc20', name: 'USD Coin', symbol: 'USDC', decimals: 6 }, prices: { native: 3000, token: 1 },
  }
  const malicious: TransactionScanState = {
    status: 'completed', error: null,
    result: { resultType: 'Malicious', verdict: 'error', description: 'Known drainer.', features: [], simulation: { status: 'success', changes: [], exposures: [] } },
  }
  const unscanned: TransactionScanState = { status: 'uninitiated', result: null, error: null }

  /** The screen on a request whose flow is `state` (its steps from `summaries` / `scans`). */
  function show(summaries: TransactionSummary[], scans: TransactionScanState[] = [], state: Partial<TransactionRequestState> = {}, uiOptions: WalletUiOptions = {}) {
    const h = renderWithFoyer(<FoyerScreens initialScreen="walletTransaction" />)
    act(() => {
      transactionRequestFlow.set(h.client, {
        status: 'ready', index: 0, hashes: [], hash: null, signature: null, receipt: null, error: null,
        steps: summaries.map((summary, i) => ({ summary, scan: scans[i] ?? unscanned, acknowledged: false })), ...state,
      })
      walletRequestValue.set(h.client, { id: 1, kind: 'transaction', mode: 'send', address: WALLET, transaction: { to: RECIPIENT }, uiOptions })
    })
    return h
  }
  const fields = () => Object.fromEntries([...document.querySelectorAll('dl')[0]!.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]))

  it('a native send reads Send, the amount with its dollars, the fee in dollars (2 decimals) and the balance', async () => {
    show([send])
    await screen.findByRole('heading', { name: 'Confirm transaction' })
    expect(fields()).toEqual({
      Action: 'Send', Amount: '0.25 ETH ($750.00)', To: RECIPIENT, Network: 'Foyer Local', 'Estimated fee': '$0.13', Balance: '1 ETH ($3,000.00)',
    })
  })

  it("a fee worth less than a cent reads '<$0.01'; without a price it reads in ETH (3 decimals); sponsored, 'Sponsored'", async () => {
    show([{ ...send, estimatedFee: 1_000_000_000_000n }])
    await screen.findByRole('heading', { name: 'Confirm transaction' })
    expect(fields()['Estimated fee']).toBe('<$0.01')
    cleanup()
    show([{ ...send, prices: { native: null, token: null }, estimatedFee: 1_234_567_000_000_000n }])
    await screen.findByRole('heading', { name: 'Confirm transaction' })
    expect(fields()).toMatchObject({ Amount: '0.25 ETH', 'Estimated fee': '0.001 ETH' })
    cleanup()
    show([{ ...send, sponsored: true }])
    await screen.findByRole('heading', { name: 'Confirm transaction' })
    expect(fields()['Estimated fee']).toBe('Sponsored')
  })

  it("an approval of 2^256−1 reads 'Maximum' with the Spender and the token address", async () => {
    show([approval])
    await screen.findByRole('heading', { name: 'Confirm transaction' })
    expect(fields()).toMatchObject({ Action: 'Approve token', Amount: 'Maximum USDC', Spender: SPENDER, To: TOKEN, 'Token address': TOKEN })
  })

  it("an ERC-1155 batch transfer reads 'Transfer NFT' with each id and amount, To the recipient", async () => {
    show([{
      ...send, to: TOKEN, value: 0n, data: '0x2eb2c2d6', token: { address: TOKEN, standard: 'erc1155', name: 'Items', symbol: 'ITEM', decimals: 0 },
      details: { action: 'nft-transfer', functionName: 'safeBatchTransferFrom', tokenIds: [1n, 2n], amounts: [3n, 1n], transferFrom: WALLET, transferTo: RECIPIENT },
    }])
    await screen.findByRole('heading', { name: 'Confirm transaction' })
    expect(fields()).toMatchObject({ Action: 'Transfer NFT', Send: '3 × ITEM #1, 1 × ITEM #2', To: RECIPIENT, 'Token address': TOKEN })
  })

  it("a Malicious result: an alert, Approve disabled until 'I understand and want to proceed anyways.' is ticked", async () => {
    const h = show([approval], [malicious])
    const approve = await screen.findByRole('button', { name: 'Approve' })
    expect(screen.getByRole('alert').textContent).toBe('Known drainer.')
    expect((approve as HTMLButtonElement).disabled).toBe(true)
    const box = screen.getByRole('checkbox', { name: 'I understand and want to proceed anyways.' })
    fireEvent.click(box)
    await waitFor(() => expect((screen.getByRole('button', { name: 'Approve' }) as HTMLButtonElement).disabled).toBe(false))
    expect(transactionRequestFlow.get(h.client).steps[0]!.acknowledged).toBe(true)
    fireEvent.click(screen.getByRole('checkbox', { name: 'I understand and want to proceed anyways.' }))
    await waitFor(() => expect((screen.getByRole('button', { name: 'Approve' }) as HTMLButtonElement).disabled).toBe(true))
  })

  it('a Warning result only warns (a status banner; Approve enabled); a running scan says so', async () => {
    show([approval], [{ ...malicious, result: { ...malicious.result!, resultType: 'Warning', verdict: 'warn', description: 'Unknown spender.' } }])
    const approve = await screen.findByRole('button', { name: 'Approve' })
    expect((approve as HTMLButtonElement).disabled).toBe(false)
    expect(screen.getByText('Unknown spender.').getAttribute('role')).toBe('status')
    expect(screen.queryByRole('checkbox')).toBeNull()
    cleanup()
    show([approval], [{ status: 'in-progress', result: null, error: null }])
    expect((await screen.findByText('Checking transaction…')).getAttribute('role')).toBe('status')
  })

  it('a failed scan, or a failed simulation, shows the plain value: no banner, no scan details', async () => {
    show([send], [{ status: 'failed', result: null, error: new Error('scanner down') }])
    await screen.findByRole('heading', { name: 'Confirm transaction' })
    expect(fields().Amount).toBe('0.25 ETH ($750.00)')
    expect(document.querySelector('[data-scan]')).toBeNull()
    expect(screen.queryByText('Scan details')).toBeNull()
    cleanup()
    show([send], [{ status: 'completed', error: null, result: { resultType: 'Benign', verdict: 'safe', description: null, features: [], simulation: { status: 'failed', error: 'reverted' } } }])
    await screen.findByRole('heading', { name: 'Confirm transaction' })
    expect(screen.queryByText('Scan details')).toBeNull()
    expect((screen.getByRole('button', { name: 'Approve' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it("the scan details list the simulated changes in and out, with dollars, and the approvals granted", async () => {
    const eth = { type: 'native', address: null, name: 'Ether', symbol: 'ETH', logoUrl: null, decimals: 18 } as const
    const usdc = { type: 'erc20', address: TOKEN, name: 'USD Coin', symbol: 'USDC', logoUrl: null, decimals: 6 } as const
    show([send], [{
      status: 'completed', error: null,
      result: {
        resultType: 'Benign', verdict: 'safe', description: null, features: [],
        simulation: {
          status: 'success',
          changes: [{ asset: eth, in: [], out: [{ raw: ETHER / 4n, usd: 750, tokenId: null }] }, { asset: usdc, in: [{ raw: 700_000_000n, usd: 700, tokenId: null }], out: [] }],
          exposures: [{ asset: usdc, spender: SPENDER, raw: MAX_UINT256, usd: null, approvedForAll: false }],
        },
      },
    }])
    await screen.findByText('Scan details')
    expect([...screen.getByRole('list', { name: 'Simulated changes' }).querySelectorAll('li')].map((li) => li.textContent)).toEqual(['−0.25 ETH ($750.00)', '+700 USDC ($700.00)'])
    expect(screen.getByRole('list', { name: 'Approvals granted' }).textContent).toBe(`Maximum USDC to ${SPENDER}`)
  })

  it("several transactions: 'Step 1 of 2' and Continue, then 'Step 2 of 2' and Approve; sending says which one", async () => {
    const h = show([approval, send], [unscanned, unscanned], {}, { isCancellable: true })
    expect(await screen.findByText('Step 1 of 2')).not.toBeNull()
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByText('Step 2 of 2')).not.toBeNull()
    expect(transactionRequestFlow.get(h.client).index).toBe(1)
    expect(fields().Action).toBe('Send')
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Approve' })).not.toBeNull()
    act(() => transactionRequestFlow.set(h.client, { ...transactionRequestFlow.get(h.client), status: 'submitting', index: 0 }))
    const sending = await screen.findByRole('button', { name: /Sending 1 of 2/ })
    expect((sending as HTMLButtonElement).disabled).toBe(true)
  })

  it("a Malicious step blocks Continue until its box is ticked", async () => {
    show([approval, send], [malicious, unscanned])
    const next = await screen.findByRole('button', { name: 'Continue' })
    expect((next as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(screen.getByRole('checkbox', { name: 'I understand and want to proceed anyways.' }))
    await waitFor(() => expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(false))
  })

  it("a balance below value + fee: the button reads 'Add funds' and the client emits addFunds with what is missing", async () => {
    const h = show([{ ...send, value: ETHER, balance: ETHER / 2n }])
    const onAddFunds = vi.fn()
    h.client.events.on('addFunds', onAddFunds)
    fireEvent.click(await screen.findByRole('button', { name: 'Add funds' }))
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull()
    expect(onAddFunds).toHaveBeenCalledWith({ address: WALLET, chainId: 31337, amount: ETHER / 2n + 42_000_000_000_000n })
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
