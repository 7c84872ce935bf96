import { describe, expect, it } from 'vitest'
import {
  brutalistTheme, colorSchemeOfTheme, darkTheme, lightTheme, midnightTheme, resolveColorScheme,
  type ColorSchemeSetting, type Theme,
} from '../../src/themes/index.js'

const light = lightTheme({ accentColor: '#0A66E8' })
const dark = midnightTheme()
const pair = { lightMode: light, darkMode: dark }
const single = brutalistTheme()
const builtLight = lightTheme()
const builtDark = darkTheme()

type Row = [host: string, config: ColorSchemeSetting | undefined, prefersDark: boolean | undefined, expected: {
  input: 'single' | 'pair' | 'light' | 'dark' | 'builtLight' | 'builtDark' | 'builtPair'
  theme: Theme
  colorScheme: 'light' | 'dark'
  followsSystem: boolean
}]

const rows: Row[] = [
  // host passes one Theme: always that theme, whatever the config or the system says
  ['single', 'light', false, { input: 'single', theme: single, colorScheme: 'light', followsSystem: false }],
  ['single', 'dark', true, { input: 'single', theme: single, colorScheme: 'light', followsSystem: false }],
  ['single', 'auto', true, { input: 'single', theme: single, colorScheme: 'light', followsSystem: false }],
  ['single', undefined, true, { input: 'single', theme: single, colorScheme: 'light', followsSystem: false }],
  // host passes { lightMode, darkMode }: the config picks a half; auto or no config → both, by the media query
  ['pair', 'light', true, { input: 'light', theme: light, colorScheme: 'light', followsSystem: false }],
  ['pair', 'dark', false, { input: 'dark', theme: dark, colorScheme: 'dark', followsSystem: false }],
  ['pair', 'auto', false, { input: 'pair', theme: light, colorScheme: 'light', followsSystem: true }],
  ['pair', 'auto', true, { input: 'pair', theme: dark, colorScheme: 'dark', followsSystem: true }],
  ['pair', undefined, true, { input: 'pair', theme: dark, colorScheme: 'dark', followsSystem: true }],
  ['pair', undefined, undefined, { input: 'pair', theme: light, colorScheme: 'light', followsSystem: true }],
  // no host theme: the built-in light/dark by config; auto → both built-ins; no config yet → light
  ['none', 'light', true, { input: 'builtLight', theme: builtLight, colorScheme: 'light', followsSystem: false }],
  ['none', 'dark', false, { input: 'builtDark', theme: builtDark, colorScheme: 'dark', followsSystem: false }],
  ['none', 'auto', false, { input: 'builtPair', theme: builtLight, colorScheme: 'light', followsSystem: true }],
  ['none', 'auto', true, { input: 'builtPair', theme: builtDark, colorScheme: 'dark', followsSystem: true }],
  ['none', undefined, true, { input: 'builtLight', theme: builtLight, colorScheme: 'light', followsSystem: false }],
]

const hostTheme = { single, pair, none: undefined } as const

describe('resolveColorScheme: the color-scheme table', () => {
  it.each(rows)('host %s, config %s, prefers dark %s', (host, configColorScheme, prefersDark, expected) => {
    const r = resolveColorScheme({ theme: hostTheme[host as keyof typeof hostTheme], configColorScheme, prefersDark })
    const inputs = {
      single, pair, light, dark, builtLight, builtDark, builtPair: { lightMode: builtLight, darkMode: builtDark },
    }
    if (host === 'none') expect(r.input).toEqual(inputs[expected.input])
    else expect(r.input).toBe(inputs[expected.input])
    if (host === 'none') expect(r.theme).toEqual(expected.theme)
    else expect(r.theme).toBe(expected.theme)
    expect(r.colorScheme).toBe(expected.colorScheme)
    expect(r.followsSystem).toBe(expected.followsSystem)
  })

  it('without a host theme it reuses the same built-in theme objects (stable for memoisation)', () => {
    expect(resolveColorScheme({ configColorScheme: 'dark' }).theme).toBe(resolveColorScheme({ configColorScheme: 'dark' }).theme)
    expect(resolveColorScheme().theme).toBe(resolveColorScheme({ configColorScheme: 'light' }).theme)
  })

  it('treats an unknown config value (server data) like no config', () => {
    expect(resolveColorScheme({ theme: pair, configColorScheme: 'dim' as never }).followsSystem).toBe(true)
    expect(resolveColorScheme({ configColorScheme: null }).colorScheme).toBe('light')
  })

  it('fails loudly on a bad host theme', () => {
    expect(() => resolveColorScheme({ theme: midnightTheme as never })).toThrow(
      new Error('midnightTheme is a theme factory: call it, e.g. theme={midnightTheme()}'),
    )
    expect(() => resolveColorScheme({ theme: { lightMode: light } as never }))
      .toThrow('Invalid theme: { lightMode, darkMode } needs both themes; "darkMode" is missing')
    expect(() => resolveColorScheme({ theme: 'dark' as never })).toThrow('Invalid theme: expected a theme such as lightTheme()')
  })
})

describe('colorSchemeOfTheme', () => {
  it('reads the background, so overrides count', () => {
    expect(colorSchemeOfTheme(lightTheme())).toBe('light')
    expect(colorSchemeOfTheme(midnightTheme())).toBe('dark')
    expect(colorSchemeOfTheme(brutalistTheme())).toBe('light')
    expect(colorSchemeOfTheme(lightTheme({ overrides: { colors: { background: '#101010' } } }))).toBe('dark')
    expect(colorSchemeOfTheme(darkTheme({ overrides: { colors: { background: 'rgb(250, 250, 250)' } } }))).toBe('light')
  })

  it('falls back to the factory when the background is not #hex/rgb()', () => {
    expect(colorSchemeOfTheme(darkTheme({ overrides: { colors: { background: 'hsl(240 10% 8%)' } } }))).toBe('dark')
    const t = lightTheme({ overrides: { colors: { background: 'Canvas' } } })
    expect(colorSchemeOfTheme(t)).toBe('light')
    expect(colorSchemeOfTheme(JSON.parse(JSON.stringify(darkTheme({ overrides: { colors: { background: 'black' } } }))))).toBe('light')
  })
})
