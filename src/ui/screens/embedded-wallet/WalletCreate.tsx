'use client'
import { constants, useAppConfig, usePostLoginStep } from '../../../hooks/internalApi.js'
import type { ScreenProps } from '../../appearance.js'
import { useFoyerUi } from '../../context.js'
import { useRunAfter } from '../../lib/useRunAfter.js'
import { Button } from '../../primitives/Button.js'
import { ErrorIcon, SuccessIcon } from '../../primitives/Icons.js'
import { ScreenFrame } from '../../primitives/Screen.js'
import { Spinner } from '../../primitives/Spinner.js'
import { Subtitle, Title } from '../../primitives/Text.js'
import { walletErrorText } from './parts.js'

/**
 * The embedded wallet being created after a login (the post-login sequence, with the modal open):
 * 'Creating your wallet' / 'Please wait...'; then 'Welcome to {app}' / "You've successfully
 * created an account." for a user new this session, else 'All set!' / 'Your account is secured.',
 * closing itself after 2500 ms; a failure (the user is logged out) reads 'Something went wrong'
 * with the message and a Close button.
 */
export default function WalletCreate({ close }: ScreenProps<'walletCreate'>) {
  const { t } = useFoyerUi()
  const config = useAppConfig()
  const { state } = usePostLoginStep()
  const done = state.status === 'done'
  useRunAfter(done, constants.WALLET_CREATED_CLOSE_MS, close)

  if (state.status === 'error') {
    return (
      <ScreenFrame id="walletCreate">
        <div aria-live="assertive" data-status="error" style={{ display: 'contents' }}>
          <ErrorIcon />
          <Title>{t('walletCreate.error.title')}</Title>
          <Subtitle>{walletErrorText(state.error, t, 'error.generic.detail')}</Subtitle>
        </div>
        <Button onClick={close}>{t('walletCreate.close')}</Button>
      </ScreenFrame>
    )
  }
  if (done) {
    const welcome = state.result?.isNewUser ?? false
    return (
      <ScreenFrame id="walletCreate">
        <div aria-live="polite" data-status="done" style={{ display: 'contents' }}>
          <SuccessIcon />
          <Title>{welcome ? (config?.name ? t('walletCreate.welcome.title', { app: config.name }) : t('walletCreate.welcome.titleNoApp')) : t('walletCreate.allSet.title')}</Title>
          <Subtitle>{welcome ? t('walletCreate.welcome.detail') : t('walletCreate.allSet.detail')}</Subtitle>
        </div>
      </ScreenFrame>
    )
  }
  return (
    <ScreenFrame id="walletCreate">
      <div aria-live="polite" data-status="creating" style={{ display: 'contents' }}>
        <Spinner size={28} label={t('walletCreate.creating.title')} />
        <Title>{t('walletCreate.creating.title')}</Title>
        <Subtitle>{t('walletCreate.creating.detail')}</Subtitle>
      </div>
    </ScreenFrame>
  )
}
