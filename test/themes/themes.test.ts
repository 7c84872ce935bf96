import { describe, expect, it } from 'vitest'
import {
  brutalistTheme, cssStringFromTheme, darkTheme, isTheme, lightTheme, midnightTheme, type Theme, type ThemeFactory,
} from '../../src/themes/index.js'

const ALL = [
  ['lightTheme', lightTheme, 'light'], ['darkTheme', darkTheme, 'dark'],
  ['midnightTheme', midnightTheme, 'dark'], ['brutalistTheme', brutalistTheme, 'light'],
] as const satisfies readonly (readonly [string, ThemeFactory, string])[]

describe('factories', () => {
  it('return frozen, branded, plain themes with sensible defaults', () => {
    const t = lightTheme()
    expect(isTheme(t)).toBe(true)
    expect(Object.isFrozen(t) && Object.isFrozen(t.colors)).toBe(true)
    expect((t as Record<symbol, unknown>)[Symbol.for('foyer.theme')]).toBe('light')
    expect((darkTheme() as Record<symbol, unknown>)[Symbol.for('foyer.theme')]).toBe('dark')
    expect(JSON.parse(JSON.stringify(t))).toEqual(Object.fromEntries(Object.entries(t)))
    expect(t.colors.accent).toBe('#676FFF')
    expect(darkTheme().colors.accent).toBe('#8A90FF')
    expect(t.radii.modal).toBe('16px')
    expect(t.blurs.overlay).toBe('none')
    expect(t.sizes).toEqual({ modalWidth: '360px', modalHeight: '620px', modalHeightCompact: '480px' })
    expect(t.space.unit).toBe('4px')
  })

  it('each call returns a new theme', () => {
    expect(lightTheme()).not.toBe(lightTheme())
    expect(lightTheme()).toEqual(lightTheme())
  })

  it.each([
    ['none', '0px', '0px'],
    ['small', '8px', '6px'],
    ['medium', '16px', '12px'],
    ['large', '24px', '9999px'],
  ] as const)('borderRadius %s sets the radius tokens', (borderRadius, modal, button) => {
    const { radii } = lightTheme({ borderRadius })
    expect(radii.modal).toBe(modal)
    expect(radii.button).toBe(button)
    expect(Object.keys(radii).sort()).toEqual(['badge', 'button', 'card', 'input', 'modal', 'otpCell'])
  })

  it.each([
    ['none', 'none'],
    ['small', 'blur(4px)'],
    ['large', 'blur(12px)'],
  ] as const)('overlayBlur %s sets blurs.overlay', (overlayBlur, value) => {
    expect(darkTheme({ overlayBlur }).blurs.overlay).toBe(value)
  })

  it('fontStack picks a preset or takes a custom stack verbatim', () => {
    expect(lightTheme().fonts.body).toMatch(/^ui-sans-serif, system-ui/)
    expect(lightTheme({ fontStack: 'system' }).fonts.body).toBe(lightTheme().fonts.body)
    expect(lightTheme({ fontStack: 'rounded' }).fonts.body).toMatch(/^ui-rounded, "SF Pro Rounded"/)
    expect(lightTheme({ fontStack: '"Inter", sans-serif' }).fonts.body).toBe('"Inter", sans-serif')
  })

  it('accentColor sets the accent and re-derives hover, muted, focus ring, link and focus border', () => {
    const base = lightTheme().colors
    const c = lightTheme({ accentColor: '#1D4ED8' }).colors
    expect(c.accent).toBe('#1D4ED8')
    expect(c.inputBorderFocus).toBe('#1D4ED8')
    expect(c.focusRing).toBe('rgba(29, 78, 216, 0.45)')
    for (const k of ['accentHover', 'accentMuted', 'link', 'accentForeground'] as const) {
      expect(c[k], k).not.toBe(base[k])
    }
    expect(c.accentForeground).toBe('#FFFFFF')
    expect(c.background).toBe(base.background)
  })

  it('accentColor accepts #rgb and rgb()', () => {
    expect(lightTheme({ accentColor: '#f00' }).colors.focusRing).toBe('rgba(255, 0, 0, 0.45)')
    expect(lightTheme({ accentColor: 'rgb(30, 144, 255)' }).colors.focusRing).toBe('rgba(30, 144, 255, 0.45)')
  })

  it('accentColorForeground overrides the computed text color', () => {
    expect(lightTheme({ accentColorForeground: '#FFFFFF' }).colors.accentForeground).toBe('#FFFFFF')
    expect(lightTheme({ accentColor: '#FFD600' }).colors.accentForeground).toBe('#000000')
  })

  it('overrides deep-merge into the built theme and win over options', () => {
    const t = darkTheme({
      accentColor: '#E84142',
      borderRadius: 'large',
      overrides: { colors: { accent: '#FF0000', background: '#000000' }, radii: { modal: '4px' }, zIndices: { modal: '50' } },
    })
    expect(t.colors.accent).toBe('#FF0000')
    expect(t.colors.background).toBe('#000000')
    expect(t.colors.foreground).toBe(darkTheme().colors.foreground)
    expect(t.colors.accentMuted).toBe(darkTheme({ accentColor: '#E84142' }).colors.accentMuted)
    expect(t.radii).toEqual({ ...lightTheme({ borderRadius: 'large' }).radii, modal: '4px' })
    expect(t.zIndices.modal).toBe('50')
  })

  it('undefined options and override values are ignored', () => {
    expect(lightTheme({ accentColor: undefined, overrides: { colors: { accent: undefined }, radii: undefined } }))
      .toEqual(lightTheme())
  })
})

