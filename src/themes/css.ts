import { cssVarName, groupKeys, themeGroups, type Theme, type ThemePath } from './contract.js'
import type { ThemeInput } from './themes.js'
import { assertSafeSelector, assertTheme, describe, factoryError, isPlainObject } from './validate.js'

export { assertTheme, isTheme } from './validate.js'

type ThemePair = { lightMode: Theme; darkMode: Theme }

/** Validates a `ThemeInput` (one theme or `{ lightMode, darkMode }`) with precise messages. */
export function asThemeInput(input: unknown): Theme | ThemePair {
  if (typeof input === 'function') throw factoryError(input)
  if (isPlainObject(input) && ('lightMode' in input || 'darkMode' in input)) {
    for (const k of ['lightMode', 'darkMode'] as const) {
      const theme = input[k]
      if (theme === undefined) throw new Error(`Invalid theme: { lightMode, darkMode } needs both themes; "${k}" is missing`)
      if (typeof theme === 'function') throw factoryError(theme)
      try {
        assertTheme(theme)
      } catch (e) {
        throw new Error(`Invalid ${k}: ${(e as Error).message}`, { cause: e })
      }
    }
    const extra = Object.keys(input).find((k) => k !== 'lightMode' && k !== 'darkMode')
    if (extra) throw new Error(`Invalid theme: unexpected key "${extra}" next to lightMode and darkMode`)
    return input as ThemePair
  }
  if (!isPlainObject(input)) {
    throw new Error(`Invalid theme: expected a theme such as lightTheme() or { lightMode, darkMode }, got ${describe(input)}`)
  }
  assertTheme(input)
  return input
}

/** `{ '--foyer-colors-accent': '#676FFF', … }`; usable as a React `style` object too. */
export function cssObjectFromTheme(theme: Theme): Record<string, string> {
  assertTheme(theme)
  const out: Record<string, string> = {}
  for (const g of themeGroups) {
    const group = theme[g] as Record<string, string>
    for (const k of groupKeys(g)) out[cssVarName(`${g}.${k}` as ThemePath)] = group[k]!.trim()
  }
  return out
}

function block(selector: string, theme: Theme, indent = ''): string {
  const lines = Object.entries(cssObjectFromTheme(theme)).map(([name, value]) => `${indent}  ${name}: ${value};`)
  return `${indent}${selector} {\n${lines.join('\n')}\n${indent}}`
}

/**
 * The theme as CSS custom properties on `selector` (default `:root`). A `{ lightMode, darkMode }`
 * input gives the light block, then the dark one under `@media (prefers-color-scheme: dark)`.
 */
export function cssStringFromTheme(input: ThemeInput, options: { selector?: string } = {}): string {
  const selector = options.selector ?? ':root'
  assertSafeSelector(selector)
  const theme = asThemeInput(input)
  if (!('lightMode' in theme)) return block(selector, theme)
  return `${block(selector, theme.lightMode)}\n@media (prefers-color-scheme: dark) {\n${block(selector, theme.darkMode, '  ')}\n}`
}

/** The theme to use for a color scheme (e.g. to paint a QR code on a canvas). */
export function resolveThemeInput(input: ThemeInput, colorScheme: 'light' | 'dark'): Theme {
  if (colorScheme !== 'light' && colorScheme !== 'dark') {
    throw new Error(`Invalid colorScheme ${JSON.stringify(colorScheme)}: expected "light" or "dark"`)
  }
  const theme = asThemeInput(input)
  if (!('lightMode' in theme)) return theme
  return colorScheme === 'dark' ? theme.darkMode : theme.lightMode
}
