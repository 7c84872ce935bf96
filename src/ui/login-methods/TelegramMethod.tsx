'use client'
import { useLoginWithTelegram } from '../../hooks/index.js'
import { useFoyerUi } from '../context.js'
import { MethodButton } from './MethodButton.js'
import { PROVIDER_ICONS } from './providerIcons.js'
import type { LoginMethodEntryProps } from './registry.js'

/** 'Continue with Telegram': opens Telegram's login window and shows the Telegram status screen. */
export function TelegramMethod({ navigate }: LoginMethodEntryProps) {
  const { t, loginOptions } = useFoyerUi()
  const { login, loadWidget } = useLoginWithTelegram()
  // Load the hidden widget script on intent, so the window opens within the click.
  const preload = () => void loadWidget().catch(() => {})
  const start = () => {
    navigate('telegramStatus')
    login({ disableSignup: loginOptions.disableSignup ?? false }).catch(() => {})
  }
  return (
    <span onPointerEnter={preload} onFocus={preload} style={{ display: 'contents' }}>
      <MethodButton method="telegram" icon={PROVIDER_ICONS.telegram} onClick={start}>
        {t('telegram.continueWith')}
      </MethodButton>
    </span>
  )
}
