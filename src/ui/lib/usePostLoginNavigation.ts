'use client'
import { useEffect } from 'react'
import type { PostLoginState } from '../../hooks/index.js'
import { usePostLoginStep, constants } from '../../hooks/internalApi.js'
import type { Navigate } from '../appearance.js'

/**
 * The default UI's side of the post-login sequence (decided in core): once a method succeeded
 * (`active`), go to the terms screen after `termsDelayMs` (0.9 s; 1.4 s where the spec says so,
 * e.g. cross-app), go to the wallet-creation screen after 0.9 s when a wallet is created (that
 * screen then shows the creation's end, even when it ended within the 0.9 s), show a failure,
 * else close as a success after 1.4 s. Every method's success path goes through here (the success screen, a method's own status
 * screen).
 */
export function usePostLoginNavigation({ active, navigate, close, termsDelayMs = constants.TERMS_OR_WALLET_SCREEN_DELAY_MS }: {
  active: boolean
  navigate: Navigate
  close: () => void
  termsDelayMs?: number
}): PostLoginState {
  const { state } = usePostLoginStep()
  const { status, error } = state
  // A sequence that creates a wallet shows its end (created or failed) on the wallet-creation screen.
  const walletSeen = state.walletCreation
  useEffect(() => {
    if (!active || !walletSeen) return
    const id = setTimeout(() => navigate('walletCreate'), constants.TERMS_OR_WALLET_SCREEN_DELAY_MS)
    return () => clearTimeout(id)
  }, [active, walletSeen, navigate])
  useEffect(() => {
    if (!active || walletSeen) return
    if (status === 'accepting-terms') return
    if (status === 'error') {
      navigate('error', { error })
      return
    }
    const id =
      status === 'awaiting-terms'
        ? setTimeout(() => navigate('terms'), termsDelayMs)
        : setTimeout(close, constants.POST_LOGIN_CLOSE_DELAY_MS)
    return () => clearTimeout(id)
  }, [active, walletSeen, status, error, navigate, close, termsDelayMs])
  return state
}
