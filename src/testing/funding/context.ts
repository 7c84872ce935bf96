/**
 * What the fake funding providers share: options, the local networks they pay on, per-store
 * state (a reset starts afresh), the background work a test can wait for, step faults, and the
 * checks every provider makes (the wallet is the caller's, amounts bounded and positive).
 */
import { formatUnits, parseUnits } from 'viem'
import type { DevChain, DevChainFunding, FundingAsset, FundingNetworkId } from '../chains/types.js'
import type { BackendContext } from '../context.js'
import { ApiError, errors } from '../errors.js'
import { sleep, takeFault } from '../faults.js'
import type { BoundedMap } from '../limits.js'
import type { ScanSettings } from '../scan.js'
import type { Store } from '../store.js'
import type { WireLinkedAccount } from '../types.js'
import {
  DEFAULT_FUNDING_NETWORKS, FUNDING_MAX_AMOUNTS, RELAY_QUOTE_TTL_MS, type FundingNetworkName,
} from './constants.js'
import type { DevFundingOptions } from './types.js'

export type { DevFundingOptions }


/** A local network a provider pays on, with its chain's funding side. */
export interface LocalNetwork {
  id: FundingNetworkId
  chainType: 'ethereum' | 'solana'
  funding: DevChainFunding
}

/** Everything the funding routes share (one per backend). */
export interface FundingContext {
  ctx: BackendContext
  chains: readonly DevChain[]
  networks: Partial<Record<Exclude<FundingNetworkName, 'solana'>, number>>
  quoteTtlMs: number
  moonpaySecretKey: string
  prices: ScanSettings
  /** Background work in flight (bridge fills and refunds). */
  tasks: Set<Promise<unknown>>
}

export function fundingContext(
  ctx: BackendContext,
  chains: readonly DevChain[],
  prices: ScanSettings,
  options: DevFundingOptions = {},
  randomSecret: () => string,
): FundingContext {
  const quoteTtlMs = options.quoteTtlMs ?? RELAY_QUOTE_TTL_MS
  if (!Number.isSafeInteger(quoteTtlMs) || quoteTtlMs <= 0) throw new Error('funding.quoteTtlMs must be a positive integer')
  return {
    ctx,
    chains,
    networks: { ...DEFAULT_FUNDING_NETWORKS, ...options.networks },
    quoteTtlMs,
    moonpaySecretKey: options.moonpaySecretKey ?? randomSecret(),
    prices,
    tasks: new Set(),
  }
}

/** Runs `task` in the background, tracked by `settled()`. */
export function background(f: FundingContext, task: () => Promise<void>): void {
  const run = task().catch(() => undefined)
  f.tasks.add(run)
  void run.finally(() => f.tasks.delete(run))
}

/** Resolves once no background work is in flight (work started meanwhile included). */
export async function settled(f: FundingContext): Promise<void> {
  while (f.tasks.size > 0) await Promise.allSettled([...f.tasks])
}

/** Per-store state of one provider (a reset starts afresh). */
export function perStore<T>(make: (store: Store) => T): (ctx: BackendContext) => T {
  const states = new WeakMap<Store, T>()
  return (ctx) => {
    let state = states.get(ctx.store)
    if (!state) states.set(ctx.store, (state = make(ctx.store)))
    return state
  }
}

/** A bounded map of the store (expired entries, then the oldest, make room). */
export const boundedMap = <K, V>(store: Store): BoundedMap<K, V> => store.boundedMap<K, V>()

/**
 * Runs a step the provider performs by itself against the faults (a `POST` to `path`): waits a
 * fault's `delayMs` (calling `onDelay` first), and answers false when the fault fails the step.
 */
export async function step(f: FundingContext, path: string, onDelay?: () => void): Promise<boolean> {
  const fault = takeFault(f.ctx, 'POST', path)
  if (!fault) return true
  if (fault.delayMs) {
    onDelay?.()
    await sleep(fault.delayMs)
  }
  if (fault.drop) return false
  return fault.status === undefined || fault.status < 400
}

