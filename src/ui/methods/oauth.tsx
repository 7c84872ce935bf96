'use client'
import { lazy } from 'react'
import { oauthMethod, type OAuthProvider } from '../../core/index.js'
import { useAppConfig, useLinkWithOAuth, useLoginWithOAuth } from '../../hooks/index.js'
import { useFoyerUi } from '../context.js'
import type { CopyKey } from '../copy/en.js'
import { OAuthMethod, providerNameKey } from '../login-methods/OAuthMethod.js'
import type { UiLoginMethod } from './types.js'

/**
 * Social login (every OAuth provider) in the default UI: one landing button per provider, the
 * OAuth status screen, link openers and the status screen after the provider's redirect back.
 */
export const oauthUi: UiLoginMethod = {
  owns: oauthMethod.owns,
  entry: OAuthMethod,
  screens: { oauthStatus: { component: lazy(() => import('../screens/OAuthStatus.js')), showBeforeReady: true } },
  screenHooks: {
    oauthStatus: () => ({ loginWithOAuth: useLoginWithOAuth(), linkWithOAuth: useLinkWithOAuth(), appConfig: useAppConfig() }),
  },
  openScreen: (request) => (request.screen === 'link' && oauthMethod.owns(request.method) ? { screen: 'linkMethod', params: { method: request.method } } : null),
  useReturnScreen: () => {
    const { state } = useLoginWithOAuth()
    // A resumed flow may fail before the first render sees `loading` (e.g. a denied consent): any
    // resumed, non-initial state reopens; the flag stays true until the flow is reset after a close.
    return state.resumed && state.status !== 'initial' ? { screen: 'oauthStatus' } : null
  },
  useLinkEntry: ({ method }) => {
    const { t } = useFoyerUi()
    const { link } = useLinkWithOAuth()
    return {
      name: (t as (key: CopyKey) => string)(providerNameKey(method)),
      start: async (navigate) => {
        await link({ provider: method as OAuthProvider })
        navigate('oauthStatus', { provider: method })
      },
    }
  },
}
