import { luminance, parseColor } from './color.js'
import type { Theme } from './contract.js'
import { darkTheme, lightTheme, type ThemeInput } from './themes.js'
import { asThemeInput } from './css.js'
import { THEME_BRAND } from './validate.js'

/** The app config's `appearance.colorScheme` (server config, or the host's config override). */
export type ColorSchemeSetting = 'light' | 'dark' | 'auto'
/** A scheme actually in effect. */
export type ColorScheme = 'light' | 'dark'

/** The parameters of {@link resolveColorScheme}. */
export type ResolveColorSchemeParameters = {
  /** The host's `theme` prop: a Theme, `{ lightMode, darkMode }`, or nothing. */
  theme?: ThemeInput | undefined
  /** The app config's color scheme; `undefined` while the config is loading. Unknown values count as `undefined`. */
  configColorScheme?: ColorSchemeSetting | null | undefined
  /** Whether `(prefers-color-scheme: dark)` matches now; `undefined` on the server (counts as light). */
  prefersDark?: boolean | undefined
}

/** What {@link resolveColorScheme} returns. */
export type ResolveColorSchemeReturnType = {
  /** What to write as CSS: one Theme, or a pair (light, then dark under the media query). */
  input: ThemeInput
  /** The Theme in effect now (with `prefersDark` when `input` is a pair). */
  theme: Theme
  /** The scheme in effect now. */
  colorScheme: ColorScheme
  /** True when `input` is a pair switched by `prefers-color-scheme` (so `theme` follows the system). */
  followsSystem: boolean
}

let defaults: { light: Theme; dark: Theme } | undefined
const builtIn = () => (defaults ??= { light: lightTheme(), dark: darkTheme() })

/**
 * The color-scheme rule of the default UI, as a pure function:
 *
 * | host theme            | config `light`   | config `dark`   | config `auto` / none                 |
 * |-----------------------|------------------|-----------------|--------------------------------------|
 * | one Theme             | that theme       | that theme      | that theme                           |
 * | `{ lightMode, darkMode }` | lightMode    | darkMode        | both, by `prefers-color-scheme`      |
 * | none                  | `lightTheme()`   | `darkTheme()`   | `auto`: both built-ins; none: light  |
 *
 * The host's theme wins over the server config; the config only picks a half of a host pair.
 */
export function resolveColorScheme(parameters: ResolveColorSchemeParameters = {}): ResolveColorSchemeReturnType {
  const { theme, prefersDark } = parameters
  const setting = normalise(parameters.configColorScheme)
  const input: ThemeInput | undefined = theme === undefined ? undefined : asThemeInput(theme)
  const dark = prefersDark === true

  if (input !== undefined && !isPair(input)) {
    return { input, theme: input, colorScheme: colorSchemeOfTheme(input), followsSystem: false }
  }
  const pair = input ?? (setting === 'auto' ? { lightMode: builtIn().light, darkMode: builtIn().dark } : undefined)
  if (pair === undefined) {
    const t = setting === 'dark' ? builtIn().dark : builtIn().light
    return { input: t, theme: t, colorScheme: setting === 'dark' ? 'dark' : 'light', followsSystem: false }
  }
  if (setting === 'light') return { input: pair.lightMode, theme: pair.lightMode, colorScheme: 'light', followsSystem: false }
  if (setting === 'dark') return { input: pair.darkMode, theme: pair.darkMode, colorScheme: 'dark', followsSystem: false }
  return { input: pair, theme: dark ? pair.darkMode : pair.lightMode, colorScheme: dark ? 'dark' : 'light', followsSystem: true }
}

/**
 * The scheme a single theme looks like: from the luminance of its background (so
 * `lightTheme({ overrides: { colors: { background: '#000' } } })` counts as dark); when the
 * background is not a #hex/rgb() color, the scheme of the factory that made it; else light.
 */
export function colorSchemeOfTheme(theme: Theme): ColorScheme {
  if (parseColor(theme.colors.background)) return luminance(theme.colors.background) < 0.18 ? 'dark' : 'light'
  return (theme as { [THEME_BRAND]?: unknown })[THEME_BRAND] === 'dark' ? 'dark' : 'light'
}

function normalise(value: unknown): ColorSchemeSetting | undefined {
  return value === 'light' || value === 'dark' || value === 'auto' ? value : undefined
}

function isPair(input: ThemeInput): input is { lightMode: Theme; darkMode: Theme } {
  return 'lightMode' in input
}
