import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createPublicClient, createWalletClient, custom, defineChain, parseEther, parseTransaction, recoverTransactionAddress,
  verifyMessage, verifyTypedData, type Address, type Hex,
} from 'viem'
import { loginWithEmailCode, sendEmailCode, startClient, type FoyerClient } from '../../../../src/core/index.js'
import { createWallet } from '../../../../src/core/wallets/embedded/createWallet.js'
import { getEmbeddedEthereumProvider } from '../../../../src/core/wallets/embedded/getEthereumProvider.js'
import { signMessage } from '../../../../src/core/wallets/embedded/signMessage.js'
import { signTypedData } from '../../../../src/core/wallets/embedded/signTypedData.js'
import { sendTransaction } from '../../../../src/core/wallets/embedded/sendTransaction.js'
import { signTransaction } from '../../../../src/core/wallets/embedded/signTransaction.js'
import { setEmbeddedFrameConnection } from '../../../../src/core/wallets/embedded/session.js'
import { createDevBackend, type DevBackend } from '../../../../src/testing/index.js'
import { createEvmDevChain, type EvmDevChain } from '../../../../src/testing/chains/index.js'
import { createWalletService } from '../../../../src/wallet-service/index.js'
import { backendFetch, memoryStorage } from '../../../wallet-service/helpers.js'
import { call } from '../../../testing/helpers.js'
import { clientOnBackend } from '../../helpers.js'
import { servicePort } from './helpers.js'

