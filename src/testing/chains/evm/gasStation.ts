/**
 * `GET /gas-station/:chainId`: a gas station for a local EVM network, answering as the Polygon gas
 * station does (`{ safeLow, standard, fast, estimatedBaseFee, blockTime, blockNumber }`, fees in
 * gwei) from the network's own fee history: the 10th, 25th and 50th percentiles of the priority
 * fees paid in each of the last 15 blocks, averaged, are the three tiers (never below the chain's
 * minimum priority fee: 30 gwei on 137, 25 gwei on 80002); each tier's max fee is the next block's
 * base fee plus its priority fee. Hosts point `gasStationUrls` at it.
 */
import { Hono } from 'hono'
import { formatGwei, parseGwei, type Hex } from 'viem'
import type { EvmNetwork } from './network.js'

/** Blocks of fee history a gas-station answer reads. */
export const GAS_STATION_BLOCKS = 15
/** Percentiles of the priority fees paid: safeLow, standard, fast. */
export const GAS_STATION_PERCENTILES = [10, 25, 50] as const
/** The minimum priority fee (gwei) by chain id: Polygon PoS refuses less than 30 gwei, Amoy 25. */
export const GAS_STATION_MIN_PRIORITY_FEE_GWEI: Readonly<Record<number, string>> = { 137: '30', 80002: '25' }

type Tier = { maxPriorityFee: number; maxFee: number }
/** A gas-station answer (gwei as numbers, as the Polygon gas station writes them). */
export type GasStationAnswer = { safeLow: Tier; standard: Tier; fast: Tier; estimatedBaseFee: number; blockTime: number; blockNumber: number }

type FeeHistory = { oldestBlock: Hex; baseFeePerGas: Hex[]; reward?: Hex[][] }
type Block = { number: Hex; timestamp: Hex }

const gwei = (wei: bigint) => Number(formatGwei(wei))

/** What the gas station answers for `network` now. */
export async function gasStationAnswer(network: EvmNetwork): Promise<GasStationAnswer> {
  const history = (await network.call('eth_feeHistory', [`0x${GAS_STATION_BLOCKS.toString(16)}`, 'latest', [...GAS_STATION_PERCENTILES]])) as FeeHistory
  const latest = (await network.call('eth_getBlockByNumber', ['latest', false])) as Block
  const oldest = (await network.call('eth_getBlockByNumber', [history.oldestBlock, false])) as Block
  const rewards = history.reward ?? []
  const minimum = parseGwei(GAS_STATION_MIN_PRIORITY_FEE_GWEI[network.chainId] ?? '0')
  const baseFee = BigInt(history.baseFeePerGas.at(-1) ?? '0x0')
  const tier = (column: number): Tier => {
    const average = rewards.length === 0 ? 0n : rewards.reduce((sum, row) => sum + BigInt(row[column] ?? '0x0'), 0n) / BigInt(rewards.length)
    const priority = average < minimum ? minimum : average
    return { maxPriorityFee: gwei(priority), maxFee: gwei(baseFee + priority) }
  }
  const blocks = Number(BigInt(latest.number) - BigInt(oldest.number))
  return {
    safeLow: tier(0),
    standard: tier(1),
    fast: tier(2),
    estimatedBaseFee: gwei(baseFee),
    blockTime: blocks > 0 ? Math.round(Number(BigInt(latest.timestamp) - BigInt(oldest.timestamp)) / blocks) : 0,
    blockNumber: Number(BigInt(latest.number)),
  }
}

/** The gas-station route of the given networks, by chain id (404 for a chain that does not run here). */
export function gasStationRoutes(networks: ReadonlyMap<number, EvmNetwork>): Hono {
  const r = new Hono()
  r.get('/gas-station/:chainId', async (c) => {
    const chainId = c.req.param('chainId')
    const network = /^\d{1,15}$/.test(chainId) ? networks.get(Number(chainId)) : undefined
    if (!network) return c.json({ error: `No local EVM network with chain id ${chainId.slice(0, 20)}`, code: 'not_found' }, 404)
    c.header('cache-control', 'no-store')
    return c.json(await gasStationAnswer(network))
  })
  return r
}
