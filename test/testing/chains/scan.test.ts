import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createWalletClient, defineChain, encodeFunctionData, formatUnits, http, maxUint256, numberToHex, parseEther, parseUnits, type Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createDevBackend, DEFAULT_TOKEN_PRICES, DRAINER_ADDRESS, type DevBackend, type WireTokenResponse } from '../../../src/testing/index.js'
import { createEvmDevChain, type EvmDevChain } from '../../../src/testing/chains/index.js'
import type { WireTransactionScan } from '../../../src/core/types/scan.js'
import { call, login } from '../helpers.js'

const CHAIN_ID = 31337
let chain: EvmDevChain
let backend: DevBackend
let session: WireTokenResponse

beforeAll(async () => {
  chain = await createEvmDevChain({ networks: [{ chainId: CHAIN_ID, name: 'Foyer Local' }] })
  backend = createDevBackend({ chains: [chain] })
  session = await login(backend, 'ada@example.com')
})
afterEach(() => chain.reset())
afterAll(() => chain.close())

type Tx = { from: string; to?: string; value?: string; data?: string; gas?: string; nonce?: string; gasPrice?: string }

const scanBody = (tx: Tx | Record<string, unknown>, chainId = String(CHAIN_ID)) => ({
  metadata: { domain: 'app.test' },
  chain_id: chainId,
  request: { method: 'eth_sendTransaction', params: [tx] },
})

const scan = (tx: Tx, { chainId = String(CHAIN_ID), token = session.token }: { chainId?: string; token?: string } = {}) =>
  call<WireTransactionScan>(backend, 'POST', '/api/v1/scan/transaction', { token, body: scanBody(tx, chainId) })

const rpc = async (method: string, params: unknown[] = []) => {
  const res = await call(backend, 'POST', `/rpc/evm/${CHAIN_ID}`, { appId: null, body: { jsonrpc: '2.0', id: 1, method, params } })
  return res.body as { result?: any; error?: { message: string } }
}

const faucet = async (address: Address, asset: 'native' | 'USDC', amount: string) => {
  const res = await call(backend, 'POST', '/__dev/faucet', { appId: null, body: { chainType: 'ethereum', chainId: CHAIN_ID, address, asset, amount } })
  expect(res.status).toBe(200)
}

/** A new account with 1 ETH and 10 USDC. */
async function funded() {
  const account = privateKeyToAccount(generatePrivateKey())
  await faucet(account.address, 'native', '1')
  await faucet(account.address, 'USDC', '10')
  return account
}

const randomAddress = () => privateKeyToAccount(generatePrivateKey()).address
const usdcCall = (functionName: 'transfer' | 'approve', args: [Address, bigint]) => encodeFunctionData({ abi: chain.usdc.abi, functionName, args })
const USDC_ASSET = { type: 'ERC20', name: 'Foyer USD', symbol: 'USDC', logo_url: null, decimals: 6 }
const ETH_ASSET = { type: 'NATIVE', name: 'Ether', symbol: 'ETH', logo_url: null, decimals: 18 }

