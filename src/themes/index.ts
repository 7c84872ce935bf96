// `foyerkit/themes`: the theme contract, its CSS variables and the built-in themes.
// Imports nothing else of the kit and no React; nothing touches the DOM.
export { MOBILE_BREAKPOINT_PX, vars } from './contract.js'
export type { DeepPartial, Theme, ThemeVars } from './contract.js'
export { brutalistTheme, darkTheme, lightTheme, midnightTheme } from './themes.js'
export type { AccentColorPreset, AccentColors, ThemeFactory, ThemeInput, ThemeOptions } from './themes.js'
export { cssObjectFromTheme, cssStringFromTheme, isTheme, resolveThemeInput } from './css.js'
export { colorSchemeOfTheme, resolveColorScheme } from './scheme.js'
export type {
  ColorScheme, ColorSchemeSetting, ResolveColorSchemeParameters, ResolveColorSchemeReturnType,
} from './scheme.js'