const API = 'http://foyer.test'
const local = (id: number) =>
  defineChain({ id, name: `Local ${id}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [`${API}/rpc/evm/${id}`] } } })
const bsc = defineChain({ id: 56, name: 'BNB', nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 }, rpcUrls: { default: { http: [`${API}/rpc/evm/56`] } } })
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const

const typedData = {
  domain: { name: 'Foyer Test', version: '1', chainId: 31337, verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC' },
  types: { Mail: [{ name: 'from', type: 'string' }, { name: 'contents', type: 'string' }] },
  primaryType: 'Mail',
  message: { from: 'Ada', contents: 'Hello, Bob!' },
} as const

let chain: EvmDevChain
let backend: DevBackend
let client: FoyerClient
let address: Address

beforeAll(async () => {
  chain = await createEvmDevChain()
  backend = createDevBackend({ chains: [chain] })
  client = clientOnBackend(backend, { apiUrl: API, supportedChains: [local(31337), local(31338), bsc] })
  const service = createWalletService({ appId: backend.appId, apiUrl: 'http://127.0.0.1:4321', fetch: backendFetch(backend), storage: memoryStorage() })
  setEmbeddedFrameConnection(client, { connect: () => servicePort(service) })
  await startClient(client)
  await sendEmailCode(client, { email: 'ada@example.com' })
  await loginWithEmailCode(client, { code: backend.mailbox.latest('ada@example.com')!.code })
  address = (await createWallet(client)).wallet.address as Address
  const funded = await call(backend, 'POST', '/__dev/faucet', { body: { chainType: 'ethereum', chainId: 31337, address, amount: '1' }, appId: null })
  expect(funded.status).toBe(200)
}, 60_000)
afterAll(() => chain.close())

const provider = () => getEmbeddedEthereumProvider(client, { address })

describe('the embedded wallet as an EIP-1193 provider (viem, local chain)', () => {
  it('answers accounts and the chain (the first supported chain by default)', async () => {
    const p = provider()
    expect(await p.request({ method: 'eth_accounts' })).toEqual([address])
    expect(await p.request({ method: 'eth_requestAccounts' })).toEqual([address])
    expect(await p.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })

  it('signs messages and typed data that viem verifies against the address', async () => {
    const wallet = createWalletClient({ account: address, chain: local(31337), transport: custom(provider()) })
    const signature = await wallet.signMessage({ message: 'Hello Foyer' })
    expect(await verifyMessage({ address, message: 'Hello Foyer', signature })).toBe(true)
    const raw = await wallet.signMessage({ message: { raw: '0xdeadbeef' } })
    expect(await verifyMessage({ address, message: { raw: '0xdeadbeef' }, signature: raw })).toBe(true)
    const typed = await wallet.signTypedData(typedData)
    expect(await verifyTypedData({ address, ...typedData, signature: typed })).toBe(true)
    expect(await verifyMessage({ address: RECIPIENT, message: 'Hello Foyer', signature })).toBe(false)
  })

  it('sends a transaction on the local chain: signed in the wallet service, broadcast, mined with a receipt', async () => {
    const p = provider()
    const wallet = createWalletClient({ account: address, chain: local(31337), transport: custom(p) })
    const reader = createPublicClient({ chain: local(31337), transport: custom(p) })
    const before = await reader.getBalance({ address: RECIPIENT })
    const hash = await wallet.sendTransaction({ to: RECIPIENT, value: parseEther('0.01') })
    const receipt = await reader.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
    expect(await reader.getBalance({ address: RECIPIENT })).toBe(before + parseEther('0.01'))
    const tx = await reader.getTransaction({ hash })
    expect(tx.type).toBe('eip1559')
    // A second send takes the next nonce.
    const second = await wallet.sendTransaction({ to: RECIPIENT, value: 1n })
    expect((await reader.getTransaction({ hash: second })).nonce).toBe(tx.nonce + 1)
  })

  it('signs a transaction without sending it (type 2; type 0 on chain 56), numeric fields as number, bigint or hex', async () => {
    const p = provider()
    const signed = (await p.request({ method: 'eth_signTransaction', params: [{ to: RECIPIENT, value: 5n, gas: 21000, nonce: '0x9' }] })) as Hex
    expect(parseTransaction(signed as never)).toMatchObject({ type: 'eip1559', chainId: 31337, value: 5n, nonce: 9, gas: 21000n })
    expect(await recoverTransactionAddress({ serializedTransaction: signed as never })).toBe(address)
    const legacy = (await p.request({ method: 'eth_signTransaction', params: [{ to: RECIPIENT, chainId: 56, nonce: 0, gas: 21000, gasPrice: '0x3b9aca00' }] })) as Hex
    expect(parseTransaction(legacy as never)).toMatchObject({ type: 'legacy', chainId: 56 })
    await expect(p.request({ method: 'eth_signTransaction', params: [{ to: RECIPIENT, value: 'ten' }] })).rejects.toMatchObject({ code: -32602, message: 'Invalid value: must be a number, bigint or hex string' })
    await expect(p.request({ method: 'eth_signTransaction', params: [{ to: RECIPIENT, chainId: 10 }] })).rejects.toMatchObject({ message: expect.stringMatching(/^Chain ID 10 is not supported/) })
  })

  it('estimates gas again without the value, then without the sender, when the chain answers insufficient funds', async () => {
    const estimates: Record<string, unknown>[] = []
    const fakeChain = defineChain({ id: 777, name: 'Fake', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://rpc.fake/777'] } } })
    const answer = (id: unknown, body: Record<string, unknown>) => new Response(JSON.stringify({ jsonrpc: '2.0', id, ...body }), { headers: { 'content-type': 'application/json' } })
    const stranger = clientOnBackend(backend, {
      apiUrl: API,
      supportedChains: [fakeChain],
      fetch: async (input, init) => {
        const { id, method, params } = JSON.parse(String(init?.body)) as { id: number; method: string; params: Record<string, unknown>[] }
        if (method === 'eth_estimateGas') {
          estimates.push(params[0]!)
          return answer(id, estimates.length < 3 ? { error: { code: -32000, message: 'insufficient funds for gas * price + value' } } : { result: '0x5208' })
        }
        return answer(id, { result: method === 'eth_getBlockByNumber' ? { baseFeePerGas: '0x1' } : '0x1' })
      },
    })
    const p = getEmbeddedEthereumProvider(stranger, { address })
    // No user on this client: preparing works, signing is refused.
    await expect(p.request({ method: 'eth_signTransaction', params: [{ to: RECIPIENT, value: '0x1', data: '0xab' }] })).rejects.toMatchObject({ code: 4100 })
    expect(estimates).toEqual([
      { from: address, to: RECIPIENT, data: '0xab', value: '0x1' },
      { from: address, to: RECIPIENT, data: '0xab' },
      { to: RECIPIENT, data: '0xab' },
    ])
  })

  it("switches among the supported chains only: 4901 'Unsupported chainId', 4200 'Invalid params'", async () => {
    const p = provider()
    const changes: unknown[] = []
    p.on('chainChanged', (id) => changes.push(id))
    expect(await p.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })).toBeNull()
    expect(await p.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    // Reads go to the current chain's RPC.
    expect(await p.request({ method: 'eth_getBalance', params: [address, 'latest'] })).toBe('0x0')
    expect(changes).toEqual(['0x7a6a'])
    await expect(p.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })).rejects.toMatchObject({ code: 4901, message: 'Unsupported chainId' })
    await expect(p.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: 1 }] })).rejects.toMatchObject({ code: 4200, message: 'Invalid params' })
    await expect(p.request({ method: 'wallet_switchEthereumChain', params: [] })).rejects.toMatchObject({ code: 4200, message: 'Invalid params' })
    expect(await p.request({ method: 'eth_chainId' })).toBe('0x7a6a')
  })

  it('refuses to sign for another address or without a user', async () => {
    const other = getEmbeddedEthereumProvider(client, { address: RECIPIENT })
    await expect(other.request({ method: 'personal_sign', params: ['0x01', RECIPIENT] })).rejects.toMatchObject({ code: 4100, message: 'Cannot request a signature with this wallet address' })
    await expect(provider().request({ method: 'personal_sign', params: ['0x01', RECIPIENT] })).rejects.toMatchObject({ code: -32602 })
    const stranger = clientOnBackend(backend, { apiUrl: API })
    await expect(getEmbeddedEthereumProvider(stranger, { address }).request({ method: 'personal_sign', params: ['0x01', address] }))
      .rejects.toMatchObject({ code: 4100, message: 'User must be authenticated before signing with a Foyer wallet' })
  })
})

describe('signing actions (no UI): signMessage, signTypedData, sendTransaction, signTransaction', () => {
  it("sign and send with the user's first embedded wallet by default", async () => {
    const { signature } = await signMessage(client, { message: '0xnot-hex text' })
    expect(await verifyMessage({ address, message: '0xnot-hex text', signature })).toBe(true)
    const typed = await signTypedData(client, { typedData: { ...typedData, domain: { ...typedData.domain, chainId: 31337n } } })
    expect(await verifyTypedData({ address, ...typedData, signature: typed.signature })).toBe(true)
    const { hash } = await sendTransaction(client, { transaction: { to: RECIPIENT, value: 7n } })
    const reader = createPublicClient({ chain: local(31337), transport: custom(getEmbeddedEthereumProvider(client, { address })) })
    expect((await reader.waitForTransactionReceipt({ hash, pollingInterval: 50 })).status).toBe('success')
    const signed = await signTransaction(client, { transaction: { to: RECIPIENT, value: 1n, gas: 21000n } })
    expect(await recoverTransactionAddress({ serializedTransaction: signed.signature as never })).toBe(address)
  })

  it("'User must have an embedded wallet.' for an address that is not one; 'User must be authenticated before signing with a Foyer wallet' with no user", async () => {
    await expect(signMessage(client, { message: 'x', address: RECIPIENT })).rejects.toMatchObject({ shortMessage: 'User must have an embedded wallet.' })
    const stranger = clientOnBackend(backend, { apiUrl: API })
    await expect(signMessage(stranger, { message: 'x' })).rejects.toMatchObject({ shortMessage: 'User must be authenticated before signing with a Foyer wallet' })
  })
})
