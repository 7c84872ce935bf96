'use client'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { UiOpenRequest } from '../../hooks/index.js'
import { useEndUiFlow, useRegisterUiHost, useResetAuthFlows, type LoginOptions, constants } from '../../hooks/internalApi.js'
import { screenForOpenRequest } from './openRequest.js'
import type { ScreenId } from '../screen-ids.js'
import { useRedirectReturnScreen } from './useRedirectReturnScreen.js'

/** What one opening of the UI shows: a new `key` remounts the screen router. */
export type UiSession = { key: number; options: LoginOptions; screen?: ScreenId | undefined; params?: unknown; request?: UiOpenRequest | undefined }

/**
 * Shared by `<FoyerModal/>` and `<FoyerEmbed/>`: registers the UI as a host of openers
 * (`login()` …), keeps the session an opener starts, reopens on a redirect return (only the host
 * that answers openers does), and closes: flows are reset 200 ms later. The modal
 * hides on close; the embed stays and goes back to the landing.
 */
export function useUiHost(
  kind: 'modal' | 'embed',
  { available, onClose }: { available?: (() => boolean) | undefined; onClose?: (() => void) | undefined } = {},
) {
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose
  const [open, setOpen] = useState(kind === 'embed')
  const [session, setSession] = useState<UiSession>({ key: 0, options: {} })
  const resetFlows = useResetAuthFlows()
  const resetRef = useRef(resetFlows)
  resetRef.current = resetFlows
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(resetTimer.current), [])

  const show = useCallback((next: Omit<UiSession, 'key'>) => {
    clearTimeout(resetTimer.current)
    setSession((s) => ({ ...next, key: s.key + 1 }))
    setOpen(true)
  }, [])
  const endUiFlow = useEndUiFlow()
  const close = useCallback(() => {
    // The flow the UI was opened for reports its exit (unless it succeeded), once.
    endUiFlow()
    clearTimeout(resetTimer.current)
    resetTimer.current = setTimeout(() => resetRef.current(), constants.AUTH_FLOW_RESET_AFTER_CLOSE_MS)
    if (kind === 'modal') setOpen(false)
    // The embed stays in the page: closing returns it to the landing.
    else setSession((s) => ({ key: s.key + 1, options: {} }))
    onCloseRef.current?.()
  }, [kind, endUiFlow])
  const isActive = useRegisterUiHost({
    kind,
    // Link / update openers start on their method's screen (lib/openRequest.ts).
    open: (request) => show({ options: request.options ?? {}, request, ...screenForOpenRequest(request) }),
    close,
    available,
  })
  // Back from a provider's redirect (a login the URL carries): reopen on the method's status screen.
  // Checked after this commit's effects, when every mounted host has registered.
  useRedirectReturnScreen((screen, params) => {
    void Promise.resolve().then(() => isActive() && show({ options: {}, screen, params }))
  })
  return { open, session, close, isActive }
}
