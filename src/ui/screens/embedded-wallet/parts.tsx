'use client'
import type { ReactNode } from 'react'
import { styled } from 'styled-components'
import { vars } from '../../../themes/index.js'
import type { CopyKey, Translate } from '../../copy/en.js'
import { errorMessageKey } from '../../lib/errorMessage.js'
import { useSlot } from '../../primitives/useSlot.js'

const Box = styled.pre`
  margin: 0;
  max-height: calc(${vars.space.unit} * 40);
  overflow: auto;
  padding: calc(${vars.space.unit} * 3);
  border: 1px solid ${vars.colors.border};
  border-radius: ${vars.radii.input};
  background: ${vars.colors.backgroundSecondary};
  color: ${vars.colors.foreground};
  font-family: ${vars.fonts.mono};
  font-size: ${vars.fontSizes.sm};
  white-space: pre-wrap;
  word-break: break-word;
  text-align: left;
`

/** A warning or an error in a box of its tone (the scan's banners, the export's warning). */
export const Banner = styled.div<{ $tone: 'warning' | 'danger' }>`
  margin: 0;
  padding: calc(${vars.space.unit} * 3);
  border-radius: ${vars.radii.input};
  font-size: ${vars.fontSizes.sm};
  line-height: ${vars.lineHeights.normal};
  text-align: start;
  overflow-wrap: anywhere;
  background: ${(p) => (p.$tone === 'danger' ? vars.colors.dangerBackground : vars.colors.warningBackground)};
  color: ${(p) => (p.$tone === 'danger' ? vars.colors.danger : vars.colors.warning)};
`

/** A wallet's address card: a small label (`span`) over the address (`code`) — the export and delegation screens (slot `walletAddressCard`). */
export const AddressCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.unit};
  padding: calc(${vars.space.unit} * 3);
  border: 1px solid ${vars.colors.border};
  border-radius: ${vars.radii.card};
  background: ${vars.colors.backgroundSecondary};
  text-align: start;
  & > span { font-size: ${vars.fontSizes.xs}; color: ${vars.colors.foregroundSecondary}; }
  & > code { font-family: ${vars.fonts.mono}; font-size: ${vars.fontSizes.sm}; color: ${vars.colors.foreground}; overflow-wrap: anywhere; }
`

/** A message, typed data or transaction hash, as the user reads it before deciding (slot `walletPayload`). */
export function Payload({ label, children }: { label: string; children: ReactNode }) {
  const slot = useSlot('walletPayload')
  return (
    <Box role="group" aria-label={label} tabIndex={0} {...slot}>
      {children}
    </Box>
  )
}

const List = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: calc(${vars.space.unit} * 2) calc(${vars.space.unit} * 4);
  margin: 0;
  font-size: ${vars.fontSizes.sm};
  & dt { margin: 0; color: ${vars.colors.foregroundSecondary}; }
  & dd { margin: 0; min-width: 0; text-align: right; color: ${vars.colors.foreground}; overflow-wrap: anywhere; }
`

/** The confirmation's rows (To, Amount, Network …) as a description list (slot `walletFields`). */
export function Fields({ rows }: { rows: readonly (readonly [label: string, value: ReactNode])[] }) {
  const slot = useSlot('walletFields')
  return (
    <List {...slot}>
      {rows.map(([label, value], i) => (
        <div key={`${i}:${label}`} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </List>
  )
}

/**
 * The text of a wallet error: the catalogue's text of a kit error (by its code), else the error's
 * own message (a chain's or the wallet service's), else `fallback`.
 */
export function walletErrorText(error: unknown, t: Translate, fallback: CopyKey): string {
  const text = t as (k: CopyKey) => string
  const key = errorMessageKey(error)
  if (key) return text(key)
  if (error && typeof error === 'object') {
    const { shortMessage, message } = error as { shortMessage?: unknown; message?: unknown }
    if (typeof shortMessage === 'string' && shortMessage) return shortMessage
    if (typeof message === 'string' && message) return message
  }
  return text(fallback)
}

/** An error's code (a kit code or an EIP-1193 number), or null. */
export function errorCodeOf(error: unknown): string | null {
  const code = error && typeof error === 'object' ? (error as { code?: unknown }).code : undefined
  return typeof code === 'string' || typeof code === 'number' ? String(code) : null
}
