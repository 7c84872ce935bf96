import { groupKeys, themeContract, themeGroups, type Theme } from './contract.js'

/** Marks objects made by the factories (an enumerable symbol: survives spreads, not JSON). */
export const THEME_BRAND = Symbol.for('foyer.theme')
/** Marks the factories themselves, so `theme={lightTheme}` gets a precise error. */
export const THEME_FACTORY = Symbol.for('foyer.themeFactory')

export function describe(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  return typeof value === 'object' ? 'an object' : typeof value
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false
  const proto = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1]!.toLowerCase() === b[j - 1]!.toLowerCase() ? 0 : 1
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost)
    }
    prev = row
  }
  return prev[b.length]!
}

/** `Unknown theme key "colors.acent". Did you mean "colors.accent"? Known keys: …` */
export function unknownKeyError(kind: string, name: string, known: string[]): Error {
  const last = name.slice(name.lastIndexOf('.') + 1)
  let best: string | undefined
  let bestScore = Math.max(2, Math.floor(last.length / 3)) + 1
  for (const k of known) {
    const score = distance(last, k.slice(k.lastIndexOf('.') + 1))
    if (score < bestScore) [best, bestScore] = [k, score]
  }
  const hint = best ? ` Did you mean "${best}"?` : ''
  return new Error(`Unknown ${kind} "${name}".${hint} Known keys: ${known.join(', ')}`)
}

export function factoryError(fn: Function): Error {
  const name = (fn as { [THEME_FACTORY]?: string })[THEME_FACTORY]
  if (name) return new Error(`${name} is a theme factory: call it, e.g. theme={${name}()}`)
  return new Error('Invalid theme: got a function; pass a theme object, e.g. theme={lightTheme()}')
}

const FORBIDDEN: [RegExp, string][] = [
  [/[;{}<>\\@]/, 'the character "$&"'],
  [/\/\*|\*\//, 'a CSS comment'],
  [/[\u0000-\u001f\u007f\u2028\u2029]/, 'a newline or control character'],
  [/(?:url|expression|image-set|image|src)\s*\(/i, '"$&"'],
  [/javascript:/i, '"javascript:"'],
]

function balanced(value: string): boolean {
  let depth = 0
  for (const c of value.replace(/"[^"]*"|'[^']*'/g, '')) {
    if (c === '"' || c === "'") return false
    if (c === '(' || c === '[') depth++
    if (c === ')' || c === ']') depth--
    if (depth < 0) return false
  }
  return depth === 0
}

/** Throws unless `value` can be written as a CSS declaration value without escaping it. */
export function assertSafeCssValue(value: unknown, path: string): asserts value is string {
  if (typeof value !== 'string') {
    throw new Error(`Invalid theme value at "${path}": expected a string, got ${describe(value)}`)
  }
  if (value.trim() === '') throw new Error(`Invalid theme value at "${path}": empty string`)
  for (const [re, what] of FORBIDDEN) {
    const m = re.exec(value)
    if (m) throw new Error(`Unsafe theme value at "${path}": ${what.replace('$&', m[0])} is not allowed in CSS values`)
  }
  if (!balanced(value)) throw new Error(`Unsafe theme value at "${path}": unbalanced quotes or brackets`)
}

/** Throws unless `selector` is a plain selector that cannot open or close a block. */
export function assertSafeSelector(selector: unknown): asserts selector is string {
  if (typeof selector !== 'string' || selector.trim() === '') {
    throw new Error(`Invalid selector: expected a non-empty string, got ${describe(selector)}`)
  }
  if (/[{}<>;\\@]|\/\*|\*\/|[\u0000-\u001f\u007f\u2028\u2029]/.test(selector) || !balanced(selector)) {
    throw new Error('Unsafe selector: { } < > ; \\ @, comments, newlines and unbalanced brackets are not allowed')
  }
}

/** Throws a clear Error unless `value` is a complete theme whose values are all safe CSS. */
export function assertTheme(value: unknown): asserts value is Theme {
  if (typeof value === 'function') throw factoryError(value)
  if (!isPlainObject(value)) {
    throw new Error(`Invalid theme: expected a theme object such as lightTheme(), got ${describe(value)}`)
  }
  if ('lightMode' in value || 'darkMode' in value) {
    throw new Error('Invalid theme: got { lightMode, darkMode } where a single theme is expected')
  }
  for (const g of Object.keys(value)) {
    if (!Object.hasOwn(themeContract, g)) throw unknownKeyError('theme key', g, themeGroups)
  }
  for (const g of themeGroups) {
    const group = value[g]
    if (!isPlainObject(group)) {
      throw new Error(`Invalid theme: "${g}" must be an object, got ${describe(group)}. Create themes with lightTheme() or darkTheme() and change them through \`overrides\``)
    }
    const keys = groupKeys(g)
    for (const k of Object.keys(group)) {
      if (!keys.includes(k)) throw unknownKeyError('theme key', `${g}.${k}`, keys.map((x) => `${g}.${x}`))
    }
    for (const k of keys) {
      if (!(k in group)) throw new Error(`Invalid theme: missing "${g}.${k}". Create themes with lightTheme() or darkTheme() and change them through \`overrides\``)
      assertSafeCssValue(group[k], `${g}.${k}`)
    }
  }
}

/** Whether `value` is a complete, valid theme. */
export function isTheme(value: unknown): value is Theme {
  try {
    assertTheme(value)
    return true
  } catch {
    return false
  }
}
