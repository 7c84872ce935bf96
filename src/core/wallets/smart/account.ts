/**
 * The smart account (ERC-4337, EntryPoint v0.7) as a viem `SmartAccount`: eth-infinitism's
 * SimpleAccount v0.7 with ERC-1271 signatures (the contract `FoyerSmartAccount`, created by
 * `FoyerSmartAccountFactory`). One owner key signs everything: user operations (an EIP-191
 * signature of the operation's hash, as SimpleAccount validates) and messages and typed data (an
 * EIP-191 signature of the hash bound to the account and chain, which the account's
 * `isValidSignature` checks). Before the account is deployed, signatures are ERC-6492-wrapped.
 * This module imports viem: the kit loads it only when smart wallets are used.
 */
import {
  BaseError,
  decodeFunctionData,
  encodeAbiParameters,
  encodeFunctionData,
  hashMessage,
  hashTypedData,
  keccak256,
  parseAbi,
  type Address,
  type Chain,
  type Client,
  type Transport,
  type Hex,
  type JsonRpcAccount,
  type LocalAccount,
  type SignableMessage,
  type TypedDataDefinition,
} from 'viem'
import { readContract } from 'viem/actions'
import {
  entryPoint07Abi,
  entryPoint07Address,
  getUserOperationHash,
  toSmartAccount,
  type SmartAccount,
  type SmartAccountImplementation,
} from 'viem/account-abstraction'

/** The smart account's own functions the kit calls: execute, executeBatch, isValidSignature. */
export const SMART_ACCOUNT_ABI = parseAbi([
  'function execute(address dest, uint256 value, bytes func)',
  'function executeBatch(address[] dest, uint256[] value, bytes[] func)',
  'function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)',
])

/** The factory's functions: createAccount(owner, salt) and getAddress(owner, salt). */
export const SMART_ACCOUNT_FACTORY_ABI = parseAbi([
  'function createAccount(address owner, uint256 salt) returns (address ret)',
  'function getAddress(address owner, uint256 salt) view returns (address)',
])

/** The account's owner: an address and an EIP-191 signer (`personal_sign`) of raw bytes. */
export interface SmartAccountOwner {
  address: Address
  /** Signs `message.raw` as an EIP-191 personal message (a viem LocalAccount does; so does an EIP-1193 wallet's `personal_sign`). */
  signMessage(parameters: { message: { raw: Hex } }): Promise<Hex>
}

/** The parameters of {@link toFoyerSmartAccount}. */
export type ToFoyerSmartAccountParameters = {
  /** A viem client of the account's chain (reads the factory, the EntryPoint and the account's code). */
  client: Client<Transport, Chain | undefined, JsonRpcAccount | LocalAccount | undefined>
  /** The owner key. */
  owner: SmartAccountOwner
  /** The FoyerSmartAccountFactory's address on this chain. */
  factoryAddress: Address
  /** Default 0: one account per owner and salt. */
  salt?: bigint | undefined
  /** The EntryPoint v0.7. Default: its canonical address. */
  entryPointAddress?: Address | undefined
  /** The account's address when already known (skips a read of the factory). */
  address?: Address | undefined
}

/** A FoyerSmartAccount as viem's SmartAccount (EntryPoint v0.7). */
export type FoyerSmartAccount = SmartAccount<SmartAccountImplementation<typeof entryPoint07Abi, '0.7'>>

/** The error type of {@link toFoyerSmartAccount}: the factory's read failed (wrong chain or address). */
export type ToFoyerSmartAccountErrorType = BaseError

/** A placeholder signature of the real length, for gas estimation (not a valid signature). */
export const STUB_SIGNATURE: Hex = '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'

/**
 * The hash the owner signs for `hash` on behalf of `account`: keccak256(abi.encode(hash, account,
 * chainId)), so that one account's signature does not pass for another account of the same owner.
 */
export const replaySafeHash = (hash: Hex, account: Address, chainId: number): Hex =>
  keccak256(encodeAbiParameters([{ type: 'bytes32' }, { type: 'address' }, { type: 'uint256' }], [hash, account, BigInt(chainId)]))

/** Creates the smart account of `owner` (its address is the factory's, known before deployment). */
export async function toFoyerSmartAccount(parameters: ToFoyerSmartAccountParameters): Promise<FoyerSmartAccount> {
  const { client, owner, factoryAddress, salt = 0n, entryPointAddress = entryPoint07Address } = parameters
  const chainId = client.chain?.id
  if (chainId === undefined) throw new BaseError('The smart account needs a client with a chain')
  const entryPoint = { abi: entryPoint07Abi, address: entryPointAddress, version: '0.7' as const }
  const address =
    parameters.address ??
    (await readContract(client, { address: factoryAddress, abi: SMART_ACCOUNT_FACTORY_ABI, functionName: 'getAddress', args: [owner.address, salt] }))
  const signHash = (hash: Hex) => owner.signMessage({ message: { raw: replaySafeHash(hash, address, chainId) } })

  return toSmartAccount({
    client,
    entryPoint,
    extend: { abi: SMART_ACCOUNT_ABI, factory: { abi: SMART_ACCOUNT_FACTORY_ABI, address: factoryAddress }, owner: owner.address },
    async getAddress() {
      return address
    },
    async getFactoryArgs() {
      const factoryData = encodeFunctionData({ abi: SMART_ACCOUNT_FACTORY_ABI, functionName: 'createAccount', args: [owner.address, salt] })
      return { factory: factoryAddress, factoryData }
    },
    async encodeCalls(calls) {
      if (calls.length === 1) {
        const [call] = calls
        return encodeFunctionData({ abi: SMART_ACCOUNT_ABI, functionName: 'execute', args: [call!.to, call!.value ?? 0n, call!.data ?? '0x'] })
      }
      return encodeFunctionData({
        abi: SMART_ACCOUNT_ABI,
        functionName: 'executeBatch',
        args: [calls.map((call) => call.to), calls.map((call) => call.value ?? 0n), calls.map((call) => call.data ?? '0x')],
      })
    },
    async decodeCalls(data) {
      const decoded = decodeFunctionData({ abi: SMART_ACCOUNT_ABI, data })
      if (decoded.functionName === 'execute') return [{ to: decoded.args[0], value: decoded.args[1], data: decoded.args[2] }]
      if (decoded.functionName === 'executeBatch') {
        const [to, value, callData] = decoded.args
        return to.map((target, i) => ({ to: target, value: value[i] ?? 0n, data: callData[i] ?? '0x' }))
      }
      throw new BaseError(`Cannot decode the smart account call "${decoded.functionName}"`)
    },
    async getStubSignature() {
      return STUB_SIGNATURE
    },
    async signMessage({ message }: { message: SignableMessage }) {
      return signHash(hashMessage(message))
    },
    async signTypedData(typedData) {
      return signHash(hashTypedData(typedData as TypedDataDefinition))
    },
    async signUserOperation(parameters) {
      const { chainId: opChainId = chainId, ...userOperation } = parameters
      const hash = getUserOperationHash({
        chainId: opChainId,
        entryPointAddress: entryPoint.address,
        entryPointVersion: '0.7',
        userOperation: { ...userOperation, sender: address },
      })
      return owner.signMessage({ message: { raw: hash } })
    },
  }) as Promise<FoyerSmartAccount>
}
