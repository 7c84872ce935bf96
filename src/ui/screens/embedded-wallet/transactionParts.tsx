'use client'
import type { ReactNode } from 'react'
import { styled } from 'styled-components'
import { vars } from '../../../themes/index.js'
import type { ScanAmount, ScanAsset, TransactionScanState, TransactionSummary } from '../../../core/index.js'
import { formatAmount, formatUsd, isUnlimitedAmount, toUsd } from '../../../hooks/internalApi.js'
import type { Translate } from '../../copy/en.js'
import { Spinner } from '../../primitives/Spinner.js'
import { SmallText } from '../../primitives/Text.js'
import { useSlot } from '../../primitives/useSlot.js'
import { Banner } from './parts.js'

// The parts of the transaction confirmation: its rows (what the transaction does, in words and
// dollars), the safety scan's status, banner, checkbox and details, and the stepper's line.

type Row = readonly [label: string, value: ReactNode]

/** '1.5 ETH', or '1.5 ETH ($3,000.00)' when a price is known. */
const withUsd = (t: Translate, amount: string, usd: number | null) => (usd === null ? amount : t('walletTx.withUsd', { amount, usd: formatUsd(usd) }))

/** An amount of the chain's native currency, with its dollar value when the price is known. */
export function nativeAmount(t: Translate, summary: TransactionSummary, wei: bigint): string {
  const { decimals, symbol } = summary.chain.nativeCurrency
  const amount = t('walletTx.value', { amount: formatAmount(wei, decimals), symbol })
  return withUsd(t, amount, summary.prices.native === null ? null : toUsd(wei, decimals, summary.prices.native))
}

/** An amount of the call's token ('Maximum' for 2^256−1), with its dollar value when the price is known. */
function tokenAmount(t: Translate, summary: TransactionSummary, raw: bigint): string {
  const token = summary.token
  const symbol = token?.symbol ?? ''
  if (isUnlimitedAmount(raw)) return symbol ? t('walletTx.value', { amount: t('walletTx.maximum'), symbol }) : t('walletTx.maximum')
  const decimals = token?.decimals ?? 18
  const amount = formatAmount(raw, decimals)
  const text = symbol ? t('walletTx.value', { amount, symbol }) : amount
  return withUsd(t, text, summary.prices.token === null ? null : toUsd(raw, decimals, summary.prices.token))
}

/** An NFT: 'PUNK #7' (or '#7' without a symbol), '2 × PUNK #7' for several of an ERC-1155 id. */
function nftItem(t: Translate, symbol: string | null, id: bigint, count?: bigint): string {
  const item = symbol ? t('walletTx.nft', { symbol, id: String(id) }) : t('walletTx.nftId', { id: String(id) })
  return count !== undefined ? t('walletTx.nftCount', { count: String(count), item }) : item
}

/** What moves in an NFT transfer: 'PUNK #7', '2 × PUNK #7', or the batch's items. */
function nftAmount(t: Translate, summary: TransactionSummary): string {
  const { details, token } = summary
  const symbol = token?.symbol ?? null
  if (details.tokenIds && details.tokenIds.length > 0) return details.tokenIds.map((id, i) => nftItem(t, symbol, id, details.amounts?.[i])).join(', ')
  if (details.tokenId === undefined) return symbol ?? ''
  return nftItem(t, symbol, details.tokenId, token?.standard === 'erc1155' ? details.amount : undefined)
}

/** The Action row's words for a decoded transaction. */
export function actionText(t: Translate, summary: TransactionSummary): string {
  const { action, functionName, approved } = summary.details
  switch (action) {
    case 'send': return t('walletTx.action.send')
    case 'deploy': return t('walletTx.action.deploy')
    case 'token-transfer': return t('walletTx.action.tokenTransfer')
    case 'token-approve': return t('walletTx.action.tokenApprove')
    case 'nft-transfer': return t('walletTx.action.nftTransfer')
    case 'nft-approve': return t('walletTx.action.nftApprove')
    case 'nft-approve-all': return approved === false ? t('walletTx.action.nftRevokeAll') : t('walletTx.action.nftApproveAll')
    case 'call': return functionName ? t('walletTx.action.callNamed', { name: functionName }) : t('walletTx.action.call')
  }
}

/** The estimated fee: 'Sponsored'; in dollars when the native price is known; else in native units; 'Unavailable'. */
export function feeText(t: Translate, summary: TransactionSummary): string {
  if (summary.sponsored) return t('walletTx.sponsored')
  if (summary.estimatedFee === null) return t('walletTx.feeUnavailable')
  const { decimals, symbol } = summary.chain.nativeCurrency
  if (summary.prices.native !== null) return formatUsd(toUsd(summary.estimatedFee, decimals, summary.prices.native))
  return t('walletTx.value', { amount: formatAmount(summary.estimatedFee, decimals), symbol })
}

