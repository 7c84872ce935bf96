import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defineChain, parseEther, parseGwei, parseTransaction, type Address, type Hex } from 'viem'
import { loginWithEmailCode, sendEmailCode, startClient, type FoyerClient } from '../../../../src/core/index.js'
import { createWallet } from '../../../../src/core/wallets/embedded/createWallet.js'
import { getEmbeddedEthereumProvider } from '../../../../src/core/wallets/embedded/getEthereumProvider.js'
import { sendTransaction } from '../../../../src/core/wallets/embedded/sendTransaction.js'
import { setEmbeddedFrameConnection } from '../../../../src/core/wallets/embedded/session.js'
import { createDevBackend, type DevBackend } from '../../../../src/testing/index.js'
import { createEvmDevChain, type EvmDevChain } from '../../../../src/testing/chains/index.js'
import { createWalletService } from '../../../../src/wallet-service/index.js'
import { backendFetch, memoryStorage } from '../../../wallet-service/helpers.js'
import { call } from '../../../testing/helpers.js'
import { clientOnBackend } from '../../helpers.js'
import { servicePort } from './helpers.js'

// Local networks with the chain ids of Arbitrum One, OP Mainnet and Polygon PoS: the fee rules
// follow the chain id; the dev backend's gas station stands in for Polygon's.
const API = 'http://foyer.test'
const ARBITRUM = 42161
const OPTIMISM = 10
const POLYGON = 137
const local = (id: number) =>
  defineChain({ id, name: `Local ${id}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [`${API}/rpc/evm/${id}`] } } })
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const

let chain: EvmDevChain
let backend: DevBackend
const rpcCalls: { chainId: number; method: string; params: unknown; error?: string }[] = []

type Rpc = { result?: unknown; error?: { message: string } }
const rpc = async (chainId: number, method: string, params: unknown[] = []) =>
  ((await call(backend, 'POST', `/rpc/evm/${chainId}`, { body: { jsonrpc: '2.0', id: 1, method, params }, appId: null })).body as Rpc)

async function loggedInWallet(email: string, funded: boolean): Promise<{ client: FoyerClient; address: Address }> {
  const client = clientOnBackend(backend, {
    apiUrl: API,
    supportedChains: [local(ARBITRUM), local(OPTIMISM), local(POLYGON)],
    gasStationUrls: { [POLYGON]: `${API}/gas-station/${POLYGON}` },
    fetch: async (input, init) => {
      const response = await backend.fetch(new Request(input, init))
      const match = /\/rpc\/evm\/(\d+)$/.exec(String(input))
      if (match) {
        const { method, params } = JSON.parse(String(init?.body)) as { method: string; params: unknown }
        const body = (await response.clone().json()) as Rpc
        rpcCalls.push({ chainId: Number(match[1]), method, params, ...(body.error ? { error: body.error.message } : {}) })
      }
      return response
    },
  })
  const service = createWalletService({ appId: backend.appId, apiUrl: 'http://127.0.0.1:4321', fetch: backendFetch(backend), storage: memoryStorage() })
  setEmbeddedFrameConnection(client, { connect: () => servicePort(service) })
  await startClient(client)
  await sendEmailCode(client, { email })
  await loginWithEmailCode(client, { code: backend.mailbox.latest(email)!.code })
  const address = (await createWallet(client)).wallet.address as Address
  if (funded) {
    for (const chainId of [ARBITRUM, OPTIMISM, POLYGON]) {
      const answer = await call(backend, 'POST', '/__dev/faucet', { body: { chainType: 'ethereum', chainId, address, amount: '1' }, appId: null })
      expect(answer.status).toBe(200)
    }
  }
  return { client, address }
}

let ada: { client: FoyerClient; address: Address }

beforeAll(async () => {
  chain = await createEvmDevChain({ networks: [{ chainId: ARBITRUM, name: 'Local Arbitrum' }, { chainId: OPTIMISM, name: 'Local OP' }, { chainId: POLYGON, name: 'Local Polygon' }] })
  backend = createDevBackend({ chains: [chain] })
  ada = await loggedInWallet('ada@example.com', true)
}, 90_000)
afterAll(() => chain.close())

/** The base fee of the latest block and the suggested priority fee, read just before sending. */
async function chainFees(chainId: number) {
  const block = (await rpc(chainId, 'eth_getBlockByNumber', ['latest', false])).result as { baseFeePerGas: Hex }
  const priority = (await rpc(chainId, 'eth_maxPriorityFeePerGas')).result as Hex
  return { baseFee: BigInt(block.baseFeePerGas), priority: BigInt(priority) }
}

async function sentTransaction(chainId: number, hash: Hex) {
  const tx = (await rpc(chainId, 'eth_getTransactionByHash', [hash])).result as { type: Hex; maxFeePerGas: Hex; maxPriorityFeePerGas: Hex; chainId: Hex }
  const receipt = (await rpc(chainId, 'eth_getTransactionReceipt', [hash])).result as { status: Hex }
  return { type: Number(tx.type), chainId: Number(tx.chainId), maxFeePerGas: BigInt(tx.maxFeePerGas), maxPriorityFeePerGas: BigInt(tx.maxPriorityFeePerGas), status: receipt.status }
}

describe('fees per chain family, on local chains with those chain ids', () => {
  it('Arbitrum: max fee 120 % of the last base fee, priority fee 0 (mined)', async () => {
    const { baseFee } = await chainFees(ARBITRUM)
    const { hash } = await sendTransaction(ada.client, { transaction: { to: RECIPIENT, value: 1000n, chainId: ARBITRUM } })
    expect(await sentTransaction(ARBITRUM, hash)).toEqual({ type: 2, chainId: ARBITRUM, maxFeePerGas: (baseFee * 120n) / 100n, maxPriorityFeePerGas: 0n, status: '0x1' })
  })

  it('OP-stack: max fee 126 % of the base fee plus the priority fee (mined)', async () => {
    const { baseFee, priority } = await chainFees(OPTIMISM)
    expect(priority).toBeGreaterThan(0n)
    const { hash } = await sendTransaction(ada.client, { transaction: { to: RECIPIENT, value: 1000n, chainId: OPTIMISM } })
    expect(await sentTransaction(OPTIMISM, hash)).toEqual({ type: 2, chainId: OPTIMISM, maxFeePerGas: (baseFee * 126n) / 100n + priority, maxPriorityFeePerGas: priority, status: '0x1' })
  })

  it("Polygon: the gas station's standard tier, which the dev backend computes from the chain's fee history (30 gwei minimum)", async () => {
    const station = await call(backend, 'GET', `/gas-station/${POLYGON}`, { appId: null })
    expect(station.status).toBe(200)
    expect(Object.keys(station.body as object).sort()).toEqual(['blockNumber', 'blockTime', 'estimatedBaseFee', 'fast', 'safeLow', 'standard'])
    const standard = (station.body as { standard: { maxFee: number; maxPriorityFee: number } }).standard
    expect(standard.maxPriorityFee).toBeGreaterThanOrEqual(30)
    const { hash } = await sendTransaction(ada.client, { transaction: { to: RECIPIENT, value: 1000n, chainId: POLYGON } })
    expect(await sentTransaction(POLYGON, hash)).toEqual({
      type: 2, chainId: POLYGON, maxFeePerGas: parseGwei(standard.maxFee.toFixed(9)), maxPriorityFeePerGas: parseGwei(standard.maxPriorityFee.toFixed(9)), status: '0x1',
    })
    // The paid priority fees now raise the next answer's percentiles; the minimum still holds.
    const next = (await call(backend, 'GET', `/gas-station/${POLYGON}`, { appId: null })).body as { fast: { maxPriorityFee: number }; safeLow: { maxPriorityFee: number } }
    expect(next.fast.maxPriorityFee).toBeGreaterThanOrEqual(next.safeLow.maxPriorityFee)
    expect((await call(backend, 'GET', '/gas-station/5', { appId: null })).status).toBe(404)
  })

  it("a request's own fees win over the chain's rule", async () => {
    const signed = (await getEmbeddedEthereumProvider(ada.client, { address: ada.address }).request({
      method: 'eth_signTransaction', params: [{ to: RECIPIENT, chainId: ARBITRUM, maxFeePerGas: parseGwei('9'), maxPriorityFeePerGas: '0x1' }],
    })) as Hex
    expect(parseTransaction(signed as never)).toMatchObject({ chainId: ARBITRUM, maxFeePerGas: parseGwei('9'), maxPriorityFeePerGas: 1n })
  })
})

describe('the gas-estimation fallback against the local chain', () => {
  it('the dev chain refuses an estimate the sender cannot pay, as a real node does', async () => {
    const poor = '0x00000000000000000000000000000000000f00d1'
    expect((await rpc(ARBITRUM, 'eth_estimateGas', [{ from: poor, to: RECIPIENT, value: '0x1' }])).error).toMatchObject({ code: -32000, message: 'insufficient funds for transfer' })
    expect((await rpc(ARBITRUM, 'eth_estimateGas', [{ from: poor, to: RECIPIENT }])).result).toBe('0x5209')
  })

  // EDR estimates a plain transfer at 21001 gas.
  it('an unfunded wallet still gets a gas limit: estimated again without the value', async () => {
    const bob = await loggedInWallet('bob@example.com', false)
    rpcCalls.length = 0
    const signed = (await getEmbeddedEthereumProvider(bob.client, { address: bob.address }).request({
      method: 'eth_signTransaction', params: [{ to: RECIPIENT, value: parseEther('1'), chainId: ARBITRUM }],
    })) as Hex
    expect(parseTransaction(signed as never)).toMatchObject({ gas: 21001n, value: parseEther('1') })
    expect(rpcCalls.filter((c) => c.method === 'eth_estimateGas')).toEqual([
      { chainId: ARBITRUM, method: 'eth_estimateGas', params: [{ from: bob.address, to: RECIPIENT, value: '0xde0b6b3a7640000' }], error: 'insufficient funds for transfer' },
      { chainId: ARBITRUM, method: 'eth_estimateGas', params: [{ from: bob.address, to: RECIPIENT }] },
    ])
  }, 30_000)
})
