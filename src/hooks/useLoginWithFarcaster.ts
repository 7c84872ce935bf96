'use client'
import { useCallback } from 'react'
import {
  farcasterFlow, initFarcasterLogin, loginWithFarcaster, unlinkFarcaster,
  type AuthResult, type FarcasterFlowState, type InitFarcasterLoginParameters, type InitFarcasterLoginReturnType,
  type LoginWithFarcasterParameters, type UnlinkFarcasterParameters, type User,
} from '../core/internal.js'
import { useFlow } from './useFlow.js'
import type { FlowCallbacks } from './internal.js'

/** The parameters of {@link useLoginWithFarcaster}. */
export type UseLoginWithFarcasterParameters = FlowCallbacks<AuthResult>
/** What {@link useLoginWithFarcaster} returns. */
export type UseLoginWithFarcasterReturnType = {
  /** status: initial | initializing | awaiting-approval | submitting | done | error; `connectUri` to show. */
  state: FarcasterFlowState
  /** Opens a relay channel: `state.connectUri` is what the user opens in Farcaster (QR code or link). */
  initLogin: (parameters?: InitFarcasterLoginParameters) => Promise<InitFarcasterLoginReturnType>
  /** Waits for the approval (poll every 2 s, 120 s at most), then logs in or links. */
  loginWithFarcaster: (parameters?: LoginWithFarcasterParameters) => Promise<AuthResult>
  unlinkFarcaster: (parameters: UnlinkFarcasterParameters) => Promise<User>
  /** Back to `initial`; a wait in progress ends (USER_EXITED_AUTH_FLOW); other flows are untouched. */
  reset: () => void
}

/** Farcaster login (and link with `intent: 'link'`), headless. */
export function useLoginWithFarcaster(parameters: UseLoginWithFarcasterParameters = {}): UseLoginWithFarcasterReturnType {
  const { client, state, run } = useFlow(farcasterFlow, parameters)
  return {
    state,
    initLogin: useCallback((p) => run(() => initFarcasterLogin(client, p)), [client, run]),
    loginWithFarcaster: useCallback((p) => run(() => loginWithFarcaster(client, p)), [client, run]),
    unlinkFarcaster: useCallback((p) => run(() => unlinkFarcaster(client, p)), [client, run]),
    reset: useCallback(() => farcasterFlow.reset(client), [client]),
  }
}
