'use client'
import { useRecoveryRequest, type UserRecoveryMethod } from '../../../hooks/internalApi.js'
import type { ScreenProps } from '../../appearance.js'
import type { CopyKey } from '../../copy/en.js'
import { useFoyerUi } from '../../context.js'
import { Button } from '../../primitives/Button.js'
import { ScreenFrame } from '../../primitives/Screen.js'
import { Subtitle, Title } from '../../primitives/Text.js'
import { navigateTo, recoveryRoute } from './routes.js'

/** How the selection names a method in 'Your account is currently secured using {method}.' */
const METHOD_NAMES: Record<UserRecoveryMethod, 'recovery.method.password' | 'recovery.method.googleDrive' | 'recovery.method.icloud'> = {
  'user-passcode': 'recovery.method.password',
  'google-drive': 'recovery.method.googleDrive',
  icloud: 'recovery.method.icloud',
}

type OptionKey = Extract<CopyKey, `recovery.option.${string}`>

/** The options in the order they show: the two cloud backups, then the password. */
const ORDER: readonly UserRecoveryMethod[] = ['google-drive', 'icloud', 'user-passcode']

/**
 * The recovery method selection: 'Secure your account' (or 'Update backup method' when the wallet
 * already has a user-owned method, with 'Your account is currently secured using {method}.'),
 * the app's options — 'Back up to Google Drive', 'Back up to Apple iCloud', 'Set a password' (or
 * 'Reset your password') — with the current cloud method hidden, and 'Why do I need to secure my
 * account?'. A choice opens that method's screens.
 */
export default function RecoverySelect({ navigate, canGoBack }: ScreenProps<'recoverySelect'>) {
  const { t } = useFoyerUi()
  const { request } = useRecoveryRequest()
  const current = request?.kind === 'setRecovery' ? request.currentMethod : null
  const offered = request?.kind === 'setRecovery' ? request.options : ORDER
  const owned = current === 'user-passcode' || current === 'google-drive' || current === 'icloud' ? current : null
  const options = ORDER.filter((method) => offered.includes(method) && !(method === owned && method !== 'user-passcode'))
  const label = (method: UserRecoveryMethod): OptionKey =>
    method === 'google-drive' ? 'recovery.option.googleDrive'
      : method === 'icloud' ? 'recovery.option.icloud'
        : owned === 'user-passcode' ? 'recovery.option.resetPassword' : 'recovery.option.setPassword'
  const open = (method: UserRecoveryMethod) => {
    navigateTo(navigate, recoveryRoute(method))
  }
  return (
    <ScreenFrame id="recoverySelect" showBack={canGoBack}>
      <Title>{owned ? t('recovery.select.titleUpdate') : t('recovery.select.title')}</Title>
      <Subtitle>{owned ? t('recovery.select.current', { method: t(METHOD_NAMES[owned]) }) : t('recovery.select.detail')}</Subtitle>
      <div role="group" aria-label={owned ? t('recovery.select.titleUpdate') : t('recovery.select.title')} style={{ display: 'grid', gap: 'inherit' }}>
        {options.map((method) => (
          <Button key={method} kind="secondary" variant={method} data-method={method} onClick={() => open(method)}>
            {t(label(method))}
          </Button>
        ))}
      </div>
      <Button kind="link" onClick={() => navigate('recoveryInfo')}>{t('recovery.select.why')}</Button>
    </ScreenFrame>
  )
}
