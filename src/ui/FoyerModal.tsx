'use client'
import { useMemo } from 'react'
import { type ThemeInput } from '../themes/index.js'
import type { Appearance } from './appearance.js'
import { createTranslate, type CopyOverrides } from './copy/en.js'
import { FoyerUiContext, useFoyerUi } from './context.js'
import { resolveSlot } from './slots.js'
import { ScreenRouter } from './router/ScreenRouter.js'
import { useUiHost } from './lib/useUiHost.js'
import { useAppearanceLevels, useMergedAppearance } from './lib/useAppearance.js'
import { FoyerThemeContext, ThemeStyle, useScopedTheme } from './theme.js'
import { FoyerOverlays } from './FoyerOverlays.js'
import { ContainedDialog, ModalBody, Root } from './dialog.js'

export type FoyerModalProps = {
  /** A theme such as `darkTheme()`, or `{ lightMode, darkMode }`. Default: from the app config's color scheme, else light. */
  theme?: ThemeInput
  /** Slot styles and screen replacements. */
  appearance?: Appearance
  /** Copy overrides: any subset of the catalogue's keys. */
  copy?: CopyOverrides
  /**
   * Where the modal's DOM goes. Default (also `null`, e.g. a ref not attached yet): headless UI's
   * portal root at the end of `document.body`. An element: the modal is rendered into it (focus
   * trap, Esc, outside click and focus restore kept; no page scroll lock, and the rest of the page
   * is not made inert — it is the host's container).
   */
  portalContainer?: HTMLElement | null
  /** z-index of the modal layer; overrides the theme's `zIndices.modal` (an integer). */
  zIndex?: number
}

/**
 * The default login modal. Mount it once inside <FoyerProvider>; `useFoyer().login()` opens it at
 * the landing. A headless UI Dialog: focus trap, Esc closes, focus returns, labelled.
 */
export function FoyerModal({ theme, appearance, copy, portalContainer, zIndex }: FoyerModalProps) {
  // Openers, the session they start, redirect returns and close: shared with <FoyerEmbed/>.
  const { open, session, close } = useUiHost('modal')

  const { scopeId, css, resolved, style } = useScopedTheme(theme, { zIndex })
  const titleId = `${scopeId}-title`
  const parent = useFoyerUi()
  const merged = useMergedAppearance(useAppearanceLevels(appearance))
  const ui = useMemo(() => ({ ...parent, t: createTranslate(copy), appearance: merged }), [parent, copy, merged])
  // The root is outside this component's own context: resolve its slot from the merged appearance.
  const root = resolveSlot(merged.slots, 'root', open ? 'active' : 'idle')
  const rootStyle = style ? { ...root.style, ...style } : root.style
  const body = (
    <>
      <ThemeStyle css={css} />
      <ModalBody title={ui.t('modal.title')} contained={portalContainer ? { titleId, onDismiss: close } : undefined}>
        <ScreenRouter key={session.key} initialScreen={session.screen} initialParams={session.params as never} appearance={appearance} copy={copy} loginOptions={session.options} onClose={close} />
      </ModalBody>
    </>
  )
  return (
    <FoyerUiContext.Provider value={ui}>
      <FoyerThemeContext.Provider value={resolved}>
        {portalContainer ? (
          open && (
            <ContainedDialog container={portalContainer} onClose={close} titleId={titleId} data-foyer={scopeId} lang={ui.t('meta.lang')} className={root.className} style={rootStyle}>
              {body}
            </ContainedDialog>
          )
        ) : (
          <Root open={open} onClose={close} data-foyer={scopeId} lang={ui.t('meta.lang')} className={root.className} style={rootStyle}>
            {body}
          </Root>
        )}
        <FoyerOverlays host="modal" theme={theme} appearance={appearance} copy={copy} zIndex={zIndex} />
      </FoyerThemeContext.Provider>
    </FoyerUiContext.Provider>
  )
}

