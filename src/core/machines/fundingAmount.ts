/**
 * The funding amount: what the amount input keeps of what is typed, when Continue is enabled, and
 * the conversions between the typed whole units and a token's base units.
 */

const ALLOWED = /^[0-9]*\.?[0-9]*$/

/**
 * The amount input's next text after the user typed `input` (the whole field): only digits and at
 * most one dot are accepted (anything else keeps `previous`); a trailing dot is kept ('1.'), leading
 * zeros before a digit are dropped ('05' → '5'), and a non-number ('', '.') becomes '0'.
 */
export function applyAmountInput(previous: string, input: string): string {
  if (!ALLOWED.test(input)) return previous
  const trimmed = input.replace(/^0+(?=\d)/, '')
  if (trimmed === '' || trimmed === '.') return '0'
  if (trimmed.startsWith('.')) return `0${trimmed}`
  return trimmed
}

/** Whether Continue is enabled: the amount is a number above 0. */
export function isAmountValid(amount: string): boolean {
  const value = Number(amount)
  return Number.isFinite(value) && value > 0
}

/** An amount for a provider's URL: a leading 0 before a starting dot ('.5' → '0.5'), no trailing dot. */
export function urlAmount(amount: string): string {
  const withZero = amount.startsWith('.') ? `0${amount}` : amount
  return withZero.endsWith('.') ? withZero.slice(0, -1) : withZero
}

/** Whole units ('1.5') to base units (`decimals` places); extra decimals are cut; null when not a decimal number. */
export function toBaseUnits(amount: string, decimals: number): bigint | null {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(amount.trim())
  if (!match || (match[1] === '' && !match[2])) return null
  const whole = match[1] || '0'
  const fraction = (match[2] ?? '').slice(0, decimals).padEnd(decimals, '0')
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction || '0')
}

/** The amount in US dollars at `usdPrice` per whole unit; null without a price or for an invalid amount. */
export function usdEstimateOf(amount: string, usdPrice: number | null): number | null {
  if (usdPrice === null) return null
  const value = Number(amount)
  return Number.isFinite(value) ? value * usdPrice : null
}
