'use client'
import { passkeyMethod } from '../../hooks/internalApi.js'
import { lazyComponent, lazyDefault, lazyModule } from '../lib/lazy.js'
import type { UiLoginMethod } from './types.js'

/**
 * Passkeys in the default UI: the landing button (with "What's a passkey?"), the status screen of
 * every ceremony and the log-in-or-sign-up chooser; `useLinkAccount().linkPasskey()` opens the
 * status screen on a link.
 */
export const passkeyUi: UiLoginMethod = {
  owns: passkeyMethod.owns,
  entry: lazyComponent(() => import('../login-methods/PasskeyMethod.js').then((m) => m.PasskeyMethod)),
  screens: {
    passkey: { component: lazyDefault(() => import('../screens/Passkey.js')) },
    passkeyChoice: { component: lazyDefault(() => import('../screens/PasskeyChoice.js')) },
  },
  openScreen: (request) =>
    request.screen === 'link' && passkeyMethod.owns(request.method) ? { screen: 'passkey', params: { mode: 'link' } } : null,
  hooks: lazyModule(() => import('./passkey-hooks.js').then((m) => m.passkeyHooks)),
}
