import { describe, expect, it } from 'vitest'
import { contrast, ensureContrast, mix, parseColor, readableOn } from '../../src/themes/color.js'
import {
  brutalistTheme, darkTheme, lightTheme, midnightTheme, type AccentColorPreset, type Theme,
} from '../../src/themes/index.js'

describe('color utils', () => {
  it('parse hex and rgb()', () => {
    expect(parseColor('#abc')).toEqual({ r: 170, g: 187, b: 204, a: 1 })
    expect(parseColor('#676FFF')).toEqual({ r: 103, g: 111, b: 255, a: 1 })
    expect(parseColor('rgb(1, 2, 3)')).toEqual({ r: 1, g: 2, b: 3, a: 1 })
    expect(parseColor('rgba(1, 2, 3, 0.5)')).toEqual({ r: 1, g: 2, b: 3, a: 0.5 })
    expect(parseColor('rgb(1 2 3 / 50%)')).toEqual({ r: 1, g: 2, b: 3, a: 0.5 })
    for (const bad of ['blue', '#12', '#12345', 'rgb(300, 0, 0)', 'hsl(0 0% 0%)', '']) expect(parseColor(bad)).toBeNull()
  })

  it('mix, contrast, readableOn and ensureContrast', () => {
    expect(mix('#000000', '#FFFFFF', 0.5)).toBe('#808080')
    expect(contrast('#FFFFFF', '#000000')).toBeCloseTo(21)
    expect(contrast('#777777', '#777777')).toBe(1)
    expect(readableOn('#111111')).toBe('#FFFFFF')
    expect(readableOn('#FFD600')).toBe('#000000')
    expect(contrast(ensureContrast('#FFD600', '#FFFFFF', 4.5), '#FFFFFF')).toBeGreaterThanOrEqual(4.5)
    expect(contrast(ensureContrast('#1E1E8F', '#18181B', 4.5), '#18181B')).toBeGreaterThanOrEqual(4.5)
  })
})

const AA = 4.5
const accents = [undefined, '#676FFF', '#0E76FD', '#E84142', '#FF7A00', '#FFD600', '#2ECC71', '#7B3FE4', '#000000', '#FFFFFF', 'rgb(30, 144, 255)']

const factories = [
  ['lightTheme', lightTheme], ['darkTheme', darkTheme], ['midnightTheme', midnightTheme], ['brutalistTheme', brutalistTheme],
] as const
const presetNames: AccentColorPreset[] = ['blue', 'green', 'red', 'purple', 'pink', 'orange']

type Key = keyof Theme['colors']
const TEXT_PAIRS: [Key, Key][] = [
  ['foreground', 'background'], ['foreground', 'backgroundSecondary'],
  ['foregroundSecondary', 'background'], ['foregroundSecondary', 'backgroundSecondary'],
  ['foregroundTertiary', 'background'], ['foregroundTertiary', 'backgroundSecondary'],
  ['danger', 'background'], ['danger', 'dangerBackground'], ['dangerForeground', 'danger'],
  ['success', 'background'], ['success', 'successBackground'], ['successForeground', 'success'],
  ['warning', 'background'], ['warning', 'warningBackground'], ['warningForeground', 'warning'],
  ['inputForeground', 'inputBackground'], ['inputPlaceholder', 'inputBackground'],
  ['buttonSecondaryForeground', 'buttonSecondaryBackground'],
  ['buttonSecondaryForeground', 'buttonSecondaryBackgroundHover'],
  ['accentForeground', 'accent'], ['accentForeground', 'accentHover'],
  ['link', 'background'], ['link', 'accentMuted'],
]
// non-text UI components (WCAG 1.4.11): 3:1
const BORDER_PAIRS: [Key, Key][] = [['inputBorder', 'inputBackground'], ['inputBorderFocus', 'inputBackground']]

const expectContrast = (c: Theme['colors'], pairs: [Key, Key][], min: number) => {
  for (const [fg, bg] of pairs) expect(contrast(c[fg], c[bg]), `${fg} on ${bg}`).toBeGreaterThanOrEqual(min)
}

describe.each(factories)('%s contrast (WCAG AA)', (_, factory) => {
  it.each(accents.map((a) => [a ?? 'default', a] as const))('accent %s', (_label, accentColor) => {
    const c: Theme['colors'] = factory({ accentColor }).colors
    const check = (fg: keyof Theme['colors'], bg: keyof Theme['colors']) =>
      expect(contrast(c[fg], c[bg]), `${fg} on ${bg}`).toBeGreaterThanOrEqual(AA)
    check('accentForeground', 'accent')
    check('accentForeground', 'accentHover')
    check('foreground', 'background')
    check('link', 'background')
    check('link', 'accentMuted')
  })

  it('palette with the default accent: text 4.5:1, borders 3:1', () => {
    const c: Theme['colors'] = factory().colors
    expectContrast(c, TEXT_PAIRS, AA)
    expectContrast(c, BORDER_PAIRS, 3)
  })

  it.each(presetNames)('palette with the %s preset: text 4.5:1, borders 3:1', (name) => {
    const c: Theme['colors'] = factory({ ...factory.accentColors[name] }).colors
    expect(c.accent).toBe(factory.accentColors[name].accentColor)
    expectContrast(c, TEXT_PAIRS, AA)
    expectContrast(c, BORDER_PAIRS, 3)
  })
})

/**
 * A disabled primary button (src/ui/primitives/Button.tsx) is a flat `backgroundSecondary` fill with
 * a `foregroundTertiary` label, not a faded accent: a faded accent looks enabled on dark themes and
 * next to the brutalist theme's hard shadows.
 */
describe.each(factories)('%s: a disabled primary button reads as disabled', (_, factory) => {
  it.each(['default', ...presetNames] as const)('accent %s: its fill is far from the accent, its label legible', (name) => {
    const c: Theme['colors'] = (name === 'default' ? factory() : factory({ ...factory.accentColors[name] })).colors
    // Far from the enabled fill (3:1, as for a UI component's state).
    expect(contrast(c.backgroundSecondary, c.accent), 'disabled fill vs accent').toBeGreaterThanOrEqual(3)
    // Still legible: 4.5:1 for the label on its fill.
    expect(contrast(c.foregroundTertiary, c.backgroundSecondary), 'disabled label').toBeGreaterThanOrEqual(AA)
  })
})
