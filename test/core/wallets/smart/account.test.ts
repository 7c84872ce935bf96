import { describe, expect, it } from 'vitest'
import { createClient, custom, decodeFunctionData, defineChain, encodeAbiParameters, hashMessage, keccak256, recoverMessageAddress, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { entryPoint07Address, getUserOperationHash } from 'viem/account-abstraction'
import { SMART_ACCOUNT_ABI, SMART_ACCOUNT_FACTORY_ABI, STUB_SIGNATURE, replaySafeHash, toFoyerSmartAccount } from '../../../../src/core/wallets/smart/account.js'

const chain = defineChain({ id: 31337, name: 'Local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [] } } })
const ACCOUNT = '0x1111111111111111111111111111111111111111' as const
const FACTORY = '0x2222222222222222222222222222222222222222' as const
const owner = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
/** A client whose chain answers only what the account needs here: no code at the address (not deployed). */
const client = createClient({
  chain,
  transport: custom({
    async request({ method }) {
      if (method === 'eth_getCode') return '0x'
      throw new Error(`unexpected ${method}`)
    },
  }),
})
const account = () => toFoyerSmartAccount({ client, owner, factoryAddress: FACTORY, address: ACCOUNT })

describe('the smart account (SimpleAccount v0.7 with ERC-1271)', () => {
  it('encodes one call as execute and several as executeBatch, and decodes them back', async () => {
    const a = await account()
    const one = await a.encodeCalls([{ to: ACCOUNT, value: 5n, data: '0x1234' }])
    expect(decodeFunctionData({ abi: SMART_ACCOUNT_ABI, data: one })).toEqual({ functionName: 'execute', args: [ACCOUNT, 5n, '0x1234'] })
    const batch = await a.encodeCalls([{ to: ACCOUNT }, { to: FACTORY, value: 1n, data: '0xabcd' }])
    expect(decodeFunctionData({ abi: SMART_ACCOUNT_ABI, data: batch })).toEqual({
      functionName: 'executeBatch',
      args: [[ACCOUNT, FACTORY], [0n, 1n], ['0x', '0xabcd']],
    })
    expect(await a.decodeCalls!(batch)).toEqual([
      { to: ACCOUNT, value: 0n, data: '0x' },
      { to: FACTORY, value: 1n, data: '0xabcd' },
    ])
  })

  it('is created by factory.createAccount(owner, salt) while undeployed', async () => {
    const { factory, factoryData } = await (await account()).getFactoryArgs()
    expect(factory).toBe(FACTORY)
    expect(decodeFunctionData({ abi: SMART_ACCOUNT_FACTORY_ABI, data: factoryData! })).toEqual({ functionName: 'createAccount', args: [owner.address, 0n] })
  })

  it("signs a user operation with the owner's EIP-191 signature of its v0.7 hash", async () => {
    const a = await account()
    const op = {
      sender: ACCOUNT, nonce: 0n, callData: '0x' as Hex, callGasLimit: 1n, verificationGasLimit: 2n, preVerificationGas: 3n,
      maxFeePerGas: 4n, maxPriorityFeePerGas: 1n, signature: STUB_SIGNATURE,
    }
    const signature = await a.signUserOperation(op)
    const hash = getUserOperationHash({ userOperation: op, entryPointAddress: entryPoint07Address, entryPointVersion: '0.7', chainId: 31337 })
    expect(await recoverMessageAddress({ message: { raw: hash }, signature })).toBe(owner.address)
  })

  it('signs messages over the replay-safe hash (bound to the account and chain), ERC-6492-wrapped while undeployed', async () => {
    const a = await account()
    const wrapped = await a.signMessage({ message: 'hi' })
    expect(wrapped.endsWith('6492649264926492649264926492649264926492649264926492649264926492')).toBe(true)
    const safe = replaySafeHash(hashMessage('hi'), ACCOUNT, 31337)
    expect(safe).toBe(keccak256(encodeAbiParameters([{ type: 'bytes32' }, { type: 'address' }, { type: 'uint256' }], [hashMessage('hi'), ACCOUNT, 31337n])))
    const inner = await owner.signMessage({ message: { raw: safe } })
    expect(wrapped).toContain(inner.slice(2))
    expect(replaySafeHash(hashMessage('hi'), FACTORY, 31337)).not.toBe(safe)
    expect(replaySafeHash(hashMessage('hi'), ACCOUNT, 1)).not.toBe(safe)
  })
})
