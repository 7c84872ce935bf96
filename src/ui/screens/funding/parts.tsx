'use client'
import type { ReactNode } from 'react'
import { styled } from 'styled-components'
import type { FundingRequest, FundingState } from '../../../hooks/index.js'
import { formatAmount } from '../../../hooks/internalApi.js'
import { vars } from '../../../themes/index.js'
import type { Translate } from '../../copy/en.js'
import { ScreenFrame } from '../../primitives/Screen.js'
import { useSlot } from '../../primitives/useSlot.js'
import { Row, WalletList } from '../../wallets/WalletRow.js'
import { Payload } from '../embedded-wallet/parts.js'
import type { FundingScreenId } from './ids.js'

// What the funding screens share: the frame (Back follows the flow's own history), names of
// networks and providers, amounts, the landing's option buttons and their glyphs.

/** Screens whose work runs on its own: no Back there. */
const NO_BACK: readonly FundingState['screen'][] = ['success', 'bridging', 'card-status', 'error']

/** A funding screen's frame: Back (when the flow has a screen to return to) goes back in the flow, the close button closes it. */
export function FundingFrame({ id, funding, back, children, footer }: {
  id: FundingScreenId
  funding: FundingState
  back: () => void
  children?: ReactNode
  footer?: ReactNode
}) {
  const showBack = funding.history.length > 0 && !NO_BACK.includes(funding.screen)
  return <ScreenFrame id={id} showBack={showBack} onBack={back} footer={footer}>{children}</ScreenFrame>
}

/** The network a request pays on: the EVM chain's name, or 'Solana ({cluster})'. */
export function networkName(request: FundingRequest, t: Translate): string {
  return request.chain?.name ?? t('funding.solanaNetwork', { cluster: request.cluster?.name ?? 'mainnet-beta' })
}

/** A card provider's name. */
export const providerName = (provider: 'coinbase' | 'moonpay', t: Translate): string =>
  t(provider === 'coinbase' ? 'funding.provider.coinbase' : 'funding.provider.moonpay')

/** An address as the screens show it: its first 5 and last 4 characters. */
export const shortAddress = (address: string): string => (address.length > 12 ? `${address.slice(0, 5)}…${address.slice(-4)}` : address)

/** An amount of base units, 3 decimals at most ('<0.001' when smaller), with its symbol. */
export const amountText = (value: bigint, decimals: number, symbol: string, t: Translate): string =>
  t('funding.amountValue', { amount: formatAmount(value, decimals), token: symbol })

/** A shortened address, shown as it is in any language (its whole value in the title). */
export function ShortAddress({ address }: { address: string }) {
  return <span translate="no" title={address}>{shortAddress(address)}</span>
}

/** The native currency of the request's network: symbol and decimals (the fee's unit). */
export function nativeOf(request: FundingRequest): { symbol: string; decimals: number } {
  return request.chain ? { symbol: request.chain.nativeSymbol, decimals: 18 } : { symbol: 'SOL', decimals: 9 }
}

/** A list of options (the landing's, the bridge chooser's): the wallet list's layout. */
export const OptionList = WalletList

/** An option's row: a wallet row that grows with a detail line. */
const OptionRow = styled(Row)`
  height: auto;
  min-height: 56px;
  flex: 0 0 auto;
  padding-block: calc(${vars.space.unit} * 2);
  &:disabled { opacity: 0.6; cursor: default; }
  & > svg { flex: none; color: ${vars.colors.accent}; }
`
const Label = styled.span`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
`
const Detail = styled.span`
  font-size: ${vars.fontSizes.xs};
  font-weight: ${vars.fontWeights.regular};
  color: ${vars.colors.foregroundSecondary};
  overflow-wrap: anywhere;
`

/** One option of a list: glyph, label and an optional detail line (slot `fundingOption`, variant = `variant`). */
export function OptionButton({ variant, icon, label, detail, onClick, disabled }: {
  variant: string
  icon?: ReactNode
  label: string
  detail?: string | undefined
  onClick: () => void
  disabled?: boolean | undefined
}) {
  const slot = useSlot('fundingOption', disabled ? 'disabled' : 'idle', { variant })
  return (
    <li>
      <OptionRow type="button" onClick={onClick} disabled={disabled} data-option={variant} {...slot}>
        {icon}
        <Label>
          <span>{label}</span>
          {detail && <Detail>{detail}</Detail>}
        </Label>
      </OptionRow>
    </li>
  )
}

const glyph = (d: string) => (
  <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d={d} />
  </svg>
)
/** The landing options' glyphs: a card, an exchange (arrows), a wallet, a QR code. */
export const OPTION_GLYPHS = {
  card: glyph('M3 6h18v12H3zM3 10h18M7 15h3'),
  exchange: glyph('M4 8h13l-3-3M20 16H7l3 3'),
  wallet: glyph('M4 7h15v12H4zM4 7l11-3v3M15 13h2'),
  manual: glyph('M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2z'),
}

/** A wallet address shown whole (the wallet screens' payload box, slot `walletPayload`). */
export const AddressBox = Payload
