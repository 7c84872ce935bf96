'use client'
import { useMemo } from 'react'
import { useMfa } from '../../hooks/internalApi.js'
import type { FoyerOverlaysProps } from './props.js'
import type { CopyKey } from '../copy/en.js'
import { createUiTranslate } from '../copy/translate.js'
import { FoyerUiContext, useFoyerUi } from '../context.js'
import { ModalBody, Root } from '../dialog.js'
import { resolveSlot } from '../slots.js'
import { useAppearanceLevels, useMergedAppearance } from '../lib/useAppearance.js'
import { ScreenRouter } from '../router/ScreenRouter.js'
import type { ScreenId, ScreenParamsMap } from '../screen-ids.js'
import { FoyerThemeContext, ThemeStyle, useScopedTheme } from '../theme.js'

/**
 * One of the overlays' dialogs (the MFA prompt, the MFA enrolment manager, an embedded wallet's
 * request): a chunk of its own, loaded when an overlay first opens. Closing the MFA prompt
 * dismisses the MFA wait; `onDismiss` runs on any close by the user (a wallet request then ends).
 */
export default function OverlayDialog({ open, onClose, onDismiss, screen, params, closeable = true, title, routerKey, theme, appearance, copy, zIndex }: Omit<FoyerOverlaysProps, 'host'> & {
  open: boolean
  onClose: () => void
  onDismiss?: (() => void) | undefined
  screen: ScreenId
  /** The first screen's params (a recovery route's). */
  params?: ScreenParamsMap[ScreenId] | undefined
  /** false: no close button and no Escape / outside click (the screens close it themselves when done). Default true. */
  closeable?: boolean | undefined
  title: CopyKey
  routerKey: number
}) {
  const { dismiss } = useMfa()
  const close = () => {
    onClose()
    if (screen === 'mfaVerify') dismiss()
    onDismiss?.()
  }
  const { scopeId, css, resolved, style } = useScopedTheme(theme, { zIndex })
  const parent = useFoyerUi()
  // The dialog holds one screen: its root and panel see that screen's own entries too.
  const merged = useMergedAppearance(useAppearanceLevels(appearance), screen)
  const ui = useMemo(() => ({ ...parent, t: createUiTranslate(copy), appearance: merged }), [parent, copy, merged])
  const root = resolveSlot(merged.slots, 'root', open ? 'active' : 'idle', screen)
  return (
    <FoyerUiContext.Provider value={ui}>
      <FoyerThemeContext.Provider value={resolved}>
        <Root open={open} onClose={closeable ? close : () => {}} data-foyer={scopeId} lang={ui.t('meta.lang')} data-overlay={screen} className={root.className} style={style ? { ...root.style, ...style } : root.style}>
          <ThemeStyle css={css} />
          <ModalBody title={ui.t(title as 'mfa.dialogTitle')}>
            <ScreenRouter key={routerKey} initialScreen={screen} initialParams={params} appearance={appearance} copy={copy} onClose={close} showClose={closeable} />
          </ModalBody>
        </Root>
      </FoyerThemeContext.Provider>
    </FoyerUiContext.Provider>
  )
}
