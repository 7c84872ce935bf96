'use client'
import type { TransactionSummary } from '../../../core/index.js'
import { constants, formatUnits, useAppConfig, useEmbeddedWalletRequest } from '../../../hooks/internalApi.js'
import type { ScreenProps } from '../../appearance.js'
import type { Translate } from '../../copy/en.js'
import { useFoyerUi } from '../../context.js'
import { useCloseAfter } from '../../lib/useCloseAfter.js'
import { useCopy } from '../../lib/useCopy.js'
import { Avatar } from '../../primitives/Avatar.js'
import { Button, ButtonLink } from '../../primitives/Button.js'
import { ErrorIcon, SuccessIcon } from '../../primitives/Icons.js'
import { ScreenFrame } from '../../primitives/Screen.js'
import { Spinner } from '../../primitives/Spinner.js'
import { ErrorText, Subtitle, Text, Title } from '../../primitives/Text.js'
import { useSlot } from '../../primitives/useSlot.js'
import { errorCodeOf, Fields, Payload, walletErrorText } from './parts.js'

/** An amount in the chain's native currency: '0.01 ETH'. */
const amountOf = (t: Translate, summary: TransactionSummary, wei: bigint) =>
  t('walletTx.value', { amount: formatUnits(wei, summary.chain.nativeCurrency.decimals), symbol: summary.chain.nativeCurrency.symbol })

/**
 * An embedded wallet's transaction: the confirmation (To, Amount, Network, Estimated fee,
 * balance, Details; 'Approve', and 'Not now' when cancellable), then — sent — the wait for the
 * receipt and 'Transaction complete!' / "You're all set." / 'All Done', or — sign-only —
 * 'Transaction signed!' closing after 1.4 s; an error shows its code, 'Please try again.', the
 * message, the copyable hash with a block-explorer link and 'Retry transaction' (the chain picks
 * the nonce again). A reverted transaction is 'Transaction failed'.
 */
export default function WalletTransaction({ close }: ScreenProps<'walletTransaction'>) {
  const { t } = useFoyerUi()
  const app = useAppConfig()?.name
  const { request, transaction: state, confirm } = useEmbeddedWalletRequest()
  const { copied, copy } = useCopy()
  const copySlot = useSlot('copyLink', copied ? 'success' : 'idle')
  const signedOnly = state.status === 'signed'
  useCloseAfter(signedOnly, constants.SIGN_SUCCESS_CLOSE_MS, close)
  if (!request || request.kind !== 'transaction') return null
  const ui = request.uiOptions
  const summary = state.summary

  if (state.status === 'preparing') {
    return (
      <ScreenFrame id="walletTransaction">
        <div aria-live="polite" data-status="preparing" style={{ display: 'contents' }}>
          <Spinner size={28} label={t('walletTx.preparing')} />
          <Title>{t('walletTx.preparing')}</Title>
        </div>
      </ScreenFrame>
    )
  }
  if (state.status === 'complete' || state.status === 'signed') {
    return (
      <ScreenFrame id="walletTransaction">
        <div aria-live="polite" data-status={state.status} style={{ display: 'contents' }}>
          <SuccessIcon />
          <Title>{ui.successHeader ?? (state.status === 'signed' ? t('walletTx.signed') : t('walletTx.complete'))}</Title>
          <Subtitle>{ui.successDescription ?? t('walletTx.allSet')}</Subtitle>
        </div>
        {state.status === 'complete' && <Button onClick={close}>{t('walletTx.done')}</Button>}
      </ScreenFrame>
    )
  }
  if (state.status === 'awaiting-receipt') {
    return (
      <ScreenFrame id="walletTransaction">
        <div aria-live="polite" data-status={state.status} style={{ display: 'contents' }}>
          <Spinner size={28} label={t('walletTx.awaitingReceipt')} />
          <Title>{t('walletTx.awaitingReceipt')}</Title>
        </div>
        {state.hash && <Payload label={t('walletTx.hash')}>{state.hash}</Payload>}
      </ScreenFrame>
    )
  }
  if (state.status === 'error') {
    const code = errorCodeOf(state.error)
    const explorer = state.hash && summary?.chain.explorerUrl ? `${summary.chain.explorerUrl.replace(/\/$/, '')}/tx/${state.hash}` : null
    return (
      <ScreenFrame id="walletTransaction">
        <div aria-live="assertive" data-status="error" style={{ display: 'contents' }}>
          <ErrorIcon />
          <Title>{t('walletTx.error.title')}</Title>
          {code && <Text>{t('walletTx.error.code', { code })}</Text>}
          <Subtitle>{t('walletTx.error.tryAgain')}</Subtitle>
          <ErrorText role="alert">{walletErrorText(state.error, t, 'error.generic.detail')}</ErrorText>
        </div>
        {state.hash && (
          <>
            <Payload label={t('walletTx.hash')}>{state.hash}</Payload>
            <Button kind="link" onClick={() => void copy(state.hash ?? '')} {...copySlot}>
              {copied ? t('walletTx.copied') : t('walletTx.copyHash')}
            </Button>
          </>
        )}
        {explorer && <ButtonLink kind="secondary" href={explorer} target="_blank" rel="noopener noreferrer">{t('walletTx.explorer')}</ButtonLink>}
        <Button onClick={() => void confirm({ resetNonce: true })}>{t('walletTx.retry')}</Button>
      </ScreenFrame>
    )
  }
  // ready, submitting: the confirmation.
  const submitting = state.status === 'submitting'
  const contract = ui.transactionInfo?.contractInfo
  const rows = summary
    ? ([
        [t('walletTx.to'), summary.to ?? t('walletTx.contractCreation')],
        [t('walletTx.amount'), amountOf(t, summary, summary.value)],
        [t('walletTx.network'), summary.chain.name],
        [t('walletTx.fee'), summary.estimatedFee === null ? t('walletTx.feeUnavailable') : amountOf(t, summary, summary.estimatedFee)],
        ...(summary.balance === null ? [] : [[t('walletTx.balance'), amountOf(t, summary, summary.balance)] as const]),
      ] as const)
    : []
  return (
    <ScreenFrame id="walletTransaction">
      {contract?.imgUrl && <Avatar src={contract.imgUrl} alt={contract.imgAltText ?? ''} size={56} kind="app" />}
      <Title>{ui.title ?? ui.transactionInfo?.title ?? t('walletTx.title')}</Title>
      <Subtitle>{ui.description ?? (app ? t('walletTx.subtitle', { app }) : t('walletTx.subtitleNoApp'))}</Subtitle>
      {summary && <Fields rows={rows} />}
      {summary?.warning && <ErrorText role="alert">{t('walletTx.prepareWarning')}</ErrorText>}
      {summary && (
        <details>
          <summary>{t('walletTx.details')}</summary>
          <Fields rows={[[t('walletTx.from'), summary.from], [t('walletTx.to'), summary.to ?? t('walletTx.contractCreation')]]} />
          {summary.data && <Payload label={t('walletTx.data')}>{summary.data}</Payload>}
        </details>
      )}
      <Button onClick={() => void confirm()} loading={submitting} disabled={submitting} data-status={state.status}>
        {submitting ? (request.mode === 'sign' ? t('walletTx.signing') : t('walletTx.sending')) : (ui.buttonText ?? t('walletTx.approve'))}
      </Button>
      {ui.isCancellable && <Button kind="secondary" onClick={close} disabled={submitting}>{t('walletTx.notNow')}</Button>}
    </ScreenFrame>
  )
}
