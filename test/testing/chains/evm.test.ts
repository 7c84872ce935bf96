import { readFileSync } from 'node:fs'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeErrorResult,
  encodeFunctionData,
  http,
  parseEther,
  parseUnits,
  type Address,
  type Hex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createDevBackend, type DevBackend } from '../../../src/testing/index.js'
import { createEvmDevChain, type EvmDevChain } from '../../../src/testing/chains/index.js'
import { artifactText, artifactsDir, compileContracts } from '../../../scripts/compile-contracts.js'
import { startDevServer } from '../../../src/testing/node.js'
import { call } from '../helpers.js'

const ERROR_STRING = { type: 'error', name: 'Error', inputs: [{ name: 'message', type: 'string' }] } as const

let chain: EvmDevChain
let backend: DevBackend

beforeAll(async () => {
  chain = await createEvmDevChain()
  backend = createDevBackend({ chains: [chain] })
})
afterEach(() => backend.reset())
afterAll(() => chain.close())

const localChain = (id: number) =>
  defineChain({ id, name: `Local ${id}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [] } } })

/** A viem transport whose requests go straight into `backend.fetch`. */
const transport = (chainId: number) =>
  http(`http://localhost/rpc/evm/${chainId}`, {
    fetchFn: (input, init) => backend.fetch(new Request(input, init)),
    retryCount: 0,
  })

const publicClient = (chainId = 31337) => createPublicClient({ chain: localChain(chainId), transport: transport(chainId) })

const walletClient = (privateKey: Hex = generatePrivateKey(), chainId = 31337) =>
  createWalletClient({ account: privateKeyToAccount(privateKey), chain: localChain(chainId), transport: transport(chainId) })

const rpc = (body: unknown, chainId: number | string = 31337) => call(backend, 'POST', `/rpc/evm/${chainId}`, { body, appId: null })

const faucet = (body: Record<string, unknown>) => call(backend, 'POST', '/__dev/faucet', { body: { chainType: 'ethereum', ...body }, appId: null })

/** A new account with `eth` ETH from the faucet. */
async function fundedWallet(eth = '1', chainId = 31337) {
  const wallet = walletClient(generatePrivateKey(), chainId)
  const funded = await faucet({ chainId, address: wallet.account.address, amount: eth })
  expect(funded.status).toBe(200)
  return wallet
}

