'use client'
import { useCrossAppAccounts, useCrossAppProviderDetails } from '../../hooks/internalApi.js'
import { useFoyerUi } from '../context.js'
import type { UiLoginMethodHooks } from './types.js'

/** The cross-app room's hooks (see `UiLoginMethodHooks`): its screen's, its link entry. */
export const crossAppHooks: UiLoginMethodHooks = {
  screenHooks: {
    crossApp: (params) => ({ crossAppAccounts: useCrossAppAccounts(), crossAppProviderDetails: useCrossAppProviderDetails(params.providerAppId) }),
    walletProviderApp: () => ({ crossAppAccounts: useCrossAppAccounts() }),
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