describe('POST /api/v1/scan/transaction: simulation', () => {
  it('shows a native send as ETH going out, in dollars, fees excluded', async () => {
    const sender = await funded()
    const to = randomAddress()
    const res = await scan({ from: sender.address, to, value: numberToHex(parseEther('0.5')) })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      validation: { status: 'Success', result_type: 'Benign', features: [] },
      simulation: {
        status: 'Success',
        params: { from: sender.address, to, value: numberToHex(parseEther('0.5')), data: '0x', chain_id: '31337' },
        assets_diffs: [{ asset: ETH_ASSET, in: [], out: [{ value: '0.5', raw_value: numberToHex(parseEther('0.5')), usd_price: 1500 }] }],
        exposures: [],
      },
    })
  })

  it('simulates a send from a small balance with the estimated gas, not the per-transaction cap', async () => {
    const sender = privateKeyToAccount(generatePrivateKey())
    await faucet(sender.address, 'native', '0.001')
    const res = await scan({ from: sender.address, to: randomAddress(), value: numberToHex(parseEther('0.0005')) })
    expect(res.body.simulation.status).toBe('Success')
    expect(res.body.simulation.assets_diffs[0]!.out).toEqual([{ value: '0.0005', raw_value: numberToHex(parseEther('0.0005')), usd_price: 1.5 }])
  })

  it("answers a sender who cannot pay with the node's error", async () => {
    const res = await scan({ from: randomAddress(), to: randomAddress(), value: numberToHex(parseEther('1')) })
    expect(res.body.simulation.status).toBe('Error')
    expect(res.body.simulation.error).toMatch(/funds/i)
  })

  it('shows a USDC transfer as 6-decimal USDC going out, worth its dollars', async () => {
    const sender = await funded()
    const data = usdcCall('transfer', [randomAddress(), parseUnits('2.5', 6)])
    const res = await scan({ from: sender.address, to: chain.usdc.address, data })
    expect(res.body.validation.result_type).toBe('Benign')
    expect(res.body.simulation.assets_diffs).toEqual([
      { asset: { ...USDC_ASSET, address: chain.usdc.address }, in: [], out: [{ value: '2.5', raw_value: '0x2625a0', usd_price: 2.5 }] },
    ])
  })

  it('warns about an unlimited approval and shows the exposure (2^256 − 1)', async () => {
    const sender = await funded()
    const spender = randomAddress()
    const res = await scan({ from: sender.address, to: chain.usdc.address, data: usdcCall('approve', [spender, maxUint256]) })
    expect(res.body.validation).toEqual({
      status: 'Success',
      result_type: 'Warning',
      description: `This transaction lets ${spender.slice(0, 6)}…${spender.slice(-4)} spend your USDC.`,
      features: [{ type: 'TOKEN_APPROVAL', description: `${spender} may spend your USDC`, address: spender }],
    })
    expect(res.body.simulation.assets_diffs).toEqual([])
    expect(res.body.simulation.exposures).toEqual([
      {
        asset: { ...USDC_ASSET, address: chain.usdc.address },
        spenders: [{ spender, raw_value: numberToHex(maxUint256), value: formatUnits(maxUint256, 6), usd_price: expect.any(Number), is_approved_for_all: false }],
      },
    ])
  })

  it('does not warn about an approval to a trusted spender', async () => {
    const spender = randomAddress()
    const trusting = createDevBackend({ chains: [chain], scan: { trustedSpenders: [spender] } })
    const ada = await login(trusting, 'ada@example.com')
    const sender = await funded()
    const res = await call<WireTransactionScan>(trusting, 'POST', '/api/v1/scan/transaction', {
      token: ada.token,
      body: scanBody({ from: sender.address, to: chain.usdc.address, data: usdcCall('approve', [spender, 5n]) }),
    })
    expect(res.body.validation).toEqual({ status: 'Success', result_type: 'Benign', features: [] })
    expect(res.body.simulation.exposures[0]!.spenders[0]).toMatchObject({ spender, raw_value: '0x5', value: '0.000005' })
  })

  it("calls the drainer's claim Malicious and shows the ETH it takes", async () => {
    const sender = await funded()
    const data = encodeFunctionData({ abi: chain.drainer.abi, functionName: 'claim' })
    const res = await scan({ from: sender.address, to: DRAINER_ADDRESS, value: numberToHex(parseEther('0.1')), data })
    expect(res.body.validation).toEqual({
      status: 'Success',
      result_type: 'Malicious',
      description: 'This transaction sends assets to a known malicious address.',
      features: [{ type: 'KNOWN_MALICIOUS', description: `${DRAINER_ADDRESS} is a known malicious address`, address: DRAINER_ADDRESS }],
    })
    expect(res.body.simulation.assets_diffs).toEqual([{ asset: ETH_ASSET, in: [], out: [{ value: '0.1', raw_value: numberToHex(parseEther('0.1')), usd_price: 300 }] }])
  })

  it('calls an approval to the drainer Malicious', async () => {
    const sender = await funded()
    const res = await scan({ from: sender.address, to: chain.usdc.address, data: usdcCall('approve', [DRAINER_ADDRESS, 1n]) })
    expect(res.body.validation.result_type).toBe('Malicious')
    expect(res.body.validation.description).toBe('This transaction lets a known malicious address spend your USDC.')
  })

  it('answers a reverting transaction with a simulation error and its reason', async () => {
    const sender = await funded()
    const data = usdcCall('transfer', [randomAddress(), parseUnits('11', 6)])
    const res = await scan({ from: sender.address, to: chain.usdc.address, data })
    expect(res.status).toBe(200)
    expect(res.body.simulation).toMatchObject({ status: 'Error', error: 'execution reverted: ERC20: transfer amount exceeds balance', assets_diffs: [], exposures: [] })
    expect(res.body.validation).toEqual({ status: 'Success', result_type: 'Benign', features: [] })
  })

  it('answers a chain without a local network with a simulation error, and still validates', async () => {
    const sender = randomAddress()
    const res = await scan({ from: sender, to: DRAINER_ADDRESS, value: '0x1' }, { chainId: '999' })
    expect(res.body.simulation).toEqual({
      status: 'Error',
      error: 'Simulation is not available for chain 999',
      params: { from: sender, to: DRAINER_ADDRESS, value: '0x1', data: '0x', chain_id: '999' },
      assets_diffs: [],
      exposures: [],
    })
    expect(res.body.validation.result_type).toBe('Malicious')
  })

  it('leaves balances, nonces, blocks and impersonation as they were', async () => {
    const sender = await funded()
    const before = await Promise.all([
      rpc('eth_getBalance', [sender.address, 'latest']),
      rpc('eth_getTransactionCount', [sender.address, 'latest']),
      rpc('eth_blockNumber'),
      rpc('eth_call', [{ to: chain.usdc.address, data: encodeFunctionData({ abi: chain.usdc.abi, functionName: 'balanceOf', args: [sender.address] }) }, 'latest']),
    ])
    const res = await scan({ from: sender.address, to: chain.usdc.address, data: usdcCall('transfer', [randomAddress(), parseUnits('3', 6)]), nonce: '0x7', gasPrice: '0x1' })
    expect(res.body.simulation.status).toBe('Success')
    const after = await Promise.all([
      rpc('eth_getBalance', [sender.address, 'latest']),
      rpc('eth_getTransactionCount', [sender.address, 'latest']),
      rpc('eth_blockNumber'),
      rpc('eth_call', [{ to: chain.usdc.address, data: encodeFunctionData({ abi: chain.usdc.abi, functionName: 'balanceOf', args: [sender.address] }) }, 'latest']),
    ])
    expect(after).toEqual(before)
    // The sender was not impersonated before the scan, so it is not after.
    const sent = await rpc('eth_sendTransaction', [{ from: sender.address, to: randomAddress(), value: '0x1' }])
    expect(sent.error?.message).toBeTruthy()
  })

  it('keeps an account impersonated through the RPC impersonated', async () => {
    const sender = await funded()
    expect((await rpc('hardhat_impersonateAccount', [sender.address])).result).toBe(true)
    expect((await scan({ from: sender.address, to: randomAddress(), value: '0x1' })).body.simulation.status).toBe('Success')
    const sent = await rpc('eth_sendTransaction', [{ from: sender.address, to: randomAddress(), value: '0x1' }])
    expect(sent.result).toMatch(/^0x[0-9a-f]{64}$/)
  })

  it('holds back RPC requests made during a scan: they see none of it and are not rolled back', async () => {
    const sender = await funded()
    const payer = await funded()
    const to = randomAddress()
    const wallet = createWalletClient({
      account: payer,
      chain: defineChain({ id: CHAIN_ID, name: 'Local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [] } } }),
      transport: http(`http://localhost/rpc/evm/${CHAIN_ID}`, { fetchFn: (input, init) => backend.fetch(new Request(input, init)), retryCount: 0 }),
    })
    const signed = await wallet.signTransaction(await wallet.prepareTransactionRequest({ to, value: 12345n }))
    const startBlock = (await rpc('eth_blockNumber')).result
    let done = false
    const scanning = scan({ from: sender.address, to: chain.usdc.address, data: usdcCall('transfer', [randomAddress(), 1n]) }).finally(() => (done = true))
    // Requests keep coming while the scan runs: each waits for it to end.
    const seen = new Set<string>()
    let sending: ReturnType<typeof rpc> | undefined
    while (!done) {
      seen.add((await rpc('eth_blockNumber')).result)
      sending ??= rpc('eth_sendRawTransaction', [signed])
    }
    expect((await scanning).body.simulation.status).toBe('Success')
    // Before the transaction, or after it: never a block of the simulation.
    const afterSend = numberToHex(BigInt(startBlock) + 1n)
    expect([...seen].filter((block) => block !== startBlock && block !== afterSend)).toEqual([])
    const sent = await sending!
    expect((await rpc('eth_blockNumber')).result).toBe(afterSend)
    expect(sent.result).toMatch(/^0x[0-9a-f]{64}$/)
    expect((await rpc('eth_getTransactionReceipt', [sent.result])).result.status).toBe('0x1')
    expect((await rpc('eth_getBalance', [to, 'latest'])).result).toBe(numberToHex(12345n))
  })
})

