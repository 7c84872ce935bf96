'use client'
import { styled } from 'styled-components'
import { constants } from '../../hooks/internalApi.js'
import type { WalletChainFamily, WalletPickerEntry } from '../../hooks/index.js'
import { vars } from '../../themes/index.js'
import { useFoyerUi } from '../context.js'
import { useSlot } from '../primitives/useSlot.js'

const { WALLET_LIST_ROW_HEIGHT_PX: ROW, WALLET_LIST_ROW_GAP_PX: GAP, WALLET_LIST_MAX_VISIBLE_ROWS: VISIBLE } = constants

/** The wallet list: rows 56 px, 5 px apart, at most 5 visible (then it scrolls). */
export const WalletList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${GAP}px;
  max-height: ${ROW * VISIBLE + GAP * (VISIBLE - 1)}px;
  overflow-y: auto;
`

/** A row's button (56 px, the secondary button's look): the wallet rows', and other lists' rows alike. */
export const Row = styled.button`
  display: flex;
  align-items: center;
  gap: calc(${vars.space.unit} * 3);
  width: 100%;
  height: ${ROW}px;
  flex: 0 0 ${ROW}px;
  padding: 0 calc(${vars.space.unit} * 4);
  font: inherit;
  font-size: ${vars.fontSizes.sm};
  font-weight: ${vars.fontWeights.medium};
  color: ${vars.colors.foreground};
  background: ${vars.colors.buttonSecondaryBackground};
  border: 1px solid ${vars.colors.border};
  border-radius: ${vars.radii.button};
  cursor: pointer;
  text-align: left;
  &:hover { border-color: ${vars.colors.accent}; }
  &:focus-visible { outline: none; box-shadow: ${vars.shadows.focus}; }
`

const Icon = styled.img`
  width: 28px;
  height: 28px;
  border-radius: 8px;
  flex: none;
`

/** The name, with the chain badges under it: the name gets the row's whole width (never cut). */
const Label = styled.span`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 2px;
`
const Name = styled.span`
  line-height: ${vars.lineHeights.tight};
  overflow-wrap: anywhere;
`
const Badges = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: calc(${vars.space.unit} * 1);
`

const Chip = styled.span`
  display: inline-flex;
  align-items: center;
  flex: none;
  padding: 1px calc(${vars.space.unit} * 2);
  line-height: ${vars.lineHeights.tight};
  border-radius: 999px;
  font-size: ${vars.fontSizes.xs};
  color: ${vars.colors.foregroundSecondary};
  background: ${vars.colors.backgroundSecondary};
  border: 1px solid ${vars.colors.border};
  white-space: nowrap;
`

/** A chain badge ('Ethereum', 'Solana'). */
export function ChainBadge({ chain }: { chain: WalletChainFamily }) {
  const { t } = useFoyerUi()
  const slot = useSlot('walletChainBadge', 'idle', { variant: chain })
  return <Chip data-chain={chain} {...slot}>{t(chain === 'ethereum' ? 'wallet.chain.ethereum' : 'wallet.chain.solana')}</Chip>
}

/** One wallet of the picker: icon, name (chain badges under it when it serves both chains), 'Last used' chip. */
export function WalletRow({ entry, onSelect, chains = entry.chains.length > 1 ? entry.chains : [] }: {
  entry: Pick<WalletPickerEntry, 'key' | 'name' | 'icon' | 'lastUsed' | 'chains'>
  onSelect: () => void
  /** Badges to show (default: every chain of a multi-chain wallet). */
  chains?: WalletChainFamily[]
}) {
  const { t, appearance } = useFoyerUi()
  const HostAvatar = appearance.components.Avatar
  const row = useSlot('walletRow', 'idle', { variant: entry.key })
  const chip = useSlot('walletLastUsedChip')
  return (
    <li>
      <Row type="button" onClick={onSelect} data-wallet={entry.key} {...row}>
        {entry.icon ? (HostAvatar ? <HostAvatar src={entry.icon} alt="" size={28} kind="wallet" /> : <Icon src={entry.icon} alt="" aria-hidden="true" />) : null}
        <Label>
          <Name>{entry.name}</Name>
          {chains.length > 0 && <Badges>{chains.map((chain) => <ChainBadge key={chain} chain={chain} />)}</Badges>}
        </Label>
        {entry.lastUsed && <Chip {...chip}>{t('wallet.picker.lastUsed')}</Chip>}
      </Row>
    </li>
  )
}
