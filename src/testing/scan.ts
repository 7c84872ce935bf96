/**
 * The transaction scan and the token prices of the dev backend: `POST /api/v1/scan/transaction`
 * checks the request, simulates the transaction on the local EVM network of its chain id (through
 * `DevChain.simulateTransaction`) and classifies it; `GET /api/v1/token_price` answers from a
 * price table. See docs/dev-backend.md, "Transaction scan and token prices".
 */
import { decodeFunctionData, erc20Abi, formatUnits, getAddress, isAddress, numberToHex, parseAbi, type Hex } from 'viem'
import type {
  WireScanAsset,
  WireScanExposure,
  WireScanResultType,
  WireScanValue,
  WireTransactionScan,
} from '../core/types/scan.js'
import { DRAINER_ADDRESS } from './chains/evm/constants.js'
import type { SimulatedAsset, TransactionSimulation } from './chains/types.js'
import { errors } from './errors.js'

/** Dollar prices by token symbol that `GET /api/v1/token_price` and the scan use by default. */
export const DEFAULT_TOKEN_PRICES: Readonly<Record<string, number>> = Object.freeze({ ETH: 3000, USDC: 1, USDT: 1, SOL: 150, POL: 0.25 })

/** The `scan` option of `createDevBackend`: which addresses make a transaction Malicious or only a Warning. */
export interface DevScanOptions {
  /**
   * A transaction whose `to`, or any recipient, spender or operator in its calldata or its
   * simulated events, is one of these is Malicious. Default `[DRAINER_ADDRESS]`.
   */
  maliciousAddresses?: readonly string[]
  /** Spenders an approval may go to without a Warning (a known exchange router …). Default none. */
  trustedSpenders?: readonly string[]
}

/** The scan settings a backend runs with (options resolved). */
export interface ScanSettings {
  prices: ReadonlyMap<string, number>
  malicious: ReadonlySet<string>
  trusted: ReadonlySet<string>
}

export function resolveScanSettings(prices: Readonly<Record<string, number>> | undefined, scan: DevScanOptions | undefined): ScanSettings {
  const table = prices ?? DEFAULT_TOKEN_PRICES
  for (const [symbol, usd] of Object.entries(table)) {
    if (!SYMBOL.test(symbol)) throw new Error(`tokenPrices: invalid symbol "${symbol}"`)
    if (typeof usd !== 'number' || !Number.isFinite(usd) || usd < 0) throw new Error(`tokenPrices: invalid price for ${symbol}`)
  }
  const addresses = (list: readonly string[], name: string) =>
    new Set(
      list.map((address) => {
        if (!isAddress(address, { strict: false })) throw new Error(`scan.${name}: invalid address "${address}"`)
        return address.toLowerCase()
      }),
    )
  return {
    prices: new Map(Object.entries(table).map(([symbol, usd]) => [symbol.toUpperCase(), usd])),
    malicious: addresses(scan?.maliciousAddresses ?? [DRAINER_ADDRESS], 'maliciousAddresses'),
    trusted: addresses(scan?.trustedSpenders ?? [], 'trustedSpenders'),
  }
}

/** A token symbol as `token_price` takes it: 1–16 of [A-Za-z0-9.]. */
export const SYMBOL = /^[A-Za-z0-9.]{1,16}$/

/** The dollar price of one whole `symbol`, or undefined. */
export const priceOf = (settings: ScanSettings, symbol: string | null): number | undefined =>
  symbol === null ? undefined : settings.prices.get(symbol.toUpperCase())

/** A positive decimal chain id (at most 15 digits), or a 400 naming `field`. */
export function chainIdOf(value: unknown, field: string): number {
  if (typeof value !== 'string' || !/^[1-9][0-9]{0,14}$/.test(value)) throw errors.invalidData(`Missing or invalid field: ${field} (a positive decimal integer)`)
  return Number(value)
}

/** Calldata at most this many bytes (EIP-3860's limit on contract creation code). */
export const MAX_SCAN_DATA_BYTES = 49_152

