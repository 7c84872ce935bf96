'use client'
import type { ReactNode } from 'react'
import type { SolanaInstruction, SolanaTransactionSummary, SplTokenInfo } from '../../../core/index.js'
import { formatAmount, formatUsd, solanaNetworkExplorerUrl, splTransferRecipient, splTransferToken, toUsd, useAppConfig, useEmbeddedWalletRequest } from '../../../hooks/internalApi.js'
import type { ScreenProps } from '../../appearance.js'
import type { CopyKey, Translate } from '../../copy/en.js'
import { useFoyerUi } from '../../context.js'
import { Avatar } from '../../primitives/Avatar.js'
import { Button } from '../../primitives/Button.js'
import { ScreenFrame } from '../../primitives/Screen.js'
import { ErrorText, Subtitle, Text, Title } from '../../primitives/Text.js'
import { errorCodeOf, Fields, walletErrorText } from './parts.js'
import { ErrorView, PreparingView, ReceiptView } from './transactionViews.js'

type Row = readonly [label: string, value: ReactNode]
const SOL_DECIMALS = 9
/** An amount with its dollar value when the price is known: '0.25 SOL ($37.50)'. */
const withUsd = (t: Translate, text: string, raw: bigint, decimals: number, price: number | null | undefined) =>
  price == null ? text : t('walletTx.withUsd', { amount: text, usd: formatUsd(toUsd(raw, decimals, price)) })
const sol = (t: Translate, lamports: bigint, summary?: SolanaTransactionSummary) =>
  withUsd(t, t('walletTx.value', { amount: formatAmount(lamports, SOL_DECIMALS), symbol: 'SOL' }), lamports, SOL_DECIMALS, summary?.prices.native)
const address = (t: Translate, key: string | null) => key ?? t('walletSolTx.unresolved')

/** A token amount with its decimals and symbol when known (and its dollar value when `summary` has the token's price), else the raw base units. */
function tokenAmount(t: Translate, amount: bigint, token: SplTokenInfo | undefined, decimals: number | null = null, summary?: SolanaTransactionSummary): string {
  const places = token?.decimals ?? decimals
  if (places === null) return t('walletSolTx.rawAmount', { amount: amount.toString() })
  const text = t('walletTx.value', { amount: formatAmount(amount, places), symbol: token?.symbol ?? '' }).trim()
  return withUsd(t, text, amount, places, token ? summary?.prices.tokens[token.mint] : null)
}

/** The rows on top: what moves (Send, To; a swap's amounts), then Network, Estimated fee, Balance. */
function summaryRows(t: Translate, summary: SolanaTransactionSummary): Row[] {
  const rows: Row[] = []
  for (const ix of summary.instructions) {
    if (ix.type === 'sol-transfer') rows.push([t('walletTx.send'), sol(t, ix.lamports, summary)], [t('walletTx.to'), address(t, ix.to)])
    else if (ix.type === 'spl-transfer') rows.push([t('walletTx.send'), tokenAmount(t, ix.amount, splTransferToken(summary, ix), ix.decimals, summary)], [t('walletTx.to'), address(t, splTransferRecipient(summary, ix))])
    else if (ix.type === 'raydium-swap-base-in') rows.push([t('walletSolTx.amountIn'), tokenAmount(t, ix.amountIn, undefined)], [t('walletSolTx.minimumOut'), tokenAmount(t, ix.minimumAmountOut, undefined)])
    else if (ix.type === 'raydium-swap-base-out') rows.push([t('walletSolTx.maximumIn'), tokenAmount(t, ix.maxAmountIn, undefined)], [t('walletSolTx.amountOut'), tokenAmount(t, ix.amountOut, undefined)])
    else if (ix.type === 'jupiter-route' || ix.type === 'jupiter-shared-accounts-route') {
      const from = ix.sourceMint ? summary.tokens[ix.sourceMint] : undefined
      const to = ix.destinationMint ? summary.tokens[ix.destinationMint] : undefined
      rows.push([t('walletSolTx.amountIn'), tokenAmount(t, ix.inAmount, from, null, summary)], [t('walletSolTx.quotedOut'), tokenAmount(t, ix.quotedOutAmount, to, null, summary)])
    }
  }
  rows.push([t('walletTx.network'), t(`walletSolTx.network.${summary.cluster.name}` as CopyKey as 'walletSolTx.network.devnet')])
  rows.push([t('walletTx.fee'), summary.fee === null ? t('walletTx.feeUnavailable') : sol(t, summary.fee, summary)])
  if (summary.balance !== null) rows.push([t('walletTx.balance'), sol(t, summary.balance, summary)])
  return rows
}

