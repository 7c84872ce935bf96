'use client'
import { useEffect, useRef, useState } from 'react'
import { styled } from 'styled-components'
import type { FarcasterFlowState } from '../../hooks/index.js'
import { farcasterFailureFor } from '../lib/errorCopy.js'
import { useLoginWithFarcaster, constants, truncateLink } from '../../hooks/internalApi.js'
import { vars } from '../../themes/index.js'
import type { ScreenProps } from '../appearance.js'
import { useFoyerUi, type FoyerUiContextValue } from '../context.js'
import { useCopy } from '../lib/useCopy.js'
import { useIsMobile } from '../lib/useIsMobile.js'
import { FarcasterIcon } from '../login-methods/FarcasterMethod.js'
import { Button, ButtonLink } from '../primitives/Button.js'
import { ErrorIcon } from '../primitives/Icons.js'
import { QrCode } from '../primitives/QrCode.js'
import { ScreenFrame } from '../primitives/Screen.js'
import { Spinner } from '../primitives/Spinner.js'
import { Subtitle, Text, Title } from '../primitives/Text.js'
import { StatusBadge } from '../primitives/StatusBadge.js'
import { useSlot } from '../primitives/useSlot.js'

/** The connect link is shown truncated to this many characters. */
const LINK_DISPLAY_LENGTH = 30

const Placeholder = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${constants.QR_SIZE_LOGIN_PX}px;
  max-width: 100%;
  aspect-ratio: 1;
  margin: 0 auto;
  border-radius: ${vars.radii.input};
  border: 1px solid ${vars.colors.border};
  color: ${vars.colors.accent};
`
const LinkRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: calc(${vars.space.unit} * 2);
  padding: calc(${vars.space.unit} * 2) calc(${vars.space.unit} * 3);
  border-radius: ${vars.radii.input};
  background: ${vars.colors.backgroundSecondary};
  font-family: ${vars.fonts.mono};
  font-size: ${vars.fontSizes.xs};
  color: ${vars.colors.foregroundSecondary};
  /* The link is already shortened (30 characters): wrap it rather than cut it again. */
  & > span { min-width: 0; overflow-wrap: anywhere; }
  & > button { width: auto; flex: none; }
`
const Waiting = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: calc(${vars.space.unit} * 2);
  color: ${vars.colors.foregroundSecondary};
`

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

function WaitingLine({ state, t }: PartProps) {
  if (!inProgress(state.status)) return null
  const text =
    state.status === 'initializing' ? t('farcaster.connecting')
      : state.status === 'submitting' ? t('farcaster.submitting')
        : t('farcaster.waiting')
  return (
    <Waiting>
      <Spinner />
      <Text>{text}</Text>
    </Waiting>
  )
}

function Desktop({ state, t }: PartProps) {
  const { copied, copy } = useCopy()
  const copySlot = useSlot('copyLink', copied ? 'success' : 'idle')
  const link = state.connectUri
  return (
    <>
      <Title>{t('farcaster.title')}</Title>
      <Subtitle>{t('farcaster.scan')}</Subtitle>
      {link ? <QrCode value={link} label={t('farcaster.qrAlt')} /> : <Placeholder><Spinner size={28} /></Placeholder>}
      {link && (
        <LinkRow {...copySlot}>
          <span title={link}>{truncateLink(link, LINK_DISPLAY_LENGTH)}</span>
          <Button kind="link" onClick={() => void copy(link)}>{copied ? t('farcaster.copied') : t('farcaster.copyLink')}</Button>
        </LinkRow>
      )}
      <WaitingLine state={state} t={t} />
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
      <WaitingLine state={state} t={t} />
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
