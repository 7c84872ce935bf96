import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPublicClient, custom, defineChain, encodeFunctionData, erc20Abi, parseAbi, parseEther, verifyMessage, verifyTypedData, type Address } from 'viem'
import {
  acknowledgeTransactionRisk, closeWalletRequest, confirmWalletRequest, continueTransactionRequest, currentStep, lacksFunds, loginWithEmailCode, requestAddFunds, stepBlocked, sendEmailCode, sendTransaction, signMessage, signRequestFlow, signTransaction,
  signTypedData, startClient, transactionRequestFlow, walletRequestValue, type FoyerClient,
} from '../../../../src/core/index.js'
import { appConfigValue } from '../../../../src/core/client/appConfig.js'
import { createWallet } from '../../../../src/core/wallets/embedded/createWallet.js'
import { setEmbeddedFrameConnection } from '../../../../src/core/wallets/embedded/session.js'
import { walletUiShown } from '../../../../src/core/wallets/embedded/walletUi.js'
import { registerWalletUiHost } from '../../../../src/core/wallets/embedded/walletUiHosts.js'
import { DRAINER_ADDRESS, createDevBackend, type DevBackend } from '../../../../src/testing/index.js'
import { createEvmDevChain, type EvmDevChain } from '../../../../src/testing/chains/index.js'
import { createWalletService } from '../../../../src/wallet-service/index.js'
import { backendFetch, memoryStorage } from '../../../wallet-service/helpers.js'
import { call } from '../../../testing/helpers.js'
import { clientOnBackend } from '../../helpers.js'
import { servicePort } from './helpers.js'

const API = 'http://foyer.test'
const local = defineChain({ id: 31337, name: 'Local 31337', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [`${API}/rpc/evm/31337`] } } })
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const

let chain: EvmDevChain
let backend: DevBackend
let client: FoyerClient
let address: Address
let unregister: (() => void) | null = null

beforeAll(async () => {
  chain = await createEvmDevChain()
  backend = createDevBackend({ chains: [chain] })
  client = clientOnBackend(backend, { apiUrl: API, supportedChains: [local] })
  const service = createWalletService({ appId: backend.appId, apiUrl: 'http://127.0.0.1:4321', fetch: backendFetch(backend), storage: memoryStorage() })
  setEmbeddedFrameConnection(client, { connect: () => servicePort(service) })
  await startClient(client)
  await sendEmailCode(client, { email: 'ada@example.com' })
  await loginWithEmailCode(client, { code: backend.mailbox.latest('ada@example.com')!.code })
  address = (await createWallet(client)).wallet.address as Address
  await call(backend, 'POST', '/__dev/faucet', { body: { chainType: 'ethereum', chainId: 31337, address, amount: '1' }, appId: null })
}, 60_000)
afterAll(() => chain.close())
/** Reads the local chain directly (not through the kit). */
const pc = () => createPublicClient({ chain: local, transport: custom(chain.provider(31337)) })
beforeEach(() => {
  // A test that failed half-way leaves no screen open for the next one.
  if (walletRequestValue.get(client)) closeWalletRequest(client)
  unregister?.()
  unregister = null
})

/** A default UI is mounted (as <FoyerModal/> registers itself). */
const mountUi = () => {
  unregister = registerWalletUiHost(client, { kind: 'modal', notify: () => {} })
}
/** A transaction request shows (not the last one's state, kept until the next one starts) and is ready. */
const txReady = () => walletRequestValue.get(client)?.kind === 'transaction' && transactionRequestFlow.get(client).status === 'ready'
const until = async (check: () => boolean) => {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5))
  expect(check()).toBe(true)
}

