'use client'
import { useAppConfig, PASSKEY_HELP_URL } from '../../hooks/internalApi.js'
import { useFoyerUi } from '../context.js'
import { usePasskeyStart } from '../lib/usePasskeyStart.js'
import { PasskeyIcon } from './PasskeyIcon.js'
import { Link, SmallText } from '../primitives/Text.js'
import { MethodButton } from './MethodButton.js'
import type { LoginMethodEntryProps } from '../methods/types.js'

/**
 * 'Log in with a passkey' on the landing, with the "What's a passkey?" help link. When the app
 * lets users sign up with passkeys (and the login allows sign-ups) it opens the chooser; otherwise it starts the login prompt
 * right away (from the click) and shows the passkey status screen.
 */
export function PasskeyMethod({ navigate }: LoginMethodEntryProps) {
  const { t, loginOptions } = useFoyerUi()
  const config = useAppConfig()
  const start = usePasskeyStart()
  const onClick = () => {
    // `login({ disableSignup })`: no sign-up, so no choice — straight to the login prompt.
    if (config?.loginConfig.passkeysForSignupEnabled && !loginOptions.disableSignup) return navigate('passkeyChoice')
    start('login')
    navigate('passkey', { mode: 'login' })
  }
  return (
    <>
      <MethodButton method="passkey" icon={PasskeyIcon} onClick={onClick}>
        {t('landing.passkey')}
      </MethodButton>
      <SmallText slot="passkeyHelp">
        <Link href={config?.passkeys?.helpUrl ?? PASSKEY_HELP_URL}>{t('landing.passkeyHelp')}</Link>
      </SmallText>
    </>
  )
}
