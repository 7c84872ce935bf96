/**
 * `createEvmDevChain`: real EVM networks in-process (EDR, the runtime behind Hardhat 3) for the
 * dev backend: JSON-RPC at `POST /rpc/evm/:chainId`, a gas station at `GET /gas-station/:chainId`
 * (gasStation.ts), a USDC-like token and a malicious demo contract (the drainer) deployed at
 * start, transaction simulation for the scan (simulate.ts), a faucet
 * that sends real transactions, and a fast reset to the state right after start. Node only (EDR is
 * a native module, loaded when the chain starts).
 */
import type { Abi, Address } from 'viem'
import { errors } from '../../errors.js'
import type { DevChain, DevChainDescription, DevChainFunding, FaucetRequest, FaucetResult, TransactionSimulation, TransactionSimulationInput } from '../types.js'
import { checkHardfork, latestHardfork } from './edr.js'
import { parseEvmFaucetRequest } from './faucet.js'
import { DRAINER_ABI, DRAINER_ADDRESS, EvmNetwork, TREASURY_ADDRESS, USDC_ABI, USDC_ADDRESS, USDC_DECIMALS } from './network.js'
import { evmRpcRoutes, type EvmRpcLimits } from './rpc.js'
import { gasStationRoutes } from './gasStation.js'
import { evmFunding } from './funding.js'
import { bundlerRoutes } from './bundler.js'
import {
  ENTRY_POINT_ADDRESS,
  SMART_ACCOUNT_ABI,
  SMART_ACCOUNT_FACTORY_ABI,
  SMART_ACCOUNT_FACTORY_ADDRESS,
  VERIFYING_PAYMASTER_ADDRESS,
  parseRpcUserOperation,
  paymasterStubFields,
  signPaymasterData,
  verifyMessageOnChain,
} from './accountAbstraction.js'
import { numberToHex, type Hex } from 'viem'
import { Hono } from 'hono'

export { EVM_FAUCET_ASSETS } from './faucet.js'
export { EXTRA_RPC_METHODS, type EvmRpcLimits } from './rpc.js'
export { DRAINER_ABI, DRAINER_ADDRESS } from './network.js'
export { EVM_FUNDING_KEYS } from './funding.js'
export { ENTRY_POINT_ADDRESS, SMART_ACCOUNT_FACTORY_ADDRESS, VERIFYING_PAYMASTER_ADDRESS } from './accountAbstraction.js'

/** One network of the chain. */
export interface EvmDevNetworkOptions {
  chainId: number
  name: string
}

/** Options of {@link createEvmDevChain}: the networks to run and their limits. */
export interface EvmDevChainOptions {
  /** The networks to run, each with its own state. Default `DEFAULT_EVM_NETWORKS`. */
  networks?: readonly EvmDevNetworkOptions[]
  /** EDR hardfork name, 'cancun' or later. Default: EDR's latest stable one ('osaka' with EDR 0.22). */
  hardfork?: string
  /** Base fee of the genesis block, in wei; EIP-1559 moves it block by block. Default 1 gwei. */
  initialBaseFeePerGas?: bigint
  /** Gas limit of every block. Default 60,000,000 (a transaction may use at most 16,777,216: EIP-7825). */
  blockGasLimit?: bigint
  /** More balances at genesis, on every network (wei). The treasury always has 1e9 ETH. */
  accounts?: readonly { address: Address; balance: bigint }[]
  /** Bounds of the JSON-RPC endpoint. Default 1 MiB bodies, 100 requests per batch. */
  rpcLimits?: EvmRpcLimits
}

/** Chain 31337 'Foyer Local' and chain 31338 'Foyer Local 2'. */
export const DEFAULT_EVM_NETWORKS: readonly EvmDevNetworkOptions[] = [
  { chainId: 31337, name: 'Foyer Local' },
  { chainId: 31338, name: 'Foyer Local 2' },
]

/** An EIP-1193 `request` into one network, unfiltered (every EDR method), for in-process use. */
export interface EvmDevProvider {
  request(args: { method: string; params?: readonly unknown[] }): Promise<unknown>
}

