/**
 * ERC-4337 on a local EVM network: the contracts deployed at start (the official EntryPoint v0.7
 * from `@account-abstraction/contracts`, put at its canonical address; the smart account factory;
 * the official VerifyingPaymaster with its deposit), user operations in their RPC and packed
 * forms, the paymaster's signature (validUntil = the chain's time + 300 s), and signature checks
 * that accept smart accounts (ERC-1271 when deployed, ERC-6492 before).
 */
import {
  concat,
  createPublicClient,
  custom,
  encodeAbiParameters,
  encodeFunctionData,
  getAddress,
  isAddress,
  isHex,
  keccak256,
  numberToHex,
  parseEther,
  size,
  slice,
  stringToBytes,
  type Abi,
  type Address,
  type Hex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { entryPoint07Abi, getUserOperationHash, toPackedUserOperation, type UserOperation } from 'viem/account-abstraction'
import { loadOptionalPackage } from '../../../core/utils/optionalPackage.js'
import factoryArtifact from './artifacts/FoyerSmartAccountFactory.json' with { type: 'json' }
import accountArtifact from './artifacts/FoyerSmartAccount.json' with { type: 'json' }
import { USER_OPERATION_ERRORS, UserOperationRpcError } from './userOperationRpc.js'
import { ENTRY_POINT_ADDRESS, SMART_ACCOUNT_FACTORY_ADDRESS, TREASURY_ADDRESS, VERIFYING_PAYMASTER_ADDRESS } from './constants.js'

export { ENTRY_POINT_ADDRESS, SMART_ACCOUNT_FACTORY_ADDRESS, VERIFYING_PAYMASTER_ADDRESS }

/** A public key from a label (keccak256): never use these keys on a real network. */
const keyOf = (label: string): Hex => keccak256(stringToBytes(label))

/** The bundler's key: it sends `handleOps` and receives the fees (public: never use it on a real network). */
export const BUNDLER_PRIVATE_KEY: Hex = keyOf('foyer dev bundler')
/** The verifying paymaster's signer key (public: never use it on a real network). */
export const PAYMASTER_SIGNER_PRIVATE_KEY: Hex = keyOf('foyer dev verifying paymaster signer')
/** The bundler's address. */
export const BUNDLER_ADDRESS: Address = privateKeyToAccount(BUNDLER_PRIVATE_KEY).address
/** The paymaster's `verifyingSigner`. */
export const PAYMASTER_SIGNER_ADDRESS: Address = privateKeyToAccount(PAYMASTER_SIGNER_PRIVATE_KEY).address

/** How long a paymaster signature is valid: 300 s from the chain's latest block. */
export const PAYMASTER_VALIDITY_SECONDS = 300
/** What the paymaster deposits at the EntryPoint at start, and the bundler's balance. */
const PAYMASTER_DEPOSIT = parseEther('1000')
const BUNDLER_BALANCE = parseEther('1000')
/** Gas the VerifyingPaymaster needs to validate (an ecrecover and a hash); it has no postOp. */
export const PAYMASTER_VERIFICATION_GAS = 60_000n
/** The VerifyingPaymaster has no postOp: no gas for it. */
export const PAYMASTER_POST_OP_GAS = 0n

/** FoyerSmartAccountFactory's ABI (`createAccount`, `getAddress`, `accountImplementation`). */
export const SMART_ACCOUNT_FACTORY_ABI = factoryArtifact.abi as Abi
/** FoyerSmartAccount's ABI (SimpleAccount v0.7's plus `isValidSignature`, `replaySafeHash`). */
export const SMART_ACCOUNT_ABI = accountArtifact.abi as Abi

type Artifact = { abi: Abi; bytecode: Hex }
type AaArtifacts = { entryPoint: Artifact; paymaster: Artifact }

let artifacts: Promise<AaArtifacts> | undefined

/** The official EntryPoint v0.7 and VerifyingPaymaster builds (loaded once, on the first start). */
function loadArtifacts(): Promise<AaArtifacts> {
  artifacts ??= loadOptionalPackage(
    async () => {
      const [entryPoint, paymaster] = await Promise.all([
        import('@account-abstraction/contracts/artifacts/EntryPoint.json', { with: { type: 'json' } }),
        import('@account-abstraction/contracts/artifacts/VerifyingPaymaster.json', { with: { type: 'json' } }),
      ])
      return { entryPoint: entryPoint.default as unknown as Artifact, paymaster: paymaster.default as unknown as Artifact }
    },
    { name: '@account-abstraction/contracts', feature: 'The local EVM chain', dev: true },
  )
  artifacts.catch(() => (artifacts = undefined))
  return artifacts
}

/** What deploying needs of the network: the treasury's wallet (viem) and the raw RPC. */
export interface AaDeployer {
  sendTransaction(input: { to?: Address; data?: Hex; value?: bigint; nonce: number }): Promise<Hex>
  call(method: string, params: unknown[]): Promise<unknown>
}

/**
 * Deploys the ERC-4337 contracts with the treasury's nonces 2 to 5: the EntryPoint (its runtime
 * code then copied to the canonical address, where every tool expects v0.7), the factory, the
 * paymaster and its deposit; funds the bundler.
 */
export async function deployAccountAbstraction(deployer: AaDeployer): Promise<void> {
  const { entryPoint, paymaster } = await loadArtifacts()
  const receipt = async (hash: Hex) => {
    const r = (await deployer.call('eth_getTransactionReceipt', [hash])) as { status: Hex; contractAddress: Address | null } | null
    if (!r || r.status !== '0x1') throw new Error(`ERC-4337 deployment transaction ${hash} failed`)
    return r
  }
  const deployed = await receipt(await deployer.sendTransaction({ data: entryPoint.bytecode, nonce: 2 }))
  const code = await deployer.call('eth_getCode', [deployed.contractAddress, 'latest'])
  await deployer.call('hardhat_setCode', [ENTRY_POINT_ADDRESS, code])
  const entryPointArg = encodeAbiParameters([{ type: 'address' }], [ENTRY_POINT_ADDRESS])
  const factory = await receipt(await deployer.sendTransaction({ data: concat([factoryArtifact.bytecode as Hex, entryPointArg]), nonce: 3 }))
  const paymasterArgs = encodeAbiParameters([{ type: 'address' }, { type: 'address' }], [ENTRY_POINT_ADDRESS, PAYMASTER_SIGNER_ADDRESS])
  const pm = await receipt(await deployer.sendTransaction({ data: concat([paymaster.bytecode, paymasterArgs]), nonce: 4 }))
  if (factory.contractAddress?.toLowerCase() !== SMART_ACCOUNT_FACTORY_ADDRESS.toLowerCase() || pm.contractAddress?.toLowerCase() !== VERIFYING_PAYMASTER_ADDRESS.toLowerCase()) {
    throw new Error('The ERC-4337 contracts were not deployed at their expected addresses')
  }
  const deposit = encodeFunctionData({ abi: paymaster.abi, functionName: 'deposit' })
  await receipt(await deployer.sendTransaction({ to: VERIFYING_PAYMASTER_ADDRESS, data: deposit, value: PAYMASTER_DEPOSIT, nonce: 5 }))
  await receipt(await deployer.sendTransaction({ to: BUNDLER_ADDRESS, value: BUNDLER_BALANCE, nonce: 6 }))
}

// ---------------------------------------------------------------------------------------------
// User operations (EntryPoint v0.7) in their JSON-RPC form.

const invalid = (message: string) => new UserOperationRpcError(USER_OPERATION_ERRORS.invalidFields, message)

const QUANTITY = /^0x(0|[1-9a-f][0-9a-f]{0,63})$/i

/**
 * The user operation of an RPC call's params, checked field by field (addresses, quantities,
 * bytes): -32602 naming the field otherwise. `estimating`: for gas estimation and the paymaster
 * (gas and fee fields may be absent, read as 0).
 */
export function parseRpcUserOperation(value: unknown, { estimating = false } = {}): UserOperation<'0.7'> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalid('Invalid UserOperation: not an object')
  const op = value as Record<string, unknown>
  const address = (name: string, optional = false): Address | undefined => {
    const v = op[name]
    if (v === undefined || v === null) {
      if (optional) return undefined
      throw invalid(`Invalid UserOperation: missing ${name}`)
    }
    if (typeof v !== 'string' || !isAddress(v, { strict: false })) throw invalid(`Invalid UserOperation: ${name} is not an address`)
    return getAddress(v)
  }
  const quantity = (name: string, optional = false): bigint | undefined => {
    const v = op[name]
    if (v === undefined || v === null) {
      if (optional) return undefined
      throw invalid(`Invalid UserOperation: missing ${name}`)
    }
    if (typeof v !== 'string' || !QUANTITY.test(v)) throw invalid(`Invalid UserOperation: ${name} is not a quantity`)
    const n = BigInt(v)
    if (n >= 2n ** 128n && name !== 'nonce') throw invalid(`Invalid UserOperation: ${name} is too large`)
    return n
  }
  const bytes = (name: string, optional = false): Hex | undefined => {
    const v = op[name]
    if (v === undefined || v === null) {
      if (optional) return undefined
      throw invalid(`Invalid UserOperation: missing ${name}`)
    }
    if (typeof v !== 'string' || !isHex(v) || v.length % 2 !== 0) throw invalid(`Invalid UserOperation: ${name} is not hex bytes`)
    return v
  }
  const factory = address('factory', true)
  const paymaster = address('paymaster', true)
  const gas = (name: string) => quantity(name, estimating) ?? 0n
  const userOperation: UserOperation<'0.7'> = {
    sender: address('sender')!,
    nonce: quantity('nonce')!,
    callData: bytes('callData')!,
    callGasLimit: gas('callGasLimit'),
    verificationGasLimit: gas('verificationGasLimit'),
    preVerificationGas: gas('preVerificationGas'),
    maxFeePerGas: gas('maxFeePerGas'),
    maxPriorityFeePerGas: gas('maxPriorityFeePerGas'),
    signature: bytes('signature')!,
  }
  if (factory) Object.assign(userOperation, { factory, factoryData: bytes('factoryData') ?? '0x' })
  else if (op.factoryData !== undefined && op.factoryData !== null && op.factoryData !== '0x') throw invalid('Invalid UserOperation: factoryData without factory')
  if (paymaster) {
    Object.assign(userOperation, {
      paymaster,
      paymasterVerificationGasLimit: quantity('paymasterVerificationGasLimit', estimating) ?? 0n,
      paymasterPostOpGasLimit: quantity('paymasterPostOpGasLimit', estimating) ?? 0n,
      paymasterData: bytes('paymasterData', true) ?? '0x',
    })
  }
  if (!estimating && userOperation.maxPriorityFeePerGas > userOperation.maxFeePerGas) {
    throw invalid('Invalid UserOperation: maxPriorityFeePerGas is above maxFeePerGas')
  }
  return userOperation
}

