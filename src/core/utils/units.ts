/**
 * An amount in a token's smallest unit as a decimal string: `formatUnits(1500000000000000000n, 18)`
 * is '1.5'. Exact (bigint arithmetic, no rounding), no trailing zeros, a leading '-' for a negative
 * amount.
 */
export function formatUnits(value: bigint, decimals: number): string {
  if (!Number.isInteger(decimals) || decimals < 0) throw new RangeError(`decimals must be a non-negative integer, got ${decimals}`)
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

/** The largest 256-bit amount: an approval of it is unlimited (the screen says 'Maximum'). */
export const MAX_UINT256 = 2n ** 256n - 1n

/** Whether an amount is the unlimited 2^256−1 (shown as 'Maximum'). */
export const isUnlimitedAmount = (value: bigint): boolean => value === MAX_UINT256

/**
 * An amount for the confirmation screen: at most 3 decimals, rounded down (never more than the
 * account has), '<0.001' when above 0 but smaller; `formatAmount(1234567n, 6)` is '1.234'.
 */
export function formatAmount(value: bigint, decimals: number): string {
  const negative = value < 0n
  const abs = negative ? -value : value
  const scale = decimals > 3 ? 10n ** BigInt(decimals - 3) : 1n
  const kept = decimals > 3 ? (abs / scale) * scale : abs
  if (abs > 0n && kept === 0n) return negative ? '>-0.001' : '<0.001'
  return `${negative ? '-' : ''}${formatUnits(kept, decimals)}`
}

/** What `value` base units are worth at `usdPrice` dollars per whole unit (a float: for display only). */
export function toUsd(value: bigint, decimals: number, usdPrice: number): number {
  return Number(formatUnits(value, decimals)) * usdPrice
}

/** Dollars with 2 decimals ('$1,234.50'); '<$0.01' when above 0 but smaller; '$0.00' for 0. */
export function formatUsd(amount: number): string {
  if (amount > 0 && amount < 0.01) return '<$0.01'
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)
}
