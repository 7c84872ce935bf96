import { describe, expect, it } from 'vitest'
import { contrast, ensureContrast, mix, parseColor, readableOn } from '../../src/themes/color.js'
import { darkTheme, lightTheme, type Theme } from '../../src/themes/index.js'

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

describe.each([['lightTheme', lightTheme], ['darkTheme', darkTheme]] as const)('%s contrast (WCAG AA)', (_, factory) => {
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

  it('palette text pairs', () => {
    const c: Theme['colors'] = factory().colors
    const pairs: [keyof Theme['colors'], keyof Theme['colors']][] = [
      ['foreground', 'background'], ['foreground', 'backgroundSecondary'],
      ['foregroundSecondary', 'background'], ['foregroundSecondary', 'backgroundSecondary'],
      ['foregroundTertiary', 'background'], ['foregroundTertiary', 'backgroundSecondary'],
      ['danger', 'background'], ['danger', 'dangerBackground'], ['dangerForeground', 'danger'],
      ['success', 'background'], ['success', 'successBackground'], ['successForeground', 'success'],
      ['warning', 'background'], ['warning', 'warningBackground'], ['warningForeground', 'warning'],
      ['inputForeground', 'inputBackground'], ['inputPlaceholder', 'inputBackground'],
      ['buttonSecondaryForeground', 'buttonSecondaryBackground'],
      ['buttonSecondaryForeground', 'buttonSecondaryBackgroundHover'],
    ]
    for (const [fg, bg] of pairs) expect(contrast(c[fg], c[bg]), `${fg} on ${bg}`).toBeGreaterThanOrEqual(AA)
    // non-text UI components (WCAG 1.4.11): 3:1
    expect(contrast(c.inputBorder, c.inputBackground)).toBeGreaterThanOrEqual(3)
  })
})