/** The RPC form of a user operation (hex quantities). */
export function toRpcUserOperation(op: UserOperation<'0.7'>): Record<string, unknown> {
  const out: Record<string, unknown> = {
    sender: op.sender,
    nonce: numberToHex(op.nonce),
    callData: op.callData,
    callGasLimit: numberToHex(op.callGasLimit),
    verificationGasLimit: numberToHex(op.verificationGasLimit),
    preVerificationGas: numberToHex(op.preVerificationGas),
    maxFeePerGas: numberToHex(op.maxFeePerGas),
    maxPriorityFeePerGas: numberToHex(op.maxPriorityFeePerGas),
    signature: op.signature,
  }
  if (op.factory) Object.assign(out, { factory: op.factory, factoryData: op.factoryData ?? '0x' })
  if (op.paymaster) {
    Object.assign(out, {
      paymaster: op.paymaster,
      paymasterVerificationGasLimit: numberToHex(op.paymasterVerificationGasLimit ?? 0n),
      paymasterPostOpGasLimit: numberToHex(op.paymasterPostOpGasLimit ?? 0n),
      paymasterData: op.paymasterData ?? '0x',
    })
  }
  return out
}

/** A packed user operation (as `handleOps` takes it) back in its RPC form. */
export function unpackUserOperation(packed: {
  sender: Address
  nonce: bigint
  initCode: Hex
  callData: Hex
  accountGasLimits: Hex
  preVerificationGas: bigint
  gasFees: Hex
  paymasterAndData: Hex
  signature: Hex
}): UserOperation<'0.7'> {
  const high = (word: Hex) => BigInt(slice(word, 0, 16))
  const low = (word: Hex) => BigInt(slice(word, 16, 32))
  const op: UserOperation<'0.7'> = {
    sender: getAddress(packed.sender),
    nonce: packed.nonce,
    callData: packed.callData,
    verificationGasLimit: high(packed.accountGasLimits),
    callGasLimit: low(packed.accountGasLimits),
    preVerificationGas: packed.preVerificationGas,
    maxPriorityFeePerGas: high(packed.gasFees),
    maxFeePerGas: low(packed.gasFees),
    signature: packed.signature,
  }
  if (size(packed.initCode) >= 20) Object.assign(op, { factory: getAddress(slice(packed.initCode, 0, 20)), factoryData: size(packed.initCode) > 20 ? slice(packed.initCode, 20) : '0x' })
  if (size(packed.paymasterAndData) >= 52) {
    Object.assign(op, {
      paymaster: getAddress(slice(packed.paymasterAndData, 0, 20)),
      paymasterVerificationGasLimit: BigInt(slice(packed.paymasterAndData, 20, 36)),
      paymasterPostOpGasLimit: BigInt(slice(packed.paymasterAndData, 36, 52)),
      paymasterData: size(packed.paymasterAndData) > 52 ? slice(packed.paymasterAndData, 52) : '0x',
    })
  }
  return op
}

