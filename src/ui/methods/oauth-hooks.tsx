'use client'
import type { OAuthProvider } from '../../hooks/index.js'
import { useAppConfig, useLinkWithOAuth, useLoginWithOAuth } from '../../hooks/internalApi.js'
import { useFoyerUi } from '../context.js'
import type { CopyKey } from '../copy/en.js'
import { providerNameKey } from '../login-methods/OAuthMethod.js'
import type { UiLoginMethodHooks } from './types.js'

/** The social-login room's hooks (see `UiLoginMethodHooks`): its status screen's, its link entry. */
export const oauthHooks: UiLoginMethodHooks = {
  screenHooks: {
    oauthStatus: () => ({ loginWithOAuth: useLoginWithOAuth(), linkWithOAuth: useLinkWithOAuth(), appConfig: useAppConfig() }),
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
