/**
 * `POST /bundler/evm/:chainId`: an ERC-4337 bundler (EntryPoint v0.7) for a local EVM network,
 * JSON-RPC 2.0. `eth_sendUserOperation` checks the operation's fields, simulates `handleOps` (a
 * call) and refuses what the EntryPoint would refuse with the ERC-7769 error codes, then sends a
 * real `handleOps` transaction from the bundler's account, one bundle per operation.
 * Receipts and operations are read back from the chain (the EntryPoint's `UserOperationEvent`).
 */
import { Hono } from 'hono'
import {
  BaseError,
  createWalletClient,
  custom,
  decodeErrorResult,
  decodeEventLog,
  decodeFunctionData,
  defineChain,
  encodeEventTopics,
  encodeFunctionData,
  isHex,
  numberToHex,
  publicActions,
  type Address,
  type Hex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { entryPoint07Abi, toPackedUserOperation, type UserOperation } from 'viem/account-abstraction'
import {
  BUNDLER_PRIVATE_KEY,
  ENTRY_POINT_ADDRESS,
  PAYMASTER_POST_OP_GAS,
  PAYMASTER_VERIFICATION_GAS,
  parseRpcUserOperation,
  preVerificationGasOf,
  toRpcUserOperation,
  unpackUserOperation,
  userOperationHash,
} from './accountAbstraction.js'
import { USER_OPERATION_ERRORS as E, UserOperationRpcError } from './userOperationRpc.js'
import type { EvmRpcLimits } from './rpc.js'
import { userOperationRpcRoute } from './userOperationRpc.js'
import type { EvmNetwork } from './network.js'

/** The bundler's JSON-RPC methods. */
export const BUNDLER_RPC_METHODS: readonly string[] = [
  'eth_chainId',
  'eth_supportedEntryPoints',
  'eth_estimateUserOperationGas',
  'eth_sendUserOperation',
  'eth_getUserOperationReceipt',
  'eth_getUserOperationByHash',
]

/** Gas limits the estimate gives for verification: an existing account, and one the factory creates. */
const VERIFICATION_GAS = 120_000n
const VERIFICATION_GAS_WITH_FACTORY = 450_000n
/** Call gas when the account does not exist yet (its code cannot run before it is created). */
const CALL_GAS_UNDEPLOYED = 300_000n
/** The per-transaction gas cap (EIP-7825). */
const TRANSACTION_GAS_CAP = 16_777_216n

type Call = (method: string, params: unknown[]) => Promise<unknown>

/** The EntryPoint's refusal in a simulated `handleOps`, as an ERC-7769 error. */
function refusalOf(error: unknown): UserOperationRpcError {
  const data = revertData(error)
  if (data) {
    try {
      const decoded = decodeErrorResult({ abi: entryPoint07Abi, data })
      if (decoded.errorName === 'FailedOp' || decoded.errorName === 'FailedOpWithRevert') {
        const reason = String(decoded.args[1])
        const inner = decoded.errorName === 'FailedOpWithRevert' ? (decoded.args[2] as Hex) : undefined
        const code = /^AA(22|32)/.test(reason)
          ? E.outOfTimeRange
          : /^AA(24|34)/.test(reason)
            ? E.invalidSignature
            : /^AA3/.test(reason)
              ? E.rejectedByPaymaster
              : E.rejectedByEntryPointOrAccount
        return new UserOperationRpcError(code, reason, inner ? { revertData: inner } : undefined)
      }
    } catch {
      // not an EntryPoint error: below
    }
  }
  const message = error instanceof Error ? error.message : String(error)
  return new UserOperationRpcError(E.rejectedByEntryPointOrAccount, `UserOperation reverted during simulation: ${message.slice(0, 300)}`)
}

function revertData(error: unknown): Hex | undefined {
  let found: Hex | undefined
  const visit = (e: unknown) => {
    const data = (e as { data?: unknown } | null)?.data
    if (typeof data === 'string' && isHex(data) && data.length >= 10) found ??= data
    else if (typeof data === 'object' && data !== null && typeof (data as { data?: unknown }).data === 'string') found ??= (data as { data: Hex }).data
  }
  visit(error)
  if (error instanceof BaseError) error.walk((e) => (visit(e), false))
  return found
}

/** A bundler for one network. */
export class Bundler {
  readonly #network: EvmNetwork
  readonly #call: Call
  #queue: Promise<unknown> = Promise.resolve()
  #wallet

  constructor(network: EvmNetwork) {
    this.#network = network
    this.#call = (method, params) => network.call(method, params)
    const chain = defineChain({ id: network.chainId, name: network.name, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [] } } })
    this.#wallet = createWalletClient({
      account: privateKeyToAccount(BUNDLER_PRIVATE_KEY),
      chain,
      transport: custom({ request: ({ method, params }) => this.#call(method, (params as unknown[] | undefined) ?? []) }, { retryCount: 0 }),
    }).extend(publicActions)
  }

  /** One JSON-RPC method's result; throws a UserOperationRpcError. */
  async handle(method: string, params: unknown[]): Promise<unknown> {
    switch (method) {
      case 'eth_chainId':
        return numberToHex(this.#network.chainId)
      case 'eth_supportedEntryPoints':
        return [ENTRY_POINT_ADDRESS]
      case 'eth_estimateUserOperationGas':
        this.#checkEntryPoint(params[1])
        return this.#estimate(parseRpcUserOperation(params[0], { estimating: true }))
      case 'eth_sendUserOperation':
        this.#checkEntryPoint(params[1])
        return this.#exclusive(() => this.#send(parseRpcUserOperation(params[0])))
      case 'eth_getUserOperationReceipt':
        return this.#receipt(this.#hashParam(params[0]))
      case 'eth_getUserOperationByHash':
        return this.#byHash(this.#hashParam(params[0]))
      default:
        throw new UserOperationRpcError(-32601, `Method ${method.slice(0, 100)} is not supported`)
    }
  }

  #checkEntryPoint(value: unknown): void {
    if (typeof value !== 'string' || value.toLowerCase() !== ENTRY_POINT_ADDRESS.toLowerCase()) {
      throw new UserOperationRpcError(E.invalidFields, `Unsupported entry point ${String(value).slice(0, 60)}: this bundler supports ${ENTRY_POINT_ADDRESS}`)
    }
  }

  #hashParam(value: unknown): Hex {
    if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(value)) throw new UserOperationRpcError(E.invalidFields, 'Invalid user operation hash')
    return value.toLowerCase() as Hex
  }

  async #isDeployed(address: Address): Promise<boolean> {
    const code = (await this.#call('eth_getCode', [address, 'latest'])) as Hex
    return code !== '0x'
  }

  async #estimate(op: UserOperation<'0.7'>): Promise<Record<string, Hex>> {
    const deployed = await this.#isDeployed(op.sender)
    if (!deployed && !op.factory) throw new UserOperationRpcError(E.rejectedByEntryPointOrAccount, 'AA20 account not deployed')
    if (deployed && op.factory) throw new UserOperationRpcError(E.rejectedByEntryPointOrAccount, 'AA10 sender already constructed')
    let callGasLimit = CALL_GAS_UNDEPLOYED
    if (deployed) {
      try {
        const gas = (await this.#call('eth_estimateGas', [{ from: ENTRY_POINT_ADDRESS, to: op.sender, data: op.callData }])) as Hex
        callGasLimit = (BigInt(gas) * 12n) / 10n + 10_000n
      } catch (error) {
        throw new UserOperationRpcError(E.executionReverted, `UserOperation reverted during execution phase: ${(error as Error).message.slice(0, 300)}`, { revertData: revertData(error) })
      }
    }
    const estimate: Record<string, Hex> = {
      preVerificationGas: numberToHex((preVerificationGasOf(op) * 11n) / 10n),
      verificationGasLimit: numberToHex(op.factory ? VERIFICATION_GAS_WITH_FACTORY : VERIFICATION_GAS),
      callGasLimit: numberToHex(callGasLimit),
    }
    if (op.paymaster) {
      estimate.paymasterVerificationGasLimit = numberToHex(PAYMASTER_VERIFICATION_GAS)
      estimate.paymasterPostOpGasLimit = numberToHex(PAYMASTER_POST_OP_GAS)
    }
    return estimate
  }

  async #send(op: UserOperation<'0.7'>): Promise<Hex> {
    const minimum = preVerificationGasOf(op)
    if (op.preVerificationGas < minimum) {
      throw new UserOperationRpcError(E.invalidFields, `preVerificationGas too low: expected at least ${minimum}`)
    }
    const block = (await this.#call('eth_getBlockByNumber', ['latest', false])) as { baseFeePerGas: Hex }
    const baseFee = BigInt(block.baseFeePerGas)
    if (op.maxFeePerGas < baseFee) throw new UserOperationRpcError(E.invalidFields, `maxFeePerGas too low: the base fee is ${baseFee}`)
    const hash = userOperationHash(op, this.#network.chainId)
    if (await this.#eventOf(hash)) throw new UserOperationRpcError(E.invalidFields, 'UserOperation already included')
    const packed = toPackedUserOperation(op)
    const data = encodeFunctionData({ abi: entryPoint07Abi, functionName: 'handleOps', args: [[packed], this.#wallet.account.address] })
    // Simulation first: what the EntryPoint would refuse never reaches the chain.
    try {
      await this.#call('eth_call', [{ from: this.#wallet.account.address, to: ENTRY_POINT_ADDRESS, data, gas: numberToHex(TRANSACTION_GAS_CAP) }, 'latest'])
    } catch (error) {
      throw refusalOf(error)
    }
    const limits = op.verificationGasLimit + op.callGasLimit + (op.paymasterVerificationGasLimit ?? 0n) + (op.paymasterPostOpGasLimit ?? 0n)
    let gas = ((limits + op.preVerificationGas) * 64n) / 63n + 50_000n
    if (gas > TRANSACTION_GAS_CAP) gas = TRANSACTION_GAS_CAP
    const maxFeePerGas = op.maxFeePerGas
    const maxPriorityFeePerGas = op.maxPriorityFeePerGas
    const transaction = await this.#wallet.sendTransaction({ to: ENTRY_POINT_ADDRESS, data, gas, maxFeePerGas, maxPriorityFeePerGas })
    const receipt = await this.#wallet.getTransactionReceipt({ hash: transaction })
    if (receipt.status !== 'success') throw refusalOf(new Error(`handleOps transaction ${transaction} reverted`))
    return hash
  }

  async #eventOf(hash: Hex) {
    const topics = encodeEventTopics({ abi: entryPoint07Abi, eventName: 'UserOperationEvent', args: { userOpHash: hash } })
    const logs = (await this.#call('eth_getLogs', [{ address: ENTRY_POINT_ADDRESS, fromBlock: '0x0', toBlock: 'latest', topics }])) as {
      transactionHash: Hex
      blockHash: Hex
      blockNumber: Hex
      logIndex: Hex
      data: Hex
      topics: [Hex, ...Hex[]]
    }[]
    return logs[0]
  }

  async #receipt(hash: Hex): Promise<unknown> {
    const event = await this.#eventOf(hash)
    if (!event) return null
    const decoded = decodeEventLog({ abi: entryPoint07Abi, eventName: 'UserOperationEvent', data: event.data, topics: event.topics })
    const receipt = (await this.#call('eth_getTransactionReceipt', [event.transactionHash])) as { logs: { logIndex: Hex; topics: Hex[]; address: Address; data: Hex }[] }
    // The operation's logs: after the EntryPoint's BeforeExecution, before its UserOperationEvent.
    const [beforeExecution] = encodeEventTopics({ abi: entryPoint07Abi, eventName: 'BeforeExecution' })
    const start = receipt.logs.findIndex((log) => log.topics[0] === beforeExecution)
    const end = receipt.logs.findIndex((log) => log.logIndex === event.logIndex)
    const logs = receipt.logs.slice(start + 1, end)
    const revertTopic = encodeEventTopics({ abi: entryPoint07Abi, eventName: 'UserOperationRevertReason' })[0]
    const revert = receipt.logs.find((log) => log.topics[0] === revertTopic && log.topics[1]?.toLowerCase() === hash)
    const reason = revert ? decodeEventLog({ abi: entryPoint07Abi, eventName: 'UserOperationRevertReason', data: revert.data, topics: revert.topics as [Hex] }).args?.revertReason : undefined
    return {
      userOpHash: hash,
      entryPoint: ENTRY_POINT_ADDRESS,
      sender: decoded.args.sender,
      nonce: numberToHex(decoded.args.nonce),
      paymaster: decoded.args.paymaster,
      actualGasCost: numberToHex(decoded.args.actualGasCost),
      actualGasUsed: numberToHex(decoded.args.actualGasUsed),
      success: decoded.args.success,
      ...(reason ? { reason } : {}),
      logs,
      receipt,
    }
  }

  async #byHash(hash: Hex): Promise<unknown> {
    const event = await this.#eventOf(hash)
    if (!event) return null
    const transaction = (await this.#call('eth_getTransactionByHash', [event.transactionHash])) as { input: Hex }
    const { args } = decodeFunctionData({ abi: entryPoint07Abi, data: transaction.input })
    const ops = (args?.[0] ?? []) as Parameters<typeof unpackUserOperation>[0][]
    const op = ops.map(unpackUserOperation).find((candidate) => userOperationHash(candidate, this.#network.chainId) === hash)
    if (!op) return null
    return {
      userOperation: toRpcUserOperation(op),
      entryPoint: ENTRY_POINT_ADDRESS,
      transactionHash: event.transactionHash,
      blockHash: event.blockHash,
      blockNumber: event.blockNumber,
    }
  }

  #exclusive<T>(task: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(task)
    this.#queue = run.catch(() => undefined)
    return run
  }
}

/** `POST /bundler/evm/:chainId`: the bundlers of the given networks. */
export function bundlerRoutes(networks: ReadonlyMap<number, EvmNetwork>, limits?: EvmRpcLimits): Hono {
  const bundlers = new Map([...networks].map(([chainId, network]) => [chainId, new Bundler(network)]))
  const r = new Hono()
  userOperationRpcRoute(r, '/bundler/evm/:chainId', (chainId) => bundlers.get(chainId), limits)
  return r
}