/** One instruction's key fields (the Advanced section). */
function instructionRows(t: Translate, summary: SolanaTransactionSummary, ix: SolanaInstruction): Row[] {
  const a = (key: string | null) => address(t, key)
  switch (ix.type) {
    case 'sol-transfer':
      return [[t('walletTx.from'), a(ix.from)], [t('walletTx.to'), a(ix.to)], [t('walletTx.amount'), sol(t, ix.lamports)]]
    case 'spl-transfer':
      return [
        [t('walletTx.from'), a(ix.source)], [t('walletTx.to'), a(ix.destination)], [t('walletSolTx.owner'), a(ix.owner)],
        ...(ix.mint ? [[t('walletSolTx.mint'), ix.mint] as const] : []),
        [t('walletTx.amount'), tokenAmount(t, ix.amount, splTransferToken(summary, ix), ix.decimals)],
      ]
    case 'create-account':
      return [[t('walletSolTx.payer'), a(ix.from)], [t('walletSolTx.account'), a(ix.newAccount)], [t('walletTx.amount'), sol(t, ix.lamports)],
        [t('walletSolTx.space'), t('walletSolTx.bytes', { count: ix.space.toString() })], [t('walletSolTx.owner'), ix.owner]]
    case 'ata-creation':
      return [[t('walletSolTx.account'), a(ix.account)], [t('walletSolTx.owner'), a(ix.owner)], [t('walletSolTx.mint'), a(ix.mint)], [t('walletSolTx.payer'), a(ix.payer)]]
    case 'spl-init-account':
      return [[t('walletSolTx.account'), a(ix.account)], [t('walletSolTx.mint'), a(ix.mint)], [t('walletSolTx.owner'), a(ix.owner)]]
    case 'spl-close-account':
      return [[t('walletSolTx.account'), a(ix.account)], [t('walletTx.to'), a(ix.destination)], [t('walletSolTx.owner'), a(ix.owner)]]
    case 'spl-sync-native':
      return [[t('walletSolTx.account'), a(ix.account)]]
    case 'raydium-swap-base-in':
      return [[t('walletTx.from'), a(ix.source)], [t('walletTx.to'), a(ix.destination)], [t('walletSolTx.amountIn'), ix.amountIn.toString()], [t('walletSolTx.minimumOut'), ix.minimumAmountOut.toString()]]
    case 'raydium-swap-base-out':
      return [[t('walletTx.from'), a(ix.source)], [t('walletTx.to'), a(ix.destination)], [t('walletSolTx.maximumIn'), ix.maxAmountIn.toString()], [t('walletSolTx.amountOut'), ix.amountOut.toString()]]
    case 'jupiter-route':
    case 'jupiter-shared-accounts-route':
      return [
        [t('walletTx.from'), a(ix.source)], [t('walletTx.to'), a(ix.destination)],
        ...(ix.destinationMint ? [[t('walletSolTx.mint'), ix.destinationMint] as const] : []),
        [t('walletSolTx.amountIn'), ix.inAmount.toString()], [t('walletSolTx.quotedOut'), ix.quotedOutAmount.toString()],
        [t('walletSolTx.slippage'), t('walletSolTx.slippageValue', { percent: String(ix.slippageBps / 100) })],
      ]
    case 'unknown':
      return [
        [t('walletSolTx.program'), ix.programId],
        [t('walletSolTx.accounts'), String(ix.accounts.length)],
        [t('walletSolTx.data'), t('walletSolTx.bytes', { count: String(ix.data.length) })],
      ]
  }
}

/** The Advanced section: every instruction, its type and key fields. */
function Advanced({ t, summary }: { t: Translate; summary: SolanaTransactionSummary }) {
  return (
    <details data-testid="solana-instructions">
      <summary>{t('walletSolTx.advanced')}</summary>
      {summary.instructions.map((ix, i) => (
        <div key={i} data-instruction={ix.type}>
          <Text>{t('walletSolTx.instruction', { n: String(i + 1), type: t(`walletSolTx.type.${ix.type}` as CopyKey as 'walletSolTx.type.unknown') })}</Text>
          <Fields rows={instructionRows(t, summary, ix)} />
        </div>
      ))}
    </details>
  )
}

