'use client'
import { FARCASTER_SIGNER_SUCCESS_CLOSE_MS, useAppConfig, useFarcasterSignerRequest } from '../../../hooks/internalApi.js'
import type { ScreenProps } from '../../appearance.js'
import { useFoyerUi } from '../../context.js'
import { useRunAfter } from '../../lib/useRunAfter.js'
import { Button, ButtonLink } from '../../primitives/Button.js'
import { ErrorIcon, SuccessIcon } from '../../primitives/Icons.js'
import { LinkQr, WaitingLine } from '../../primitives/LinkQr.js'
import { ScreenFrame } from '../../primitives/Screen.js'
import { ErrorText, Subtitle, Title } from '../../primitives/Text.js'
import { walletErrorText } from './parts.js'

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
  useRunAfter(signer.status === 'approved', FARCASTER_SIGNER_SUCCESS_CLOSE_MS, close)
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
            <LinkQr link={link} qrLabel={t('farcasterSigner.qrAlt')} copyLabel={t('farcasterSigner.copyLink')} copiedLabel={t('farcasterSigner.copied')} openable />
            {link && <ButtonLink kind="secondary" href={link} target="_blank" rel="noopener noreferrer">{t('farcasterSigner.openLink')}</ButtonLink>}
            <WaitingLine>{link ? t('farcasterSigner.waiting') : t('farcasterSigner.connecting')}</WaitingLine>
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