describe('signing requests ask the mounted default UI', () => {
  it('headless (no UI mounted) signs with no screen', async () => {
    expect(walletUiShown(client, undefined)).toBe(false)
    const { signature } = await signMessage(client, { message: 'headless' })
    expect(walletRequestValue.get(client)).toBeNull()
    expect(await verifyMessage({ address, message: 'headless', signature })).toBe(true)
  })

  it('showWalletUIs: false, or the app-wide switch off, signs with no screen even with a UI mounted', async () => {
    mountUi()
    expect(walletUiShown(client, { showWalletUIs: false })).toBe(false)
    const { signature } = await signMessage(client, { message: 'quiet', uiOptions: { showWalletUIs: false } })
    expect(await verifyMessage({ address, message: 'quiet', signature })).toBe(true)
    const config = appConfigValue.get(client)!
    appConfigValue.set(client, { ...config, embeddedWallets: { ...config.embeddedWallets, showWalletUIs: false } })
    try {
      expect(walletUiShown(client, undefined)).toBe(false)
    } finally {
      appConfigValue.set(client, config)
    }
    expect(walletUiShown(client, undefined)).toBe(true)
  })

  it('with a UI mounted, the request shows and waits: loading → idle; confirm signs; closing after signed resolves', async () => {
    mountUi()
    const pending = signMessage(client, { message: 'with a screen', uiOptions: { title: 'Approve' } })
    await until(() => walletRequestValue.get(client) !== null)
    expect(walletRequestValue.get(client)).toMatchObject({ kind: 'signMessage', message: 'with a screen', address, uiOptions: { title: 'Approve' } })
    await until(() => signRequestFlow.get(client).status === 'idle')
    expect(signRequestFlow.get(client).signature).toBeNull()
    await confirmWalletRequest(client)
    expect(signRequestFlow.get(client).status).toBe('signed')
    closeWalletRequest(client)
    const { signature } = await pending
    expect(await verifyMessage({ address, message: 'with a screen', signature })).toBe(true)
    expect(walletRequestValue.get(client)).toBeNull()
  })

  it("closing without a result rejects with EIP-1193 4001 'The user rejected the request'", async () => {
    mountUi()
    const pending = signTypedData(client, { typedData: { domain: { name: 'T' }, types: { M: [{ name: 'x', type: 'uint256' }] }, primaryType: 'M', message: { x: 1n } } })
    await until(() => walletRequestValue.get(client)?.kind === 'signTypedData')
    expect(walletRequestValue.get(client)).toMatchObject({ typedData: { message: { x: '1' } } })
    closeWalletRequest(client)
    await expect(pending).rejects.toMatchObject({ code: 4001, message: 'The user rejected the request' })
  })

  it('typed data signed through the screen verifies', async () => {
    mountUi()
    const typedData = { domain: { name: 'T', chainId: 1 }, types: { M: [{ name: 'x', type: 'string' }] }, primaryType: 'M', message: { x: 'y' } } as const
    const pending = signTypedData(client, { typedData })
    await until(() => walletRequestValue.get(client)?.kind === 'signTypedData' && signRequestFlow.get(client).status === 'idle')
    await confirmWalletRequest(client)
    closeWalletRequest(client)
    const { signature } = await pending
    expect(await verifyTypedData({ address, ...typedData, signature })).toBe(true)
  })

  it('requests wait their turn: a second one shows once the first closed', async () => {
    mountUi()
    const first = signMessage(client, { message: 'one' })
    const second = signMessage(client, { message: 'two' })
    await until(() => walletRequestValue.get(client) !== null)
    expect(walletRequestValue.get(client)).toMatchObject({ message: 'one' })
    closeWalletRequest(client)
    await expect(first).rejects.toMatchObject({ code: 4001 })
    await until(() => (walletRequestValue.get(client) as { message?: string } | null)?.message === 'two')
    closeWalletRequest(client)
    await expect(second).rejects.toMatchObject({ code: 4001 })
  })

  it('a transaction: the confirmation reads fee, balance and prices; confirm sends and waits for the receipt; closing resolves the hash', async () => {
    mountUi()
    const pending = sendTransaction(client, { transaction: { to: RECIPIENT, value: parseEther('0.01') } })
    await until(txReady)
    const { steps, index } = transactionRequestFlow.get(client)
    expect(steps).toHaveLength(1)
    expect(index).toBe(0)
    const summary = steps[0]!.summary
    expect(summary).toMatchObject({
      from: address, to: RECIPIENT, value: parseEther('0.01'), chain: { id: 31337, name: 'Local 31337', explorerUrl: null }, warning: null,
      details: { action: 'send', functionName: null }, token: null, prices: { native: 3000, token: null }, sponsored: false,
    })
    expect(summary.balance).toBeGreaterThan(parseEther('0.5'))
    expect(summary.estimatedFee).toBeGreaterThan(0n)
    await confirmWalletRequest(client)
    expect(transactionRequestFlow.get(client)).toMatchObject({ status: 'complete', receipt: { status: 'success' } })
    const hash = transactionRequestFlow.get(client).hash
    closeWalletRequest(client)
    expect(await pending).toEqual({ hash, hashes: [hash] })
  })

  it('a sign-only transaction resolves with the signature once signed and closed', async () => {
    mountUi()
    const pending = signTransaction(client, { transaction: { to: RECIPIENT, value: 1n } })
    await until(txReady)
    await confirmWalletRequest(client)
    expect(transactionRequestFlow.get(client).status).toBe('signed')
    closeWalletRequest(client)
    expect((await pending).signature).toMatch(/^0x02/)
  })

  it('a failed send is the error state; a retry that resets the nonce succeeds; closing before approving rejects 4001', async () => {
    mountUi()
    const pending = sendTransaction(client, { transaction: { to: RECIPIENT, value: 1n, nonce: 0 } })
    await until(txReady)
    await confirmWalletRequest(client)
    expect(transactionRequestFlow.get(client)).toMatchObject({ status: 'error', hash: null })
    expect(transactionRequestFlow.get(client).error?.message).toMatch(/nonce/i)
    await confirmWalletRequest(client, { resetNonce: true })
    expect(transactionRequestFlow.get(client).status).toBe('complete')
    closeWalletRequest(client)
    expect((await pending).hash).toMatch(/^0x/)
    const declined = sendTransaction(client, { transaction: { to: RECIPIENT, value: 1n } })
    await until(txReady)
    closeWalletRequest(client)
    await expect(declined).rejects.toMatchObject({ code: 4001, message: 'The user rejected the request' })
  })

  it('a sign-only transaction is not broadcast: the chain never sees it', async () => {
    mountUi()
    const before = await pc().getTransactionCount({ address })
    const pending = signTransaction(client, { transaction: { to: RECIPIENT, value: 1n } })
    await until(txReady)
    await confirmWalletRequest(client)
    closeWalletRequest(client)
    await pending
    expect(await pc().getTransactionCount({ address })).toBe(before)
  })
})

