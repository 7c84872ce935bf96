/** Tiny color utilities: enough to derive accent tokens and check contrast. sRGB only. */
export type Rgba = { r: number; g: number; b: number; a: number }

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n))

/** Parses `#rgb`, `#rrggbb`, `rgb(r, g, b)` and `rgba(r, g, b, a)` (also space syntax). */
export function parseColor(input: string): Rgba | null {
  const s = input.trim().toLowerCase()
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(s)?.[1]
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex
    const n = parseInt(full, 16)
    return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255, a: 1 }
  }
  const fn = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)\s*(?:[,/]\s*([\d.]+)(%?))?\s*\)$/.exec(s)
  if (!fn) return null
  const [r, g, b] = [fn[1], fn[2], fn[3]].map(Number) as [number, number, number]
  let a = fn[4] === undefined ? 1 : Number(fn[4]) / (fn[5] ? 100 : 1)
  if ([r, g, b, a].some((v) => !Number.isFinite(v)) || r > 255 || g > 255 || b > 255) return null
  a = clamp(a, 0, 1)
  return { r, g, b, a }
}

function mustParse(color: string): Rgba {
  const c = parseColor(color)
  if (!c) throw new Error(`Cannot parse color "${color}": use #rgb, #rrggbb or rgb()`)
  return c
}

const hex2 = (n: number) => Math.round(clamp(n, 0, 255)).toString(16).padStart(2, '0').toUpperCase()
export const toHex = ({ r, g, b }: Rgba) => `#${hex2(r)}${hex2(g)}${hex2(b)}`

/** Mixes `amount` (0..1) of `other` into `color`; returns opaque `#RRGGBB`. */
export function mix(color: string, other: string, amount: number): string {
  const a = mustParse(color)
  const b = mustParse(other)
  const t = clamp(amount, 0, 1)
  return toHex({ r: a.r + (b.r - a.r) * t, g: a.g + (b.g - a.g) * t, b: a.b + (b.b - a.b) * t, a: 1 })
}

export const lighten = (color: string, amount: number) => mix(color, '#FFFFFF', amount)
export const darken = (color: string, amount: number) => mix(color, '#000000', amount)

export function alpha(color: string, a: number): string {
  const { r, g, b } = mustParse(color)
  return `rgba(${Math.round(r)}, ${Math.round(g)}, ${Math.round(b)}, ${+clamp(a, 0, 1).toFixed(3)})`
}

/** WCAG relative luminance. */
export function luminance(color: string): number {
  const { r, g, b } = mustParse(color)
  const lin = (v: number) => {
    const c = v / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
}

/** WCAG contrast ratio (1..21) of two opaque colors. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/** White when it reaches 4.5:1 on `background`, otherwise whichever of white/black contrasts more. */
export function readableOn(background: string): '#FFFFFF' | '#000000' {
  const white = contrast('#FFFFFF', background)
  return white >= 4.5 || white >= contrast('#000000', background) ? '#FFFFFF' : '#000000'
}

/** Moves `color` toward black or white (away from `background`) until it reaches `ratio`. */
export function ensureContrast(color: string, background: string, ratio: number): string {
  const target = luminance(background) > 0.18 ? '#000000' : '#FFFFFF'
  let out = toHex(mustParse(color))
  for (let step = 1; step <= 40 && contrast(out, background) < ratio; step++) {
    out = mix(color, target, step / 40)
  }
  return out
}
