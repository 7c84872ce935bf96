'use client'
import { lazy } from 'react'
import { telegramMethod } from '../../core/index.js'
import { useAppConfig, useLoginWithTelegram } from '../../hooks/index.js'
import { useFoyerUi } from '../context.js'
import { TelegramMethod } from '../login-methods/TelegramMethod.js'
import type { UiLoginMethod } from './types.js'

/** Telegram in the default UI: the landing button, its status screen, link and redirect-return handling. */
export const telegramUi: UiLoginMethod = {
  owns: telegramMethod.owns,
  entry: TelegramMethod,
  screens: { telegramStatus: { component: lazy(() => import('../screens/TelegramStatus.js')), showBeforeReady: true } },
  screenHooks: { telegramStatus: () => ({ loginWithTelegram: useLoginWithTelegram(), appConfig: useAppConfig() }) },
  openScreen: (request) => (request.screen === 'link' && telegramMethod.owns(request.method) ? { screen: 'linkMethod', params: { method: request.method } } : null),
  useReturnScreen: () => {
    const { state } = useLoginWithTelegram()
    // A resumed flow may fail before the first render sees `loading`: any resumed, non-initial state reopens.
    return state.resumed && state.status !== 'initial' ? { screen: 'telegramStatus' } : null
  },
  useLinkEntry: () => {
    const { t } = useFoyerUi()
    const { login } = useLoginWithTelegram()
    return {
      name: t('linkMethod.method.telegram'),
      start: async (navigate) => {
        void login({ intent: 'link' }).catch(() => {})
        navigate('telegramStatus')
      },
    }
  },
}
