'use client'
import { useContext, useMemo, type ReactNode } from 'react'
import { styled } from 'styled-components'
import type { LoginOptions } from '../hooks/internalApi.js'
import { vars, type ThemeInput } from '../themes/index.js'
import type { Appearance } from './appearance.js'
import { FoyerUiContext } from './context.js'
import type { CopyOverrides } from './copy/en.js'
import { copyLang } from './copy/locale.js'
import { useSlot } from './primitives/useSlot.js'
import { useAppearanceLevels, useMergedAppearance } from './lib/useAppearance.js'
import { ScreenRouter } from './router/ScreenRouter.js'
import type { ScreenId, ScreenParamsMap } from './screen-ids.js'
import { FoyerThemeContext, ThemeStyle, useScopedTheme } from './theme.js'

/** Base type of the kit's roots: font, colors, box sizing — scoped to the root, never global. */
export const rootStyles = `
  font-family: ${vars.fonts.body};
  font-size: ${vars.fontSizes.md};
  line-height: ${vars.lineHeights.normal};
  color: ${vars.colors.foreground};
  -webkit-font-smoothing: antialiased;
  &, & *, & *::before, & *::after { box-sizing: border-box; }
  /*
   * Programmatic focus (a new screen's heading or frame, the dialog itself: moved there so screen
   * readers follow) shows no ring: only controls show one, and only for the keyboard.
   */
  &[tabindex='-1']:focus,
  & [tabindex='-1']:not(input):not(select):not(textarea):not(button):not(a):focus { outline: none; }
`

/** The inline panel: the modal's look, in the page's flow, up to the modal's width. */
export const Inline = styled.div`
  ${rootStyles}
  width: 100%;
  max-width: ${vars.sizes.modalWidth};
  background: ${vars.colors.background};
  border: 1px solid ${vars.colors.border};
  border-radius: ${vars.radii.modal};
  overflow: hidden;
`

/**
 * The props of {@link FoyerScreens}: the first screen, its parameters, the appearance and what to do when
 * the flow ends.
 */
export type FoyerScreensProps = {
  /** The first screen (default `landing`). */
  initialScreen?: ScreenId
  initialParams?: ScreenParamsMap[ScreenId]
  /** A theme such as `darkTheme()`, or `{ lightMode, darkMode }`. Default: from the app config's color scheme, else light. */
  theme?: ThemeInput
  appearance?: Appearance
  copy?: CopyOverrides
  /** As if `login(options)` had opened the screens (e.g. `{ disableSignup: true }`). */
  loginOptions?: LoginOptions
  /** Shows a close button that calls it. */
  onClose?: () => void
}

/** The default screens rendered inline (no dialog): for stories, embeds and custom containers. */
export function FoyerScreens({ theme, appearance, ...router }: FoyerScreensProps) {
  const { scopeId, css, resolved } = useScopedTheme(theme)
  const parent = useContext(FoyerUiContext)
  const merged = useMergedAppearance(useAppearanceLevels(appearance))
  const ui = useMemo(() => ({ ...parent, appearance: merged }), [parent, merged])
  return (
    <FoyerUiContext.Provider value={ui}>
      <FoyerThemeContext.Provider value={resolved}>
        <InlineRoot scopeId={scopeId} css={css} lang={copyLang(router.copy)}>
          <ScreenRouter appearance={appearance} {...router} />
        </InlineRoot>
      </FoyerThemeContext.Provider>
    </FoyerUiContext.Provider>
  )
}

function InlineRoot({ scopeId, css, lang, children }: { scopeId: string; css: string; lang: string; children: ReactNode }) {
  const slot = useSlot('root')
  return (
    <Inline data-foyer={scopeId} lang={lang} {...slot}>
      <ThemeStyle css={css} />
      {children}
    </Inline>
  )
}
