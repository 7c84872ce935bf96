'use client'
import { useEffect, useRef, useState } from 'react'
import type { FarcasterFlowState } from '../../hooks/index.js'
import { farcasterFailureFor } from '../lib/errorCopy.js'
import { useLoginWithFarcaster } from '../../hooks/internalApi.js'
import type { ScreenProps } from '../appearance.js'
import { useFoyerUi, type FoyerUiContextValue } from '../context.js'
import { useIsMobile } from '../lib/useIsMobile.js'
import { FarcasterIcon } from '../login-methods/FarcasterMethod.js'
import { Button, ButtonLink } from '../primitives/Button.js'
import { ErrorIcon } from '../primitives/Icons.js'
import { LinkQr, WaitingLine } from '../primitives/LinkQr.js'
import { ScreenFrame } from '../primitives/Screen.js'
import { Subtitle, Title } from '../primitives/Text.js'
import { StatusBadge } from '../primitives/StatusBadge.js'
import { useSlot } from '../primitives/useSlot.js'

const inProgress = (status: FarcasterFlowState['status']) =>
  status === 'initializing' || status === 'awaiting-approval' || status === 'submitting'

/**
 * Farcaster login: a QR code of the connect link with the link itself (truncated to 30
 * characters, copyable) on desktop; 'Open Farcaster app' / 'Take me to Farcaster' on mobile; the
 * waiting state while the relay is polled; 'Authentication failed' with a retry; success. The
 * failures with a dedicated screen (allowlist, user limit …) go to the error screen.
 */
export default function Farcaster({ params, navigate, back, canGoBack }: ScreenProps<'farcaster'>) {
  const { t, loginOptions } = useFoyerUi()
  const { state, initLogin, loginWithFarcaster, reset } = useLoginWithFarcaster()
  const detected = useIsMobile()
  const mobile = params?.layout ? params.layout === 'mobile' : detected
  const latest = useRef(state)
  latest.current = state

  const start = async () => {
    try {
      await initLogin(params?.intent === 'link' ? { intent: 'link' } : { disableSignup: loginOptions.disableSignup ?? false })
      await loginWithFarcaster()
    } catch {
      // The flow state carries the failure; the screen shows it.
    }
  }
  // Start when the screen opens, unless a flow is already showing (a remount, a story, a host).
  useEffect(() => {
    if (latest.current.status === 'initial') void start()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  // Back cancels the wait (closing the modal resets every flow).
  const leave = () => {
    if (inProgress(latest.current.status)) reset()
    back()
  }
  useEffect(() => {
    if (state.status === 'done') navigate('success')
    else if (state.status === 'error' && !farcasterFailureFor(state.error)) navigate('error', { error: state.error })
  }, [state.status, state.error, navigate])

  return (
    <ScreenFrame id="farcaster" showBack={canGoBack} onBack={leave}>
      <div aria-live="polite" data-status={state.status} style={{ display: 'contents' }}>
        {state.status === 'error'
          ? <Failure state={state} t={t} onRetry={() => void start()} onBack={leave} />
          : mobile
            ? <Mobile state={state} t={t} />
            : <Desktop state={state} t={t} />}
      </div>
    </ScreenFrame>
  )
}

type PartProps = { state: FarcasterFlowState; t: FoyerUiContextValue['t'] }

function Waiting({ state, t }: PartProps) {
  if (!inProgress(state.status)) return null
  const text =
    state.status === 'initializing' ? t('farcaster.connecting')
      : state.status === 'submitting' ? t('farcaster.submitting')
        : t('farcaster.waiting')
  return <WaitingLine>{text}</WaitingLine>
}

function Desktop({ state, t }: PartProps) {
  return (
    <>
      <Title>{t('farcaster.title')}</Title>
      <Subtitle>{t('farcaster.scan')}</Subtitle>
      <LinkQr link={state.connectUri ?? null} qrLabel={t('farcaster.qrAlt')} copyLabel={t('farcaster.copyLink')} copiedLabel={t('farcaster.copied')} />
      <Waiting state={state} t={t} />
    </>
  )
}

function Mobile({ state, t }: PartProps) {
  const [opened, setOpened] = useState(false)
  const badge = useSlot('statusBadge', 'loading', { variant: 'farcaster' })
  const link = state.connectUri
  return (
    <>
      <StatusBadge {...badge}><FarcasterIcon /></StatusBadge>
      <Title>{t('farcaster.title')}</Title>
      <Subtitle>{t('farcaster.mobile.detail')}</Subtitle>
      {link ? (
        <ButtonLink href={link} target="_blank" rel="noopener noreferrer" onClick={() => setOpened(true)}>
          {opened ? t('farcaster.takeMeThere') : t('farcaster.openApp')}
        </ButtonLink>
      ) : (
        <Button loading disabled>{t('farcaster.openApp')}</Button>
      )}
      <Waiting state={state} t={t} />
    </>
  )
}

function Failure({ state, t, onRetry, onBack }: PartProps & { onRetry: () => void; onBack: () => void }) {
  const failure = farcasterFailureFor(state.error)
  if (!failure) return null
  return (
    <>
      <ErrorIcon />
      <Title>{t(failure.title)}</Title>
      <Subtitle>{t(failure.detail)}</Subtitle>
      {failure.retryable
        ? <Button onClick={onRetry}>{t('farcaster.retry')}</Button>
        : <Button onClick={onBack}>{t('farcaster.goBack')}</Button>}
    </>
  )
}