const same = (a: string | undefined, b: string) => a !== undefined && a.toLowerCase() === b.toLowerCase()

/**
 * The confirmation's rows for a step: Action; Send / Receive / Amount; Spender or Operator for an
 * approval; To; Token address; Network; Estimated fee; Balance.
 */
export function confirmationRows(t: Translate, summary: TransactionSummary): Row[] {
  const { details } = summary
  const rows: Row[] = [[t('walletTx.action'), actionText(t, summary)]]
  // What moves: the native value, the tokens sent (or received, when they come to this wallet), or the approval's amount.
  const incoming = same(details.transferTo, summary.from)
  const moveLabel = incoming ? t('walletTx.receive') : t('walletTx.send')
  if (details.action === 'token-transfer' && details.amount !== undefined) rows.push([moveLabel, tokenAmount(t, summary, details.amount)])
  else if (details.action === 'nft-transfer') rows.push([moveLabel, nftAmount(t, summary)])
  else if (details.action === 'token-approve' && details.amount !== undefined) rows.push([t('walletTx.amount'), tokenAmount(t, summary, details.amount)])
  else if (details.action === 'nft-approve' && details.tokenId !== undefined) rows.push([t('walletTx.tokenId'), nftAmount(t, summary)])
  if (details.action === 'send' || summary.value > 0n) {
    rows.push([details.action === 'send' ? t('walletTx.amount') : t('walletTx.send'), nativeAmount(t, summary, summary.value)])
  }
  if (details.spender) rows.push([t('walletTx.spender'), details.spender])
  if (details.operator) rows.push([t('walletTx.operator'), details.operator])
  const transfer = details.action === 'token-transfer' || details.action === 'nft-transfer'
  rows.push([t('walletTx.to'), (transfer && details.transferTo) || summary.to || t('walletTx.contractCreation')])
  if (summary.token) rows.push([t('walletTx.tokenAddress'), summary.token.address])
  rows.push([t('walletTx.network'), summary.chain.name])
  rows.push([t('walletTx.fee'), feeText(t, summary)])
  if (summary.balance !== null) rows.push([t('walletTx.balance'), nativeAmount(t, summary, summary.balance)])
  return rows
}

/** The Details disclosure's rows: From, To, Function (when decoded or called). */
export function detailRows(t: Translate, summary: TransactionSummary): Row[] {
  const rows: Row[] = [[t('walletTx.from'), summary.from], [t('walletTx.to'), summary.to ?? t('walletTx.contractCreation')]]
  // A function's name is code: shown as it is, in any language.
  if (summary.details.functionName) rows.push([t('walletTx.function'), <span translate="no">{summary.details.functionName}</span>])
  return rows
}

// ── The stepper ─────────────────────────────────────────────────────────────

/** 'Step 1 of 2' above the title of a request of several transactions (slot `walletStepper`). */
export function StepperLine({ children }: { children: ReactNode }) {
  return <SmallText slot="walletStepper">{children}</SmallText>
}

// ── The safety scan ─────────────────────────────────────────────────────────

const Status = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: calc(${vars.space.unit} * 2);
  margin: 0;
  font-size: ${vars.fontSizes.xs};
  color: ${vars.colors.foregroundSecondary};
`

const Check = styled.label`
  display: flex;
  align-items: flex-start;
  gap: calc(${vars.space.unit} * 2);
  font-size: ${vars.fontSizes.sm};
  color: ${vars.colors.foreground};
  text-align: start;
  cursor: pointer;
  & input { margin: 2px 0 0; accent-color: ${vars.colors.danger}; }
  & input:focus-visible { outline: none; box-shadow: ${vars.shadows.focus}; }
