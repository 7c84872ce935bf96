'use client'
import { useMemo } from 'react'
import type { FoyerModalProps } from './props.js'
import { createUiTranslate } from '../copy/translate.js'
import { FoyerUiContext, useFoyerUi } from '../context.js'
import { resolveSlot } from '../slots.js'
import { ScreenRouter } from '../router/ScreenRouter.js'
import type { UiSession } from '../lib/useUiHost.js'
import { useAppearanceLevels, useMergedAppearance } from '../lib/useAppearance.js'
import { FoyerThemeContext, ThemeStyle, useScopedTheme } from '../theme.js'
import { ContainedDialog, ModalBody, Root } from '../dialog.js'

/**
 * The login modal's dialog: the theme, the copy, headless UI's Dialog and the screen router. A
 * chunk of its own, loaded when `<FoyerModal/>` first opens (or preloaded on idle), and kept
 * mounted after that (closed, it renders nothing).
 */
export default function ModalDialog({ theme, appearance, copy, portalContainer, zIndex, open, session, close }: FoyerModalProps & {
  open: boolean
  session: UiSession
  close: () => void
}) {
  const { scopeId, css, resolved, style } = useScopedTheme(theme, { zIndex })
  const titleId = `${scopeId}-title`
  const parent = useFoyerUi()
  const merged = useMergedAppearance(useAppearanceLevels(appearance))
  const ui = useMemo(() => ({ ...parent, t: createUiTranslate(copy), appearance: merged }), [parent, copy, merged])
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
      </FoyerThemeContext.Provider>
    </FoyerUiContext.Provider>
  )
}
