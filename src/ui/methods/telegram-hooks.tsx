'use client'
import { useAppConfig, useLoginWithTelegram } from '../../hooks/internalApi.js'
import { useFoyerUi } from '../context.js'
import type { UiLoginMethodHooks } from './types.js'

/** The Telegram room's hooks (see `UiLoginMethodHooks`): its status screen's, its link entry. */
export const telegramHooks: UiLoginMethodHooks = {
  screenHooks: { telegramStatus: () => ({ loginWithTelegram: useLoginWithTelegram(), appConfig: useAppConfig() }) },
  useLinkEntry: () => {
    const { t } = useFoyerUi()
    const { login } = useLoginWithTelegram()
    return {
      name: t('linkMethod.method.telegram'),
      start: async (navigate) => {
        void login({ intent: 'link' }).catch(() => {})
        navigate('telegramStatus')
      },
    }
  },
}
