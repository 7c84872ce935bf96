'use client'
import { crossAppMethod, crossAppProviderAppId, isCrossAppLoginMethod } from '../../hooks/internalApi.js'
import { lazyComponent, lazyDefault, lazyModule } from '../lib/lazy.js'
import type { UiLoginMethod } from './types.js'

/**
 * Cross-app accounts in the default UI: a landing button per provider app (`privy:{providerAppId}`
 * in loginMethods), the cross-app screen, and the link entry (`linkCrossAppAccount({ appId })`).
 */
export const crossAppUi: UiLoginMethod = {
  owns: crossAppMethod.owns,
  entry: lazyComponent(() => import('../login-methods/CrossAppMethod.js').then((m) => m.CrossAppMethod)),
  screens: {
    crossApp: { component: lazyDefault(() => import('../screens/CrossApp.js')) },
    // A cross-app wallet's request in the wallet overlay (requests of kind 'providerApp').
    walletProviderApp: { component: lazyDefault(() => import('../screens/embedded-wallet/WalletCrossApp.js')) },
  },
  openScreen: (request) => {
    if (request.screen !== 'link' || !crossAppMethod.owns(request.method)) return null
    const appId = isCrossAppLoginMethod(request.method) ? crossAppProviderAppId(request.method) : String(request.params?.appId ?? '')
    return { screen: 'linkMethod', params: { method: 'cross_app', appId } }
  },
  hooks: lazyModule(() => import('./cross-app-hooks.js').then((m) => m.crossAppHooks)),
}
