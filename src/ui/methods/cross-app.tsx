'use client'
import { lazy } from 'react'
import { crossAppMethod, crossAppProviderAppId, isCrossAppLoginMethod } from '../../core/index.js'
import { useCrossAppAccounts, useCrossAppProviderDetails } from '../../hooks/index.js'
import { useFoyerUi } from '../context.js'
import { CrossAppMethod } from '../login-methods/CrossAppMethod.js'
import type { UiLoginMethod } from './types.js'

/**
 * Cross-app accounts in the default UI: a landing button per provider app (`privy:{providerAppId}`
 * in loginMethods), the cross-app screen, and the link entry (`linkCrossAppAccount({ appId })`).
 */
export const crossAppUi: UiLoginMethod = {
  owns: crossAppMethod.owns,
  entry: CrossAppMethod,
  screens: { crossApp: { component: lazy(() => import('../screens/CrossApp.js')) } },
  screenHooks: {
    crossApp: (params) => ({ crossAppAccounts: useCrossAppAccounts(), crossAppProviderDetails: useCrossAppProviderDetails(params.providerAppId) }),
  },
  openScreen: (request) => {
    if (request.screen !== 'link' || !crossAppMethod.owns(request.method)) return null
    const appId = isCrossAppLoginMethod(request.method) ? crossAppProviderAppId(request.method) : String(request.params?.appId ?? '')
    return { screen: 'linkMethod', params: { method: 'cross_app', appId } }
  },
  useLinkEntry: ({ appId = '' }) => {
    const { t } = useFoyerUi()
    const { linkCrossAppAccount } = useCrossAppAccounts()
    const { details } = useCrossAppProviderDetails(appId)
    return {
      name: t('linkMethod.method.crossApp', { app: details?.name ?? '' }),
      start: async (navigate) => {
        void linkCrossAppAccount({ appId }).catch(() => {})
        navigate('crossApp', { providerAppId: appId })
      },
    }
  },
}
