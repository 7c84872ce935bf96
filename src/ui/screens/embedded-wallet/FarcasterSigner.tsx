'use client'
import { styled } from 'styled-components'
import { FARCASTER_SIGNER_SUCCESS_CLOSE_MS, constants, truncateLink, useAppConfig, useFarcasterSignerRequest } from '../../../hooks/internalApi.js'
import { vars } from '../../../themes/index.js'
import type { ScreenProps } from '../../appearance.js'
import { useFoyerUi } from '../../context.js'
import { useCloseAfter } from '../../lib/useCloseAfter.js'
import { useCopy } from '../../lib/useCopy.js'
import { Button, ButtonLink } from '../../primitives/Button.js'
import { ErrorIcon, SuccessIcon } from '../../primitives/Icons.js'
import { QrCode } from '../../primitives/QrCode.js'
import { ScreenFrame } from '../../primitives/Screen.js'
import { Spinner } from '../../primitives/Spinner.js'
import { ErrorText, Subtitle, Text, Title } from '../../primitives/Text.js'
import { useSlot } from '../../primitives/useSlot.js'
import { walletErrorText } from './parts.js'

/** The approval link is shown truncated to this many characters (as the Farcaster login's). */
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
  & > a { min-width: 0; overflow-wrap: anywhere; color: inherit; }
  & > button { width: auto; flex: none; }
`
const Waiting = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: calc(${vars.space.unit} * 2);
  color: ${vars.colors.foregroundSecondary};
`

/**
 * Farcaster signers (`requestFarcasterSigner`): the approval link as a QR code and a link (copyable,
 * and 'Open in Farcaster') while the status is polled every 2 s; then 'Signer approved', which
 * closes after 1.4 s, 'Request rejected' (revoked in Farcaster) or 'Connect failed' / 'The request
 * timed out. Try again.' (5 minutes without approval), with 'Try again'. Closing before approval
 * rejects the request (4001).
 */
export default function FarcasterSigner({ close }: ScreenProps<'farcasterSigner'>) {
  const { t } = useFoyerUi()
  const config = useAppConfig()
  const { request, signer, retry } = useFarcasterSignerRequest()
  const { copied, copy } = useCopy()
  const copySlot = useSlot('copyLink', copied ? 'success' : 'idle')
  useCloseAfter(signer.status === 'approved', FARCASTER_SIGNER_SUCCESS_CLOSE_MS, close)
  if (!request) return null
  const link = signer.approvalUrl
  const waiting = signer.status === 'idle' || signer.status === 'initializing' || signer.status === 'awaiting-approval'
  const failed = signer.status === 'rejected' || signer.status === 'timed-out' || signer.status === 'error'
  return (
    <ScreenFrame id="farcasterSigner">
      <div data-status={signer.status} aria-live="polite" style={{ display: 'contents' }}>
        {waiting && (
          <>
            <Title>{t('farcasterSigner.title')}</Title>
            <Subtitle>{config?.name ? t('farcasterSigner.descriptionApp', { app: config.name }) : t('farcasterSigner.description')}</Subtitle>
            {link ? <QrCode value={link} label={t('farcasterSigner.qrAlt')} /> : <Placeholder><Spinner size={28} /></Placeholder>}
            {link && (
              <LinkRow {...copySlot}>
                <a href={link} target="_blank" rel="noopener noreferrer" title={link}>{truncateLink(link, LINK_DISPLAY_LENGTH)}</a>
                <Button kind="link" onClick={() => void copy(link)}>{copied ? t('farcasterSigner.copied') : t('farcasterSigner.copyLink')}</Button>
              </LinkRow>
            )}
            {link && <ButtonLink kind="secondary" href={link} target="_blank" rel="noopener noreferrer">{t('farcasterSigner.openLink')}</ButtonLink>}
            <Waiting>
              <Spinner />
              <Text>{link ? t('farcasterSigner.waiting') : t('farcasterSigner.connecting')}</Text>
            </Waiting>
          </>
        )}
        {signer.status === 'approved' && (
          <>
            <SuccessIcon />
            <Title>{t('farcasterSigner.approved')}</Title>
            <Subtitle role="status">{t('farcasterSigner.approvedDetail')}</Subtitle>
          </>
        )}
        {failed && (
          <>
            <ErrorIcon />
            {signer.status === 'rejected' && (
              <>
                <Title>{t('farcasterSigner.rejected')}</Title>
                <ErrorText role="alert">{t('farcasterSigner.rejectedDetail')}</ErrorText>
              </>
            )}
            {signer.status === 'timed-out' && (
              <>
                <Title>{t('farcasterSigner.timedOut')}</Title>
                <ErrorText role="alert">{t('farcasterSigner.timedOutDetail')}</ErrorText>
              </>
            )}
            {signer.status === 'error' && (
              <>
                <Title>{t('farcasterSigner.error')}</Title>
                <ErrorText role="alert">{walletErrorText(signer.error, t, 'farcasterSigner.error')}</ErrorText>
              </>
            )}
            <Button onClick={() => void retry()}>{t('farcasterSigner.retry')}</Button>
            <Button kind="secondary" onClick={close}>{t('farcasterSigner.close')}</Button>
          </>
        )}
      </div>
    </ScreenFrame>
  )
}
