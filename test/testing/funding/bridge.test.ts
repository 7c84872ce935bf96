import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { parseEther, type Hex } from 'viem'
import { FAKE_FUNDING_PATHS, FUNDING_FAULT_STEPS, RELAY_SOLANA_CHAIN_ID } from '../../../src/testing/index.js'
import type { WireRelayQuote, WireRelayRequests } from '../../../src/core/types/funding.js'
import { call } from '../helpers.js'
import {
  CHAIN_A, CHAIN_B, evmBalance, evmWallet, fundingUser, fundingWorld, sendSolanaDeposit, solanaBalance, type FundingUser, type FundingWorld,
} from './setup.js'

const ZERO = '0x0000000000000000000000000000000000000000'
const SOL = '11111111111111111111111111111111'

let world: FundingWorld
let user: FundingUser
let usdc: string

beforeAll(async () => {
  world = await fundingWorld({ funding: { quoteTtlMs: 60_000 } })
  user = await fundingUser(world)
  usdc = world.evm.usdc.address
  await world.backend.chains.faucet({ chainType: 'ethereum', chainId: CHAIN_A, address: user.evm.address, amount: '10' })
  await world.backend.chains.faucet({ chainType: 'ethereum', chainId: CHAIN_B, address: user.evm.address, asset: 'USDC', amount: '500' })
  await world.backend.chains.faucet({ chainType: 'ethereum', chainId: CHAIN_B, address: user.evm.address, amount: '1' })
  await world.backend.chains.faucet({ chainType: 'solana', address: user.solana.publicKey.toBase58(), amount: '50' })
})
afterEach(() => {
  world.backend.faults.clear()
  vi.useRealTimers()
})
afterAll(() => world.close())

const quote = (body: Record<string, unknown>) =>
  call<WireRelayQuote>(world.backend, 'POST', `${FAKE_FUNDING_PATHS.relay}/quote`, { appId: null, body: { tradeType: 'EXPECTED_OUTPUT', ...body } })
const status = (hash: string) => call<WireRelayRequests>(world.backend, 'GET', `${FAKE_FUNDING_PATHS.relay}/requests/v2?hash=${hash}`, { appId: null })

/** Sends a quote's EVM deposit from the user; the hash. */
async function depositEvm(q: WireRelayQuote): Promise<Hex> {
  const data = q.steps[0]!.items[0]!.data
  const wallet = evmWallet(world.evm, data.chainId, user.evm)
  const hash = await wallet.sendTransaction({ to: data.to as Hex, value: BigInt(data.value), data: data.data as Hex })
  expect((await wallet.getTransactionReceipt({ hash })).status).toBe('success')
  return hash
}

/** The ETH the user's deposit cost in gas. */
async function gasOf(chainId: number, hash: Hex) {
  const receipt = await evmWallet(world.evm, chainId, user.evm).getTransactionReceipt({ hash })
  return receipt.gasUsed * receipt.effectiveGasPrice
}

async function ethQuote(amount: bigint, recipient = user.evm.address) {
  const res = await quote({ user: user.evm.address, recipient, originChainId: CHAIN_A, destinationChainId: CHAIN_B, originCurrency: ZERO, destinationCurrency: ZERO, amount: amount.toString() })
  expect(res.status).toBe(200)
  return res.body
}

