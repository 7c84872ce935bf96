import { alpha, ensureContrast, luminance, mix, parseColor, readableOn } from './color.js'
import { groupKeys, themeGroups, type DeepPartial, type Theme } from './contract.js'
import {
  THEME_BRAND, THEME_FACTORY, assertSafeCssValue, assertTheme, describe, isPlainObject, unknownKeyError,
} from './validate.js'

/** Options of the built-in theme factories: accent color, border radius, font stack, overlay blur. */
export type ThemeOptions = {
  /** Brand color, `#rgb`, `#rrggbb` or `rgb()`. Hover, muted, focus-ring and link colors derive from it. */
  accentColor?: string
  /** Text on the accent. Defaults to white or black, whichever is readable (WCAG AA). */
  accentColorForeground?: string
  borderRadius?: 'none' | 'small' | 'medium' | 'large'
  /** `system` (default), `rounded`, or any CSS font-family list, used verbatim: open on purpose (load the font yourself). */
  fontStack?: 'system' | 'rounded' | (string & {})
  overlayBlur?: 'none' | 'small' | 'large'
  /** Applied last, verbatim (nothing is re-derived from them). */
  overrides?: DeepPartial<Theme>
}

/** A single theme, or one per color scheme (switched with `prefers-color-scheme`). */
export type ThemeInput = Theme | { lightMode: Theme; darkMode: Theme }

/** The names of the accent presets every factory carries as `factory.accentColors`. */
export type AccentColorPreset = 'blue' | 'green' | 'red' | 'purple' | 'pink' | 'orange'
/** Accent presets tuned for one theme: spread one into its options, e.g. `darkTheme({ ...darkTheme.accentColors.green })`. */
export type AccentColors = Readonly<Record<AccentColorPreset, Readonly<{ accentColor: string; accentColorForeground: string }>>>
/** A built-in theme factory: call it (`lightTheme()`); its accent presets are `lightTheme.accentColors`. */
export type ThemeFactory = ((options?: ThemeOptions) => Theme) & { readonly accentColors: AccentColors }

export const RADII = {
  none: { modal: '0px', button: '0px', input: '0px', otpCell: '0px', badge: '0px', card: '0px' },
  small: { modal: '8px', button: '6px', input: '6px', otpCell: '6px', badge: '4px', card: '6px' },
  medium: { modal: '16px', button: '12px', input: '12px', otpCell: '10px', badge: '8px', card: '12px' },
  large: { modal: '24px', button: '9999px', input: '16px', otpCell: '14px', badge: '9999px', card: '20px' },
} as const satisfies Record<string, Theme['radii']>

export const FONT_STACKS = {
  system: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  rounded: 'ui-rounded, "SF Pro Rounded", "Nunito", "Varela Round", system-ui, sans-serif',
} as const

export const OVERLAY_BLURS = { none: 'none', small: 'blur(4px)', large: 'blur(12px)' } as const

const MONO = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace'

type Derived = 'accent' | 'accentForeground' | 'accentHover' | 'accentMuted' | 'focusRing' | 'link' | 'inputBorderFocus'
type Mode = {
  /** The color scheme the theme is for (also its brand, read by `colorSchemeOfTheme`). */
  scheme: 'light' | 'dark'
  accent: string
  colors: Omit<Theme['colors'], Derived>
  shadows: Omit<Theme['shadows'], 'focus'>
  /** Defaults of the options, where a theme differs from light/dark. */
  defaults?: { borderRadius?: keyof typeof RADII; fontStack?: string; overlayBlur?: keyof typeof OVERLAY_BLURS }
  /** Opacity of the focus ring (derived from the accent); 0.45 unless set. */
  focusRingAlpha?: number
  /** Tokens of the other groups that differ from the shared defaults (before the host's overrides). */
  tokens?: Omit<DeepPartial<Theme>, 'colors'>
}

