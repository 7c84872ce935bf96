'use client'
import type { FoyerError, PasskeyFlowMode, PasskeyFlowState } from '../../hooks/index.js'
import { useAppConfig, useLoginWithPasskey, isPasskeyCeremonyError, PasskeyIpAddressError, PasskeyLinkUnknownError, PasskeyNotAllowedError, PasskeyRegistrationNotAllowedError } from '../../hooks/internalApi.js'
import type { ScreenProps } from '../appearance.js'
import type { CopyKey } from '../copy/en.js'
import { useFoyerUi, type FoyerUiContextValue } from '../context.js'
import { usePasskeyStart } from '../lib/usePasskeyStart.js'
import { usePostLoginNavigation } from '../lib/usePostLoginNavigation.js'
import { Button } from '../primitives/Button.js'
import { ErrorIcon, SuccessIcon } from '../primitives/Icons.js'
import { PasskeyIcon } from '../login-methods/PasskeyIcon.js'
import { ScreenFrame } from '../primitives/Screen.js'
import { Spinner } from '../primitives/Spinner.js'
import { Subtitle, Title } from '../primitives/Text.js'
import { useSlot } from '../primitives/useSlot.js'
import { errorTexts } from './Error.js'
import { StatusBadge as Badge, StatusBody as Status } from '../primitives/StatusBadge.js'

const TITLES: Record<PasskeyFlowMode, CopyKey> = {
  login: 'passkey.title.login',
  signup: 'passkey.title.signup',
  link: 'passkey.title.link',
}
const DONE: Record<PasskeyFlowMode, CopyKey> = {
  login: 'passkey.done.login',
  signup: 'passkey.done.signup',
  link: 'passkey.done.link',
}

/** Title and detail of a failed passkey flow: the prompt's own failures, else the error catalogue's. */
export function passkeyErrorTexts(
  error: FoyerError | null,
  t: FoyerUiContextValue['t'],
  config: ReturnType<typeof useAppConfig>,
): { title: string; detail: string | null } {
  if (!isPasskeyCeremonyError(error)) {
    const { title, detail } = errorTexts(error, t, config)
    return { title, detail }
  }
  // A page opened by an IP address: say why, and where passkeys work.
  if (error instanceof PasskeyIpAddressError) {
    const detail = error.url ? t('passkey.error.ipAddress', { url: error.url }) : t('passkey.error.ipAddressOther')
    return { title: t('passkey.error.title'), detail }
  }
  const detail: CopyKey =
    error instanceof PasskeyNotAllowedError ? 'passkey.error.notAllowed'
      : error instanceof PasskeyRegistrationNotAllowedError ? 'passkey.error.notAllowedRegistration'
        : error instanceof PasskeyLinkUnknownError ? 'passkey.error.unknownLink'
          : 'passkey.error.unknown'
  return { title: t('passkey.error.title'), detail: t(detail as 'passkey.error.unknown') }
}

/**
 * The passkey status screen: preparing → 'Waiting for passkey' (the browser's prompt is open) →
 * success (closes after 1.4 s) or an error with a retry. Every passkey hook shares this state.
 */
export default function Passkey({ params, navigate, back, canGoBack, close }: ScreenProps<'passkey'>) {
  const { t } = useFoyerUi()
  const config = useAppConfig()
  const { state } = useLoginWithPasskey()
  const start = usePasskeyStart()
  const mode = state.mode ?? params?.mode ?? 'login'
  // Done: the post-login sequence (terms, wallet creation, else close after 1.4 s).
  usePostLoginNavigation({ active: state.status === 'done', navigate, close })

  return (
    <ScreenFrame id="passkey" showBack={canGoBack && state.status !== 'done'} onBack={back}>
      <Status aria-live="polite" data-status={state.status}>
        <PasskeyStatus state={state} mode={mode} t={t} config={config} onStart={() => start(mode)} />
      </Status>
    </ScreenFrame>
  )
}

function PasskeyStatus({ state, mode, t, config, onStart }: {
  state: PasskeyFlowState
  mode: PasskeyFlowMode
  t: FoyerUiContextValue['t']
  config: ReturnType<typeof useAppConfig>
  onStart: () => void
}) {
  const badge = useSlot('statusBadge', state.status === 'error' ? 'error' : 'loading', { variant: 'passkey' })
  switch (state.status) {
    case 'done':
      return (
        <>
          <SuccessIcon />
          <Title>{t('passkey.done.title')}</Title>
          <Subtitle>{t(DONE[mode] as 'passkey.done.login')}</Subtitle>
        </>
      )
    case 'error': {
      const { title, detail } = passkeyErrorTexts(state.error, t, config)
      return (
        <>
          <ErrorIcon />
          <Title>{title}</Title>
          {detail && <Subtitle>{detail}</Subtitle>}
          <Button onClick={onStart}>{t('passkey.retry')}</Button>
        </>
      )
    }
    case 'generating-challenge':
    case 'awaiting-passkey': {
      const awaiting = state.status === 'awaiting-passkey'
      return (
        <>
          <Badge {...badge}>
            <PasskeyIcon />
          </Badge>
          <Title>{awaiting ? t('passkey.awaiting.title') : t(TITLES[mode] as 'passkey.title.login')}</Title>
          <Subtitle>{awaiting ? t('passkey.awaiting.detail') : t('passkey.generating')}</Subtitle>
          <Spinner label={t('modal.loading')} />
        </>
      )
    }
    case 'initial':
      return (
        <>
          <Badge {...badge}>
            <PasskeyIcon />
          </Badge>
          <Title>{t(TITLES[mode] as 'passkey.title.login')}</Title>
          <Subtitle>{t('passkey.initial')}</Subtitle>
          <Button onClick={onStart}>{t('passkey.start')}</Button>
        </>
      )
  }
}