/**
 * An embedded Solana wallet's transaction: 'Confirm transaction', '{app} wants your permission to
 * approve the following transaction.', what moves (SOL and token amounts at 3 decimals with their
 * dollar value when the price is known, swaps),
 * Network, Estimated fee, Balance, and an 'Advanced' section listing every instruction; 'Approve'
 * — or 'Add funds' when the simulation says the wallet cannot pay ('Solana wallet has insufficient
 * funds for this transaction.') — and 'Not now' when cancellable. Then the receipt ('Transaction
 * complete!' / 'Transaction signed!', "You're all set.", 'All Done'), or the error: its code,
 * 'Please try again.', the message, the copyable signature, the cluster's explorer link and
 * 'Retry transaction' (with a fresh recent blockhash).
 */
export default function WalletSolanaTransaction({ close }: ScreenProps<'walletSolanaTransaction'>) {
  const { t } = useFoyerUi()
  const app = useAppConfig()?.name
  const { request, solanaTransaction: state, confirm, addFunds } = useEmbeddedWalletRequest()
  if (!request || request.kind !== 'solanaTransaction') return null
  const ui = request.uiOptions
  const summary = state.summary

  if (state.status === 'preparing') return <PreparingView id="walletSolanaTransaction" t={t} />
  if (state.status === 'success') {
    return (
      <ReceiptView
        id="walletSolanaTransaction" t={t} status="success" signed={request.mode === 'sign'}
        header={ui.successHeader} description={ui.successDescription} onDone={close}
      />
    )
  }
  if (state.status === 'error') {
    const sent = state.sent ? state.signature : null
    const message = errorCodeOf(state.error) === 'INSUFFICIENT_BALANCE' ? t('walletSolTx.insufficientFunds') : walletErrorText(state.error, t, 'error.generic.detail')
    return (
      <ErrorView
        id="walletSolanaTransaction" t={t} error={state.error} message={message}
        hash={sent} hashLabel={t('walletSolTx.signature')} copyLabel={t('walletSolTx.copySignature')}
        explorer={sent && summary ? solanaNetworkExplorerUrl(summary.cluster, sent) : null} onRetry={() => void confirm()}
      />
    )
  }
  // ready, submitting
  const submitting = state.status === 'submitting'
  const missingFunds = !submitting && summary?.insufficientFunds === true
  const simulationFailed = summary?.simulation?.err != null && !summary.insufficientFunds
  const contract = ui.transactionInfo?.contractInfo
  const label = submitting
    ? state.signature && request.mode === 'send' ? t('walletSolTx.confirming') : request.mode === 'sign' ? t('walletTx.signing') : t('walletTx.sending')
    : missingFunds ? t('walletTx.addFunds') : (ui.buttonText ?? t('walletTx.approve'))
  return (
    <ScreenFrame id="walletSolanaTransaction">
      {contract?.imgUrl && <Avatar src={contract.imgUrl} alt={contract.imgAltText ?? ''} size={56} kind="app" />}
      <Title>{ui.title ?? ui.transactionInfo?.title ?? t('walletTx.title')}</Title>
      <Subtitle>{ui.description ?? (app ? t('walletTx.subtitle', { app }) : t('walletTx.subtitleNoApp'))}</Subtitle>
      {ui.transactionInfo?.action && <Text>{ui.transactionInfo.action}</Text>}
      {summary && <Fields rows={summaryRows(t, summary)} />}
      {missingFunds && <ErrorText role="alert">{t('walletSolTx.insufficientFunds')}</ErrorText>}
      {simulationFailed && <ErrorText role="alert">{t('walletSolTx.simulationFailed')}</ErrorText>}
      {summary && <Advanced t={t} summary={summary} />}
      <Button
        onClick={missingFunds ? addFunds : () => void confirm()}
        loading={submitting}
        disabled={submitting}
        data-status={state.status}
        data-action={missingFunds ? 'add-funds' : 'approve'}
      >
        {label}
      </Button>
      {ui.isCancellable && <Button kind="secondary" onClick={close} disabled={submitting}>{t('walletTx.notNow')}</Button>}
    </ScreenFrame>
  )
}
