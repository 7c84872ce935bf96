'use client'
import { useLoginWithTelegram } from '../../hooks/internalApi.js'
import { useFoyerUi } from '../context.js'
import { MethodButton } from './MethodButton.js'
import { tile } from './providerIcons.js'
import type { LoginMethodEntryProps } from '../methods/types.js'

/** Telegram's mark (a rounded tile in its color, decorative). */
export const TelegramIcon = tile('#2AABEE', <path d="M17.8 6.4 5.6 11.1c-.8.3-.8.8-.1 1l3.1 1 1.2 3.7c.1.4.3.5.6.5s.4-.1.6-.3l1.5-1.4 3.1 2.3c.6.3 1 .2 1.1-.5l2-9.5c.2-.9-.3-1.2-.9-1zm-2 2.5-5.7 5.2-.2 2.4-1-3.2 6.6-4.6c.3-.2.5 0 .3.2z" />)

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
      <MethodButton method="telegram" icon={TelegramIcon} onClick={start}>
        {t('telegram.continueWith')}
      </MethodButton>
    </span>
  )
}