describe('midnightTheme and brutalistTheme', () => {
  it.each(ALL)('%s is a branded, frozen, valid theme for the %s scheme', (name, factory, scheme) => {
    const t = factory()
    expect(factory.name).toBe(name)
    expect(isTheme(t)).toBe(true)
    expect(Object.isFrozen(t) && Object.isFrozen(t.radii)).toBe(true)
    expect((t as Record<symbol, unknown>)[Symbol.for('foyer.theme')]).toBe(scheme)
  })

  it('midnight is a deep navy dark theme with its own accent', () => {
    const t = midnightTheme()
    expect(t.colors.background).toBe('#0B1020')
    expect(t.colors.accent).toBe('#7B8CFF')
    expect(t.colors.background).not.toBe(darkTheme().colors.background)
    expect(t.radii).toEqual(darkTheme().radii)
  })

  it('brutalist is flat, square and high-contrast by default', () => {
    const t = brutalistTheme()
    expect(Object.values(t.radii).every((r) => r === '0px')).toBe(true)
    expect(t.colors.foreground).toBe('#000000')
    expect(t.colors.border).toBe('#000000')
    expect(t.colors.inputBorder).toBe('#000000')
    expect(t.shadows.modal).toBe('8px 8px 0 0 #000000')
    expect(t.colors.focusRing).toBe('rgba(35, 35, 255, 1)')
    expect(t.fontWeights.bold).toBe('800')
    expect(t.durations).toEqual({ fast: '0ms', normal: '0ms' })
    expect(t.fonts.body).toMatch(/^"Helvetica Neue", Helvetica/)
  })

  it('brutalist options and overrides still win over its own defaults', () => {
    const t = brutalistTheme({
      borderRadius: 'large', fontStack: 'system', accentColor: '#0E76FD', overrides: { durations: { fast: '80ms' } },
    })
    expect(t.radii.button).toBe('9999px')
    expect(t.fonts.body).toBe(lightTheme().fonts.body)
    expect(t.colors.focusRing).toBe('rgba(14, 118, 253, 1)')
    expect(t.durations.fast).toBe('80ms')
  })

  it('every factory writes valid, scoped CSS', () => {
    for (const [, factory] of ALL) {
      expect(cssStringFromTheme(factory(), { selector: '.x' })).toMatch(/^\.x \{\n {2}--foyer-colors-background: #/)
    }
  })
})

describe('accent presets (factory.accentColors)', () => {
  it.each(ALL)('%s has the six presets, frozen, each an { accentColor, accentColorForeground } for its options', (_, factory) => {
    expect(Object.keys(factory.accentColors)).toEqual(['blue', 'green', 'red', 'purple', 'pink', 'orange'])
    expect(Object.isFrozen(factory.accentColors) && Object.isFrozen(factory.accentColors.blue)).toBe(true)
    for (const preset of Object.values(factory.accentColors)) {
      expect(Object.keys(preset)).toEqual(['accentColor', 'accentColorForeground'])
      const t = factory({ ...preset, borderRadius: 'small' })
      expect(t.colors.accent).toBe(preset.accentColor)
      expect(t.colors.accentForeground).toBe(preset.accentColorForeground)
    }
  })

  it('presets are tuned per scheme: light ones carry white text, dark ones are lighter with dark text', () => {
    expect(lightTheme.accentColors.green).toEqual({ accentColor: '#15803D', accentColorForeground: '#FFFFFF' })
    expect(darkTheme.accentColors.green).toEqual({ accentColor: '#4ADE80', accentColorForeground: '#0B0B0F' })
    expect(midnightTheme.accentColors.blue.accentColor).toBe(darkTheme.accentColors.blue.accentColor)
    expect(brutalistTheme.accentColors.red).toEqual(lightTheme.accentColors.red)
  })

  it('a preset passed whole as options works too', () => {
    expect(darkTheme(darkTheme.accentColors.pink).colors.accent).toBe('#F472B6')
  })
})

describe('misuse fails loudly', () => {
  const cases: [string, () => unknown, string][] = [
    ['non-object options', () => lightTheme('dark' as never), 'lightTheme(options) expects an options object, got string'],
    ['null options', () => darkTheme(null as never), 'darkTheme(options) expects an options object, got null'],
    ['unknown option', () => lightTheme({ accentColour: 'red' } as never),
      'Unknown theme option "accentColour". Did you mean "accentColor"? Known keys: accentColor, accentColorForeground, borderRadius, fontStack, overlayBlur, overrides'],
    ['unknown borderRadius', () => lightTheme({ borderRadius: 'huge' as never }),
      'Invalid borderRadius "huge": expected one of none, small, medium, large'],
    ['unknown overlayBlur', () => lightTheme({ overlayBlur: 3 as never }),
      'Invalid overlayBlur number: expected one of none, small, large'],
    ['unparseable accent', () => lightTheme({ accentColor: 'blue' }),
      'Invalid accentColor "blue": expected an opaque #rgb, #rrggbb or rgb() color'],
    ['translucent accent', () => lightTheme({ accentColor: 'rgba(0, 0, 255, 0.5)' }),
      'Invalid accentColor "rgba(0, 0, 255, 0.5)": expected an opaque #rgb, #rrggbb or rgb() color'],
    ['empty font stack', () => lightTheme({ fontStack: ' ' }), 'Invalid theme value at "fontStack": empty string'],
    ['unknown group in overrides', () => lightTheme({ overrides: { color: {} } as never }),
      'Unknown theme key "color". Did you mean "colors"? Known keys: colors, radii, fonts, fontSizes, fontWeights, lineHeights, space, sizes, shadows, blurs, zIndices, durations'],
    ['non-object overrides', () => lightTheme({ overrides: 'x' as never }), 'Invalid overrides: expected an object, got string'],
    ['non-object group', () => lightTheme({ overrides: { colors: '#fff' } as never }),
      'Invalid overrides.colors: expected an object, got string'],
    ['non-string value', () => lightTheme({ overrides: { zIndices: { modal: 10 } } as never }),
      'Invalid theme value at "zIndices.modal": expected a string, got number'],
  ]
  it.each(cases)('%s', (_, run, message) => {
    expect(run).toThrow(new Error(message))
  })

  it.each([['midnightTheme', midnightTheme], ['brutalistTheme', brutalistTheme]] as const)('%s rejects misuse the same way', (name, factory) => {
    expect(() => factory('dark' as never)).toThrow(new Error(`${name}(options) expects an options object, got string`))
    expect(() => factory({ accentColour: 'red' } as never)).toThrow(/^Unknown theme option "accentColour"\. Did you mean "accentColor"\?/)
    expect(() => factory({ borderRadius: 'round' as never })).toThrow('Invalid borderRadius "round": expected one of none, small, medium, large')
    expect(() => factory({ overrides: { colors: { backgrund: '#000' } } as never }))
      .toThrow(/^Unknown theme key "colors\.backgrund"\. Did you mean "colors\.background"\?/)
    expect(() => factory({ fontStack: 'x;}' })).toThrow('Unsafe theme value at "fontStack"')
    expect(() => cssStringFromTheme(factory as never)).toThrow(new Error(`${name} is a theme factory: call it, e.g. theme={${name}()}`))
    expect(() => cssStringFromTheme({ lightMode: brutalistTheme(), darkMode: factory } as never))
      .toThrow(`${name} is a theme factory: call it`)
    expect(isTheme(factory)).toBe(false)
  })

  it('an accent preset is not a theme', () => {
    expect(() => cssStringFromTheme(lightTheme.accentColors.blue as never)).toThrow(/^Unknown theme key "accentColor"/)
  })

  it('an unknown override key names the nearest key and lists the group', () => {
    expect(() => lightTheme({ overrides: { colors: { acent: 'red' } } as never })).toThrow(
      /^Unknown theme key "colors\.acent"\. Did you mean "colors\.accent"\? Known keys: colors\.background, colors\.backgroundSecondary, .*, colors\.skeleton$/,
    )
    expect(() => lightTheme({ overrides: { radii: { zzzzzzzz: '1px' } } as never })).toThrow(
      'Unknown theme key "radii.zzzzzzzz". Known keys: radii.modal, radii.button, radii.input, radii.otpCell, radii.badge, radii.card',
    )
  })

  it('themes are read-only', () => {
    const t = lightTheme() as { colors: Record<string, string> }
    expect(() => { t.colors.accent = 'red' }).toThrow(TypeError)
  })

  it('isTheme rejects factories, partial themes and hostile values', () => {
    expect(isTheme(lightTheme)).toBe(false)
    expect(isTheme({ colors: {} })).toBe(false)
    expect(isTheme(null)).toBe(false)
    const t = lightTheme()
    expect(isTheme({ ...t, colors: { ...t.colors, accent: 'red}' } } satisfies Theme)).toBe(false)
    expect(isTheme({ ...t, radii: { ...t.radii } })).toBe(true)
  })
})