/** A local EVM chain for the dev backend (one or more networks with their RPC endpoints and faucet). */
export interface EvmDevChain extends DevChain {
  readonly chainType: 'ethereum'
  readonly networks: readonly { chainId: number; name: string; rpcPath: string }[]
  /** Deploys the token, owns its `mint` and pays the faucet: Hardhat's public account #0. */
  readonly treasury: Address
  /** The USDC-like token (FoyerUSD), at the same address on every network. */
  readonly usdc: { address: Address; decimals: number; abi: Abi }
  /**
   * FoyerDrainer, a deliberately malicious contract at `DRAINER_ADDRESS` on every network (the
   * scan's default malicious address): `claim()` forwards the ETH sent to the treasury,
   * `sweep(token, victim)` moves what the victim allowed it to spend.
   */
  readonly drainer: { address: Address; abi: Abi }
  /**
   * The fake funding providers' side of the networks: the on-ramp's and the bridge solver's
   * accounts (keys `EVM_FUNDING_KEYS`), their payments, and deposits to the solver.
   */
  readonly funding: DevChainFunding
  /**
   * ERC-4337 on every network: the EntryPoint v0.7 (canonical address), the smart account factory
   * (FoyerSmartAccountFactory: SimpleAccount v0.7 with ERC-1271), the account's ABI, and the
   * verifying paymaster. The bundler answers at `POST /bundler/evm/:chainId`.
   */
  readonly accountAbstraction: {
    entryPoint: Address
    factory: { address: Address; abi: Abi }
    account: { abi: Abi }
    paymaster: Address
    bundlerPath(chainId: number): string
  }
  sponsorUserOperation(input: { chainId: number; userOperation: unknown; stub: boolean }): Promise<Record<string, unknown> | undefined>
  verifyMessage(input: { chainId: number; address: string; message: string; signature: string }): Promise<boolean | undefined>
  /**
   * Runs the transaction on the network of `input.chainId` as its sender would, reads what it
   * did, and undoes it; other requests to that network wait meanwhile. Undefined when no network
   * has that chain id.
   */
  simulateTransaction(input: TransactionSimulationInput): Promise<TransactionSimulation | undefined>
  /** EIP-1193 provider of a network (default: the first). Errors carry EDR's `code` and `data`. */
  provider(chainId?: number): EvmDevProvider
  close(): Promise<void>
}

const TREASURY_BALANCE = 10n ** 27n // 1e9 ETH