describe('POST /api/v1/scan/transaction: access and input', () => {
  it('needs a signed-in user and the app id', async () => {
    const tx = { from: randomAddress(), to: randomAddress(), value: '0x1' }
    const anonymous = await call(backend, 'POST', '/api/v1/scan/transaction', { body: scanBody(tx) })
    expect(anonymous.status).toBe(401)
    expect(anonymous.body.code).toBe('missing_or_invalid_token')
    const noApp = await call(backend, 'POST', '/api/v1/scan/transaction', { token: session.token, appId: null, body: scanBody(tx) })
    expect(noApp.status).toBe(400)
    expect(noApp.body.code).toBe('missing_or_invalid_privy_app_id')
  })

  it.each([
    ['a bad sender', scanBody({ from: '0x1234', to: randomAddress() }), 'Missing or invalid field: request.params[0].from (a 0x address)'],
    ['a bad recipient', scanBody({ from: randomAddress(), to: 'bob' }), 'Missing or invalid field: request.params[0].to (a 0x address)'],
    ['a decimal value', scanBody({ from: randomAddress(), value: '100' }), 'Invalid field: request.params[0].value (a 0x-hex quantity of at most 64 digits)'],
    ['a huge gas', scanBody({ from: randomAddress(), gas: `0x${'f'.repeat(17)}` }), 'Invalid field: request.params[0].gas (a 0x-hex quantity of at most 16 digits)'],
    ['a bad nonce', scanBody({ from: randomAddress(), nonce: '0xz' }), 'Invalid field: request.params[0].nonce (a 0x-hex quantity of at most 16 digits)'],
    ['odd-length data', scanBody({ from: randomAddress(), data: '0xabc' }), 'Invalid field: request.params[0].data (0x-hex bytes)'],
    ['too much data', scanBody({ from: randomAddress(), data: `0x${'00'.repeat(49_153)}` }), 'Invalid field: request.params[0].data (at most 49152 bytes)'],
    ['a hex chain id', scanBody({ from: randomAddress() }, '0x7a69'), 'Missing or invalid field: chain_id (a positive decimal integer)'],
    ['no domain', { ...scanBody({ from: randomAddress() }), metadata: {} }, 'Missing or invalid field: metadata.domain'],
    ['another method', { ...scanBody({ from: randomAddress() }), request: { method: 'eth_sign', params: [{}] } }, 'Missing or invalid field: request.method (only eth_sendTransaction)'],
    ['two transactions', { ...scanBody({ from: randomAddress() }), request: { method: 'eth_sendTransaction', params: [{}, {}] } }, 'Missing or invalid field: request.params (one transaction)'],
  ])('refuses %s with 400 and a message naming the field', async (_, body, message) => {
    const res = await call(backend, 'POST', '/api/v1/scan/transaction', { token: session.token, body })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ error: message, code: 'invalid_data' })
  })
})

