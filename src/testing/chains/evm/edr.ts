/**
 * One in-process EVM network on EDR (the Rust EVM runtime behind Hardhat 3), used directly: no
 * Hardhat project, config file or cache directory. EDR is loaded on first use, so importing this
 * module costs nothing until a chain starts.
 */
import type { EdrContext, Provider } from '@nomicfoundation/edr'
import { loadOptionalPackage } from '../../../core/utils/optionalPackage.js'

/** A JSON-RPC 2.0 request as EDR takes it (`params` is required by EDR; it refuses named params). */
export interface EdrRequest {
  method: string
  params: unknown[] | Record<string, unknown>
}

/** EDR's answer: a result, or a JSON-RPC error object with EDR's own code, message and data. */
export type EdrResponse = { result: unknown } | { error: { code: number; message: string; data?: unknown } }

export interface EdrNetworkConfig {
  chainId: number
  hardfork: string
  initialBaseFeePerGas: bigint
  blockGasLimit: bigint
  /** Balances at genesis, by address (0x…). */
  genesisBalances: { address: string; balance: bigint }[]
}

type EdrModule = typeof import('@nomicfoundation/edr')

let loaded: Promise<{ edr: EdrModule; context: EdrContext }> | undefined

/**
 * EDR's module and one context for the process (as Hardhat keeps one). EDR is an optional peer
 * dependency: without it this rejects with a MissingPackageError naming it.
 */
export function loadEdr(load: () => Promise<EdrModule> = () => import('@nomicfoundation/edr')): Promise<{ edr: EdrModule; context: EdrContext }> {
  loaded ??= (async () => {
    const edr = await loadOptionalPackage(load, { name: '@nomicfoundation/edr', feature: 'The local EVM chain', dev: true })
    const context = new edr.EdrContext()
    await context.registerProviderFactory(edr.L1_CHAIN_TYPE, edr.l1ProviderFactory())
    return { edr, context }
  })()
  loaded.catch(() => (loaded = undefined))
  return loaded
}

/** Hardhat's coinbase, so blocks look like a Hardhat network's. */
const COINBASE = 'c014ba5ec014ba5ec014ba5ec014ba5ec014ba5e'

/** EIP-7825's per-transaction gas cap (Osaka): the gas of a call or transaction that names none. */
const TRANSACTION_GAS_CAP = 16_777_216n

/** EDR's latest stable L1 hardfork name (e.g. 'osaka'). */
export async function latestHardfork(): Promise<string> {
  const { edr } = await loadEdr()
  return edr.l1HardforkToString(edr.l1HardforkLatest())
}

/**
 * The hardfork's EDR name, or an Error when EDR does not know it or it is older than Cancun (the
 * deployed contracts are compiled for Cancun).
 */
export async function checkHardfork(name: string): Promise<string> {
  const { edr } = await loadEdr()
  let hardfork
  try {
    hardfork = edr.l1HardforkFromString(name)
  } catch {
    throw new Error(`Unknown hardfork "${name}"`)
  }
  if (hardfork < edr.L1Hardfork.Cancun) throw new Error(`Hardfork "${name}" is older than cancun, which the local chain needs`)
  return edr.l1HardforkToString(hardfork)
}

/** A new EDR provider: instant mining, EIP-1559 fees, mainnet-like gas limits, no owned accounts. */
export async function createEdrProvider(config: EdrNetworkConfig): Promise<Provider> {
  const { edr, context } = await loadEdr()
  const hardfork = edr.l1HardforkFromString(config.hardfork)
  const hex = (address: string) => Buffer.from(address.replace(/^0x/, ''), 'hex')
  return context.createProvider(
    edr.L1_CHAIN_TYPE,
    {
      allowBlocksWithSameTimestamp: false,
      allowUnlimitedContractSize: false,
      // eth_call / eth_estimateGas failures are JSON-RPC errors carrying the revert data, as on a
      // real node; a failing transaction is still mined, with a failed receipt.
      bailOnCallFailure: true,
      bailOnTransactionFailure: false,
      chainId: BigInt(config.chainId),
      coinbase: hex(COINBASE),
      defaultTransactionGasLimit: TRANSACTION_GAS_CAP < config.blockGasLimit ? TRANSACTION_GAS_CAP : config.blockGasLimit,
      // The system contracts of the hardfork (beacon roots, block hashes …), then the balances.
      genesisState: [
        ...edr.l1GenesisState(hardfork),
        ...config.genesisBalances.map(({ address, balance }) => ({ address: hex(address), balance })),
      ],
      hardfork: config.hardfork,
      initialBaseFeePerGas: config.initialBaseFeePerGas,
      minGasPrice: 0n,
      // Every transaction is mined into its own block as soon as it arrives.
      mining: { autoMine: true, blockGasLimit: config.blockGasLimit, memPool: { order: edr.MineOrdering.Priority } },
      network: { genesisBlockGasLimit: config.blockGasLimit, genesisBlockTime: BigInt(Math.floor(Date.now() / 1000)) },
      networkId: BigInt(config.chainId),
      observability: {},
      // Wallets sign for themselves: eth_accounts is empty and eth_sendTransaction needs an
      // impersonated account, as on a public node.
      ownedAccounts: [],
      precompileOverrides: [],
    },
    { enable: false, decodeConsoleLogInputsCallback: () => [], printLineCallback: () => {} },
    { subscriptionCallback: () => {} },
    edr.ContractDecoder.withContracts({ buildInfos: [], ignoreContracts: false }),
  )
}

/**
 * Sends one request to an EDR provider and returns its parsed answer. A revert (eth_call,
 * eth_estimateGas) is answered as geth, anvil and Hardhat's own node answer it, which is what
 * viem, ethers and wallets decode: code 3 and `data` = the revert data (EDR says -32000 with
 * `data: { data, reason, transactionHash }`); EDR's message is kept.
 */
export async function edrRequest(provider: Provider, request: EdrRequest): Promise<EdrResponse> {
  const response = await provider.handleRequest(JSON.stringify({ jsonrpc: '2.0', id: 1, ...request }))
  const data = (typeof response.data === 'string' ? JSON.parse(response.data) : response.data) as EdrResponse
  if (!('error' in data)) return { result: data.result }
  const { code, message, data: details } = data.error
  const revertData = isRevert(details) ? details.data : undefined
  if (revertData !== undefined) return { error: { code: REVERT_ERROR_CODE, message, data: revertData } }
  return { error: details === undefined ? { code, message } : { code, message, data: details } }
}

/** A JSON-RPC error answered by EDR (code, message and data as EDR gives them). */
export class JsonRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
    this.name = 'JsonRpcError'
  }
}

/** The JSON-RPC error code of an execution revert on geth and anvil. */
export const REVERT_ERROR_CODE = 3

const isRevert = (details: unknown): details is { data: string } => {
  if (typeof details !== 'object' || details === null) return false
  const { data, reason } = details as { data?: unknown; reason?: unknown }
  return typeof data === 'string' && typeof reason === 'object' && reason !== null && 'Revert' in reason
}
