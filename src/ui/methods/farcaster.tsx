'use client'
import { farcasterMethod } from '../../hooks/internalApi.js'
import { lazyComponent, lazyDefault, lazyModule } from '../lib/lazy.js'
import type { UiLoginMethod } from './types.js'

/**
 * Farcaster in the default UI: the landing button, the Farcaster screen (QR code and link, or the
 * open-the-app buttons on mobile; its channel init sends a captcha token), and
 * `useLinkAccount().linkFarcaster()` opening that screen on a link; and the Farcaster signer
 * screen the wallet overlay shows for `requestFarcasterSigner`.
 */
export const farcasterUi: UiLoginMethod = {
  owns: farcasterMethod.owns,
  entry: lazyComponent(() => import('../login-methods/FarcasterMethod.js').then((m) => m.FarcasterMethod)),
  screens: {
    farcaster: { component: lazyDefault(() => import('../screens/Farcaster.js')), captcha: true },
    // Farcaster signers (`requestFarcasterSigner`): the approval QR code, the wait, the results, in the wallet overlay.
    farcasterSigner: { component: lazyDefault(() => import('../screens/embedded-wallet/FarcasterSigner.js')) },
  },
  openScreen: (request) =>
    request.screen === 'link' && farcasterMethod.owns(request.method) ? { screen: 'farcaster', params: { intent: 'link' } } : null,
  hooks: lazyModule(() => import('./farcaster-hooks.js').then((m) => m.farcasterHooks)),
}