describe('GET /api/v1/token_price', () => {
  const CHAIN_ID_ERROR = 'Missing or invalid field: chainId (a positive decimal integer, or solana:mainnet, solana:devnet, solana:testnet or solana:localnet)'
  const price = (query: string, on: DevBackend = backend) => call(on, 'GET', `/api/v1/token_price?${query}`)

  it('answers the dollar price of a token of the default table', async () => {
    expect(DEFAULT_TOKEN_PRICES).toEqual({ ETH: 3000, USDC: 1, USDT: 1, SOL: 150, POL: 0.25 })
    expect(await price('chainId=1&tokenSymbol=ETH')).toMatchObject({ status: 200, body: { usd: 3000 } })
    expect(await price('chainId=137&tokenSymbol=POL')).toMatchObject({ status: 200, body: { usd: 0.25 } })
  })

  it('takes a Solana cluster as its wallet-standard chain', async () => {
    for (const chain of ['solana:mainnet', 'solana:devnet', 'solana:testnet', 'solana:localnet']) {
      expect(await price(`chainId=${encodeURIComponent(chain)}&tokenSymbol=SOL`)).toMatchObject({ status: 200, body: { usd: 150 } })
    }
  })

  it('answers 404 for a token without a price', async () => {
    expect(await price('chainId=1&tokenSymbol=FOO')).toMatchObject({ status: 404, body: { error: 'No price for token FOO', code: 'not_found' } })
  })

  it.each([
    ['no chain id', 'tokenSymbol=ETH', CHAIN_ID_ERROR],
    ['chain id 0', 'chainId=0&tokenSymbol=ETH', CHAIN_ID_ERROR],
    ['an unknown Solana cluster', 'chainId=solana%3Amoonnet&tokenSymbol=SOL', CHAIN_ID_ERROR],
    ['no symbol', 'chainId=1', 'Missing or invalid field: tokenSymbol (1 to 16 of A-Z, a-z, 0-9 and .)'],
    ['a long symbol', `chainId=1&tokenSymbol=${'A'.repeat(17)}`, 'Missing or invalid field: tokenSymbol (1 to 16 of A-Z, a-z, 0-9 and .)'],
    ['a symbol with a slash', 'chainId=1&tokenSymbol=ET%2FH', 'Missing or invalid field: tokenSymbol (1 to 16 of A-Z, a-z, 0-9 and .)'],
  ])('refuses %s with 400', async (_, query, error) => {
    expect(await price(query)).toMatchObject({ status: 400, body: { error, code: 'invalid_data' } })
  })

  it('needs the app id', async () => {
    expect((await call(backend, 'GET', '/api/v1/token_price?chainId=1&tokenSymbol=ETH', { appId: null })).status).toBe(400)
  })

  it('answers from the configured table instead of the default one', async () => {
    const own = createDevBackend({ tokenPrices: { ABC: 2.5 } })
    expect(await price('chainId=1&tokenSymbol=abc', own)).toMatchObject({ status: 200, body: { usd: 2.5 } })
    expect((await price('chainId=1&tokenSymbol=ETH', own)).status).toBe(404)
  })
})
