/** Checks a faucet request for the local EVM chain: 400 `invalid_data` for anything off. */
import { isAddress, parseUnits, type Address } from 'viem'
import { errors } from '../../errors.js'

export type EvmFaucetAsset = 'ETH' | 'USDC'

/** Per asset: decimals, the amount sent when none is given, and the most one request may ask. */
export const EVM_FAUCET_ASSETS: Record<EvmFaucetAsset, { decimals: number; defaultAmount: string; maxAmount: string }> = {
  ETH: { decimals: 18, defaultAmount: '1', maxAmount: '1000' },
  USDC: { decimals: 6, defaultAmount: '1000', maxAmount: '1000000' },
}

export interface EvmFaucetInput {
  chainId: number | undefined
  address: Address
  asset: EvmFaucetAsset
  /** In base units (wei, or USDC's 6-decimal units). */
  value: bigint
}

/** The checked fields of a `POST /__dev/faucet` body for `chainType: 'ethereum'`. */
export function parseEvmFaucetRequest(body: Record<string, unknown>): EvmFaucetInput {
  const { chainId, address, asset = 'native', amount } = body
  if (chainId !== undefined && !(typeof chainId === 'number' && Number.isSafeInteger(chainId) && chainId > 0)) {
    throw errors.invalidData('Invalid chainId: expected a positive integer')
  }
  if (typeof address !== 'string' || !isAddress(address, { strict: true })) {
    throw errors.invalidData('Invalid address: expected a 0x-prefixed 20-byte hex address')
  }
  const symbol = typeof asset === 'string' ? asset.toUpperCase() : ''
  const checkedAsset: EvmFaucetAsset | undefined = symbol === 'NATIVE' || symbol === 'ETH' ? 'ETH' : symbol === 'USDC' ? 'USDC' : undefined
  if (!checkedAsset) throw errors.invalidData(`Unknown asset ${JSON.stringify(asset).slice(0, 40)}: use native, ETH or USDC`)
  const { decimals, defaultAmount, maxAmount } = EVM_FAUCET_ASSETS[checkedAsset]
  const text = amount === undefined ? defaultAmount : typeof amount === 'number' ? String(amount) : amount
  const syntax = new RegExp(`^\\d{1,30}(\\.\\d{1,${decimals}})?$`)
  if (typeof text !== 'string' || !syntax.test(text)) {
    throw errors.invalidData(`Invalid amount: a decimal number of ${checkedAsset} with at most ${decimals} decimals, e.g. "1.5"`)
  }
  const value = parseUnits(text, decimals)
  if (value <= 0n) throw errors.invalidData('Amount must be more than 0')
  if (value > parseUnits(maxAmount, decimals)) throw errors.invalidData(`Amount above the faucet limit of ${maxAmount} ${checkedAsset}`)
  return { chainId, address, asset: checkedAsset, value }
}
