'use client'
import { useEffect, useMemo, useRef, useState } from 'react'
import { isMfaPending } from '../core/index.js'
import { useAppConfig, useMfa, useMfaOverlayHost } from '../hooks/index.js'
import type { ThemeInput } from '../themes/index.js'
import type { Appearance } from './appearance.js'
import { createTranslate, type CopyKey, type CopyOverrides } from './copy/en.js'
import { FoyerUiContext, useFoyerUi } from './context.js'
import { ModalBody, Root } from './dialog.js'
import { resolveSlot } from './slots.js'
import { useAppearanceLevels, useMergedAppearance } from './lib/useAppearance.js'
import { ScreenRouter } from './router/ScreenRouter.js'
import type { ScreenId } from './screen-ids.js'
import { FoyerThemeContext, ThemeStyle, useScopedTheme } from './theme.js'

export type FoyerOverlaysProps = {
  /** Which UI mounts the overlays (the one host rule picks among several). */
  host: 'modal' | 'embed'
  theme?: ThemeInput
  appearance?: Appearance
  copy?: CopyOverrides
  zIndex?: number
}

/**
 * The default UI's overlays that live outside the login screens: the MFA verification prompt
 * (kinds 'auth' and 'txn'; shown whenever an operation waits for MFA, unless the app config's
 * `mfa.noPromptOnMfaRequired` is set) and the MFA enrolment manager (`showMfaEnrollmentModal()`).
 * Each is its own dialog, so it works whether the login modal is open or not. <FoyerModal/> and
 * <FoyerEmbed/> mount it; with both mounted, one shows the overlays — by the rule that picks the UI
 * answering `login()`: the embed, else the most recently mounted.
 */
export function FoyerOverlays({ host, theme, appearance, copy, zIndex }: FoyerOverlaysProps) {
  const { active, enrollmentRequest } = useMfaOverlayHost(host)
  const { state, dismiss } = useMfa()
  const config = useAppConfig()
  const prompts = active && !config?.mfa.noPromptOnMfaRequired
  const pending = isMfaPending(state)

  const [verifyKey, setVerifyKey] = useState(0)
  const [verifyOpen, setVerifyOpen] = useState(false)
  useEffect(() => {
    if (!prompts || !pending || verifyOpen) return
    setVerifyKey((k) => k + 1)
    setVerifyOpen(true)
  }, [prompts, pending, verifyOpen])

  const [enrollOpen, setEnrollOpen] = useState(false)
  const seenRequest = useRef(enrollmentRequest)
  useEffect(() => {
    if (enrollmentRequest === seenRequest.current) return
    seenRequest.current = enrollmentRequest
    if (active) setEnrollOpen(true)
  }, [enrollmentRequest, active])

  const closeVerify = () => {
    setVerifyOpen(false)
    dismiss()
  }
  return (
    <>
      <OverlayDialog
        open={active && enrollOpen}
        onClose={() => setEnrollOpen(false)}
        screen="mfaEnrollment"
        title="mfaEnroll.dialogTitle"
        routerKey={enrollmentRequest}
        {...{ theme, appearance, copy, zIndex }}
      />
      <OverlayDialog
        open={verifyOpen}
        onClose={closeVerify}
        screen="mfaVerify"
        title="mfa.dialogTitle"
        routerKey={verifyKey}
        {...{ theme, appearance, copy, zIndex }}
      />
    </>
  )
}

function OverlayDialog({ open, onClose, screen, title, routerKey, theme, appearance, copy, zIndex }: Omit<FoyerOverlaysProps, 'host'> & {
  open: boolean
  onClose: () => void
  screen: ScreenId
  title: CopyKey
  routerKey: number
}) {
  const { scopeId, css, resolved, style } = useScopedTheme(theme, { zIndex })
  const parent = useFoyerUi()
  // The dialog holds one screen: its root and panel see that screen's own entries too.
  const merged = useMergedAppearance(useAppearanceLevels(appearance), screen)
  const ui = useMemo(() => ({ ...parent, t: createTranslate(copy), appearance: merged }), [parent, copy, merged])
  const root = resolveSlot(merged.slots, 'root', open ? 'active' : 'idle', screen)
  return (
    <FoyerUiContext.Provider value={ui}>
      <FoyerThemeContext.Provider value={resolved}>
        <Root open={open} onClose={onClose} data-foyer={scopeId} lang={ui.t('meta.lang')} data-overlay={screen} className={root.className} style={style ? { ...root.style, ...style } : root.style}>
          <ThemeStyle css={css} />
          <ModalBody title={ui.t(title as 'mfa.dialogTitle')}>
            <ScreenRouter key={routerKey} initialScreen={screen} appearance={appearance} copy={copy} onClose={onClose} />
          </ModalBody>
        </Root>
      </FoyerThemeContext.Provider>
    </FoyerUiContext.Provider>
  )
}
