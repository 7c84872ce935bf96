/**
 * The theme contract: ONE constant tree, the single source of truth. Each leaf is a short
 * description (used by the docs); the `Theme` type, `vars` and the CSS variable names derive from it.
 */
export const themeContract = {
  colors: {
    background: 'Modal background',
    backgroundSecondary: 'Panels, cards and list rows on top of the background',
    foreground: 'Body text and headings',
    foregroundSecondary: 'Muted text (descriptions, hints)',
    foregroundTertiary: 'Least prominent text (captions, footers)',
    border: 'Dividers and card borders',
    accent: 'Primary buttons, selected states, brand accents',
    accentForeground: 'Text and icons on an accent fill',
    accentHover: 'Accent fill on hover/press (derived from the accent)',
    accentMuted: 'Light accent background (selected rows, badges; derived)',
    danger: 'Error text and icons; destructive button fill',
    dangerForeground: 'Text on a danger fill',
    dangerBackground: 'Error banner background (its text uses `danger`)',
    success: 'Success text and icons',
    successForeground: 'Text on a success fill',
    successBackground: 'Success banner background (its text uses `success`)',
    warning: 'Warning text and icons',
    warningForeground: 'Text on a warning fill',
    warningBackground: 'Warning banner background (its text uses `warning`)',
    inputBackground: 'Text inputs and OTP cells',
    inputForeground: 'Typed text',
    inputPlaceholder: 'Placeholder text',
    inputBorder: 'Input border at rest',
    inputBorderFocus: 'Input border when focused',
    focusRing: 'Keyboard focus ring color (derived from the accent)',
    overlay: 'Backdrop behind the modal',
    buttonSecondaryBackground: 'Secondary and social login buttons',
    buttonSecondaryBackgroundHover: 'Secondary buttons on hover',
    buttonSecondaryForeground: 'Secondary button text',
    buttonSecondaryBorder: 'Secondary button border',
    link: 'Inline links (derived from the accent, readable on the background)',
    skeleton: 'Loading placeholders',
  },
  radii: {
    modal: 'Modal corners',
    button: 'Buttons',
    input: 'Text inputs',
    otpCell: 'One-time-code cells',
    badge: 'Badges and chips',
    card: 'Cards and panels',
  },
  fonts: {
    body: 'Font stack for all text',
    mono: 'Font stack for codes and addresses',
  },
  fontSizes: {
    xs: 'Captions',
    sm: 'Secondary text, buttons',
    md: 'Body text',
    lg: 'Sub-titles',
    xl: 'Screen titles',
  },
  fontWeights: {
    regular: 'Body text',
    medium: 'Buttons, labels',
    bold: 'Titles',
  },
  lineHeights: {
    tight: 'Titles and buttons',
    normal: 'Body text',
  },
  space: {
    unit: 'Base spacing unit; the UI uses multiples of it (calc(unit * n))',
  },
  sizes: {
    modalWidth: 'Modal width on wide screens',
    modalHeight: 'Modal (max) height',
    modalHeightCompact: 'Modal height of short screens',
  },
  shadows: {
    modal: 'Modal elevation',
    button: 'Buttons',
    focus: 'Keyboard focus outline (box-shadow)',
  },
  blurs: {
    overlay: 'backdrop-filter of the overlay (`none` or `blur(…)`)',
  },
  zIndices: {
    modal: 'z-index of the modal layer',
  },
  durations: {
    fast: 'Hover and press transitions',
    normal: 'Modal and screen transitions',
  },
} as const satisfies Record<string, Record<string, string>>

/** Below this viewport width the modal becomes a bottom sheet. A constant, not themable. */
export const MOBILE_BREAKPOINT_PX = 440

type Contract = typeof themeContract
export type ThemeGroup = keyof Contract

/** A complete theme: every contract leaf holds a CSS value (string). */
export type Theme = {
  readonly [G in ThemeGroup]: { readonly [K in keyof Contract[G]]: string }
}

/** `T` with every property optional, recursively (theme overrides). */
export type DeepPartial<T> = {
  [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K]
}

/** `'colors.accent' | 'radii.modal' | …` */
export type ThemePath = { [G in ThemeGroup]: `${G}.${keyof Contract[G] & string}` }[ThemeGroup]

type Kebab<S extends string> = S extends `${infer H}${infer T}`
  ? `${H extends Lowercase<H> ? H : `-${Lowercase<H>}`}${Kebab<T>}`
  : S

export type CssVarName<P extends string> = P extends `${infer G}.${infer K}`
  ? `--foyer-${Kebab<G>}-${Kebab<K>}`
  : never

/** `vars.colors.accent` is `'var(--foyer-colors-accent)'`, both at runtime and in the type. */
export type ThemeVars = {
  readonly [G in ThemeGroup]: {
    readonly [K in keyof Contract[G] & string]: `var(${CssVarName<`${G}.${K}`>})`
  }
}

export const themeGroups = Object.keys(themeContract) as ThemeGroup[]

export function groupKeys(group: ThemeGroup): string[] {
  return Object.keys(themeContract[group])
}

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

/** `cssVarName('colors.accentHover')` → `'--foyer-colors-accent-hover'`. Throws on unknown paths. */
export function cssVarName<P extends ThemePath>(path: P): CssVarName<P> {
  const [group, key, extra] = String(path).split('.')
  const known = group !== undefined && Object.hasOwn(themeContract, group)
  if (!known || key === undefined || extra !== undefined
    || !Object.hasOwn(themeContract[group as ThemeGroup], key)) {
    throw new Error(`Unknown theme key "${String(path)}"`)
  }
  return `--foyer-${kebab(group)}-${kebab(key)}` as CssVarName<P>
}

/**
 * The theme's CSS variables as `var(--foyer-…)` references, by group and key: for styles of your own that
 * follow the theme.
 */
export const vars: ThemeVars = Object.freeze(
  Object.fromEntries(
    themeGroups.map((g) => [
      g,
      Object.freeze(
        Object.fromEntries(groupKeys(g).map((k) => [k, `var(${cssVarName(`${g}.${k}` as ThemePath)})`])),
      ),
    ]),
  ),
) as ThemeVars
