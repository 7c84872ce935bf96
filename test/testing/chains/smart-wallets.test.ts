import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  defineChain,
  encodeFunctionData,
  http,
  parseEther,
  parseErc6492Signature,
  isErc6492Signature,
  type Address,
  type Hex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createBundlerClient, createPaymasterClient, entryPoint07Abi, entryPoint07Address, toPackedUserOperation } from 'viem/account-abstraction'
import { createDevBackend, type DevBackend } from '../../../src/testing/index.js'
import { createEvmDevChain, type EvmDevChain } from '../../../src/testing/chains/index.js'
import { DEV_PAYMASTER_POLICY_ID } from '../../../src/testing/config.js'
import { toFoyerSmartAccount } from '../../../src/core/wallets/smart/account.js'
import { createSiweMessage } from 'viem/siwe'
import { call, login } from '../helpers.js'

let chain: EvmDevChain
let backend: DevBackend

beforeAll(async () => {
  chain = await createEvmDevChain()
  backend = createDevBackend({ chains: [chain], appConfig: { smart_wallets: { enabled: true } } })
}, 60_000)
afterEach(() => backend.reset())
afterAll(() => chain.close())

const local = defineChain({ id: 31337, name: 'Foyer Local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [] } } })
const fetchFn = (input: RequestInfo | URL, init?: RequestInit) => backend.fetch(new Request(input, init))
const transport = (path: string) => http(`http://localhost${path}`, { fetchFn, retryCount: 0 })
const publicClient = createPublicClient({ chain: local, transport: transport('/rpc/evm/31337') })
const paymasterClient = createPaymasterClient({ transport: transport('/paymaster/evm/31337') })

/** A fresh owner key and its (undeployed) smart account. */
async function freshAccount() {
  const owner = privateKeyToAccount(generatePrivateKey())
  const account = await toFoyerSmartAccount({ client: publicClient, owner, factoryAddress: chain.accountAbstraction.factory.address })
  return { owner, account }
}

const bundlerFor = (account: Awaited<ReturnType<typeof freshAccount>>['account'], sponsored: boolean, policyId = DEV_PAYMASTER_POLICY_ID) =>
  createBundlerClient({
    account,
    client: publicClient,
    transport: transport('/bundler/evm/31337'),
    ...(sponsored ? { paymaster: paymasterClient, paymasterContext: { policy_id: policyId } } : {}),
  })

const usdcBalance = (address: Address) =>
  publicClient.readContract({ address: chain.usdc.address, abi: chain.usdc.abi, functionName: 'balanceOf', args: [address] }) as Promise<bigint>

const transferUsdc = (to: Address, amount: bigint) => ({
  to: chain.usdc.address,
  data: encodeFunctionData({ abi: chain.usdc.abi, functionName: 'transfer', args: [to, amount] }),
})

const faucet = (body: Record<string, unknown>) => call(backend, 'POST', '/__dev/faucet', { body: { chainType: 'ethereum', chainId: 31337, ...body }, appId: null })

const bundlerRpc = (method: string, params: unknown[]) =>
  call(backend, 'POST', '/bundler/evm/31337', { body: { jsonrpc: '2.0', id: 1, method, params }, appId: null })

describe('dev backend: smart wallet config', () => {
  it('serves the config with absolute bundler and paymaster URLs and the policy id', async () => {
    const { status, body } = await call(backend, 'GET', `/api/v1/apps/${backend.appId}/smart_wallets`, { appId: null })
    expect(status).toBe(200)
    expect(body).toMatchObject({ enabled: true, smart_wallet_type: 'simple_account', smart_wallet_version: '0.7' })
    expect(body.configured_networks[0]).toEqual({
      chain_id: 'eip155:31337',
      bundler_url: 'http://localhost/bundler/evm/31337',
      paymaster_url: 'http://localhost/paymaster/evm/31337',
      paymaster_context: { policy_id: DEV_PAYMASTER_POLICY_ID },
    })
  })

  it('answers 404 for another app id', async () => {
    const { status } = await call(backend, 'GET', '/api/v1/apps/someoneelse000000000000001/smart_wallets', { appId: null })
    expect(status).toBe(404)
  })
})

describe('dev backend: ERC-4337 contracts and bundler', () => {
  it('runs the EntryPoint v0.7 at its canonical address', async () => {
    expect(chain.accountAbstraction.entryPoint).toBe(entryPoint07Address)
    const code = await publicClient.getCode({ address: entryPoint07Address })
    expect(code && code.length).toBeGreaterThan(1000)
    const bundler = createBundlerClient({ client: publicClient, transport: transport('/bundler/evm/31337') })
    expect(await bundler.getSupportedEntryPoints()).toEqual([entryPoint07Address])
    expect(await bundler.getChainId()).toBe(31337)
  })

  it('a sponsored user operation from a fresh account with no ETH deploys it and transfers the token', async () => {
    const { account } = await freshAccount()
    await faucet({ address: account.address, asset: 'USDC', amount: '10' })
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    expect(await publicClient.getCode({ address: account.address })).toBeUndefined()
    const bundler = bundlerFor(account, true)
    const hash = await bundler.sendUserOperation({ calls: [transferUsdc(recipient, 2_500_000n)] })
    const receipt = await bundler.waitForUserOperationReceipt({ hash, pollingInterval: 10 })
    expect(receipt.success).toBe(true)
    expect(receipt.paymaster?.toLowerCase()).toBe(chain.accountAbstraction.paymaster.toLowerCase())
    expect(await usdcBalance(recipient)).toBe(2_500_000n)
    expect(await publicClient.getCode({ address: account.address })).toMatch(/^0x[0-9a-f]{10,}/)
    expect(await publicClient.getBalance({ address: account.address })).toBe(0n)
    const byHash = await bundler.getUserOperation({ hash })
    expect(byHash.userOperation.sender).toBe(account.address)
    expect(byHash.transactionHash).toBe(receipt.receipt.transactionHash)
  })

  it('an unsponsored user operation is paid from the account, and batches calls', async () => {
    const { account } = await freshAccount()
    await faucet({ address: account.address, amount: '1' })
    await faucet({ address: account.address, asset: 'USDC', amount: '10' })
    const [a, b] = [privateKeyToAccount(generatePrivateKey()).address, privateKeyToAccount(generatePrivateKey()).address]
    const bundler = bundlerFor(account, false)
    const hash = await bundler.sendUserOperation({ calls: [transferUsdc(a, 1_000_000n), transferUsdc(b, 3_000_000n)] })
    const receipt = await bundler.waitForUserOperationReceipt({ hash, pollingInterval: 10 })
    expect(receipt.success).toBe(true)
    expect(receipt.paymaster).toBe('0x0000000000000000000000000000000000000000')
    expect(await usdcBalance(a)).toBe(1_000_000n)
    expect(await usdcBalance(b)).toBe(3_000_000n)
    // The EntryPoint took the prefund and keeps what was not spent as the account's deposit.
    const deposit = (await publicClient.readContract({ address: entryPoint07Address, abi: entryPoint07Abi, functionName: 'balanceOf', args: [account.address] })) as bigint
    expect((await publicClient.getBalance({ address: account.address })) + deposit).toBe(parseEther('1') - receipt.actualGasCost)
    // A second operation: the account exists now (no factory), the nonce moved on.
    const second = await bundler.sendUserOperation({ calls: [{ to: a, value: 1000n }] })
    expect((await bundler.waitForUserOperationReceipt({ hash: second, pollingInterval: 10 })).success).toBe(true)
    expect(await publicClient.getBalance({ address: a })).toBe(1000n)
  })

  it('refuses an unsponsored operation whose account cannot pay (AA21) without sending anything', async () => {
    const { account } = await freshAccount()
    const bundler = bundlerFor(account, false)
    const block = await publicClient.getBlockNumber()
    const error = await bundler.sendUserOperation({ calls: [{ to: account.address, value: 0n }] }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BaseError)
    expect((error as BaseError).message).toMatch(/AA21/)
    expect(await publicClient.getBlockNumber()).toBe(block)
  })

  it('refuses an operation signed by another key with code -32507', async () => {
    const { account } = await freshAccount()
    const bundler = bundlerFor(account, true)
    const prepared = await bundler.prepareUserOperation({ calls: [{ to: account.address, value: 0n }] })
    const other = privateKeyToAccount(generatePrivateKey())
    const { toRpcUserOperation } = await import('../../../src/testing/chains/evm/accountAbstraction.js')
    const signature = await other.signMessage({ message: { raw: '0x'.padEnd(66, '1') as Hex } })
    const { body } = await bundlerRpc('eth_sendUserOperation', [toRpcUserOperation({ ...prepared, signature }), entryPoint07Address])
    expect(body.error).toMatchObject({ code: -32507, message: 'AA24 signature error' })
  })

  it('refuses malformed operations and other entry points with code -32602', async () => {
    const { body: missing } = await bundlerRpc('eth_sendUserOperation', [{ sender: '0x1234' }, entryPoint07Address])
    expect(missing.error.code).toBe(-32602)
    const { body: otherEntryPoint } = await bundlerRpc('eth_supportedEntryPoints', [])
    expect(otherEntryPoint.result).toEqual([entryPoint07Address])
    const { body: wrong } = await bundlerRpc('eth_estimateUserOperationGas', [{}, '0x5FF137D4b0FDCD49DcA30c7CF57E578a026d2789'])
    expect(wrong.error.code).toBe(-32602)
    const { body: unknown } = await bundlerRpc('eth_getUserOperationReceipt', [`0x${'ab'.repeat(32)}`])
    expect(unknown.result).toBeNull()
  })
})

describe('dev backend: verifying paymaster', () => {
  it('refuses a request with another policy id', async () => {
    const { account } = await freshAccount()
    const error = await bundlerFor(account, true, 'another-policy')
      .sendUserOperation({ calls: [{ to: account.address, value: 0n }] })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BaseError)
    expect((error as BaseError).message).toMatch(/Unknown paymaster policy/)
  })

  it('refuses to sponsor when smart wallets are off', async () => {
    backend.setAppConfig({ smart_wallets: { enabled: false } })
    const { account } = await freshAccount()
    const error = await bundlerFor(account, true).sendUserOperation({ calls: [{ to: account.address, value: 0n }] }).catch((e: unknown) => e)
    expect((error as BaseError).message).toMatch(/Gas sponsorship is not enabled on chain 31337/)
  })

  it('signs for 300 s of chain time: after that the EntryPoint refuses the operation (AA32)', async () => {
    const { account } = await freshAccount()
    const bundler = bundlerFor(account, true)
    const prepared = await bundler.prepareUserOperation({ calls: [{ to: account.address, value: 0n }] })
    const signature = await account.signUserOperation(prepared)
    const op = { ...prepared, signature }
    const validUntil = Number(BigInt(`0x${op.paymasterData!.slice(2 + 52, 2 + 64)}`))
    const { timestamp } = await publicClient.getBlock()
    expect(validUntil).toBe(Number(timestamp) + 300)
    const provider = chain.provider(31337)
    await provider.request({ method: 'evm_increaseTime', params: [301] })
    await provider.request({ method: 'evm_mine', params: [] })
    // The bundler refuses it (its simulation) …
    const { toRpcUserOperation } = await import('../../../src/testing/chains/evm/accountAbstraction.js')
    const { body } = await bundlerRpc('eth_sendUserOperation', [toRpcUserOperation(op), entryPoint07Address])
    expect(body.error).toMatchObject({ code: -32503, message: 'AA32 paymaster expired or not due' })
    // … and so does the EntryPoint itself, sent straight to it.
    const refused = await publicClient
      .simulateContract({ account: chain.treasury, address: entryPoint07Address, abi: entryPoint07Abi, functionName: 'handleOps', args: [[toPackedUserOperation(op)], chain.treasury] })
      .catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(BaseError)
    const reverted = (refused as BaseError).walk((e) => e instanceof ContractFunctionRevertedError) as ContractFunctionRevertedError
    expect(reverted.data?.errorName).toBe('FailedOp')
    expect(reverted.data?.args?.[1]).toBe('AA32 paymaster expired or not due')
  })
})

describe('dev backend: smart account signatures', () => {
  it('signs messages and typed data that viem verifies: ERC-6492 before deployment, ERC-1271 after', async () => {
    const { account, owner } = await freshAccount()
    const before = await account.signMessage({ message: 'hello Foyer' })
    expect(isErc6492Signature(before)).toBe(true)
    expect(parseErc6492Signature(before).address).toBe(chain.accountAbstraction.factory.address)
    expect(await publicClient.verifyMessage({ address: account.address, message: 'hello Foyer', signature: before })).toBe(true)
    expect(await publicClient.verifyMessage({ address: account.address, message: 'hello Foyer!', signature: before })).toBe(false)
    // Deploy it (a sponsored no-op), then sign again.
    const bundler = bundlerFor(account, true)
    const hash = await bundler.sendUserOperation({ calls: [{ to: owner.address, value: 0n }] })
    await bundler.waitForUserOperationReceipt({ hash, pollingInterval: 10 })
    const after = await account.signMessage({ message: 'hello Foyer' })
    expect(isErc6492Signature(after)).toBe(false)
    expect(await publicClient.verifyMessage({ address: account.address, message: 'hello Foyer', signature: after })).toBe(true)
    const typed = {
      domain: { name: 'Foyer', version: '1', chainId: 31337 },
      types: { Note: [{ name: 'text', type: 'string' }] },
      primaryType: 'Note' as const,
      message: { text: 'typed hello' },
    }
    const typedSignature = await account.signTypedData(typed)
    expect(await publicClient.verifyTypedData({ address: account.address, signature: typedSignature, ...typed })).toBe(true)
    // The owner's own signature of the message is not the account's.
    const ownerSignature = await owner.signMessage({ message: 'hello Foyer' })
    expect(await publicClient.verifyMessage({ address: account.address, message: 'hello Foyer', signature: ownerSignature })).toBe(false)
  })
})

describe('dev backend: link_smart_wallet with the smart account\'s own signature', () => {
  it('links an undeployed smart account (ERC-6492 SIWE signature) as a smart_wallet account; a forged one is refused', async () => {
    const { token } = await login(backend)
    const { account, owner } = await freshAccount()
    const siwe = async (signer: (message: string) => Promise<Hex>) => {
      const nonce = await call(backend, 'POST', '/api/v1/siwe/init', { body: { address: account.address } })
      const message = createSiweMessage({ address: account.address, chainId: 31337, domain: 'localhost:5173', nonce: nonce.body.nonce, uri: 'http://localhost:5173', version: '1' })
      return { message, signature: await signer(message), smart_wallet_type: 'simple_account', smart_wallet_version: '0.7' }
    }
    const forged = await call(backend, 'POST', '/api/v1/siwe/link_smart_wallet', { token, body: await siwe((message) => owner.signMessage({ message })) })
    expect(forged).toMatchObject({ status: 401, body: { error: 'Invalid signature' } })
    const linked = await call(backend, 'POST', '/api/v1/siwe/link_smart_wallet', { token, body: await siwe((message) => account.signMessage({ message })) })
    expect(linked.status).toBe(200)
    expect(linked.body.linked_accounts).toContainEqual(
      expect.objectContaining({ type: 'smart_wallet', address: account.address, smart_wallet_type: 'simple_account', smart_wallet_version: '0.7' }),
    )
  })
})