/** The revert reason a viem call failed with (fails the test when it succeeded). */
async function revertReason(promise: Promise<unknown>): Promise<string | undefined> {
  const error = await promise.then(
    () => expect.unreachable('the call succeeded'),
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(BaseError)
  const reverted = (error as BaseError).walk((e) => e instanceof ContractFunctionRevertedError)
  return (reverted as ContractFunctionRevertedError | null)?.reason
}

const usdcBalance = (address: Address, chainId = 31337) =>
  publicClient(chainId).readContract({ address: chain.usdc.address, abi: chain.usdc.abi, functionName: 'balanceOf', args: [address] })

describe('local EVM chain: networks', () => {
  it('answers each network with its own chain id', async () => {
    expect(await publicClient(31337).getChainId()).toBe(31337)
    expect(await publicClient(31338).getChainId()).toBe(31338)
    expect((await rpc({ jsonrpc: '2.0', id: 1, method: 'net_version', params: [] }, 31338)).body).toEqual({ jsonrpc: '2.0', id: 1, result: '31338' })
  })

  it('describes its networks, RPC paths, the USDC token and the drainer (GET /__dev/chains)', async () => {
    const { status, body } = await call(backend, 'GET', '/__dev/chains', { appId: null })
    expect(status).toBe(200)
    const usdc = { USDC: { address: chain.usdc.address, decimals: 6 } }
    const contracts = {
      drainer: chain.drainer.address,
      entryPoint: chain.accountAbstraction.entryPoint,
      smartAccountFactory: chain.accountAbstraction.factory.address,
      verifyingPaymaster: chain.accountAbstraction.paymaster,
    }
    expect(body).toEqual([
      {
        chainType: 'ethereum',
        networks: [
          { id: 31337, name: 'Foyer Local', rpcPath: '/rpc/evm/31337', tokens: usdc, contracts },
          { id: 31338, name: 'Foyer Local 2', rpcPath: '/rpc/evm/31338', tokens: usdc, contracts },
        ],
      },
    ])
    expect(backend.chains.list()).toEqual(body)
  })

  it('deploys the USDC-like token at the same address on every network', async () => {
    expect(chain.usdc.address).toBe('0x5FbDB2315678afecb367f032d93F642f64180aa3')
    for (const chainId of [31337, 31338]) {
      const client = publicClient(chainId)
      const read = (functionName: 'symbol' | 'decimals' | 'name' | 'minter') =>
        client.readContract({ address: chain.usdc.address, abi: chain.usdc.abi, functionName })
      expect(await read('symbol')).toBe('USDC')
      expect(await read('decimals')).toBe(6)
      expect(await read('name')).toBe('Foyer USD')
      expect(await read('minter')).toBe(chain.treasury)
    }
  })

  it('deploys the drainer at the same address on every network; claim forwards the ETH to the treasury', async () => {
    expect(chain.drainer.address).toBe('0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512')
    for (const chainId of [31337, 31338]) {
      expect(await publicClient(chainId).readContract({ address: chain.drainer.address, abi: chain.drainer.abi, functionName: 'owner' })).toBe(chain.treasury)
    }
    const wallet = await fundedWallet('1')
    const before = await publicClient().getBalance({ address: chain.treasury })
    const hash = await wallet.writeContract({ address: chain.drainer.address, abi: chain.drainer.abi, functionName: 'claim', value: parseEther('0.25') })
    expect((await publicClient().waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await publicClient().getBalance({ address: chain.treasury })).toBe(before + parseEther('0.25'))
  })

  it('keeps the networks independent', async () => {
    const wallet = await fundedWallet('2', 31338)
    const address = wallet.account.address
    expect(await publicClient(31338).getBalance({ address })).toBe(parseEther('2'))
    expect(await publicClient(31337).getBalance({ address })).toBe(0n)
    expect(await publicClient(31337).getBlockNumber()).toBeLessThan(await publicClient(31338).getBlockNumber())
  })

  it('rejects options it cannot run', async () => {
    await expect(createEvmDevChain({ networks: [] })).rejects.toThrow('at least one network')
    await expect(createEvmDevChain({ networks: [{ chainId: 5, name: 'a' }, { chainId: 5, name: 'b' }] })).rejects.toThrow('used twice')
    await expect(createEvmDevChain({ hardfork: 'shanghai' })).rejects.toThrow('older than cancun')
    await expect(createEvmDevChain({ hardfork: 'nope' })).rejects.toThrow('Unknown hardfork')
  })

  it('runs the networks a caller chooses, with extra genesis balances', async () => {
    const address = privateKeyToAccount(generatePrivateKey()).address
    const own = await createEvmDevChain({ networks: [{ chainId: 1337, name: 'Mine' }], accounts: [{ address, balance: 5n }] })
    try {
      expect(own.describe().networks.map((n) => n.id)).toEqual([1337])
      expect(await own.provider().request({ method: 'eth_chainId' })).toBe('0x539')
      expect(await own.provider(1337).request({ method: 'eth_getBalance', params: [address, 'latest'] })).toBe('0x5')
    } finally {
      await own.close()
    }
  })
})

describe('local EVM chain: transactions', () => {
  it('mines a signed transfer sent with eth_sendRawTransaction, with a real receipt', async () => {
    const wallet = await fundedWallet('1')
    const client = publicClient()
    const to = privateKeyToAccount(generatePrivateKey()).address
    const request = await wallet.prepareTransactionRequest({ to, value: parseEther('0.25') })
    const serializedTransaction = await wallet.signTransaction(request)
    const hash = await client.sendRawTransaction({ serializedTransaction })
    const receipt = await client.getTransactionReceipt({ hash })
    expect(receipt).toMatchObject({ status: 'success', from: wallet.account.address.toLowerCase(), to: to.toLowerCase(), gasUsed: 21000n, type: 'eip1559' })
    expect(receipt.effectiveGasPrice).toBeGreaterThan(0n)
    expect(await client.getBalance({ address: to })).toBe(parseEther('0.25'))
    expect(await client.getBalance({ address: wallet.account.address })).toBe(
      parseEther('0.75') - receipt.gasUsed * receipt.effectiveGasPrice,
    )
    const block = await client.getBlock({ blockNumber: receipt.blockNumber })
    expect(block.baseFeePerGas).toBeGreaterThan(0n)
    expect(block.transactions).toEqual([hash])
  })

  it('counts nonces up with each transaction', async () => {
    const wallet = await fundedWallet('1')
    const client = publicClient()
    const address = wallet.account.address
    expect(await client.getTransactionCount({ address })).toBe(0)
    await wallet.sendTransaction({ to: chain.treasury, value: 1n })
    expect(await client.getTransactionCount({ address })).toBe(1)
    const hash = await wallet.sendTransaction({ to: chain.treasury, value: 1n })
    expect((await client.getTransaction({ hash })).nonce).toBe(1)
    expect(await client.getTransactionCount({ address })).toBe(2)
  })

  it('gives the revert reason on eth_call and a failed receipt when the transaction is mined anyway', async () => {
    const wallet = await fundedWallet('1')
    const client = publicClient()
    const transfer = { address: chain.usdc.address, abi: chain.usdc.abi, functionName: 'transfer', args: [chain.treasury, 1n] } as const
    expect(await revertReason(client.simulateContract({ ...transfer, account: wallet.account }))).toBe('ERC20: transfer amount exceeds balance')
    // On the wire: geth's revert convention (code 3, data = the revert data), EDR's message.
    const data = encodeFunctionData(transfer)
    const { body } = await rpc({ jsonrpc: '2.0', id: 9, method: 'eth_call', params: [{ from: wallet.account.address, to: chain.usdc.address, data }, 'latest'] })
    expect(body.error).toEqual({
      code: 3,
      message: "reverted with reason string 'ERC20: transfer amount exceeds balance'",
      data: encodeErrorResult({ abi: [ERROR_STRING], errorName: 'Error', args: ['ERC20: transfer amount exceeds balance'] }),
    })

    const hash = await wallet.writeContract({ ...transfer, gas: 100_000n })
    const receipt = await client.getTransactionReceipt({ hash })
    expect(receipt.status).toBe('reverted')
    expect(receipt.gasUsed).toBeGreaterThan(21000n)
    expect(await client.getTransactionCount({ address: wallet.account.address })).toBe(1)
  })

  it('runs the token: approve, increaseAllowance, transferFrom, and mint only for the minter', async () => {
    const owner = await fundedWallet('1')
    const spender = await fundedWallet('1')
    const client = publicClient()
    const usdc = { address: chain.usdc.address, abi: chain.usdc.abi } as const
    await faucet({ address: owner.account.address, asset: 'USDC', amount: '10' })
    await owner.writeContract({ ...usdc, functionName: 'approve', args: [spender.account.address, 5_000_000n] })
    await owner.writeContract({ ...usdc, functionName: 'increaseAllowance', args: [spender.account.address, 3_000_000n] })
    const allowance = () => client.readContract({ ...usdc, functionName: 'allowance', args: [owner.account.address, spender.account.address] })
    expect(await allowance()).toBe(8_000_000n)
    const hash = await spender.writeContract({ ...usdc, functionName: 'transferFrom', args: [owner.account.address, spender.account.address, 8_000_000n] })
    const logs = (await client.getTransactionReceipt({ hash })).logs
    expect(logs).toHaveLength(2) // Approval (the allowance spent) and Transfer
    expect(await allowance()).toBe(0n)
    expect(await usdcBalance(spender.account.address)).toBe(8_000_000n)
    expect(await usdcBalance(owner.account.address)).toBe(2_000_000n)

    const overAllowance = client.simulateContract({
      ...usdc,
      functionName: 'transferFrom',
      args: [owner.account.address, spender.account.address, 1n],
      account: spender.account,
    })
    expect(await revertReason(overAllowance)).toBe('ERC20: insufficient allowance')
    const mint = client.simulateContract({ ...usdc, functionName: 'mint', args: [owner.account.address, 1n], account: owner.account })
    expect(await revertReason(mint)).toBe('FoyerUSD: caller is not the minter')
  })
})

describe('local EVM chain: faucet', () => {
  it('sends ETH from the treasury in a real transaction and returns the new balance', async () => {
    const address = privateKeyToAccount(generatePrivateKey()).address
    const first = await faucet({ address })
    expect(first.status).toBe(200)
    expect(first.body.balance).toBe(parseEther('1').toString())
    const second = await faucet({ address, asset: 'ETH', amount: '2.5', chainId: 31337 })
    expect(second.body.balance).toBe(parseEther('3.5').toString())
    expect(await publicClient().getBalance({ address })).toBe(parseEther('3.5'))
    const tx = await publicClient().getTransaction({ hash: second.body.transaction })
    expect(tx).toMatchObject({ from: chain.treasury.toLowerCase(), to: address.toLowerCase(), value: parseEther('2.5') })
  })

  it('mints USDC in a real transaction (also through backend.chains.faucet)', async () => {
    const address = privateKeyToAccount(generatePrivateKey()).address
    const result = await backend.chains.faucet({ chainType: 'ethereum', address, asset: 'USDC', amount: '12.5' })
    expect(result.balance).toBe('12500000')
    expect(await usdcBalance(address)).toBe(parseUnits('12.5', 6))
    const receipt = await publicClient().getTransactionReceipt({ hash: result.transaction as Hex })
    expect(receipt).toMatchObject({ status: 'success', from: chain.treasury.toLowerCase(), to: chain.usdc.address.toLowerCase() })
    expect((await faucet({ address, asset: 'usdc' })).body.balance).toBe('1012500000')
  })

  it('runs concurrent faucet requests one after another (treasury nonces stay in order)', async () => {
    const addresses = Array.from({ length: 5 }, () => privateKeyToAccount(generatePrivateKey()).address)
    const results = await Promise.all(addresses.map((address, i) => faucet({ address, asset: i % 2 ? 'USDC' : 'ETH' })))
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200])
  })

  it('refuses a chain type no local chain runs', async () => {
    const { status, body } = await call(backend, 'POST', '/__dev/faucet', { body: { chainType: 'solana', address: 'x' }, appId: null })
    expect(status).toBe(400)
    expect(body).toEqual({ error: 'No local solana chain runs in this dev backend', code: 'invalid_data' })
  })

  it.each([
    [{ address: '0x123' }, 'Invalid address: expected a 0x-prefixed 20-byte hex address'],
    [{ address: '0x5FbDB2315678afecb367f032d93F642f64180aA3' }, 'Invalid address: expected a 0x-prefixed 20-byte hex address'],
    [{ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', asset: 'DAI' }, 'Unknown asset "DAI": use native, ETH or USDC'],
    [{ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', amount: '1e3' }, 'Invalid amount: a decimal number of ETH with at most 18 decimals, e.g. "1.5"'],
    [{ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', amount: '-1' }, 'Invalid amount: a decimal number of ETH with at most 18 decimals, e.g. "1.5"'],
    [{ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', asset: 'USDC', amount: '0.0000001' }, 'Invalid amount: a decimal number of USDC with at most 6 decimals, e.g. "1.5"'],
    [{ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', amount: '0' }, 'Amount must be more than 0'],
    [{ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', amount: '1000.1' }, 'Amount above the faucet limit of 1000 ETH'],
    [{ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', asset: 'USDC', amount: '1000001' }, 'Amount above the faucet limit of 1000000 USDC'],
    [{ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 1 }, 'No local EVM network with chain id 1 (running: 31337, 31338)'],
    [{ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: '31337' }, 'Invalid chainId: expected a positive integer'],
  ])('refuses %j with 400 invalid_data', async (body, message) => {
    const { status, body: answer } = await faucet(body)
    expect(status).toBe(400)
    expect(answer).toEqual({ error: message, code: 'invalid_data' })
  })
})

describe('local EVM chain: reset', () => {
  it('restores balances, nonces and blocks to the state right after start', async () => {
    const client = publicClient()
    const startBlock = await client.getBlockNumber()
    const wallet = await fundedWallet('1')
    const address = wallet.account.address
    await faucet({ address, asset: 'USDC' })
    await wallet.sendTransaction({ to: chain.treasury, value: 1n })
    expect(await client.getTransactionCount({ address })).toBe(1)

    await backend.reset()

    expect(await client.getBlockNumber()).toBe(startBlock)
    expect(await client.getBalance({ address })).toBe(0n)
    expect(await client.getTransactionCount({ address })).toBe(0)
    expect(await usdcBalance(address)).toBe(0n)
    expect(await client.getTransactionCount({ address: chain.treasury })).toBe(7) // the deployments (USDC, the drainer, ERC-4337: EntryPoint, factory, paymaster, its deposit, the bundler's ETH)
    // The faucet works right away (the treasury's nonce is the reverted one).
    expect((await faucet({ address })).status).toBe(200)
  })

  it('works again and again (POST /__dev/reset too)', async () => {
    const address = privateKeyToAccount(generatePrivateKey()).address
    for (let i = 0; i < 3; i++) {
      await faucet({ address, chainId: 31338 })
      expect((await call(backend, 'POST', '/__dev/reset', { appId: null })).status).toBe(200)
      expect(await publicClient(31338).getBalance({ address })).toBe(0n)
    }
  })

  it('stops impersonating the accounts a client impersonated', async () => {
    const impersonate = await rpc({ jsonrpc: '2.0', id: 1, method: 'hardhat_impersonateAccount', params: [chain.treasury] })
    expect(impersonate.body.result).toBe(true)
    const send = { jsonrpc: '2.0', id: 2, method: 'eth_sendTransaction', params: [{ from: chain.treasury, to: chain.treasury, value: '0x1' }] }
    expect((await rpc(send)).body.result).toMatch(/^0x[0-9a-f]{64}$/)
    await backend.reset()
    expect((await rpc(send)).body.error).toEqual({ code: -32000, message: `Unknown account ${chain.treasury}`, data: null })
  })

  it('still restores the start state after a client reverted past the reset snapshot', async () => {
    const wallet = await fundedWallet('1')
    // Reverting to an early snapshot id drops every later snapshot, the reset one too.
    await rpc({ jsonrpc: '2.0', id: 1, method: 'evm_revert', params: ['0x1'] })
    await faucet({ address: wallet.account.address })
    expect(await publicClient().getBalance({ address: wallet.account.address })).toBe(parseEther('2'))

    await backend.reset()

    expect(await publicClient().getBalance({ address: wallet.account.address })).toBe(0n)
    expect(await publicClient().getTransactionCount({ address: chain.treasury })).toBe(7)
    expect(await usdcBalance(chain.treasury)).toBe(0n)
    await faucet({ address: wallet.account.address })
    await backend.reset()
    expect(await publicClient().getBalance({ address: wallet.account.address })).toBe(0n)
  })
})

describe('local EVM chain: JSON-RPC endpoint', () => {
  it('answers a batch in order, with JSON-RPC errors per request and none for notifications', async () => {
    const { status, body } = await rpc([
      { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] },
      { jsonrpc: '2.0', id: 'b', method: 'eth_getBalance', params: ['0x12', 'latest'] },
      { jsonrpc: '2.0', method: 'eth_blockNumber', params: [] },
      { jsonrpc: '2.0', id: 3, method: 'hardhat_reset', params: [] },
      { id: 4, method: 'eth_chainId' },
      'nonsense',
      { jsonrpc: '2.0', id: 5, method: 'web3_clientVersion' },
      { jsonrpc: '2.0', id: 6, method: 'eth_chainId', params: { named: true } },
      { jsonrpc: '2.0', id: 7, method: 'eth_chainId', params: 'nope' },
    ])
    expect(status).toBe(200)
    expect(body).toEqual([
      { jsonrpc: '2.0', id: 1, result: '0x7a69' },
      { jsonrpc: '2.0', id: 'b', error: { code: -32602, message: expect.stringContaining('invalid value "0x12"'), data: expect.anything() } },
      { jsonrpc: '2.0', id: 3, error: { code: -32004, message: 'Method hardhat_reset is not supported' } },
      { jsonrpc: '2.0', id: 4, error: { code: -32600, message: 'Invalid Request' } },
      { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid Request' } },
      { jsonrpc: '2.0', id: 5, result: expect.stringMatching(/^edr\//) },
      { jsonrpc: '2.0', id: 6, error: { code: -32602, message: expect.stringContaining('expected a sequence'), data: expect.anything() } },
      { jsonrpc: '2.0', id: 7, error: { code: -32600, message: 'Invalid Request' } },
    ])
  })

  it.each(['hardhat_reset', 'hardhat_setLoggingEnabled', 'hardhat_addCompilationResult', 'debug_traceTransaction', 'evm_setAutomine', 'eth_subscribe'])(
    'refuses %s as an unsupported method',
    async (method) => {
      const { body } = await rpc({ jsonrpc: '2.0', id: 7, method, params: [] })
      expect(body).toEqual({ jsonrpc: '2.0', id: 7, error: { code: -32004, message: `Method ${method} is not supported` } })
    },
  )

  it('lets the snapshot, mining, impersonation and balance methods through', async () => {
    const address = privateKeyToAccount(generatePrivateKey()).address
    const ask = async (method: string, params: unknown[]) => (await rpc({ jsonrpc: '2.0', id: 1, method, params })).body
    expect((await ask('hardhat_setBalance', [address, '0x100'])).result).toBe(true)
    expect((await ask('eth_getBalance', [address, 'latest'])).result).toBe('0x100')
    const block = BigInt((await ask('eth_blockNumber', [])).result)
    expect((await ask('evm_mine', [])).result).toBe('0')
    expect(BigInt((await ask('eth_blockNumber', [])).result)).toBe(block + 1n)
    expect((await ask('hardhat_stopImpersonatingAccount', [address])).result).toBe(false)
  })

  it('answers a parse error, an empty batch and a batch too long with one JSON-RPC error', async () => {
    const raw = (text: string) =>
      backend.fetch(new Request('http://localhost/rpc/evm/31337', { method: 'POST', headers: { 'content-type': 'application/json' }, body: text }))
    expect(await (await raw('{nope')).json()).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } })
    expect((await rpc([])).body).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid Request' } })
    const batch = Array.from({ length: 101 }, (_, id) => ({ jsonrpc: '2.0', id, method: 'eth_chainId', params: [] }))
    expect((await rpc(batch)).body).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Batch too large (at most 100 requests)' } })
    expect((await rpc(batch.slice(0, 100))).body).toHaveLength(100)
  })

  it('refuses a body over 1 MiB with 413', async () => {
    const { status, body } = await rpc({ jsonrpc: '2.0', id: 1, method: 'eth_call', params: [{ data: `0x${'00'.repeat(600_000)}` }] })
    expect(status).toBe(413)
    expect(body).toEqual({ error: 'The request body is larger than 1048576 bytes', code: 'payload_too_large' })
  })

  it('answers 404 JSON for a chain id it does not run', async () => {
    for (const chainId of ['1', 'abc']) {
      const { status, body } = await rpc({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }, chainId)
      expect(status).toBe(404)
      expect(body).toEqual({ error: `No local EVM network with chain id ${chainId}`, code: 'not_found' })
    }
  })

  it('answers 204 to a notification alone', async () => {
    const { status, body } = await rpc({ jsonrpc: '2.0', method: 'eth_chainId', params: [] })
    expect(status).toBe(204)
    expect(body).toBeUndefined()
  })
})

describe('local EVM chain over a real HTTP port', () => {
  it('serves JSON-RPC at /rpc/evm/:chainId and refuses an oversized body by its length', async () => {
    const server = await startDevServer({ backend, port: 0 })
    try {
      const client = createPublicClient({ transport: http(`${server.url}/rpc/evm/31338`, { retryCount: 0 }) })
      expect(await client.getChainId()).toBe(31338)
      const big = await fetch(`${server.url}/rpc/evm/31337`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(1024 * 1024 + 1) })
      expect(big.status).toBe(413)
      expect(await big.json()).toEqual({ error: 'The request body is larger than 1048576 bytes', code: 'payload_too_large' })
    } finally {
      await server.close()
    }
  })
})

describe('contract artifacts', () => {
  it('are what solc compiles from contracts/*.sol today (npm run compile-contracts)', () => {
    const fresh = compileContracts()
    expect(Object.keys(fresh)).toEqual(['FoyerDrainer', 'FoyerSmartAccount', 'FoyerSmartAccountFactory', 'FoyerUSD'])
    for (const artifact of Object.values(fresh)) {
      expect(readFileSync(`${artifactsDir}/${artifact.contractName}.json`, 'utf8')).toBe(artifactText(artifact))
    }
  }, 60_000)
})