/** A checked scan request. */
export interface ScanRequest {
  domain: string
  chainId: number
  from: Hex
  to: Hex | undefined
  value: bigint
  data: Hex
  gas: bigint | undefined
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

function quantity(value: unknown, field: string, maxDigits: number): bigint | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !new RegExp(`^0x[0-9a-fA-F]{1,${maxDigits}}$`).test(value)) {
    throw errors.invalidData(`Invalid field: request.params[0].${field} (a 0x-hex quantity of at most ${maxDigits} digits)`)
  }
  return BigInt(value)
}

function address(value: unknown, field: string): Hex {
  if (typeof value !== 'string' || !isAddress(value, { strict: false })) throw errors.invalidData(`Missing or invalid field: request.params[0].${field} (a 0x address)`)
  return getAddress(value)
}

/**
 * The body of `POST /api/v1/scan/transaction`, checked (400 `invalid_data` naming the field).
 * `nonce` and `gasPrice` are checked but not used: the simulation runs at the sender's next nonce
 * with the network's current fees.
 */
export function parseScanRequest(body: Record<string, unknown>): ScanRequest {
  const metadata = body.metadata
  const domain = isObject(metadata) ? metadata.domain : undefined
  if (typeof domain !== 'string' || domain.length === 0 || domain.length > 253) throw errors.invalidData('Missing or invalid field: metadata.domain')
  const chainId = chainIdOf(body.chain_id, 'chain_id')
  const request = body.request
  if (!isObject(request)) throw errors.invalidData('Missing or invalid field: request')
  if (request.method !== 'eth_sendTransaction') throw errors.invalidData('Missing or invalid field: request.method (only eth_sendTransaction)')
  const params = request.params
  if (!Array.isArray(params) || params.length !== 1 || !isObject(params[0])) throw errors.invalidData('Missing or invalid field: request.params (one transaction)')
  const tx = params[0]
  const data = tx.data ?? '0x'
  if (typeof data !== 'string' || !/^0x(?:[0-9a-fA-F]{2})*$/.test(data)) throw errors.invalidData('Invalid field: request.params[0].data (0x-hex bytes)')
  if (data.length > 2 + 2 * MAX_SCAN_DATA_BYTES) throw errors.invalidData(`Invalid field: request.params[0].data (at most ${MAX_SCAN_DATA_BYTES} bytes)`)
  quantity(tx.nonce, 'nonce', 16)
  quantity(tx.gasPrice, 'gasPrice', 64)
  return {
    domain,
    chainId,
    from: address(tx.from, 'from'),
    to: tx.to === undefined || tx.to === null ? undefined : address(tx.to, 'to'),
    value: quantity(tx.value, 'value', 64) ?? 0n,
    data: data as Hex,
    gas: quantity(tx.gas, 'gas', 16),
  }
}

/** Calls whose arguments name recipients, spenders and operators (ERC-20, ERC-721, ERC-1155). */
const TOKEN_CALLS = [
  ...erc20Abi.filter((item) => item.type === 'function' && ['transfer', 'transferFrom', 'approve'].includes(item.name)),
  ...parseAbi([
    'function increaseAllowance(address spender, uint256 addedValue)',
    'function setApprovalForAll(address operator, bool approved)',
    'function safeTransferFrom(address from, address to, uint256 tokenId)',
    'function safeTransferFrom(address from, address to, uint256 tokenId, bytes data)',
    'function safeTransferFrom(address from, address to, uint256 id, uint256 value, bytes data)',
    'function safeBatchTransferFrom(address from, address to, uint256[] ids, uint256[] values, bytes data)',
  ]),
]

interface Grant {
  spender: string
  /** The token's symbol when the simulation read it. */
  symbol: string | null
  all: boolean
}

