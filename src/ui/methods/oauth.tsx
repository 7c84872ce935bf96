'use client'
import { oauthFlow, oauthMethod, useValue } from '../../hooks/internalApi.js'
import { lazyComponent, lazyDefault, lazyModule } from '../lib/lazy.js'
import type { UiLoginMethod } from './types.js'

/**
 * Social login (every OAuth provider) in the default UI: one landing button per provider, the
 * OAuth status screen, link openers and the status screen after the provider's redirect back.
 */
export const oauthUi: UiLoginMethod = {
  owns: oauthMethod.owns,
  entry: lazyComponent(() => import('../login-methods/OAuthMethod.js').then((m) => m.OAuthMethod)),
  screens: { oauthStatus: { component: lazyDefault(() => import('../screens/OAuthStatus.js')), showBeforeReady: true } },
  openScreen: (request) => (request.screen === 'link' && oauthMethod.owns(request.method) ? { screen: 'linkMethod', params: { method: request.method } } : null),
  useReturnScreen: () => {
    const state = useValue(oauthFlow)
    // A resumed flow may fail before the first render sees `loading` (e.g. a denied consent): any
    // resumed, non-initial state reopens; the flag stays true until the flow is reset after a close.
    return state.resumed && state.status !== 'initial' ? { screen: 'oauthStatus' } : null
  },
  hooks: lazyModule(() => import('./oauth-hooks.js').then((m) => m.oauthHooks)),
}
