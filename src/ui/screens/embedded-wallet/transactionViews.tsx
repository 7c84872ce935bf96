'use client'
import type { ScreenId } from '../../screen-ids.js'
import type { Translate } from '../../copy/en.js'
import { useCopy } from '../../lib/useCopy.js'
import { Button, ButtonLink } from '../../primitives/Button.js'
import { ErrorIcon, SuccessIcon } from '../../primitives/Icons.js'
import { ScreenFrame } from '../../primitives/Screen.js'
import { Spinner } from '../../primitives/Spinner.js'
import { ErrorText, Subtitle, Text, Title } from '../../primitives/Text.js'
import { useSlot } from '../../primitives/useSlot.js'
import { errorCodeOf, Payload } from './parts.js'

/** The states both transaction screens (Ethereum and Solana) share: preparing, the receipt, the error. */

/** 'Preparing your transaction' with a spinner. */
export function PreparingView({ id, t }: { id: ScreenId; t: Translate }) {
  return (
    <ScreenFrame id={id}>
      <div aria-live="polite" data-status="preparing" style={{ display: 'contents' }}>
        <Spinner size={28} label={t('walletTx.preparing')} />
        <Title>{t('walletTx.preparing')}</Title>
      </div>
    </ScreenFrame>
  )
}

/** The receipt: 'Transaction complete!' / 'Transaction signed!' (or the host's header), "You're all set.", and 'All Done' when `onDone`. */
export function ReceiptView({ id, t, status, signed, header, description, onDone }: {
  id: ScreenId
  t: Translate
  status: string
  signed: boolean
  header: string | undefined
  description: string | undefined
  onDone?: (() => void) | undefined
}) {
  return (
    <ScreenFrame id={id}>
      <div aria-live="polite" data-status={status} style={{ display: 'contents' }}>
        <SuccessIcon />
        <Title>{header ?? (signed ? t('walletTx.signed') : t('walletTx.complete'))}</Title>
        <Subtitle>{description ?? t('walletTx.allSet')}</Subtitle>
      </div>
      {onDone && <Button onClick={onDone}>{t('walletTx.done')}</Button>}
    </ScreenFrame>
  )
}

/**
 * The error: 'Transaction failure', its code, 'Please try again.', the message, the copyable hash
 * (or signature) and the explorer link when sent, and 'Retry transaction'.
 */
export function ErrorView({ id, t, error, message, hash, hashLabel, copyLabel, explorer, onRetry }: {
  id: ScreenId
  t: Translate
  error: unknown
  message: string
  hash: string | null
  hashLabel: string
  copyLabel: string
  explorer: string | null
  onRetry: () => void
}) {
  const { copied, copy } = useCopy()
  const copySlot = useSlot('copyLink', copied ? 'success' : 'idle')
  const code = errorCodeOf(error)
  return (
    <ScreenFrame id={id}>
      <div aria-live="assertive" data-status="error" style={{ display: 'contents' }}>
        <ErrorIcon />
        <Title>{t('walletTx.error.title')}</Title>
        {code && <Text>{t('walletTx.error.code', { code })}</Text>}
        <Subtitle>{t('walletTx.error.tryAgain')}</Subtitle>
        <ErrorText role="alert">{message}</ErrorText>
      </div>
      {hash && (
        <>
          <Payload label={hashLabel}>{hash}</Payload>
          <Button kind="link" onClick={() => void copy(hash)} {...copySlot}>
            {copied ? t('walletTx.copied') : copyLabel}
          </Button>
        </>
      )}
      {explorer && <ButtonLink kind="secondary" href={explorer} target="_blank" rel="noopener noreferrer">{t('walletTx.explorer')}</ButtonLink>}
      <Button onClick={onRetry}>{t('walletTx.retry')}</Button>
    </ScreenFrame>
  )
}