const LIGHT: Mode = {
  scheme: 'light',
  accent: '#676FFF',
  colors: {
    background: '#FFFFFF',
    backgroundSecondary: '#F6F7F9',
    foreground: '#111827',
    foregroundSecondary: '#4B5563',
    foregroundTertiary: '#6B7280',
    border: '#E5E7EB',
    danger: '#C81E1E',
    dangerForeground: '#FFFFFF',
    dangerBackground: '#FEF2F2',
    success: '#15803D',
    successForeground: '#FFFFFF',
    successBackground: '#F0FDF4',
    warning: '#A14B05',
    warningForeground: '#FFFFFF',
    warningBackground: '#FFFBEB',
    inputBackground: '#FFFFFF',
    inputForeground: '#111827',
    inputPlaceholder: '#6B7280',
    inputBorder: '#8A909B',
    overlay: 'rgba(15, 23, 42, 0.45)',
    buttonSecondaryBackground: '#FFFFFF',
    buttonSecondaryBackgroundHover: '#F3F4F6',
    buttonSecondaryForeground: '#111827',
    buttonSecondaryBorder: '#D1D5DB',
    skeleton: '#E5E7EB',
  },
  shadows: { modal: '0 16px 48px rgba(15, 23, 42, 0.18)', button: '0 1px 2px rgba(15, 23, 42, 0.06)' },
}

const DARK: Mode = {
  scheme: 'dark',
  accent: '#8A90FF',
  colors: {
    background: '#18181B',
    backgroundSecondary: '#232328',
    foreground: '#F4F4F5',
    foregroundSecondary: '#B4B4BC',
    foregroundTertiary: '#8E8E98',
    border: '#33333A',
    danger: '#F87171',
    dangerForeground: '#1F0A0A',
    dangerBackground: '#351A1C',
    success: '#4ADE80',
    successForeground: '#052E16',
    successBackground: '#122A1C',
    warning: '#FBBF24',
    warningForeground: '#1C1408',
    warningBackground: '#2E2411',
    inputBackground: '#1F1F23',
    inputForeground: '#F4F4F5',
    inputPlaceholder: '#8E8E98',
    inputBorder: '#6B6B76',
    overlay: 'rgba(0, 0, 0, 0.6)',
    buttonSecondaryBackground: '#232328',
    buttonSecondaryBackgroundHover: '#2C2C32',
    buttonSecondaryForeground: '#F4F4F5',
    buttonSecondaryBorder: '#3A3A42',
    skeleton: '#2C2C32',
  },
  shadows: { modal: '0 16px 48px rgba(0, 0, 0, 0.5)', button: 'none' },
}

/** A deep navy dark theme: blue-black surfaces, cool greys, a periwinkle accent. */
const MIDNIGHT: Mode = {
  scheme: 'dark',
  accent: '#7B8CFF',
  colors: {
    background: '#0B1020',
    backgroundSecondary: '#141B2E',
    foreground: '#E8ECF5',
    foregroundSecondary: '#A9B2C7',
    foregroundTertiary: '#8A94AD',
    border: '#222B42',
    danger: '#FF8585',
    dangerForeground: '#240808',
    dangerBackground: '#2E1520',
    success: '#5BE49B',
    successForeground: '#04210F',
    successBackground: '#0F2A26',
    warning: '#FFC94D',
    warningForeground: '#261A03',
    warningBackground: '#2A2418',
    inputBackground: '#0F1527',
    inputForeground: '#E8ECF5',
    inputPlaceholder: '#8A94AD',
    inputBorder: '#5A6580',
    overlay: 'rgba(2, 6, 18, 0.7)',
    buttonSecondaryBackground: '#141B2E',
    buttonSecondaryBackgroundHover: '#1B2339',
    buttonSecondaryForeground: '#E8ECF5',
    buttonSecondaryBorder: '#2A3450',
    skeleton: '#1B2339',
  },
  shadows: { modal: '0 24px 64px rgba(0, 0, 0, 0.65)', button: 'none' },
}

/**
 * How far a theme can go: flat, square and high-contrast. Black ink on white, 2px-looking hard
 * offset shadows instead of blur, solid focus rings, heavy type and no transitions.
 */