describe('bridge (Relay-like) between the local chains', () => {
  it('quotes ETH 31337 → 31338: a deposit to the solver on the origin chain carrying the request id; the fill lands on the destination chain', async () => {
    const amount = parseEther('0.5')
    const q = await ethQuote(amount)
    const step = q.steps[0]!
    const solver = world.backend.funding.describe().accounts.find((a) => a.chainType === 'ethereum')!.solver
    expect(step).toMatchObject({ id: 'deposit', kind: 'transaction', requestId: expect.stringMatching(/^0x[0-9a-f]{64}$/) })
    expect(step.items[0]!.data).toEqual({ from: user.evm.address, to: solver, value: '500500000000000000', chainId: CHAIN_A, data: step.requestId })
    expect(q.details).toMatchObject({ operation: 'bridge', currencyOut: { amount: amount.toString(), currency: { chainId: CHAIN_B, symbol: 'ETH', decimals: 18 } } })
    expect(q.fees.relayer.amount).toBe(parseEther('0.0005').toString())
    expect(q.expiresAt).toBe(world.clock.now + 60_000)

    const recipientBefore = await evmBalance(world, CHAIN_B, user.evm.address)
    const hash = await depositEvm(q)
    // Unknown to the bridge until reported; then read from the origin chain.
    const first = await status(hash)
    expect(first.status).toBe(200)
    expect(first.body.requests).toEqual([
      expect.objectContaining({ id: step.requestId, status: 'waiting', user: user.evm.address, recipient: user.evm.address, data: { inTxs: [expect.objectContaining({ hash, chainId: CHAIN_A })], outTxs: [] } }),
    ])
    await world.backend.funding.settled()
    const done = (await status(hash)).body.requests[0]!
    expect(done.status).toBe('success')
    expect(done.data.outTxs).toEqual([expect.objectContaining({ chainId: CHAIN_B, hash: expect.stringMatching(/^0x/) })])
    expect((await evmBalance(world, CHAIN_B, user.evm.address)) - recipientBefore).toBe(amount)
    // By request id too.
    expect((await call(world.backend, 'GET', `${FAKE_FUNDING_PATHS.relay}/requests/v2?id=${step.requestId}`, { appId: null })).body.requests[0].status).toBe('success')
  })

  it('bridges SOL from the local Solana runtime to ETH on 31337 (priced by the token table)', async () => {
    const amount = parseEther('0.01') // $30 → 0.2 SOL at $150, plus 0.1 %
    const res = await quote({
      user: user.solana.publicKey.toBase58(), recipient: user.evm.address, originChainId: RELAY_SOLANA_CHAIN_ID, destinationChainId: CHAIN_A,
      originCurrency: SOL, destinationCurrency: ZERO, amount: amount.toString(),
    })
    expect(res.status).toBe(200)
    const data = res.body.steps[0]!.items[0]!.data
    expect(data).toMatchObject({ chainId: RELAY_SOLANA_CHAIN_ID, value: '200200000', instructions: [expect.objectContaining({ programId: SOL })] })
    expect(res.body.details.operation).toBe('swap')
    const before = await evmBalance(world, CHAIN_A, user.evm.address)
    const solBefore = await solanaBalance(world, user.solana.publicKey.toBase58())
    const signature = await sendSolanaDeposit(world, user.solana, data as never)
    expect((await status(signature)).body.requests[0]).toMatchObject({ status: 'waiting', data: { inTxs: [{ hash: signature, chainId: RELAY_SOLANA_CHAIN_ID }] } })
    await world.backend.funding.settled()
    expect((await status(signature)).body.requests[0]!.status).toBe('success')
    expect((await evmBalance(world, CHAIN_A, user.evm.address)) - before).toBe(amount)
    expect(solBefore - (await solanaBalance(world, user.solana.publicKey.toBase58()))).toBe(200_200_000n + 5000n)
  })

  it('bridges USDC from 31338 to USDC on Solana (a token deposit, a token fill)', async () => {
    const recipient = user.solana.publicKey.toBase58()
    const res = await quote({
      user: user.evm.address, recipient, originChainId: CHAIN_B, destinationChainId: RELAY_SOLANA_CHAIN_ID,
      originCurrency: usdc, destinationCurrency: world.solana.usdcMint, amount: '25000000',
    })
    expect(res.status).toBe(200)
    expect(res.body.steps[0]!.items[0]!.data).toMatchObject({ to: usdc, value: '0', chainId: CHAIN_B })
    const before = await solanaBalance(world, recipient, 'USDC')
    const hash = await depositEvm(res.body)
    await status(hash)
    await world.backend.funding.settled()
    expect((await status(hash)).body.requests[0]).toMatchObject({ status: 'success', data: { outTxs: [{ chainId: RELAY_SOLANA_CHAIN_ID }] } })
    expect((await solanaBalance(world, recipient, 'USDC')) - before).toBe(25_000_000n)
  })

  it('a fault on the fill refunds the deposit on the origin chain (status refund); nothing lands on the destination', async () => {
    const q = await ethQuote(parseEther('1'))
    world.backend.faults.add({ method: 'POST', path: FUNDING_FAULT_STEPS.relayFill, status: 500, times: 1 })
    const originBefore = await evmBalance(world, CHAIN_A, user.evm.address)
    const destinationBefore = await evmBalance(world, CHAIN_B, user.evm.address)
    const hash = await depositEvm(q)
    expect((await status(hash)).body.requests[0]!.status).toBe('waiting')
    await world.backend.funding.settled()
    const request = (await status(hash)).body.requests[0]!
    expect(request).toMatchObject({ status: 'refund', data: { failReason: 'SOLVER_FILL_FAILED', outTxs: [{ chainId: CHAIN_A }] } })
    // Back on the origin chain, all but the deposit's gas.
    expect(await evmBalance(world, CHAIN_A, user.evm.address)).toBe(originBefore - (await gasOf(CHAIN_A, hash)))
    expect(await evmBalance(world, CHAIN_B, user.evm.address)).toBe(destinationBefore)
    // The request page (the refund status link).
    const page = await world.backend.fetch(new Request(`http://localhost${FAKE_FUNDING_PATHS.relay}/transaction/${hash}`))
    expect(await page.text()).toContain('data-outcome="refund"')
  })

  it('a failed fill of a Solana deposit is refunded on the Solana runtime', async () => {
    const address = user.solana.publicKey.toBase58()
    const res = await quote({
      user: address, recipient: user.evm.address, originChainId: RELAY_SOLANA_CHAIN_ID, destinationChainId: CHAIN_B,
      originCurrency: SOL, destinationCurrency: ZERO, amount: parseEther('0.005').toString(),
    })
    world.backend.faults.add({ method: 'POST', path: FUNDING_FAULT_STEPS.relayFill, status: 503, times: 1 })
    const before = await solanaBalance(world, address)
    const destinationBefore = await evmBalance(world, CHAIN_B, user.evm.address)
    const signature = await sendSolanaDeposit(world, user.solana, res.body.steps[0]!.items[0]!.data as never)
    await status(signature)
    await world.backend.funding.settled()
    expect((await status(signature)).body.requests[0]).toMatchObject({ status: 'refund', data: { outTxs: [{ chainId: RELAY_SOLANA_CHAIN_ID }] } })
    expect(await solanaBalance(world, address)).toBe(before - 5000n) // only the deposit's fee is gone
    expect(await evmBalance(world, CHAIN_B, user.evm.address)).toBe(destinationBefore)
  })

  it('a delayed fill reports delayed, then pending work completes it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    const q = await ethQuote(parseEther('0.1'))
    world.backend.faults.add({ method: 'POST', path: FUNDING_FAULT_STEPS.relayFill, delayMs: 20_000, times: 1 })
    const hash = await depositEvm(q)
    expect((await status(hash)).body.requests[0]!.status).toBe('waiting')
    await vi.waitFor(async () => expect((await status(hash)).body.requests[0]!.status).toBe('delayed'))
    await vi.advanceTimersByTimeAsync(20_000)
    await world.backend.funding.settled()
    expect((await status(hash)).body.requests[0]!.status).toBe('success')
  })

  it('when the refund fails too, the request ends in failure', async () => {
    const q = await ethQuote(parseEther('0.1'))
    world.backend.faults.add({ method: 'POST', path: FUNDING_FAULT_STEPS.relayFill, status: 500, times: 1 })
    world.backend.faults.add({ method: 'POST', path: FUNDING_FAULT_STEPS.relayRefund, status: 500, times: 1 })
    const hash = await depositEvm(q)
    await status(hash)
    await world.backend.funding.settled()
    expect((await status(hash)).body.requests[0]).toMatchObject({ status: 'failure', data: { failReason: 'SOLVER_FILL_FAILED', outTxs: [] } })
  })

  it('an expired quote is not filled: the deposit is refunded (QUOTE_EXPIRED)', async () => {
    const q = await ethQuote(parseEther('0.2'))
    world.clock.now += 60_001
    const destinationBefore = await evmBalance(world, CHAIN_B, user.evm.address)
    const hash = await depositEvm(q)
    await status(hash)
    await world.backend.funding.settled()
    expect((await status(hash)).body.requests[0]).toMatchObject({ status: 'refund', data: { failReason: 'QUOTE_EXPIRED', outTxs: [{ chainId: CHAIN_A }] } })
    expect(await evmBalance(world, CHAIN_B, user.evm.address)).toBe(destinationBefore)
  })

  it('a quote is filled once: a second deposit for it is refunded; a short deposit is refunded', async () => {
    const q = await ethQuote(parseEther('0.1'))
    const first = await depositEvm(q)
    await status(first)
    const second = await depositEvm(q)
    await status(second)
    await world.backend.funding.settled()
    expect((await status(first)).body.requests[0]!.status).toBe('success')
    expect((await status(second)).body.requests[0]).toMatchObject({ status: 'refund', data: { failReason: 'QUOTE_ALREADY_USED' } })

    const short = await ethQuote(parseEther('0.1'))
    const data = short.steps[0]!.items[0]!.data
    const wallet = evmWallet(world.evm, CHAIN_A, user.evm)
    const hash = await wallet.sendTransaction({ to: data.to as Hex, value: BigInt(data.value) - 1n, data: data.data as Hex })
    await status(hash)
    await world.backend.funding.settled()
    expect((await status(hash)).body.requests[0]).toMatchObject({ status: 'refund', data: { failReason: 'AMOUNT_TOO_LOW' } })
  })

  it('a hash that is no deposit answers no request', async () => {
    const wallet = evmWallet(world.evm, CHAIN_A, user.evm)
    const hash = await wallet.sendTransaction({ to: user.evm.address, value: 1n })
    expect((await status(hash)).body).toEqual({ requests: [] })
    expect((await status(`0x${'ab'.repeat(32)}`)).body).toEqual({ requests: [] })
    expect((await status('5'.repeat(88))).body).toEqual({ requests: [] })
    expect(await call(world.backend, 'GET', `${FAKE_FUNDING_PATHS.relay}/requests/v2`, { appId: null })).toMatchObject({ status: 400, body: { code: 'invalid_data', message: expect.any(String) } })
  })

  it.each([
    ['the same chain on both sides', { originChainId: CHAIN_A, destinationChainId: CHAIN_A }, 'unsupported_route'],
    ['a chain that does not run locally', { originChainId: 1 }, 'unsupported_chain'],
    ['an unknown currency', { originCurrency: '0x1111111111111111111111111111111111111111' }, 'unsupported_currency'],
    ['a Solana currency on an EVM chain', { destinationCurrency: SOL }, 'unsupported_currency'],
    ['another trade type', { tradeType: 'EXACT_INPUT' }, 'invalid_data'],
    ['a zero amount', { amount: '0' }, 'invalid_data'],
    ['an amount above the limit', { amount: parseEther('101').toString() }, 'invalid_data'],
    ['a user that is not an address', { user: 'nope' }, 'invalid_data'],
    ['a Solana recipient without a Solana destination', { recipient: 'So11111111111111111111111111111111111111112' }, 'invalid_data'],
  ])('refuses a quote with %s (400, with the message the client reads)', async (_, patch, code) => {
    const res = await quote({ user: user.evm.address, originChainId: CHAIN_A, destinationChainId: CHAIN_B, originCurrency: ZERO, destinationCurrency: ZERO, amount: '1000', ...patch })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ error: expect.any(String), code, message: (res.body as unknown as { error: string }).error })
  })

  it('a cross-kind quote needs the recipient', async () => {
    const res = await quote({ user: user.evm.address, originChainId: CHAIN_A, destinationChainId: RELAY_SOLANA_CHAIN_ID, originCurrency: ZERO, destinationCurrency: SOL, amount: '1000000' })
    expect(res).toMatchObject({ status: 400, body: { error: expect.stringContaining('recipient') } })
  })
})

