'use client'
import { useCallback } from 'react'
import { farcasterFlow, initFarcasterLogin, loginWithFarcaster, resetFarcasterFlow, unlinkFarcaster, type AuthResult, type FarcasterFlowState, type InitFarcasterLoginParameters, type InitFarcasterLoginReturnType, type LoginWithFarcasterParameters, type UnlinkFarcasterParameters, type User } from '../core/index.js'
import { useFoyerClient } from './context.js'
import { useLatest, useReport, useWatched, type FlowCallbacks } from './internal.js'

export type UseLoginWithFarcasterParameters = FlowCallbacks<AuthResult>
export type UseLoginWithFarcasterReturnType = {
  /** status: initial | initializing | awaiting-approval | submitting | done | error; `connectUri` to show. */
  state: FarcasterFlowState
  /** Opens a relay channel: `state.connectUri` is what the user opens in Farcaster (QR code or link). */
  initLogin: (parameters?: InitFarcasterLoginParameters) => Promise<InitFarcasterLoginReturnType>
  /** Waits for the approval (poll every 2 s, 120 s at most), then logs in or links. */
  loginWithFarcaster: (parameters?: LoginWithFarcasterParameters) => Promise<AuthResult>
  unlinkFarcaster: (parameters: UnlinkFarcasterParameters) => Promise<User>
  /** Back to `initial`; a wait in progress ends (USER_EXITED_AUTH_FLOW). */
  reset: () => void
}

/** Farcaster login (and link with `intent: 'link'`), headless. */
export function useLoginWithFarcaster(parameters: UseLoginWithFarcasterParameters = {}): UseLoginWithFarcasterReturnType {
  const client = useFoyerClient()
  const state = useWatched(client, farcasterFlow.get, farcasterFlow.watch)
  const callbacks = useLatest(parameters)
  const report = useReport(callbacks)
  return {
    state,
    initLogin: useCallback((p) => report(() => initFarcasterLogin(client, p)), [client, report]),
    loginWithFarcaster: useCallback(
      (p) => report(() => loginWithFarcaster(client, p), (r) => callbacks.current.onComplete?.(r)),
      [client, report, callbacks],
    ),
    unlinkFarcaster: useCallback((p) => report(() => unlinkFarcaster(client, p)), [client, report]),
    reset: useCallback(() => resetFarcasterFlow(client), [client]),
  }
}