export const fundingErrors = {
  unsupportedNetwork: (message: string) => new ApiError(400, 'unsupported_network', message),
  unsupportedCurrency: (message: string) => new ApiError(400, 'unsupported_currency', message),
  notOwned: (address: string) => new ApiError(403, 'wallet_not_owned', `The wallet ${address} is not one of the user's wallets`),
  notFound: (message: string) => new ApiError(404, 'not_found', message),
}

/** The local network with this id, when a running chain has it and pays on it. */
export function localNetwork(f: FundingContext, id: FundingNetworkId): LocalNetwork | undefined {
  for (const chain of f.chains) {
    if (chain.funding?.networks.includes(id)) return { id, chainType: chain.chainType, funding: chain.funding }
  }
  return undefined
}

/** The local network standing in for a provider network name; 400 `unsupported_network` when none does. */
export function providerNetwork(f: FundingContext, name: FundingNetworkName): LocalNetwork {
  const id = name === 'solana' ? 'solana' : f.networks[name]
  const local = id === undefined ? undefined : localNetwork(f, id)
  if (!local) {
    const what = name === 'solana' ? 'no local Solana runtime runs' : id === undefined ? 'no local network stands in for it (the funding.networks option maps one)' : `the local network ${id} does not run`
    throw fundingErrors.unsupportedNetwork(`Network ${name} is not available: ${what}`)
  }
  return local
}

const sameWallet = (a: string, b: string) => (a.startsWith('0x') && b.startsWith('0x') ? a.toLowerCase() === b.toLowerCase() : a === b)

/** The caller's wallet `address` (external, embedded or smart wallet); 403 `wallet_not_owned` otherwise. */
export function requireOwnWallet(ctx: BackendContext, userId: string, address: string): void {
  const user = ctx.store.users.get(userId)
  if (!user) throw errors.invalidToken()
  const owns = user.linked_accounts.some(
    (a: WireLinkedAccount) =>
      (a.type === 'wallet' || a.type === 'smart_wallet') && typeof (a as { address?: unknown }).address === 'string' && sameWallet((a as { address: string }).address, address),
  )
  if (!owns) throw fundingErrors.notOwned(address)
}

/**
 * An amount in whole units (a decimal string or a number) as base units: positive, with at most
 * the asset's decimals, and at most `FUNDING_MAX_AMOUNTS`; 400 `invalid_data` naming `field`
 * otherwise.
 */
export function parseAmount(value: unknown, field: string, network: LocalNetwork, asset: FundingAsset, symbol: string): bigint {
  const decimals = network.funding.decimals(asset)
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value
  if (typeof text !== 'string' || !new RegExp(`^\\d{1,15}(\\.\\d{1,${decimals}})?$`).test(text)) {
    throw errors.invalidData(`Invalid ${field}: a decimal amount of ${symbol} with at most ${decimals} decimals, e.g. "1.5"`)
  }
  const amount = parseUnits(text, decimals)
  if (amount <= 0n) throw errors.invalidData(`Invalid ${field}: the amount must be more than 0`)
  const max = FUNDING_MAX_AMOUNTS[network.chainType][asset]
  if (amount > parseUnits(max, decimals)) throw errors.invalidData(`Invalid ${field}: the amount is above the limit of ${max} ${symbol}`)
  return amount
}

/** Base units as a decimal string in whole units. */
export const formatAmount = (amount: bigint, network: LocalNetwork, asset: FundingAsset): string =>
  formatUnits(amount, network.funding.decimals(asset))

/** A short string field of a JSON body or form (trimmed length capped), or undefined. */
export function shortText(value: unknown, max = 256): string | undefined {
  if (typeof value !== 'string') return undefined
  if (value.length > max) throw errors.invalidData(`A field is longer than ${max} characters`)
  return value
}