describe('funding description', () => {
  it('GET /__dev/funding names the paths, keys, networks and the paying accounts', async () => {
    const res = await call(world.backend, 'GET', '/__dev/funding', { appId: null })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      paths: FAKE_FUNDING_PATHS,
      networks: { ethereum: CHAIN_A, base: CHAIN_B, solana: 'solana' },
      relaySolanaChainId: RELAY_SOLANA_CHAIN_ID,
      quoteTtlMs: 60_000,
      accounts: [
        { chainType: 'ethereum', onramp: expect.stringMatching(/^0x/), solver: expect.stringMatching(/^0x/) },
        { chainType: 'solana', onramp: expect.any(String), solver: expect.any(String) },
      ],
    })
  })

  it('the fake providers answer only with dev routes on', async () => {
    const { createDevBackend } = await import('../../../src/testing/index.js')
    const closed = createDevBackend({ devRoutes: false, chains: [world.evm] })
    expect((await call(closed, 'POST', `${FAKE_FUNDING_PATHS.relay}/quote`, { appId: null, body: {} })).status).toBe(404)
    expect((await call(closed, 'GET', `${FAKE_FUNDING_PATHS.moonpayApi}/transactions/ext/x?apiKey=k`, { appId: null })).status).toBe(404)
  })
})

