'use client'
import { useCallback } from 'react'
import {
  loadTelegramWidget, loginWithTelegram, telegramFlow, unlinkTelegram,
  type AuthResult, type LoadingFlowState, type LoginWithTelegramParameters, type UnlinkTelegramParameters, type User,
} from '../core/internal.js'
import { useFlow } from './useFlow.js'
import type { FlowCallbacks } from './internal.js'

/** The parameters of {@link useLoginWithTelegram}. */
export type UseLoginWithTelegramParameters = FlowCallbacks<AuthResult>
/** What {@link useLoginWithTelegram} returns. */
export type UseLoginWithTelegramReturnType = {
  /** status: initial | loading | done | error (`resumed: true` for Telegram data in the URL at load). */
  state: LoadingFlowState
  /** Opens Telegram's login window and logs in (`intent: 'link'` links instead). */
  login: (parameters?: LoginWithTelegramParameters) => Promise<AuthResult>
  /** Loads the hidden widget script ahead of time, so the login window opens right on click. */
  loadWidget: () => Promise<void>
  unlink: (parameters: UnlinkTelegramParameters) => Promise<User>
  /** Back to `initial` (ends a login in progress); other flows are untouched. */
  reset: () => void
}

/** Telegram login, link and unlink, headless. */
export function useLoginWithTelegram(parameters: UseLoginWithTelegramParameters = {}): UseLoginWithTelegramReturnType {
  const { client, state, run } = useFlow(telegramFlow, parameters)
  return {
    state,
    login: useCallback((p) => run(() => loginWithTelegram(client, p)), [client, run]),
    loadWidget: useCallback(() => loadTelegramWidget(client).then(() => {}), [client]),
    unlink: useCallback((p) => run(() => unlinkTelegram(client, p)), [client, run]),
    reset: useCallback(() => telegramFlow.reset(client), [client]),
  }
}
