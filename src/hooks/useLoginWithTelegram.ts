'use client'
import { useCallback } from 'react'
import { telegramFlow, loadTelegramWidget, loginWithTelegram, unlinkTelegram, type AuthResult, type LoadingFlowState, type LoginWithTelegramParameters, type UnlinkTelegramParameters, type User } from '../core/index.js'
import { useFoyerClient } from './context.js'
import { useFlowCallbacks } from './useFlowCallbacks.js'
import { useWatched, type FlowCallbacks } from './internal.js'

export type UseLoginWithTelegramParameters = FlowCallbacks<AuthResult>
export type UseLoginWithTelegramReturnType = {
  /** status: initial | loading | done | error (`resumed: true` for Telegram data in the URL at load). */
  state: LoadingFlowState
  /** Opens Telegram's login window and logs in (`intent: 'link'` links instead). */
  login: (parameters?: LoginWithTelegramParameters) => Promise<AuthResult>
  /** Loads the hidden widget script ahead of time, so the login window opens right on click. */
  loadWidget: () => Promise<void>
  unlink: (parameters: UnlinkTelegramParameters) => Promise<User>
  reset: () => void
}

/** Telegram login, link and unlink, headless. */
export function useLoginWithTelegram(parameters: UseLoginWithTelegramParameters = {}): UseLoginWithTelegramReturnType {
  const client = useFoyerClient()
  const state = useWatched(client, telegramFlow.get, telegramFlow.watch)
  useFlowCallbacks(state, parameters)
  return {
    state,
    login: useCallback((p) => loginWithTelegram(client, p), [client]),
    loadWidget: useCallback(() => loadTelegramWidget(client).then(() => {}), [client]),
    unlink: useCallback((p) => unlinkTelegram(client, p), [client]),
    reset: useCallback(() => telegramFlow.reset(client), [client]),
  }
}