const scanSettled = () => transactionRequestFlow.get(client).steps.every((step) => step.scan.status === 'completed' || step.scan.status === 'failed')
const setScanning = (on: boolean) => {
  const config = appConfigValue.get(client)!
  appConfigValue.set(client, { ...config, embeddedWallets: { ...config.embeddedWallets, transactionScanning: on } })
}

describe('the confirmation says what a transaction does (decoded, in dollars, scanned)', () => {
  const usdc = () => chain.usdc.address

  beforeAll(async () => {
    await call(backend, 'POST', '/__dev/faucet', { body: { chainType: 'ethereum', chainId: 31337, address, asset: 'USDC', amount: '100' }, appId: null })
  })

  it('a USDC transfer: decoded, the token symbol and decimals read from the chain, its price and a Benign scan with the diff', async () => {
    mountUi()
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [RECIPIENT, 25_000_000n] })
    const pending = sendTransaction(client, { transaction: { to: usdc(), data } })
    await until(() => txReady() && scanSettled())
    const step = currentStep(transactionRequestFlow.get(client))!
    expect(step.summary.details).toEqual({ action: 'token-transfer', functionName: 'transfer', transferTo: RECIPIENT, amount: 25_000_000n })
    expect(step.summary.token).toMatchObject({ address: usdc(), standard: 'erc20', decimals: 6 })
    expect(step.summary.token?.symbol).toMatch(/USD/)
    expect(step.summary.prices.native).toBe(3000)
    expect(step.scan).toMatchObject({ status: 'completed', result: { resultType: 'Benign', verdict: 'safe' } })
    const result = step.scan.result!
    expect(result.simulation.status).toBe('success')
    const out = result.simulation.status === 'success' ? result.simulation.changes.flatMap((c) => c.out.map((o) => [c.asset.address?.toLowerCase(), o.raw])) : []
    expect(out).toContainEqual([usdc().toLowerCase(), 25_000_000n])
    expect(stepBlocked(step)).toBe(false)
    closeWalletRequest(client)
    await expect(pending).rejects.toMatchObject({ code: 4001 })
  })

  it('an approval of 2^256−1 to an unknown spender is a Warning: a banner, never blocking', async () => {
    mountUi()
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [RECIPIENT, 2n ** 256n - 1n] })
    const pending = sendTransaction(client, { transaction: { to: usdc(), data } })
    await until(() => txReady() && scanSettled())
    const step = currentStep(transactionRequestFlow.get(client))!
    expect(step.summary.details).toMatchObject({ action: 'token-approve', spender: RECIPIENT, amount: 2n ** 256n - 1n })
    expect(step.scan.result).toMatchObject({ resultType: 'Warning', verdict: 'warn' })
    expect(stepBlocked(step)).toBe(false)
    closeWalletRequest(client)
    await expect(pending).rejects.toMatchObject({ code: 4001 })
  })

  it('a call to the drainer is Malicious: approving is blocked until the user acknowledges the risk', async () => {
    mountUi()
    const data = encodeFunctionData({ abi: parseAbi(['function claim() payable']), functionName: 'claim' })
    const pending = sendTransaction(client, { transaction: { to: DRAINER_ADDRESS, value: 1n, data } })
    await until(() => txReady() && scanSettled())
    const step = currentStep(transactionRequestFlow.get(client))!
    expect(step.summary.details).toEqual({ action: 'call', functionName: data.slice(0, 10) })
    expect(step.summary.token).toBeNull()
    expect(step.scan.result).toMatchObject({ resultType: 'Malicious', verdict: 'error' })
    expect(stepBlocked(step)).toBe(true)
    await confirmWalletRequest(client)
    expect(transactionRequestFlow.get(client).status).toBe('ready')
    acknowledgeTransactionRisk(client, { acknowledged: true })
    expect(stepBlocked(currentStep(transactionRequestFlow.get(client))!)).toBe(false)
    await confirmWalletRequest(client)
    expect(transactionRequestFlow.get(client).status).toBe('complete')
    closeWalletRequest(client)
    expect((await pending).hash).toMatch(/^0x/)
  })

  it('with scanning turned off in the host config, no scan runs', async () => {
    mountUi()
    setScanning(false)
    try {
      const pending = sendTransaction(client, { transaction: { to: RECIPIENT, value: 1n } })
      await until(txReady)
      await Promise.resolve()
      expect(currentStep(transactionRequestFlow.get(client))!.scan.status).toBe('uninitiated')
      closeWalletRequest(client)
      await expect(pending).rejects.toMatchObject({ code: 4001 })
    } finally {
      setScanning(true)
    }
  })

  it("sponsored: the summary says the fee is paid by someone else (lacksFunds then ignores the fee)", async () => {
    mountUi()
    const pending = sendTransaction(client, { transaction: { to: RECIPIENT, value: 1n }, sponsored: true })
    await until(txReady)
    expect(currentStep(transactionRequestFlow.get(client))!.summary.sponsored).toBe(true)
    closeWalletRequest(client)
    await expect(pending).rejects.toMatchObject({ code: 4001 })
  })

  it('two steps (approve, then transfer): Approve does nothing before the last step; Continue; Approve sends them one at a time, in order', async () => {
    mountUi()
    const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [RECIPIENT, 5_000_000n] })
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [RECIPIENT, 1_000_000n] })
    const before = (await pc().readContract({ address: usdc(), abi: erc20Abi, functionName: 'balanceOf', args: [RECIPIENT] }))
    const pending = sendTransaction(client, { transaction: [{ to: usdc(), data: approve }, { to: usdc(), data: transfer }] })
    await until(() => txReady() && scanSettled())
    const state = transactionRequestFlow.get(client)
    expect(state.steps.map((s) => s.summary.details.functionName)).toEqual(['approve', 'transfer'])
    expect(state.steps.map((s) => s.scan.status)).toEqual(['completed', 'completed'])
    await confirmWalletRequest(client)
    expect(transactionRequestFlow.get(client)).toMatchObject({ status: 'ready', index: 0 })
    continueTransactionRequest(client)
    expect(transactionRequestFlow.get(client).index).toBe(1)
    await confirmWalletRequest(client)
    const done = transactionRequestFlow.get(client)
    expect(done).toMatchObject({ status: 'complete', index: 1 })
    expect(done.hashes).toHaveLength(2)
    closeWalletRequest(client)
    const result = await pending
    expect(result).toEqual({ hash: done.hashes[1], hashes: done.hashes })
    const receipts = await Promise.all(result.hashes.map((hash) => pc().getTransactionReceipt({ hash })))
    expect(receipts.map((r) => r.status)).toEqual(['success', 'success'])
    expect(receipts[0]!.blockNumber).toBeLessThan(receipts[1]!.blockNumber)
    expect(await pc().readContract({ address: usdc(), abi: erc20Abi, functionName: 'allowance', args: [address, RECIPIENT] })).toBe(5_000_000n)
    expect(await pc().readContract({ address: usdc(), abi: erc20Abi, functionName: 'balanceOf', args: [RECIPIENT] })).toBe(before + 1_000_000n)
  })

  it('headless, several transactions are sent one by one, each mined before the next', async () => {
    const pending = sendTransaction(client, { transaction: [{ to: RECIPIENT, value: 1n }, { to: RECIPIENT, value: 2n }] })
    const { hash, hashes } = await pending
    expect(walletRequestValue.get(client)).toBeNull()
    expect(hashes).toHaveLength(2)
    expect(hash).toBe(hashes[1])
    const first = await pc().getTransactionReceipt({ hash: hashes[0]! })
    expect(first.status).toBe('success')
    const second = await pc().getTransaction({ hash: hashes[1]! })
    expect(second.value).toBe(2n)
  })

  it("'Add funds' emits addFunds with the missing amount; the balance is read again every 2 s until it covers the transaction", async () => {
    mountUi()
    const balance = await pc().getBalance({ address })
    const pending = sendTransaction(client, { transaction: { to: RECIPIENT, value: balance + parseEther('0.5') } })
    await until(txReady)
    const step = currentStep(transactionRequestFlow.get(client))!
    expect(lacksFunds(step.summary)).toBe(true)
    const asked: { address: string; chainId: number; amount: bigint }[] = []
    const off = client.events.on('addFunds', (event) => void asked.push(event))
    await call(backend, 'POST', '/__dev/faucet', { body: { chainType: 'ethereum', chainId: 31337, address, amount: '1' }, appId: null })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      requestAddFunds(client)
      expect(asked).toHaveLength(1)
      expect(asked[0]).toMatchObject({ address, chainId: 31337 })
      expect(asked[0]!.amount).toBe(step.summary.value + step.summary.estimatedFee! - step.summary.balance!)
      expect(lacksFunds(currentStep(transactionRequestFlow.get(client))!.summary)).toBe(true)
      await vi.advanceTimersByTimeAsync(1_999)
      expect(currentStep(transactionRequestFlow.get(client))!.summary.balance).toBe(step.summary.balance)
      await vi.advanceTimersByTimeAsync(1)
      // The read goes to the chain (real I/O): yield (setImmediate is not faked) until it lands, for at most 10 s.
      const deadline = Date.now() + 10_000
      while (lacksFunds(currentStep(transactionRequestFlow.get(client))!.summary) && Date.now() < deadline) await new Promise((resolve) => setImmediate(resolve))
      expect(lacksFunds(currentStep(transactionRequestFlow.get(client))!.summary)).toBe(false)
      expect(vi.getTimerCount()).toBe(0)
    } finally {
      vi.useRealTimers()
      off()
    }
    closeWalletRequest(client)
    await expect(pending).rejects.toMatchObject({ code: 4001 })
  })
})