/** The addresses in a token call's arguments, and the approvals it grants. */
function readCalldata(data: Hex): { addresses: string[]; grants: Grant[] } {
  let decoded
  try {
    decoded = decodeFunctionData({ abi: TOKEN_CALLS, data })
  } catch {
    return { addresses: [], grants: [] }
  }
  const args = (decoded.args ?? []) as readonly unknown[]
  const addresses = args.filter((arg): arg is string => typeof arg === 'string' && isAddress(arg, { strict: false }))
  const [first, second] = args
  const grants: Grant[] = []
  if ((decoded.functionName === 'approve' || decoded.functionName === 'increaseAllowance') && typeof second === 'bigint' && second > 0n) {
    grants.push({ spender: first as string, symbol: null, all: false })
  }
  if (decoded.functionName === 'setApprovalForAll' && second === true) grants.push({ spender: first as string, symbol: null, all: true })
  return { addresses, grants }
}

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
const ZERO = '0x0000000000000000000000000000000000000000'

/** What the simulation gives the scan: its result, none (no network with that chain id), or a failure. */
export type SimulationOutcome = { simulation: TransactionSimulation } | { unavailable: true } | { failure: string }

/** The scan's answer for a checked request and what its simulation did. */
export function scanResult(request: ScanRequest, outcome: SimulationOutcome, settings: ScanSettings): WireTransactionScan {
  return { validation: validate(request, outcome, settings), simulation: simulationOf(request, outcome, settings) }
}

function validate(request: ScanRequest, outcome: SimulationOutcome, settings: ScanSettings): WireTransactionScan['validation'] {
  const simulation = 'simulation' in outcome && outcome.simulation.status === 'success' ? outcome.simulation : undefined
  const calldata = readCalldata(request.data)
  const grants = [...calldata.grants]
  for (const approval of simulation?.approvals ?? []) {
    if (!same(approval.owner, request.from)) continue
    const known = grants.find((grant) => same(grant.spender, approval.spender))
    if (known) known.symbol ??= approval.asset.symbol
    else grants.push({ spender: approval.spender, symbol: approval.asset.symbol, all: approval.approvedForAll })
  }
  // Who the transaction deals with, and how.
  const parties: { address: string; role: 'recipient' | 'spender' | 'counterparty' }[] = []
  if (request.to) parties.push({ address: request.to, role: request.value > 0n ? 'recipient' : 'counterparty' })
  for (const address of calldata.addresses) parties.push({ address, role: 'counterparty' })
  for (const transfer of simulation?.transfers ?? []) if (!same(transfer.to, ZERO)) parties.push({ address: transfer.to, role: 'recipient' })
  for (const approval of simulation?.approvals ?? []) parties.push({ address: approval.spender, role: 'spender' })
  for (const grant of grants) parties.push({ address: grant.spender, role: 'spender' })
  if (simulation && simulation.nativeChange < 0n && request.to) parties.push({ address: request.to, role: 'recipient' })

  const malicious = parties.filter((party) => settings.malicious.has(party.address.toLowerCase()))
  if (malicious.length > 0) {
    const addresses = [...new Set(malicious.map((party) => getAddress(party.address)))]
    const spender = malicious.find((party) => party.role === 'spender')
    const grant = spender && grants.find((g) => same(g.spender, spender.address))
    const description = spender
      ? `This transaction lets a known malicious address spend your ${grant?.symbol ?? 'tokens'}.`
      : malicious.some((party) => party.role === 'recipient')
        ? 'This transaction sends assets to a known malicious address.'
        : 'This transaction interacts with a known malicious address.'
    return {
      status: 'Success',
      result_type: 'Malicious',
      description,
      features: addresses.map((address) => ({ type: 'KNOWN_MALICIOUS', description: `${address} is a known malicious address`, address })),
    }
  }
  const warned = grants.filter((grant) => !settings.trusted.has(grant.spender.toLowerCase()))
  if (warned.length > 0) {
    const [first] = warned
    const what = first!.symbol ?? 'tokens'
    return {
      status: 'Success',
      result_type: 'Warning' satisfies WireScanResultType,
      description: first!.all
        ? `This transaction lets ${short(first!.spender)} move all your ${what}.`
        : `This transaction lets ${short(first!.spender)} spend your ${what}.`,
      features: warned.map((grant) => ({
        type: grant.all ? 'APPROVAL_FOR_ALL' : 'TOKEN_APPROVAL',
        description: `${getAddress(grant.spender)} may ${grant.all ? 'move all your' : 'spend your'} ${grant.symbol ?? 'tokens'}`,
        address: getAddress(grant.spender),
      })),
    }
  }
  return { status: 'Success', result_type: 'Benign', features: [] }
}

