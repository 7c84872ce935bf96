'use client'
import { Suspense, useEffect, useRef, useState } from 'react'
import { useAppConfig, useFoyer } from '../hooks/internalApi.js'
import type { FoyerModalProps } from './modal/props.js'
import { checkZIndex } from './lib/zIndex.js'
import { FoyerOverlays } from './FoyerOverlays.js'
import { lazyDefault } from './lib/lazy.js'
import { whenIdle } from './lib/idle.js'
import { preloadScreen } from './lib/preload.js'
import { useReturnFocus } from './lib/useReturnFocus.js'
import { useUiHost } from './lib/useUiHost.js'

export type { FoyerModalProps }

/** The dialog, the theme, the copy and the router: a chunk of its own (./modal/ModalDialog.tsx). */
const ModalDialog = lazyDefault(() => import('./modal/ModalDialog.js'))

/** How long an opening waits for its first screen's code before the dialog shows its spinner. */
const SCREEN_WAIT_MS = 400

/**
 * The default login modal. Mount it once inside <FoyerProvider>; `useFoyer().login()` opens it at
 * the landing. A headless UI Dialog: focus trap, Esc closes, focus returns, labelled.
 *
 * Until it first opens it renders nothing and loads nothing heavy: it only answers openers (and
 * redirect returns) and watches for an MFA prompt. Once the client is ready it preloads the dialog,
 * the landing and the app's login-method entries when the browser is idle; `login()` starts
 * whatever has not arrived yet, all at once, and the dialog shows once it has (docs/architecture.md
 * "What loads when").
 */
export function FoyerModal(props: FoyerModalProps) {
  checkZIndex(props.zIndex)
  // Openers, the session they start, redirect returns and close: shared with <FoyerEmbed/>.
  const { open, session, close } = useUiHost('modal')
  const { ready } = useFoyer()
  const appConfig = useAppConfig()

  // Opening: load the dialog and the session's first screen together (once per opening), and show
  // the dialog once they are in: the screen then paints whole in the first frame, without a
  // fallback (which React keeps on screen at least 300 ms). A screen slower than
  // SCREEN_WAIT_MS shows in the dialog behind its loading spinner.
  const started = useRef<number | null>(null)
  const [loadedFor, setLoadedFor] = useState<number | null>(null)
  if (open && started.current !== session.key) {
    const key = session.key
    started.current = key
    const screen = preloadScreen(session.screen ?? 'landing', { appConfig, loginOptions: session.options })
    void ModalDialog.preload()
      .then(() => Promise.race([screen, new Promise((resolve) => setTimeout(resolve, SCREEN_WAIT_MS))]))
      .catch(() => undefined) // the dialog's own render reports a failed load
      .then(() => setLoadedFor(key))
  }
  // Mounted from the first opening on (a closed dialog renders nothing).
  const [mounted, setMounted] = useState(false)
  const shown = open && loadedFor === session.key
  if (shown && !mounted) setMounted(true)
  useReturnFocus(open)

  useEffect(() => {
    if (!ready) return
    return whenIdle(() => {
      void ModalDialog.preload().catch(() => undefined)
      void preloadScreen('landing', { appConfig })
    })
  }, [ready, appConfig])

  return (
    <>
      {mounted && (
        <Suspense fallback={null}>
          <ModalDialog {...props} open={shown} session={session} close={close} />
        </Suspense>
      )}
      <FoyerOverlays host="modal" theme={props.theme} appearance={props.appearance} copy={props.copy} zIndex={props.zIndex} />
    </>
  )
}
