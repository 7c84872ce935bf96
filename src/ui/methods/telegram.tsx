'use client'
import { telegramFlow, telegramMethod, useValue } from '../../hooks/internalApi.js'
import { lazyComponent, lazyDefault, lazyModule } from '../lib/lazy.js'
import type { UiLoginMethod } from './types.js'

/** Telegram in the default UI: the landing button, its status screen, link and redirect-return handling. */
export const telegramUi: UiLoginMethod = {
  owns: telegramMethod.owns,
  entry: lazyComponent(() => import('../login-methods/TelegramMethod.js').then((m) => m.TelegramMethod)),
  screens: { telegramStatus: { component: lazyDefault(() => import('../screens/TelegramStatus.js')), showBeforeReady: true } },
  openScreen: (request) => (request.screen === 'link' && telegramMethod.owns(request.method) ? { screen: 'linkMethod', params: { method: request.method } } : null),
  useReturnScreen: () => {
    const state = useValue(telegramFlow)
    // A resumed flow may fail before the first render sees `loading`: any resumed, non-initial state reopens.
    return state.resumed && state.status !== 'initial' ? { screen: 'telegramStatus' } : null
  },
  hooks: lazyModule(() => import('./telegram-hooks.js').then((m) => m.telegramHooks)),
}