const BRUTALIST: Mode = {
  scheme: 'light',
  accent: '#2323FF',
  colors: {
    background: '#FFFFFF',
    backgroundSecondary: '#F0F0F0',
    foreground: '#000000',
    foregroundSecondary: '#1F1F1F',
    foregroundTertiary: '#3D3D3D',
    border: '#000000',
    danger: '#B00000',
    dangerForeground: '#FFFFFF',
    dangerBackground: '#FFE3E3',
    success: '#00662B',
    successForeground: '#FFFFFF',
    successBackground: '#DDF7E6',
    warning: '#874000',
    warningForeground: '#FFFFFF',
    warningBackground: '#FFF1CC',
    inputBackground: '#FFFFFF',
    inputForeground: '#000000',
    inputPlaceholder: '#595959',
    inputBorder: '#000000',
    overlay: 'rgba(0, 0, 0, 0.75)',
    buttonSecondaryBackground: '#FFFFFF',
    buttonSecondaryBackgroundHover: '#FFE500',
    buttonSecondaryForeground: '#000000',
    buttonSecondaryBorder: '#000000',
    skeleton: '#D4D4D4',
  },
  shadows: { modal: '8px 8px 0 0 #000000', button: '3px 3px 0 0 #000000' },
  defaults: {
    borderRadius: 'none',
    fontStack: '"Helvetica Neue", Helvetica, Arial, ui-sans-serif, system-ui, sans-serif',
  },
  focusRingAlpha: 1,
  tokens: {
    fonts: { mono: '"JetBrains Mono", "IBM Plex Mono", ui-monospace, Menlo, Consolas, monospace' },
    fontWeights: { regular: '500', medium: '700', bold: '800' },
    lineHeights: { tight: '1.1' },
    durations: { fast: '0ms', normal: '0ms' },
  },
}

/** Accents that keep white text at ≥ 4.5:1 on light surfaces. */
const LIGHT_ACCENTS = {
  blue: '#0A66E8', green: '#15803D', red: '#D92D20', purple: '#7C3AED', pink: '#DB2777', orange: '#C2410C',
} as const satisfies Record<AccentColorPreset, string>
/** Lighter accents for dark surfaces, with dark text. */
const DARK_ACCENTS = {
  blue: '#5AA2FF', green: '#4ADE80', red: '#F87171', purple: '#A78BFA', pink: '#F472B6', orange: '#FB923C',
} as const satisfies Record<AccentColorPreset, string>

function presets(accents: Record<AccentColorPreset, string>, foreground: string): AccentColors {
  return Object.freeze(Object.fromEntries(
    Object.entries(accents).map(([name, accentColor]) => [name, Object.freeze({ accentColor, accentColorForeground: foreground })]),
  )) as AccentColors
}

const OPTION_KEYS = ['accentColor', 'accentColorForeground', 'borderRadius', 'fontStack', 'overlayBlur', 'overrides']

function oneOf<T extends object>(name: string, value: unknown, table: T, fallback: keyof T): keyof T {
  if (value === undefined) return fallback
  if (typeof value === 'string' && Object.hasOwn(table, value)) return value as keyof T
  const shown = typeof value === 'string' ? `"${value.slice(0, 40)}"` : describe(value)
  throw new Error(`Invalid ${name} ${shown}: expected one of ${Object.keys(table).join(', ')}`)
}

function accentTokens(mode: Mode, accent: string, foreground: string | undefined) {
  const parsed = parseColor(accent)
  if (!parsed || parsed.a < 1) {
    throw new Error(`Invalid accentColor "${accent.slice(0, 40)}": expected an opaque #rgb, #rrggbb or rgb() color`)
  }
  const accentForeground = foreground ?? readableOn(accent)
  const fgIsLight = parseColor(accentForeground) ? luminance(accentForeground) > 0.5 : mode.scheme === 'light'
  const accentMuted = mix(mode.colors.background, accent, mode.scheme === 'light' ? 0.12 : 0.2)
  return {
    accent,
    accentForeground,
    // Hover moves the fill away from its text color, so hover never loses contrast.
    accentHover: mix(accent, fgIsLight ? '#000000' : '#FFFFFF', fgIsLight ? 0.12 : 0.16),
    accentMuted,
    focusRing: alpha(accent, mode.focusRingAlpha ?? 0.45),
    link: ensureContrast(ensureContrast(accent, accentMuted, 4.5), mode.colors.background, 4.5),
    inputBorderFocus: accent,
  }
}

