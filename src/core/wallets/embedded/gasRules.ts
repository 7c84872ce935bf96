/**
 * The fee rules of embedded Ethereum wallets, per chain family, as pure functions: Arbitrum (max
 * fee 120 % of the last base fee, no priority fee), OP-stack chains (max fee 126 % of the base fee
 * plus the priority fee), Polygon (the gas station's standard tier), every other chain (twice the
 * base fee plus the priority fee). The provider reads the chain (latest block, priority fee, gas
 * station) and applies them. See docs/embedded-wallets.md, "Chains and transactions".
 */
import type { Chain } from 'viem'

/** Arbitrum One, Arbitrum Nova, Arbitrum Sepolia. */
export const ARBITRUM_CHAIN_IDS: readonly number[] = [42161, 42170, 421614]

/**
 * OP-stack chains known by id: OP Mainnet, OP Sepolia, Base, Base Sepolia, Zora, Zora Sepolia,
 * Mode, Mode Sepolia, Fraxtal, Unichain, Unichain Sepolia, Ink, Ink Sepolia, World Chain, World
 * Chain Sepolia, Lisk, Lisk Sepolia, Soneium, Soneium Minato, Blast. Any chain defined with viem's
 * OP-stack config (its `gasPriceOracle` predeploy) counts too.
 */
export const OP_STACK_CHAIN_IDS: readonly number[] = [
  10, 11155420, 8453, 84532, 7777777, 999999999, 34443, 919, 252, 130, 1301, 57073, 763373, 480, 4801, 1135, 4202, 1868, 1946, 81457,
]

/** The OP-stack predeploy every OP-stack chain has at the same address (viem's `chainConfig.contracts.gasPriceOracle`). */
const OP_STACK_GAS_PRICE_ORACLE = '0x420000000000000000000000000000000000000f'

/** Where the Polygon gas station answers, per chain: Polygon PoS (137) and Amoy (80002). */
export const POLYGON_GAS_STATION_URLS: Readonly<Record<number, string>> = {
  137: 'https://gasstation.polygon.technology/v2',
  80002: 'https://gasstation.polygon.technology/amoy',
}

/** Which fee rule a chain follows. */
export type FeeRule =
  | { kind: 'arbitrum' }
  | { kind: 'op-stack' }
  /** The fees of the gas station at `url` (standard tier). */
  | { kind: 'gas-station'; url: string }
  | { kind: 'default' }

/**
 * The fee rule of `chain`: a gas station when one is known for its id (`gasStationUrls` over
 * POLYGON_GAS_STATION_URLS), else Arbitrum, OP-stack or the default.
 */
export function feeRuleOf(chain: Pick<Chain, 'id' | 'contracts'>, gasStationUrls: Readonly<Record<number, string>> = {}): FeeRule {
  const station = gasStationUrls[chain.id] ?? POLYGON_GAS_STATION_URLS[chain.id]
  if (station) return { kind: 'gas-station', url: station }
  if (ARBITRUM_CHAIN_IDS.includes(chain.id)) return { kind: 'arbitrum' }
  const oracle = (chain.contracts as { gasPriceOracle?: { address?: string } } | undefined)?.gasPriceOracle?.address
  if (OP_STACK_CHAIN_IDS.includes(chain.id) || oracle?.toLowerCase() === OP_STACK_GAS_PRICE_ORACLE) return { kind: 'op-stack' }
  return { kind: 'default' }
}

/** EIP-1559 fees (wei). */
export type Eip1559Fees = { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }

/** Arbitrum: max fee 120 % of the last base fee, priority fee 0. */
export const arbitrumFees = (baseFee: bigint): Eip1559Fees => ({ maxFeePerGas: (baseFee * 120n) / 100n, maxPriorityFeePerGas: 0n })

/** OP-stack: max fee 126 % of the base fee plus the priority fee. */
export const opStackFees = (baseFee: bigint, priorityFee: bigint): Eip1559Fees => ({
  maxFeePerGas: (baseFee * 126n) / 100n + priorityFee,
  maxPriorityFeePerGas: priorityFee,
})

/** Any other chain: twice the base fee plus the priority fee (room for six full blocks of base-fee rises). */
export const defaultFees = (baseFee: bigint, priorityFee: bigint): Eip1559Fees => ({
  maxFeePerGas: baseFee * 2n + priorityFee,
  maxPriorityFeePerGas: priorityFee,
})

