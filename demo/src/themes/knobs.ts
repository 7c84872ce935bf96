import {
  brutalistTheme, darkTheme, lightTheme, midnightTheme, type AccentColorPreset, type Theme, type ThemeFactory, type ThemeInput,
  type ThemeOptions,
} from 'foyerkit/themes'

/** The theme gallery's choices: a built-in theme (or a light/dark pair) and the factory knobs. */
export type Knobs = {
  base: 'light' | 'dark' | 'midnight' | 'brutalist' | 'pair'
  /** The dark half of the pair. */
  darkHalf: 'dark' | 'midnight'
  accent: 'default' | AccentColorPreset | 'custom'
  customAccent: string
  /** Only with a custom accent: `accentColorForeground`, or derived when empty. */
  customForeground: string
  borderRadius: 'default' | NonNullable<ThemeOptions['borderRadius']>
  fontStack: 'default' | 'system' | 'rounded' | 'custom'
  customFont: string
  overlayBlur: 'default' | NonNullable<ThemeOptions['overlayBlur']>
}

export const DEFAULT_KNOBS: Knobs = {
  base: 'light',
  darkHalf: 'dark',
  accent: 'default',
  customAccent: '#0E76FD',
  customForeground: '',
  borderRadius: 'default',
  fontStack: 'default',
  customFont: 'Georgia, "Times New Roman", serif',
  overlayBlur: 'default',
}

export const FACTORIES = { light: lightTheme, dark: darkTheme, midnight: midnightTheme, brutalist: brutalistTheme } as const
type FactoryName = keyof typeof FACTORIES

export const ACCENT_PRESETS: AccentColorPreset[] = ['blue', 'green', 'red', 'purple', 'pink', 'orange']

/** The options the knobs give one factory (presets are the factory's own). */
export function optionsFor(factory: ThemeFactory, knobs: Knobs): ThemeOptions {
  const options: ThemeOptions = {}
  if (knobs.accent === 'custom') {
    options.accentColor = knobs.customAccent
    if (knobs.customForeground) options.accentColorForeground = knobs.customForeground
  } else if (knobs.accent !== 'default') {
    Object.assign(options, factory.accentColors[knobs.accent])
  }
  if (knobs.borderRadius !== 'default') options.borderRadius = knobs.borderRadius
  if (knobs.fontStack === 'custom') options.fontStack = knobs.customFont
  else if (knobs.fontStack !== 'default') options.fontStack = knobs.fontStack
  if (knobs.overlayBlur !== 'default') options.overlayBlur = knobs.overlayBlur
  return options
}

const factoryNames = (knobs: Knobs): FactoryName[] => (knobs.base === 'pair' ? ['light', knobs.darkHalf] : [knobs.base])

/** The theme input the knobs describe; throws the factory's own message for a bad value. */
export function themeFromKnobs(knobs: Knobs): ThemeInput {
  const make = (name: FactoryName): Theme => FACTORIES[name](optionsFor(FACTORIES[name], knobs))
  if (knobs.base === 'pair') return { lightMode: make('light'), darkMode: make(knobs.darkHalf) }
  return make(knobs.base)
}

const q = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`

/** The call that makes one half, as code: `midnightTheme({ ...midnightTheme.accentColors.green, borderRadius: 'large' })`. */
function callCode(name: FactoryName, knobs: Knobs): string {
  const fn = `${name}Theme`
  const parts: string[] = []
  if (knobs.accent === 'custom') {
    parts.push(`accentColor: ${q(knobs.customAccent)}`)
    if (knobs.customForeground) parts.push(`accentColorForeground: ${q(knobs.customForeground)}`)
  } else if (knobs.accent !== 'default') {
    parts.push(`...${fn}.accentColors.${knobs.accent}`)
  }
  if (knobs.borderRadius !== 'default') parts.push(`borderRadius: ${q(knobs.borderRadius)}`)
  if (knobs.fontStack === 'custom') parts.push(`fontStack: ${q(knobs.customFont)}`)
  else if (knobs.fontStack !== 'default') parts.push(`fontStack: ${q(knobs.fontStack)}`)
  if (knobs.overlayBlur !== 'default') parts.push(`overlayBlur: ${q(knobs.overlayBlur)}`)
  return parts.length ? `${fn}({ ${parts.join(', ')} })` : `${fn}()`
}

/** A paste-able snippet that builds the same theme and passes it to the modal. */
export function themeCode(knobs: Knobs): string {
  const names = factoryNames(knobs)
  const imports = [...new Set(names)].map((n) => `${n}Theme`).sort().join(', ')
  const value = knobs.base === 'pair'
    ? `{\n  lightMode: ${callCode('light', knobs)},\n  darkMode: ${callCode(knobs.darkHalf, knobs)},\n}`
    : callCode(names[0]!, knobs)
  return `import { ${imports} } from 'foyerkit/themes'\n\nconst theme = ${value}\n\n<FoyerModal theme={theme} />`
}
