'use client'
import { createContext, useContext, useId, useMemo, useSyncExternalStore, type CSSProperties } from 'react'
import { useAppConfig } from '../hooks/internalApi.js'
import { checkZIndex } from './lib/zIndex.js'
import { cssStringFromTheme, resolveColorScheme, type ColorScheme, type Theme, type ThemeInput } from '../themes/index.js'

const scopeIdFrom = (reactId: string) => `f${reactId.replace(/[^A-Za-z0-9_-]/g, '')}`

/** What `useTheme()` returns: the resolved values in effect for the nearest Foyer UI root. */
export type UseThemeReturnType = {
  /** The Theme in effect (for `{ lightMode, darkMode }` under `auto`: the half the system picks now). */
  theme: Theme
  /** The color scheme in effect. */
  colorScheme: ColorScheme
  /** True when the root follows `prefers-color-scheme` (the value changes with the system setting). */
  followsSystem: boolean
}

/** Provided by every Foyer UI root (`<FoyerModal/>`, `<FoyerScreens/>`). */
export const FoyerThemeContext = createContext<UseThemeReturnType | null>(null)

/**
 * The resolved theme of the nearest Foyer UI root, for what CSS variables cannot reach (QR codes,
 * canvas, charts). Re-renders when the system color scheme changes, if the root follows it.
 */
export function useTheme(): UseThemeReturnType {
  const value = useContext(FoyerThemeContext)
  if (value === null) {
    throw new Error(
      'useTheme() must be called inside a Foyer UI root: <FoyerModal/> or <FoyerScreens/>, or a screen, slot or component they render. '
        + 'Outside one, use resolveColorScheme() or resolveThemeInput() from foyerkit/themes',
    )
  }
  return value
}

const DARK_QUERY = '(prefers-color-scheme: dark)'
const noSubscribe = () => () => {}
const never = () => false
function subscribeDark(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {}
  const query = window.matchMedia(DARK_QUERY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}
const prefersDarkNow = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches

/** `prefers-color-scheme: dark`, live; false on the server and in the hydrating render. Listens only when `enabled`. */
function usePrefersDark(enabled: boolean): boolean {
  return useSyncExternalStore(enabled ? subscribeDark : noSubscribe, enabled ? prefersDarkNow : never, never)
}


/**
 * The scope id for `data-foyer` and the CSS of the theme, written for `[data-foyer="<id>"]` only;
 * the resolved theme for `FoyerThemeContext`; the root's inline `style` (the `zIndex` override).
 * Which theme: `resolveColorScheme` (host theme wins; the app config's color scheme picks a half
 * of `{ lightMode, darkMode }`, or the built-in light/dark/both without a host theme).
 */
export function useScopedTheme(
  theme: ThemeInput | undefined,
  options: { zIndex?: number | undefined } = {},
): { scopeId: string; css: string; resolved: UseThemeReturnType; style: CSSProperties | undefined } {
  const scopeId = scopeIdFrom(useId())
  const configColorScheme = useAppConfig()?.appearance.colorScheme
  const zIndex = checkZIndex(options.zIndex)
  const base = useMemo(() => resolveColorScheme({ theme, configColorScheme }), [theme, configColorScheme])
  const css = useMemo(() => cssStringFromTheme(base.input, { selector: `[data-foyer="${scopeId}"]` }), [base, scopeId])
  const prefersDark = usePrefersDark(base.followsSystem)
  const resolved = useMemo((): UseThemeReturnType => {
    const now = base.followsSystem ? resolveColorScheme({ theme: base.input, prefersDark }) : base
    const t = zIndex === undefined ? now.theme : Object.freeze({ ...now.theme, zIndices: Object.freeze({ ...now.theme.zIndices, modal: String(zIndex) }) })
    return { theme: t, colorScheme: now.colorScheme, followsSystem: now.followsSystem }
  }, [base, prefersDark, zIndex])
  const style = useMemo(
    () => (zIndex === undefined ? undefined : ({ '--foyer-z-indices-modal': String(zIndex) } as CSSProperties)),
    [zIndex],
  )
  return { scopeId, css, resolved, style }
}

/** The one scoped `<style>` of a Foyer root. */
export function ThemeStyle({ css }: { css: string }) {
  return <style data-foyer-theme="">{css}</style>
}