/** A gwei amount as the gas station writes it (a number such as 30.000000016, or its text) → wei. */
export function gweiToWei(value: unknown): bigint | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) && value >= 0 ? value.toFixed(9) : '') : typeof value === 'string' ? value.trim() : ''
  const match = /^(\d{1,15})(?:\.(\d{1,18}))?$/.exec(text)
  if (!match) return null
  const fraction = (match[2] ?? '').slice(0, 9).padEnd(9, '0')
  return BigInt(match[1]!) * 1_000_000_000n + BigInt(fraction)
}

/**
 * The standard tier of a gas station answer (`{ standard: { maxFee, maxPriorityFee } }`, gwei) as
 * fees in wei; null when the answer does not hold one. The max fee is never below the priority fee.
 */
export function gasStationFees(answer: unknown): Eip1559Fees | null {
  const standard = (answer as { standard?: { maxFee?: unknown; maxPriorityFee?: unknown } } | null)?.standard
  const maxFeePerGas = gweiToWei(standard?.maxFee)
  const maxPriorityFeePerGas = gweiToWei(standard?.maxPriorityFee)
  if (maxFeePerGas === null || maxPriorityFeePerGas === null) return null
  return { maxFeePerGas: maxFeePerGas < maxPriorityFeePerGas ? maxPriorityFeePerGas : maxFeePerGas, maxPriorityFeePerGas }
}

/** What {@link chainFees} reads from the chain (base fee of the latest block, priority fee) or the gas station. */
export type FeeInputs = {
  /** The base fee of the latest block (wei). */
  baseFee: bigint
  /** The chain's suggested priority fee (eth_maxPriorityFeePerGas), when read. */
  priorityFee?: bigint | undefined
  /** The gas station's standard tier, for a gas-station chain. */
  station?: Eip1559Fees | undefined
}

/**
 * The EIP-1559 fees of a transaction on a chain of `rule`. The request's own fees win; a request
 * that names only its priority fee gets the rule's max fee computed with it.
 */
export function chainFees(rule: FeeRule, inputs: FeeInputs, given: Partial<Eip1559Fees> = {}): Eip1559Fees {
  let fees: Eip1559Fees
  switch (rule.kind) {
    case 'arbitrum':
      fees = given.maxPriorityFeePerGas === undefined ? arbitrumFees(inputs.baseFee) : { ...arbitrumFees(inputs.baseFee), maxPriorityFeePerGas: given.maxPriorityFeePerGas }
      break
    case 'gas-station':
      fees = inputs.station ?? defaultFees(inputs.baseFee, inputs.priorityFee ?? 0n)
      if (given.maxPriorityFeePerGas !== undefined) fees = { ...fees, maxPriorityFeePerGas: given.maxPriorityFeePerGas }
      break
    case 'op-stack':
      fees = opStackFees(inputs.baseFee, given.maxPriorityFeePerGas ?? inputs.priorityFee ?? 0n)
      break
    default:
      fees = defaultFees(inputs.baseFee, given.maxPriorityFeePerGas ?? inputs.priorityFee ?? 0n)
  }
  const maxFeePerGas = given.maxFeePerGas ?? (fees.maxFeePerGas < fees.maxPriorityFeePerGas ? fees.maxPriorityFeePerGas : fees.maxFeePerGas)
  return { maxFeePerGas, maxPriorityFeePerGas: fees.maxPriorityFeePerGas }
}

/** Whether a gas-estimation failure is the chain saying the sender lacks funds (then estimation is tried again). */
export const isInsufficientFundsError = (error: unknown): boolean =>
  /insufficient funds|doesn't have enough funds/i.test(error instanceof Error ? error.message : typeof error === 'string' ? error : '')

/**
 * The calls gas estimation tries, in order: the call as given, without its value, then also
 * without its sender. Each next one is tried only when the one before failed for lack of funds.
 */
export function gasEstimationAttempts<T extends { from?: unknown; value?: unknown }>(call: T): Partial<T>[] {
  const { value: _value, ...withoutValue } = call
  const { from: _from, ...withoutSender } = withoutValue
  return [call, withoutValue as Partial<T>, withoutSender as Partial<T>]
}