function simulationOf(request: ScanRequest, outcome: SimulationOutcome, settings: ScanSettings): WireTransactionScan['simulation'] {
  const params = {
    from: request.from,
    to: request.to ?? null,
    value: numberToHex(request.value),
    data: request.data,
    chain_id: String(request.chainId),
  }
  const failed = (error: string) => ({ status: 'Error' as const, error, params, assets_diffs: [], exposures: [] })
  if ('unavailable' in outcome) return failed(`Simulation is not available for chain ${request.chainId}`)
  if ('failure' in outcome) return failed(outcome.failure)
  const { simulation } = outcome
  if (simulation.status !== 'success') return failed(simulation.error ?? 'execution reverted')

  const value = (asset: SimulatedAsset, amount: bigint, tokenId?: bigint): WireScanValue => {
    const units = formatUnits(amount, asset.decimals)
    const price = priceOf(settings, asset.symbol)
    return {
      value: units,
      raw_value: numberToHex(amount),
      usd_price: price === undefined ? null : Number((Number(units) * price).toPrecision(12)),
      ...(tokenId !== undefined ? { token_id: tokenId.toString() } : {}),
    }
  }
  const diffs = new Map<string, { asset: WireScanAsset; in: WireScanValue[]; out: WireScanValue[]; sums: { in: bigint; out: bigint } }>()
  const diffOf = (asset: SimulatedAsset) => {
    const key = `${asset.type}:${asset.address ?? ''}`
    if (!diffs.has(key)) diffs.set(key, { asset: wireAsset(asset), in: [], out: [], sums: { in: 0n, out: 0n } })
    return diffs.get(key)!
  }
  const fungible = (asset: SimulatedAsset) => asset.type === 'NATIVE' || asset.type === 'ERC20'
  if (simulation.nativeChange !== 0n) {
    const diff = diffOf(simulation.nativeAsset)
    if (simulation.nativeChange > 0n) diff.sums.in += simulation.nativeChange
    else diff.sums.out -= simulation.nativeChange
  }
  for (const transfer of simulation.transfers) {
    for (const direction of ['in', 'out'] as const) {
      if (!same(direction === 'in' ? transfer.to : transfer.from, request.from)) continue
      const diff = diffOf(transfer.asset)
      if (fungible(transfer.asset)) diff.sums[direction] += transfer.amount
      else diff[direction].push(value(transfer.asset, transfer.amount, transfer.tokenId))
    }
  }
  const asset_diffs = [...diffs.values()].map(({ asset, sums, ...values }) => {
    for (const direction of ['in', 'out'] as const) if (sums[direction] > 0n) values[direction].push(value(asset as SimulatedAsset, sums[direction]))
    return { asset, ...values }
  })

  const exposures = new Map<string, WireScanExposure>()
  for (const approval of simulation.approvals) {
    if (!same(approval.owner, request.from)) continue
    const key = `${approval.asset.type}:${approval.asset.address ?? ''}`
    if (!exposures.has(key)) exposures.set(key, { asset: wireAsset(approval.asset), spenders: [] })
    const allowance = approval.amount === null ? undefined : value(approval.asset, approval.amount)
    exposures.get(key)!.spenders.push({
      spender: getAddress(approval.spender),
      raw_value: allowance?.raw_value ?? null,
      value: allowance?.value ?? null,
      usd_price: allowance?.usd_price ?? null,
      is_approved_for_all: approval.approvedForAll,
    })
  }
  return { status: 'Success', params, assets_diffs: asset_diffs.filter((d) => d.in.length + d.out.length > 0), exposures: [...exposures.values()] }
}

const wireAsset = (asset: SimulatedAsset): WireScanAsset => ({
  type: asset.type,
  ...(asset.address !== undefined ? { address: asset.address } : {}),
  name: asset.name,
  symbol: asset.symbol,
  logo_url: null,
  decimals: asset.decimals,
})
