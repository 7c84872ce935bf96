'use client'
import { useMemo, useRef, type CSSProperties, type ReactNode, type RefObject } from 'react'
import type { ThemeInput } from '../themes/index.js'
import type { Appearance } from './appearance.js'
import { FoyerUiContext, useFoyerUi } from './context.js'
import type { CopyOverrides } from './copy/en.js'
import { createUiTranslate } from './copy/translate.js'
import { Inline } from './FoyerScreens.js'
import { FoyerOverlays } from './FoyerOverlays.js'
import { useUiHost } from './lib/useUiHost.js'
import { useAppearanceLevels, useMergedAppearance } from './lib/useAppearance.js'
import { useSlot } from './primitives/useSlot.js'
import { ScreenRouter } from './router/ScreenRouter.js'
import { FoyerThemeContext, ThemeStyle, useScopedTheme } from './theme.js'

/**
 * The props of {@link FoyerEmbed}: the theme, the appearance, the login options and whether it answers
 * openers.
 */
export type FoyerEmbedProps = {
  /** A theme such as `darkTheme()`, or `{ lightMode, darkMode }`. Default: from the app config's color scheme, else light. */
  theme?: ThemeInput
  /** Slot styles and screen replacements (the embed's root also carries the `embed` slot). */
  appearance?: Appearance
  /** Copy overrides: any subset of the catalogue's keys. */
  copy?: CopyOverrides
  /**
   * Whether `login()` and the other openers drive this embed while it is visible (default true).
   * `false`: openers go to the modal even while this embed shows (see docs/ui.md, "Which UI answers").
   */
  answersOpeners?: boolean
  /** Called when the embed closes (after a flow's success screen, or `close()`); it then shows the landing again. */
  onClose?: () => void
  className?: string
  style?: CSSProperties
}

/** Visible in the page (not `display: none`, not in a hidden ancestor). */
function isVisible(element: HTMLElement | null): boolean {
  if (!element?.isConnected) return false
  const check = (element as HTMLElement & { checkVisibility?: () => boolean }).checkVisibility
  return typeof check === 'function' ? check.call(element) : element.getClientRects().length > 0
}

/**
 * The default screens inline in the host's layout — a login page, a sidebar panel: no dialog,
 * no overlay, no focus trap; it fills its container up to the modal's width. While mounted and
 * visible it answers `login()` (instead of the modal); closing (e.g. after a login's success
 * screen) returns it to the landing. The same screen router as the modal, so the post-login
 * sequence, captcha and error screens behave the same.
 */
export function FoyerEmbed({ theme, appearance, copy, answersOpeners = true, onClose, className, style }: FoyerEmbedProps) {
  const element = useRef<HTMLDivElement | null>(null)
  const answers = useRef(answersOpeners)
  answers.current = answersOpeners
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose
  const { session, close } = useUiHost('embed', {
    available: () => answers.current && isVisible(element.current),
    onClose: () => onCloseRef.current?.(),
  })
  const { scopeId, css, resolved, style: themeStyle } = useScopedTheme(theme)
  const parent = useFoyerUi()
  const merged = useMergedAppearance(useAppearanceLevels(appearance))
  const ui = useMemo(() => ({ ...parent, t: createUiTranslate(copy), appearance: merged }), [parent, copy, merged])
  return (
    <FoyerUiContext.Provider value={ui}>
      <FoyerThemeContext.Provider value={resolved}>
        <EmbedRoot
          rootRef={element}
          scopeId={scopeId}
          label={ui.t('modal.title')}
          className={className}
          style={themeStyle || style ? { ...themeStyle, ...style } : undefined}
        >
          <ThemeStyle css={css} />
          <ScreenRouter
            key={session.key}
            initialScreen={session.screen}
            initialParams={session.params as never}
            appearance={appearance}
            copy={copy}
            loginOptions={session.options}
            onClose={close}
            showClose={false}
          />
        </EmbedRoot>
        {/* The MFA prompt and enrolment manager (their own dialogs; shown by the UI that answers login(): the embed first). */}
        <FoyerOverlays host="embed" theme={theme} appearance={appearance} copy={copy} />
      </FoyerThemeContext.Provider>
    </FoyerUiContext.Provider>
  )
}

function EmbedRoot({ rootRef, scopeId, label, className, style, children }: {
  rootRef: RefObject<HTMLDivElement | null>
  scopeId: string
  label: string
  className: string | undefined
  style: CSSProperties | undefined
  children: ReactNode
}) {
  const root = useSlot('root', 'active')
  const embed = useSlot('embed', 'active', { className, style })
  // The catalogue's language, for screen readers (`meta.lang`).
  const lang = useFoyerUi().t('meta.lang')
  return (
    <Inline
      ref={rootRef}
      data-foyer={scopeId}
      data-foyer-embed=""
      lang={lang}
      role="region"
      aria-label={label}
      className={`${root.className} ${embed.className}`}
      style={root.style || embed.style ? { ...embed.style, ...root.style } : undefined}
      data-state={embed['data-state']}
    >
      {children}
    </Inline>
  )
}
