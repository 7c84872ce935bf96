'use client'
import { useFundingFlow, type FundingState } from '../../../hooks/internalApi.js'
import type { ScreenProps } from '../../appearance.js'
import { useFoyerUi } from '../../context.js'
import type { CopyKey, Translate } from '../../copy/en.js'
import { errorMessageKey } from '../../lib/errorMessage.js'
import { Button } from '../../primitives/Button.js'
import { ErrorIcon } from '../../primitives/Icons.js'
import { ErrorText, Link, Subtitle, Title } from '../../primitives/Text.js'
import { walletErrorText } from '../embedded-wallet/parts.js'
import { FundingFrame } from './parts.js'

type FundingError = NonNullable<FundingState['error']>

/** The title and text of each kind of funding error screen. */
function texts(error: FundingError, t: Translate): { title: string; detail: string; message: string | null } {
  const text = t as (key: CopyKey) => string
  switch (error.kind) {
    case 'bridge-failed':
      return { title: t('funding.error.bridgeFailed.title'), detail: t('funding.error.bridgeFailed.detail'), message: null }
    case 'timeout':
      return { title: t('funding.error.timeout.title'), detail: t('funding.error.timeout.detail'), message: null }
    case 'insufficient-balance': {
      const address = (error.error as { address?: unknown }).address
      return {
        title: t('funding.error.insufficient.title'),
        detail: typeof address === 'string' ? t('funding.error.insufficient.detail', { address }) : error.error.message,
        message: null,
      }
    }
    case 'transaction-failure':
      return { title: t('funding.error.transaction.title'), detail: walletErrorText(error.error, t, 'error.generic.detail'), message: null }
    default: {
      // Other errors: 'Something went wrong' / 'Try again later', and the kit's own message when it has one ('Unable to initialize flow' …).
      const key = errorMessageKey(error.error)
      return { title: t('funding.error.other.title'), detail: t('funding.error.other.detail'), message: key ? text(key) : null }
    }
  }
}

/**
 * The funding error screens: the bridging failure ('Transaction failed' / 'We were unable to
 * complete the bridging transaction. Funds will be refunded on your wallet.', with the bridge's
 * refund status link), 'Timed out', 'Insufficient balance', 'Transaction failure' (with the
 * wallet's message), and any other error ('Something went wrong' / 'Try again later'). 'Try
 * again' returns to the step before the error.
 */
export default function FundingError(_: ScreenProps<'fundingError'>) {
  const { t } = useFoyerUi()
  const { funding, retry, back } = useFundingFlow()
  if (!funding?.error) return null
  const { error } = funding
  const { title, detail, message } = texts(error, t)
  return (
    <FundingFrame id="fundingError" funding={funding} back={back}>
      <div aria-live="assertive" data-status="error" data-kind={error.kind} style={{ display: 'contents' }}>
        <ErrorIcon />
        <Title>{title}</Title>
        <Subtitle>{detail}</Subtitle>
        {message && <ErrorText>{message}</ErrorText>}
      </div>
      {error.kind === 'bridge-failed' && error.requestUrl && <Link href={error.requestUrl}>{t('funding.error.refundStatus')}</Link>}
      <Button onClick={retry}>{t('funding.error.tryAgain')}</Button>
    </FundingFrame>
  )
}
