/**
 * The local EVM chain's side of the fake funding providers (`DevChainFunding`): two backend-held
 * accounts with deterministic, public keys — the on-ramp's hot wallet and the bridge solver —
 * that pay real transactions (topped up by the treasury when short), the deposit transaction a
 * user sends to the solver (the reference appended to the calldata), and the reading of a landed
 * deposit from its receipt.
 */
import {
  createWalletClient,
  custom,
  decodeEventLog,
  defineChain,
  encodeFunctionData,
  getAddress,
  isAddress,
  isAddressEqual,
  keccak256,
  parseEther,
  publicActions,
  stringToBytes,
  type Address,
  type Hex,
} from 'viem'
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import type { DevChainFunding, FundingAsset, FundingDeposit, FundingNetworkId, FundingPayer } from '../types.js'
import { USDC_ABI, USDC_ADDRESS, USDC_DECIMALS, type EvmNetwork } from './network.js'

/** A payer's key: keccak256 of a label (public: never use these keys on a real network). */
const keyOf = (label: string): Hex => keccak256(stringToBytes(label))

/** The payers' keys, the same on every network and at every start. */
export const EVM_FUNDING_KEYS: Record<FundingPayer, Hex> = {
  onramp: keyOf('foyer dev funding onramp'),
  solver: keyOf('foyer dev funding bridge solver'),
}

/** ETH a payer keeps for gas; a top-up brings it this much above what it must send. */
const GAS_RESERVE = parseEther('0.1')
const NATIVE_TOP_UP = parseEther('10')
const USDC_TOP_UP = 100_000n * 10n ** BigInt(USDC_DECIMALS)

type Tx = { from: Address; to: Address | null; input: Hex; value: Hex }
type Receipt = { status: Hex; logs: { address: Address; topics: [Hex, ...Hex[]]; data: Hex }[] }

/** The funding side of the networks `byId` (chains/evm/index.ts). */
export function evmFunding(byId: ReadonlyMap<number, EvmNetwork>): DevChainFunding {
  const accounts = Object.fromEntries(
    Object.entries(EVM_FUNDING_KEYS).map(([payer, key]) => [payer, privateKeyToAccount(key)]),
  ) as Record<FundingPayer, PrivateKeyAccount>
  /** One payer's transactions on one network run one at a time (balance check, top-up, send). */
  const queues = new Map<string, Promise<unknown>>()
  const serial = <T>(key: string, task: () => Promise<T>): Promise<T> => {
    const run = (queues.get(key) ?? Promise.resolve()).then(task)
    queues.set(key, run.catch(() => undefined))
    return run
  }

  const networkOf = (id: FundingNetworkId): EvmNetwork => {
    const network = typeof id === 'number' ? byId.get(id) : undefined
    if (!network) throw new Error(`No local EVM network ${String(id)}`)
    return network
  }
  const clientOf = (network: EvmNetwork, account: PrivateKeyAccount) =>
    createWalletClient({
      account,
      chain: defineChain({
        id: network.chainId,
        name: network.name,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [] } },
      }),
      transport: custom({ request: ({ method, params }) => network.call(method, (params as unknown[] | undefined) ?? []) }, { retryCount: 0 }),
    }).extend(publicActions)

  const balance = async (network: EvmNetwork, address: Address, asset: FundingAsset): Promise<bigint> => {
    const client = clientOf(network, accounts.onramp)
    if (asset === 'native') return client.getBalance({ address })
    return (await client.readContract({ address: USDC_ADDRESS, abi: USDC_ABI, functionName: 'balanceOf', args: [address] })) as bigint
  }

  return {
    networks: [...byId.keys()],
    address: (payer) => accounts[payer].address,
    isAddress: (text) => isAddress(text, { strict: true }),
    sameAddress: (a, b) => isAddress(a, { strict: false }) && isAddress(b, { strict: false }) && isAddressEqual(a, b),
    isTransactionId: (text) => /^0x[0-9a-fA-F]{64}$/.test(text),
    decimals: (asset) => (asset === 'native' ? 18 : USDC_DECIMALS),
    tokenAddress: (asset) => (asset === 'native' ? null : USDC_ADDRESS),
    balance: (id, address, asset) => balance(networkOf(id), getAddress(address), asset),

    pay({ network: id, payer, to, asset, amount }) {
      const network = networkOf(id)
      const account = accounts[payer]
      return serial(`${network.chainId}:${payer}`, async () => {
        const eth = await balance(network, account.address, 'native')
        const needEth = GAS_RESERVE + (asset === 'native' ? amount : 0n)
        if (eth < needEth) await network.sendEth(account.address, needEth - eth + NATIVE_TOP_UP)
        if (asset === 'USDC') {
          const usdc = await balance(network, account.address, 'USDC')
          if (usdc < amount) await network.mintUsdc(account.address, amount - usdc + USDC_TOP_UP)
        }
        const client = clientOf(network, account)
        const recipient = getAddress(to)
        const hash =
          asset === 'native'
            ? await client.sendTransaction({ to: recipient, value: amount })
            : await client.writeContract({ address: USDC_ADDRESS, abi: USDC_ABI, functionName: 'transfer', args: [recipient, amount] })
        const receipt = await client.getTransactionReceipt({ hash })
        if (receipt.status !== 'success') throw new Error(`The ${payer}'s transfer ${hash} on chain ${network.chainId} reverted`)
        return hash
      })
    },

    async depositTransaction({ network: id, from, payer, asset, amount, reference }) {
      const network = networkOf(id)
      const to = accounts[payer].address
      const tag = reference.replace(/^0x/, '')
      if (asset === 'native') return { from: getAddress(from), to, value: amount.toString(), chainId: network.chainId, data: `0x${tag}` }
      const transfer = encodeFunctionData({ abi: USDC_ABI, functionName: 'transfer', args: [to, amount] })
      return { from: getAddress(from), to: USDC_ADDRESS, value: '0', chainId: network.chainId, data: `${transfer}${tag}` }
    },

    async readDeposit(id, hash, payer): Promise<FundingDeposit | undefined> {
      const network = networkOf(id)
      const tx = (await network.call('eth_getTransactionByHash', [hash])) as Tx | null
      if (!tx) return undefined
      const receipt = (await network.call('eth_getTransactionReceipt', [hash])) as Receipt | null
      if (!receipt) return undefined
      const solver = accounts[payer].address
      const input = tx.input.toLowerCase()
      const references = input.length >= 2 + 64 ? [`0x${input.slice(-64)}`] : []
      const success = receipt.status === '0x1'
      let asset: FundingAsset | null = null
      let amount = 0n
      if (success && tx.to && isAddressEqual(tx.to, solver) && BigInt(tx.value) > 0n) {
        asset = 'native'
        amount = BigInt(tx.value)
      } else if (success && tx.to && isAddressEqual(tx.to, USDC_ADDRESS)) {
        for (const log of receipt.logs) {
          if (!isAddressEqual(log.address, USDC_ADDRESS)) continue
          try {
            const event = decodeEventLog({ abi: USDC_ABI, topics: log.topics, data: log.data })
            const args = event.args as unknown as { to?: Address; value?: bigint }
            if (event.eventName === 'Transfer' && args.to && isAddressEqual(args.to, solver)) amount += args.value ?? 0n
          } catch {
            // another event
          }
        }
        if (amount > 0n) asset = 'USDC'
      }
      return { success, from: getAddress(tx.from), asset, amount, references }
    },
  }
}
