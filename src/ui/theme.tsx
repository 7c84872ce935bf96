'use client'
import { useId, useMemo } from 'react'
import { useAppConfig } from '../hooks/index.js'
import { cssStringFromTheme, darkTheme, lightTheme, type ThemeInput } from '../themes/index.js'

const scopeIdFrom = (reactId: string) => `f${reactId.replace(/[^A-Za-z0-9_-]/g, '')}`

/**
 * The scope id for `data-foyer` and the CSS of the theme, written for `[data-foyer="<id>"]` only.
 * Without a `theme`, the app config's color scheme picks light, dark or both (`auto`).
 */
export function useScopedTheme(theme: ThemeInput | undefined): { scopeId: string; css: string } {
  const scopeId = scopeIdFrom(useId())
  const scheme = useAppConfig()?.appearance.colorScheme ?? 'light'
  const css = useMemo(() => {
    const input: ThemeInput =
      theme ?? (scheme === 'dark' ? darkTheme() : scheme === 'auto' ? { lightMode: lightTheme(), darkMode: darkTheme() } : lightTheme())
    return cssStringFromTheme(input, { selector: `[data-foyer="${scopeId}"]` })
  }, [theme, scheme, scopeId])
  return { scopeId, css }
}

/** The one scoped `<style>` of a Foyer root. */
export function ThemeStyle({ css }: { css: string }) {
  return <style data-foyer-theme="">{css}</style>
}