/** The ERC-4337 hash of a user operation on `chainId` (EntryPoint v0.7). */
export const userOperationHash = (userOperation: UserOperation<'0.7'>, chainId: number): Hex =>
  getUserOperationHash({ userOperation, entryPointAddress: ENTRY_POINT_ADDRESS, entryPointVersion: '0.7', chainId })

/**
 * Gas the bundler asks for before verification: the transaction's base cost, the EntryPoint's
 * per-operation overhead and the calldata of the packed operation (16 per non-zero byte, 4 per zero).
 */
export function preVerificationGasOf(op: UserOperation<'0.7'>): bigint {
  const packed = toPackedUserOperation({ ...op, signature: op.signature.length > 2 ? op.signature : (`0x${'ff'.repeat(65)}` as Hex) })
  const data = encodeFunctionData({ abi: entryPoint07Abi, functionName: 'handleOps', args: [[packed], TREASURY_ADDRESS] })
  let calldata = 0n
  for (let i = 2; i < data.length; i += 2) calldata += data.slice(i, i + 2) === '00' ? 4n : 16n
  return 21_000n + 18_300n + calldata
}

// ---------------------------------------------------------------------------------------------
// The verifying paymaster's signature.

/** What the paymaster answers: its address, gas limits and data (validUntil, validAfter, signature). */
export interface PaymasterFields {
  paymaster: Address
  paymasterVerificationGasLimit: bigint
  paymasterPostOpGasLimit: bigint
  paymasterData: Hex
}