`

/** 'Checking transaction…' while the scan runs (slot `walletScanStatus`). */
function ScanChecking({ t }: { t: Translate }) {
  const slot = useSlot('walletScanStatus', 'loading')
  return (
    <Status role="status" data-scan="in-progress" {...slot}>
      <Spinner size={12} />
      {t('walletTx.scan.checking')}
    </Status>
  )
}

/**
 * The scan's word on the step: 'Checking transaction…' while it runs; a warning banner (Warning);
 * an error banner and the box 'I understand and want to proceed anyways.' (Malicious). A failed
 * scan shows nothing (the plain value).
 */
export function ScanNotice({ t, scan, acknowledged, onAcknowledge, disabled }: {
  t: Translate
  scan: TransactionScanState
  acknowledged: boolean
  onAcknowledge: (value: boolean) => void
  disabled: boolean
}) {
  const warnSlot = useSlot('walletScanBanner', 'active', { variant: 'warn' })
  const errorSlot = useSlot('walletScanBanner', 'error', { variant: 'error' })
  const checkSlot = useSlot('walletRiskCheckbox', acknowledged ? 'active' : 'idle')
  if (scan.status === 'in-progress') return <ScanChecking t={t} />
  const result = scan.status === 'completed' ? scan.result : null
  if (!result || result.verdict === 'safe') return null
  if (result.verdict === 'warn') {
    return <Banner $tone="warning" role="status" data-scan="warn" {...warnSlot}>{result.description ?? t('walletTx.scan.warning')}</Banner>
  }
  return (
    <>
      <Banner $tone="danger" role="alert" data-scan="error" {...errorSlot}>{result.description ?? t('walletTx.scan.malicious')}</Banner>
      <Check {...checkSlot}>
        <input type="checkbox" checked={acknowledged} disabled={disabled} onChange={(e) => onAcknowledge(e.currentTarget.checked)} />
        <span>{t('walletTx.scan.acknowledge')}</span>
      </Check>
    </>
  )
}

const assetName = (t: Translate, asset: ScanAsset) => asset.symbol ?? asset.name ?? t('walletTx.scan.unknownAsset')

/** One simulated amount: '1.5 USDC ($1.50)', an NFT 'PUNK #7'. */
function scanAmount(t: Translate, asset: ScanAsset, amount: ScanAmount): string {
  const name = assetName(t, asset)
  const text = amount.tokenId !== null
    ? nftItem(t, name, amount.tokenId, asset.type === 'erc1155' && amount.raw > 1n ? amount.raw : undefined)
    : t('walletTx.value', { amount: formatAmount(amount.raw, asset.decimals), symbol: name })
  return withUsd(t, text, amount.usd)
}

const SubTitle = styled.p`
  margin: calc(${vars.space.unit} * 2) 0 calc(${vars.space.unit} * 1);
  font-size: ${vars.fontSizes.xs};
  font-weight: ${vars.fontWeights.medium};
  color: ${vars.colors.foregroundSecondary};
  text-align: start;
`
const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: calc(${vars.space.unit} * 1);
  font-size: ${vars.fontSizes.sm};
  text-align: start;
  overflow-wrap: anywhere;
  & [data-direction='in'] { color: ${vars.colors.success}; }
  & [data-direction='out'] { color: ${vars.colors.foreground}; }
`

/**
 * 'Scan details': the simulated changes to the wallet's assets (what comes in and goes out, with
 * dollars) and the approvals the transaction grants (slot `walletScanDetails`). Nothing when the
 * scan or its simulation failed.
 */
export function ScanDetails({ t, scan }: { t: Translate; scan: TransactionScanState }) {
  const slot = useSlot('walletScanDetails')
  const simulation = scan.status === 'completed' ? scan.result?.simulation : undefined
  if (!simulation || simulation.status !== 'success') return null
  const moves = simulation.changes.flatMap((change) => [
    ...change.out.map((amount) => ({ direction: 'out' as const, text: t('walletTx.scan.out', { amount: scanAmount(t, change.asset, amount) }) })),
    ...change.in.map((amount) => ({ direction: 'in' as const, text: t('walletTx.scan.in', { amount: scanAmount(t, change.asset, amount) }) })),
  ])
  return (
    <details {...slot}>
      <summary>{t('walletTx.scan.details')}</summary>
      <SubTitle>{t('walletTx.scan.changes')}</SubTitle>
      <Items aria-label={t('walletTx.scan.changes')}>
        {moves.length === 0 ? <li>{t('walletTx.scan.noChanges')}</li> : moves.map((move, i) => <li key={i} data-direction={move.direction}>{move.text}</li>)}
      </Items>
      {simulation.exposures.length > 0 && (
        <>
          <SubTitle>{t('walletTx.scan.exposures')}</SubTitle>
          <Items aria-label={t('walletTx.scan.exposures')}>
            {simulation.exposures.map((exposure, i) => {
              const name = assetName(t, exposure.asset)
              const amount = exposure.raw === null ? null
                : isUnlimitedAmount(exposure.raw) ? t('walletTx.value', { amount: t('walletTx.maximum'), symbol: name })
                  : withUsd(t, t('walletTx.value', { amount: formatAmount(exposure.raw, exposure.asset.decimals), symbol: name }), exposure.usd)
              return (
                <li key={i}>
                  {exposure.approvedForAll || amount === null
                    ? t('walletTx.scan.exposureAll', { asset: name, spender: exposure.spender })
                    : t('walletTx.scan.exposure', { amount, spender: exposure.spender })}
                </li>
              )
            })}
          </Items>
        </>
      )}
    </details>
  )
}