/** Starts the networks (each: genesis, token deployment, snapshot) and returns the chain. */
export async function createEvmDevChain(options: EvmDevChainOptions = {}): Promise<EvmDevChain> {
  const networkOptions = options.networks ?? DEFAULT_EVM_NETWORKS
  checkNetworks(networkOptions)
  const hardfork = options.hardfork === undefined ? await latestHardfork() : await checkHardfork(options.hardfork)
  const genesisBalances = [{ address: TREASURY_ADDRESS, balance: TREASURY_BALANCE }, ...(options.accounts ?? [])]
  const networks = networkOptions.map(
    ({ chainId, name }) =>
      new EvmNetwork({
        chainId,
        name,
        hardfork,
        initialBaseFeePerGas: options.initialBaseFeePerGas ?? 1_000_000_000n,
        blockGasLimit: options.blockGasLimit ?? 60_000_000n,
        genesisBalances,
      }),
  )
  await Promise.all(networks.map((network) => network.start()))
  const byId = new Map(networks.map((network) => [network.chainId, network]))
  const routes = new Hono()
  routes.route('/', evmRpcRoutes(byId, options.rpcLimits))
  routes.route('/', gasStationRoutes(byId))
  routes.route('/', bundlerRoutes(byId, options.rpcLimits))
  const first = networks[0]!

  const networkOf = (chainId: number | undefined) => {
    const network = chainId === undefined ? first : byId.get(chainId)
    if (!network) throw errors.invalidData(`No local EVM network with chain id ${chainId} (running: ${[...byId.keys()].join(', ')})`)
    return network
  }

  return {
    chainType: 'ethereum',
    networks: networks.map(({ chainId, name, rpcPath }) => ({ chainId, name, rpcPath })),
    treasury: TREASURY_ADDRESS,
    usdc: { address: USDC_ADDRESS, decimals: USDC_DECIMALS, abi: USDC_ABI },
    drainer: { address: DRAINER_ADDRESS, abi: DRAINER_ABI },
    funding: evmFunding(byId),
    accountAbstraction: {
      entryPoint: ENTRY_POINT_ADDRESS,
      factory: { address: SMART_ACCOUNT_FACTORY_ADDRESS, abi: SMART_ACCOUNT_FACTORY_ABI },
      account: { abi: SMART_ACCOUNT_ABI },
      paymaster: VERIFYING_PAYMASTER_ADDRESS,
      bundlerPath: (chainId) => `/bundler/evm/${chainId}`,
    },
    async sponsorUserOperation({ chainId, userOperation, stub }) {
      const network = byId.get(chainId)
      if (!network) return undefined
      const op = parseRpcUserOperation(userOperation, { estimating: true })
      const fields = stub ? paymasterStubFields() : await signPaymasterData((method, params) => network.call(method, params), op)
      return {
        paymaster: fields.paymaster,
        paymasterData: fields.paymasterData,
        paymasterVerificationGasLimit: numberToHex(fields.paymasterVerificationGasLimit),
        paymasterPostOpGasLimit: numberToHex(fields.paymasterPostOpGasLimit),
      }
    },
    async verifyMessage({ chainId, address, message, signature }) {
      const network = byId.get(chainId)
      if (!network) return undefined
      return verifyMessageOnChain((method, params) => network.call(method, params), { address: address as Address, message, signature: signature as Hex })
    },
    routes: () => routes,
    async simulateTransaction(input) {
      return byId.get(input.chainId)?.simulate(input)
    },
    async faucet(request: FaucetRequest): Promise<FaucetResult> {
      const input = parseEvmFaucetRequest(request as unknown as Record<string, unknown>)
      const network = networkOf(input.chainId)
      const { transaction, balance } =
        input.asset === 'ETH' ? await network.sendEth(input.address, input.value) : await network.mintUsdc(input.address, input.value)
      return { transaction, balance: balance.toString() }
    },
    async reset() {
      await Promise.all(networks.map((network) => network.reset()))
    },
    describe(): DevChainDescription {
      return {
        chainType: 'ethereum',
        networks: networks.map(({ chainId, name, rpcPath }) => ({
          id: chainId,
          name,
          rpcPath,
          tokens: { USDC: { address: USDC_ADDRESS, decimals: USDC_DECIMALS } },
          contracts: {
            drainer: DRAINER_ADDRESS,
            entryPoint: ENTRY_POINT_ADDRESS,
            smartAccountFactory: SMART_ACCOUNT_FACTORY_ADDRESS,
            verifyingPaymaster: VERIFYING_PAYMASTER_ADDRESS,
          },
        })),
      }
    },
    provider(chainId) {
      const network = byId.get(chainId ?? first.chainId)
      if (!network) throw new Error(`No local EVM network with chain id ${chainId}`)
      return { request: ({ method, params }) => network.call(method, [...(params ?? [])]) }
    },
    async close() {
      for (const network of networks) network.close()
    },
  }
}

function checkNetworks(networks: readonly EvmDevNetworkOptions[]): void {
  if (networks.length === 0) throw new Error('createEvmDevChain needs at least one network')
  const seen = new Set<number>()
  for (const { chainId, name } of networks) {
    if (!Number.isSafeInteger(chainId) || chainId <= 0) throw new Error(`Invalid chain id ${chainId}`)
    if (seen.has(chainId)) throw new Error(`Chain id ${chainId} is used twice`)
    if (!name) throw new Error(`Network ${chainId} needs a name`)
    seen.add(chainId)
  }
}