const PAYMASTER_GET_HASH_ABI = [
  {
    type: 'function',
    name: 'getHash',
    stateMutability: 'view',
    inputs: [
      {
        name: 'userOp',
        type: 'tuple',
        components: [
          { name: 'sender', type: 'address' },
          { name: 'nonce', type: 'uint256' },
          { name: 'initCode', type: 'bytes' },
          { name: 'callData', type: 'bytes' },
          { name: 'accountGasLimits', type: 'bytes32' },
          { name: 'preVerificationGas', type: 'uint256' },
          { name: 'gasFees', type: 'bytes32' },
          { name: 'paymasterAndData', type: 'bytes' },
          { name: 'signature', type: 'bytes' },
        ],
      },
      { name: 'validUntil', type: 'uint48' },
      { name: 'validAfter', type: 'uint48' },
    ],
    outputs: [{ type: 'bytes32' }],
  },
] as const

/** A stub for gas estimation: the paymaster's data with a dummy signature of the real length. */
export function paymasterStubFields(): PaymasterFields {
  return {
    paymaster: VERIFYING_PAYMASTER_ADDRESS,
    paymasterVerificationGasLimit: PAYMASTER_VERIFICATION_GAS,
    paymasterPostOpGasLimit: PAYMASTER_POST_OP_GAS,
    paymasterData: concat([encodeAbiParameters([{ type: 'uint48' }, { type: 'uint48' }], [0, 0]), `0x${'ff'.repeat(64)}1c`]),
  }
}

/**
 * Signs `op` for the VerifyingPaymaster: valid from the chain's latest block time until
 * `PAYMASTER_VALIDITY_SECONDS` later. The hash is the paymaster's own `getHash` (read on the chain).
 */
export async function signPaymasterData(call: (method: string, params: unknown[]) => Promise<unknown>, op: UserOperation<'0.7'>): Promise<PaymasterFields & { validUntil: number }> {
  const block = (await call('eth_getBlockByNumber', ['latest', false])) as { timestamp: Hex }
  const validUntil = Number(BigInt(block.timestamp)) + PAYMASTER_VALIDITY_SECONDS
  const validAfter = 0
  const fields = { ...paymasterStubFields(), paymasterData: '0x' as Hex }
  const packed = toPackedUserOperation({ ...op, ...fields })
  const client = createPublicClient({ transport: custom({ request: ({ method, params }) => call(method, (params as unknown[]) ?? []) }) })
  const hash = await client.readContract({ address: VERIFYING_PAYMASTER_ADDRESS, abi: PAYMASTER_GET_HASH_ABI, functionName: 'getHash', args: [packed, validUntil, validAfter] })
  const signature = await privateKeyToAccount(PAYMASTER_SIGNER_PRIVATE_KEY).signMessage({ message: { raw: hash } })
  const paymasterData = concat([encodeAbiParameters([{ type: 'uint48' }, { type: 'uint48' }], [validUntil, validAfter]), signature])
  return { ...fields, paymasterData, validUntil }
}

// ---------------------------------------------------------------------------------------------
// Signatures of smart accounts.

/**
 * Whether `signature` is `address`'s over `message`, as viem's public `verifyMessage` decides on
 * this network: an EOA's ECDSA signature, a deployed contract's ERC-1271 answer, or an undeployed
 * account's ERC-6492 wrapper (deploys it in a call, then asks it).
 */
export async function verifyMessageOnChain(
  call: (method: string, params: unknown[]) => Promise<unknown>,
  input: { address: Address; message: string; signature: Hex },
): Promise<boolean> {
  const client = createPublicClient({ transport: custom({ request: ({ method, params }) => call(method, (params as unknown[]) ?? []) }) })
  return client.verifyMessage(input).catch(() => false)
}
