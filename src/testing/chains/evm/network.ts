/**
 * One local EVM network: an EDR provider, the USDC-like token and the drainer deployed at start by
 * the treasury, a snapshot of that state for reset, the treasury's signed transactions for the
 * faucet, and transaction simulations that run alone (simulate.ts).
 */
import type { Provider } from '@nomicfoundation/edr'
import {
  createWalletClient,
  custom,
  defineChain,
  getContractAddress,
  publicActions,
  type Abi,
  type Address,
  type Hex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import usdcArtifact from './artifacts/FoyerUSD.json' with { type: 'json' }
import drainerArtifact from './artifacts/FoyerDrainer.json' with { type: 'json' }
import type { TransactionSimulation, TransactionSimulationInput } from '../types.js'
import { JsonRpcError, createEdrProvider, edrRequest, type EdrNetworkConfig, type EdrRequest, type EdrResponse } from './edr.js'
import { simulateTransaction } from './simulate.js'
import { DRAINER_ADDRESS, TREASURY_ADDRESS as TREASURY } from './constants.js'
import { deployAccountAbstraction } from './accountAbstraction.js'

/**
 * The treasury: deploys the token (so its address is the same on every network and at every
 * start), owns its `mint`, and pays the faucet's ETH. It is Hardhat's well-known account #0
 * (0xf39F…2266): a public key, never to be used on a real network.
 */
export const TREASURY_PRIVATE_KEY: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const treasury = privateKeyToAccount(TREASURY_PRIVATE_KEY)
export const TREASURY_ADDRESS: Address = treasury.address
if (TREASURY_ADDRESS !== TREASURY) throw new Error('TREASURY_ADDRESS does not match TREASURY_PRIVATE_KEY')

/** The token's address: the treasury's first contract creation (nonce 0). */
export const USDC_ADDRESS: Address = getContractAddress({ from: TREASURY_ADDRESS, nonce: 0n })
export const USDC_DECIMALS = 6
export const USDC_ABI = usdcArtifact.abi as Abi

export { DRAINER_ADDRESS }
/** The drainer's ABI (`claim`, `sweep`, `owner`, events `Claimed` and `Swept`). */
export const DRAINER_ABI = drainerArtifact.abi as Abi

export { JsonRpcError }

export interface EvmNetworkConfig extends EdrNetworkConfig {
  name: string
}

export class EvmNetwork {
  readonly chainId: number
  readonly name: string
  readonly rpcPath: string
  #config: EvmNetworkConfig
  #provider: Provider | undefined
  #snapshot: unknown
  #closed = false
  /** Accounts impersonated through the RPC (EDR keeps them across a snapshot revert). */
  #impersonated = new Set<string>()
  /** Faucet transfers and resets run one at a time (the treasury's nonces stay in order). */
  #queue: Promise<unknown> = Promise.resolve()
  /**
   * A simulation runs alone: requests arriving meanwhile wait for it (they are neither rolled
   * back by its revert nor seen by it), and it waits for the requests already in flight.
   */
  #simulation: Promise<void> | undefined
  #inFlight = 0
  #drained: (() => void) | undefined
  #wallet

  constructor(config: EvmNetworkConfig) {
    this.#config = config
    this.chainId = config.chainId
    this.name = config.name
    this.rpcPath = `/rpc/evm/${config.chainId}`
    const chain = defineChain({
      id: config.chainId,
      name: config.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [] } },
    })
    this.#wallet = createWalletClient({
      account: treasury,
      chain,
      transport: custom({ request: ({ method, params }) => this.call(method, (params as unknown[] | undefined) ?? []) }, { retryCount: 0 }),
    }).extend(publicActions)
  }

  /** Creates the chain, deploys the token and the drainer, and takes the snapshot `reset()` returns to. */
  async start(): Promise<void> {
    this.#provider = await createEdrProvider(this.#config)
    await this.#deploy('USDC', USDC_ABI, usdcArtifact.bytecode as Hex, USDC_ADDRESS, 0)
    await this.#deploy('the drainer', DRAINER_ABI, drainerArtifact.bytecode as Hex, DRAINER_ADDRESS, 1)
    await deployAccountAbstraction({
      sendTransaction: ({ to, data, value, nonce }) => this.#wallet.sendTransaction({ to: to ?? null, data, value, nonce }),
      call: (method, params) => this.call(method, params),
    })
    this.#snapshot = await this.call('evm_snapshot', [])
  }

  async #deploy(name: string, abi: Abi, bytecode: Hex, expected: Address, nonce: number): Promise<void> {
    const hash = await this.#wallet.deployContract({ abi, bytecode, nonce })
    const receipt = await this.#wallet.getTransactionReceipt({ hash })
    if (receipt.status !== 'success' || receipt.contractAddress?.toLowerCase() !== expected.toLowerCase()) {
      throw new Error(`Deploying ${name} on chain ${this.chainId} failed (${receipt.status}, ${receipt.contractAddress})`)
    }
  }

  /** Answers one JSON-RPC request as EDR does (no method filtering: the HTTP route filters). */
  async request(request: EdrRequest): Promise<EdrResponse> {
    while (this.#simulation) await this.#simulation
    this.#inFlight++
    try {
      return await this.#handle(request)
    } finally {
      if (--this.#inFlight === 0) this.#drained?.()
    }
  }

  /**
   * Simulates a transaction (simulate.ts) with every other request held back, and leaves the
   * network exactly as it was (state, blocks, nonces, impersonated accounts).
   */
  async simulate(input: TransactionSimulationInput): Promise<TransactionSimulation> {
    while (this.#simulation) await this.#simulation
    let release!: () => void
    this.#simulation = new Promise<void>((resolve) => (release = resolve))
    try {
      if (this.#inFlight > 0) await new Promise<void>((resolve) => (this.#drained = resolve))
      const call = async (method: string, params: unknown[]) => {
        const response = await this.#handle({ method, params }, false)
        if ('error' in response) throw new JsonRpcError(response.error.code, response.error.message, response.error.data)
        return response.result
      }
      return await simulateTransaction(call, input, this.#impersonated.has(input.from.toLowerCase()))
    } finally {
      this.#drained = undefined
      this.#simulation = undefined
      release()
    }
  }

  async #handle(request: EdrRequest, track = true): Promise<EdrResponse> {
    if (this.#closed || !this.#provider) throw new Error(`The local EVM network ${this.chainId} is ${this.#closed ? 'closed' : 'not started'}`)
    const response = await edrRequest(this.#provider, request)
    if (!track) return response
    const first = Array.isArray(request.params) ? request.params[0] : undefined
    if ('result' in response && response.result === true && typeof first === 'string') {
      const address = first.toLowerCase()
      if (request.method === 'hardhat_impersonateAccount') this.#impersonated.add(address)
      if (request.method === 'hardhat_stopImpersonatingAccount') this.#impersonated.delete(address)
    }
    return response
  }

  /** The result of one request, or a `JsonRpcError`. */
  async call(method: string, params: unknown[]): Promise<unknown> {
    const response = await this.request({ method, params })
    if ('error' in response) throw new JsonRpcError(response.error.code, response.error.message, response.error.data)
    return response.result
  }

  /** Sends `value` wei from the treasury; the transaction hash and the account's new balance. */
  sendEth(to: Address, value: bigint): Promise<{ transaction: Hex; balance: bigint }> {
    return this.#exclusive(async () => {
      const hash = await this.#wallet.sendTransaction({ to, value })
      await this.#succeeded(hash)
      return { transaction: hash, balance: await this.#wallet.getBalance({ address: to }) }
    })
  }

  /** Mints `value` base units of USDC to `to`; the transaction hash and the new token balance. */
  mintUsdc(to: Address, value: bigint): Promise<{ transaction: Hex; balance: bigint }> {
    return this.#exclusive(async () => {
      const hash = await this.#wallet.writeContract({ address: USDC_ADDRESS, abi: USDC_ABI, functionName: 'mint', args: [to, value] })
      await this.#succeeded(hash)
      const balance = await this.#wallet.readContract({ address: USDC_ADDRESS, abi: USDC_ABI, functionName: 'balanceOf', args: [to] })
      return { transaction: hash, balance: balance as bigint }
    })
  }

  /**
   * Back to the state right after start: reverts to the snapshot and takes a new one (a revert
   * consumes it). If the snapshot is gone (a client reverted to it or before it), the network is
   * built again from genesis.
   */
  reset(): Promise<void> {
    return this.#exclusive(async () => {
      for (const address of this.#impersonated) await this.call('hardhat_stopImpersonatingAccount', [address])
      this.#impersonated.clear()
      const reverted = await this.call('evm_revert', [this.#snapshot])
      if (reverted === true) this.#snapshot = await this.call('evm_snapshot', [])
      else await this.start()
    })
  }

  close(): void {
    this.#closed = true
    this.#provider = undefined
  }

  async #succeeded(hash: Hex): Promise<void> {
    const receipt = await this.#wallet.getTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error(`Faucet transaction ${hash} on chain ${this.chainId} reverted`)
  }

  #exclusive<T>(task: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(task)
    this.#queue = run.catch(() => undefined)
    return run
  }
}
