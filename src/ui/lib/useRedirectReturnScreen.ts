'use client'
import { useEffect, useRef } from 'react'
import { useLoginWithOAuth, useLoginWithTelegram } from '../../hooks/index.js'
import type { ScreenId } from '../screen-ids.js'

/**
 * When a login carried by the page URL starts finishing after a reload (a social provider's return,
 * Telegram data), calls `open` with the method's status screen, so the modal reopens on it by
 * itself. Observes the flows through their public hooks only.
 */
export function useRedirectReturnScreen(open: (screen: ScreenId) => void): void {
  const latest = useRef(open)
  latest.current = open
  const oauth = useLoginWithOAuth().state
  const telegram = useLoginWithTelegram().state
  // A resumed flow may fail before the first render sees `loading` (e.g. a denied consent), so any
  // resumed, non-initial state opens; the flags stay true until the flows are reset after a close.
  const oauthReturning = oauth.resumed && oauth.status !== 'initial'
  const telegramReturning = telegram.resumed && telegram.status !== 'initial'
  useEffect(() => {
    if (oauthReturning) latest.current('oauthStatus')
  }, [oauthReturning])
  useEffect(() => {
    if (telegramReturning) latest.current('telegramStatus')
  }, [telegramReturning])
}