function applyOverrides(theme: Record<string, Record<string, string>>, overrides: unknown): void {
  if (overrides === undefined) return
  if (!isPlainObject(overrides)) throw new Error(`Invalid overrides: expected an object, got ${describe(overrides)}`)
  for (const [g, group] of Object.entries(overrides)) {
    if (!themeGroups.includes(g as never)) throw unknownKeyError('theme key', g, themeGroups)
    if (group === undefined) continue
    if (!isPlainObject(group)) throw new Error(`Invalid overrides.${g}: expected an object, got ${describe(group)}`)
    const keys = groupKeys(g as never)
    for (const [k, value] of Object.entries(group)) {
      if (!keys.includes(k)) throw unknownKeyError('theme key', `${g}.${k}`, keys.map((x) => `${g}.${x}`))
      if (value === undefined) continue
      assertSafeCssValue(value, `${g}.${k}`)
      theme[g]![k] = value
    }
  }
}

function createTheme(factory: string, mode: Mode, options: unknown): Theme {
  if (options === undefined) options = {}
  if (!isPlainObject(options)) throw new Error(`${factory}(options) expects an options object, got ${describe(options)}`)
  for (const k of Object.keys(options)) {
    if (!OPTION_KEYS.includes(k)) throw unknownKeyError('theme option', k, OPTION_KEYS)
  }
  const o = options as ThemeOptions
  for (const k of ['accentColor', 'accentColorForeground', 'fontStack'] as const) {
    if (o[k] !== undefined) assertSafeCssValue(o[k], k)
  }
  const radius = oneOf('borderRadius', o.borderRadius, RADII, mode.defaults?.borderRadius ?? 'medium')
  const blur = oneOf('overlayBlur', o.overlayBlur, OVERLAY_BLURS, mode.defaults?.overlayBlur ?? 'none')
  const font = o.fontStack ?? mode.defaults?.fontStack ?? 'system'
  const theme = {
    colors: { ...mode.colors, ...accentTokens(mode, o.accentColor ?? mode.accent, o.accentColorForeground) },
    radii: { ...RADII[radius] },
    fonts: { body: Object.hasOwn(FONT_STACKS, font) ? FONT_STACKS[font as keyof typeof FONT_STACKS] : font, mono: MONO },
    fontSizes: { xs: '12px', sm: '14px', md: '16px', lg: '18px', xl: '22px' },
    fontWeights: { regular: '400', medium: '500', bold: '600' },
    lineHeights: { tight: '1.25', normal: '1.5' },
    space: { unit: '4px' },
    sizes: { modalWidth: '360px', modalHeight: '620px', modalHeightCompact: '480px' },
    shadows: { ...mode.shadows, focus: '0 0 0 3px var(--foyer-colors-focus-ring)' },
    blurs: { overlay: OVERLAY_BLURS[blur] },
    zIndices: { modal: '999999' },
    durations: { fast: '120ms', normal: '200ms' },
  } satisfies Theme
  applyOverrides(theme as Record<string, Record<string, string>>, mode.tokens)
  applyOverrides(theme as Record<string, Record<string, string>>, o.overrides)
  assertTheme(theme)
  for (const group of Object.values(theme)) Object.freeze(group)
  return Object.freeze(Object.assign(theme, { [THEME_BRAND]: mode.scheme }))
}

function makeFactory(name: string, mode: Mode, accentColors: AccentColors): ThemeFactory {
  const fn = (options?: ThemeOptions) => createTheme(name, mode, options)
  Object.defineProperty(fn, 'name', { value: name })
  return Object.assign(fn, { accentColors, [THEME_FACTORY]: name })
}

/** The light built-in theme. */
export const lightTheme = /* @__PURE__ */ makeFactory('lightTheme', LIGHT, /* @__PURE__ */ presets(LIGHT_ACCENTS, '#FFFFFF'))
/** The dark built-in theme (its default accent is a lighter variant of the light one). */
export const darkTheme = /* @__PURE__ */ makeFactory('darkTheme', DARK, /* @__PURE__ */ presets(DARK_ACCENTS, '#0B0B0F'))
/** A deep navy dark theme. */
export const midnightTheme = /* @__PURE__ */ makeFactory('midnightTheme', MIDNIGHT, /* @__PURE__ */ presets(DARK_ACCENTS, '#0B1020'))
/** Flat, square and high-contrast (light): how far a theme can go with the same contract. */
export const brutalistTheme = /* @__PURE__ */ makeFactory('brutalistTheme', BRUTALIST, /* @__PURE__ */ presets(LIGHT_ACCENTS, '#FFFFFF'))
