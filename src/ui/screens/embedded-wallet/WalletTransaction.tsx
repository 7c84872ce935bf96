'use client'
import { constants, currentStep, lacksFunds, stepBlocked, useAppConfig, useEmbeddedWalletRequest } from '../../../hooks/internalApi.js'
import type { ScreenProps } from '../../appearance.js'
import { useFoyerUi } from '../../context.js'
import { useRunAfter } from '../../lib/useRunAfter.js'
import { Avatar } from '../../primitives/Avatar.js'
import { Button } from '../../primitives/Button.js'
import { ScreenFrame } from '../../primitives/Screen.js'
import { Spinner } from '../../primitives/Spinner.js'
import { ErrorText, Subtitle, Title } from '../../primitives/Text.js'
import { Fields, Payload, walletErrorText } from './parts.js'
import { ErrorView, PreparingView, ReceiptView } from './transactionViews.js'
import { confirmationRows, detailRows, ScanDetails, ScanNotice, StepperLine } from './transactionParts.js'

/**
 * An embedded wallet's transaction: the confirmation of the step on screen (Action, Send /
 * Receive / Amount with dollars, Spender or Operator, To, Token address, Network, Estimated fee or
 * 'Sponsored', Balance, Details; the safety scan's 'Checking transaction…', warning or error banner
 * with 'I understand and want to proceed anyways.', and its 'Scan details'); several transactions
 * go through a stepper ('Step 1 of 2', 'Continue', then 'Approve'); 'Add funds' when the balance
 * cannot pay; 'Not now' when cancellable. Then — sent — the wait for the
 * receipt and 'Transaction complete!' / "You're all set." / 'All Done', or — sign-only —
 * 'Transaction signed!' closing after 1.4 s; an error shows its code, 'Please try again.', the
 * message, the copyable hash with a block-explorer link and 'Retry transaction' (the chain picks
 * the nonce again). A reverted transaction is 'Transaction failed'.
 */
export default function WalletTransaction({ close }: ScreenProps<'walletTransaction'>) {
  const { t } = useFoyerUi()
  const app = useAppConfig()?.name
  const { request, transaction: state, confirm, next, acknowledge, addFunds } = useEmbeddedWalletRequest()
  const signedOnly = state.status === 'signed'
  useRunAfter(signedOnly, constants.SIGN_SUCCESS_CLOSE_MS, close)
  if (!request || request.kind !== 'transaction') return null
  const ui = request.uiOptions
  const step = currentStep(state)
  const summary = step?.summary ?? null
  const total = state.steps.length
  const position = { current: state.index + 1, total }

  if (state.status === 'preparing') return <PreparingView id="walletTransaction" t={t} />
  if (state.status === 'complete' || state.status === 'signed') {
    return (
      <ReceiptView
        id="walletTransaction" t={t} status={state.status} signed={state.status === 'signed'}
        header={ui.successHeader} description={ui.successDescription} onDone={state.status === 'complete' ? close : undefined}
      />
    )
  }
  if (state.status === 'awaiting-receipt') {
    return (
      <ScreenFrame id="walletTransaction">
        <div aria-live="polite" data-status={state.status} style={{ display: 'contents' }}>
          <Spinner size={28} label={t('walletTx.awaitingReceipt')} />
          <Title>{t('walletTx.awaitingReceipt')}</Title>
          {total > 1 && <StepperLine>{t('walletTx.sendingStep', position)}</StepperLine>}
        </div>
        {state.hash && <Payload label={t('walletTx.hash')}>{state.hash}</Payload>}
      </ScreenFrame>
    )
  }
  if (state.status === 'error') {
    const explorer = state.hash && summary?.chain.explorerUrl ? `${summary.chain.explorerUrl.replace(/\/$/, '')}/tx/${state.hash}` : null
    return (
      <ErrorView
        id="walletTransaction" t={t} error={state.error} message={walletErrorText(state.error, t, 'error.generic.detail')}
        hash={state.hash} hashLabel={t('walletTx.hash')} copyLabel={t('walletTx.copyHash')} explorer={explorer}
        onRetry={() => void confirm({ resetNonce: true })}
      />
    )
  }
  // ready, submitting: the confirmation of the step on screen (or being sent).
  const submitting = state.status === 'submitting'
  const contract = ui.transactionInfo?.contractInfo
  const last = state.index >= total - 1
  const blocked = last ? state.steps.some(stepBlocked) : step !== null && stepBlocked(step)
  const missingFunds = !submitting && summary !== null && lacksFunds(summary)
  const label = submitting
    ? total > 1 ? t('walletTx.sendingStep', position) : request.mode === 'sign' ? t('walletTx.signing') : t('walletTx.sending')
    : missingFunds ? t('walletTx.addFunds')
      : last ? (ui.buttonText ?? t('walletTx.approve')) : t('walletTx.continue')
  const onClick = missingFunds ? addFunds : last ? () => void confirm() : next
  return (
    <ScreenFrame id="walletTransaction">
      {contract?.imgUrl && <Avatar src={contract.imgUrl} alt={contract.imgAltText ?? ''} size={56} kind="app" />}
      {total > 1 && !submitting && <StepperLine>{t('walletTx.step', position)}</StepperLine>}
      <Title>{ui.title ?? ui.transactionInfo?.title ?? t('walletTx.title')}</Title>
      <Subtitle>{ui.description ?? (app ? t('walletTx.subtitle', { app }) : t('walletTx.subtitleNoApp'))}</Subtitle>
      {summary && <Fields rows={confirmationRows(t, summary)} />}
      {summary?.warning && <ErrorText role="alert">{t('walletTx.prepareWarning')}</ErrorText>}
      {step && (
        <ScanNotice t={t} scan={step.scan} acknowledged={step.acknowledged} onAcknowledge={acknowledge} disabled={submitting} />
      )}
      {step && <ScanDetails t={t} scan={step.scan} />}
      {summary && (
        <details>
          <summary>{t('walletTx.details')}</summary>
          <Fields rows={detailRows(t, summary)} />
          {summary.data && <Payload label={t('walletTx.data')}>{summary.data}</Payload>}
        </details>
      )}
      <Button
        onClick={onClick}
        loading={submitting}
        disabled={submitting || (!missingFunds && blocked)}
        data-status={state.status}
        data-action={missingFunds ? 'add-funds' : last ? 'approve' : 'continue'}
      >
        {label}
      </Button>
      {ui.isCancellable && <Button kind="secondary" onClick={close} disabled={submitting}>{t('walletTx.notNow')}</Button>}
    </ScreenFrame>
  )
}
