'use client'
import { Suspense, useEffect, useRef, useState } from 'react'
import { appConfigValue, readyValue } from '../core/internal.js'
import type { FoyerModalProps } from './modal/props.js'
import { checkZIndex } from './lib/zIndex.js'
import { FoyerOverlays } from './FoyerOverlays.js'
import { lazyDefault, useClientState } from './lib/lazy.js'
import { whenIdle } from './lib/idle.js'
import { preloadScreen } from './lib/preload.js'
import { useUiHost } from './lib/useUiHost.js'

export type { FoyerModalProps }

/** The dialog, the theme, the copy and the router: a chunk of its own (./modal/ModalDialog.tsx). */
const ModalDialog = lazyDefault(() => import('./modal/ModalDialog.js'))

/**
 * The default login modal. Mount it once inside <FoyerProvider>; `useFoyer().login()` opens it at
 * the landing. A headless UI Dialog: focus trap, Esc closes, focus returns, labelled.
 *
 * Until it first opens it renders nothing and loads nothing heavy: it only answers openers (and
 * redirect returns) and watches for an MFA prompt. Once the client is ready it preloads the dialog,
 * the landing and the app's login-method entries when the browser is idle; `login()` starts
 * whatever has not arrived yet, all at once (docs/architecture.md "What loads when").
 */
export function FoyerModal(props: FoyerModalProps) {
  checkZIndex(props.zIndex)
  // Openers, the session they start, redirect returns and close: shared with <FoyerEmbed/>.
  const { open, session, close } = useUiHost('modal')
  const ready = useClientState(readyValue)
  const appConfig = useClientState(appConfigValue)

  // Opening: load the dialog and the session's first screen together (once per opening).
  const started = useRef<number | null>(null)
  if (open && started.current !== session.key) {
    started.current = session.key
    void ModalDialog.preload().catch(() => undefined)
    void preloadScreen(session.screen ?? 'landing', { appConfig, loginOptions: session.options })
  }
  // Mounted from the first opening on (a closed dialog renders nothing).
  const [mounted, setMounted] = useState(false)
  if (open && !mounted) setMounted(true)

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
          <ModalDialog {...props} open={open} session={session} close={close} />
        </Suspense>
      )}
      <FoyerOverlays host="modal" theme={props.theme} appearance={props.appearance} copy={props.copy} zIndex={props.zIndex} />
    </>
  )
}
