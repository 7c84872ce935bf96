'use client'
import { lazy } from 'react'
import { farcasterMethod } from '../../core/index.js'
import { useLoginWithFarcaster } from '../../hooks/index.js'
import { FarcasterMethod } from '../login-methods/FarcasterMethod.js'
import type { UiLoginMethod } from './types.js'

/**
 * Farcaster in the default UI: the landing button, the Farcaster screen (QR code and link, or the
 * open-the-app buttons on mobile; its channel init sends a captcha token), and
 * `useLinkAccount().linkFarcaster()` opening that screen on a link.
 */
export const farcasterUi: UiLoginMethod = {
  owns: farcasterMethod.owns,
  entry: FarcasterMethod,
  screens: { farcaster: { component: lazy(() => import('../screens/Farcaster.js')), captcha: true } },
  screenHooks: { farcaster: () => ({ loginWithFarcaster: useLoginWithFarcaster() }) },
  openScreen: (request) =>
    request.screen === 'link' && farcasterMethod.owns(request.method) ? { screen: 'farcaster', params: { intent: 'link' } } : null,
}
