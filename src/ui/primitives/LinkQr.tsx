'use client'
import type { ReactNode } from 'react'
import { styled } from 'styled-components'
import { constants, truncateLink } from '../../hooks/internalApi.js'
import { vars } from '../../themes/index.js'
import { useCopy } from '../lib/useCopy.js'
import { Button } from './Button.js'
import { QrCode } from './QrCode.js'
import { Spinner } from './Spinner.js'
import { Text } from './Text.js'
import { useSlot } from './useSlot.js'

/** A link is shown shortened to this many characters (its QR code carries it whole). */
const LINK_DISPLAY_LENGTH = 30

const Placeholder = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${constants.QR_SIZE_LOGIN_PX}px;
  max-width: 100%;
  aspect-ratio: 1;
  margin: 0 auto;
  border-radius: ${vars.radii.input};
  border: 1px solid ${vars.colors.border};
  color: ${vars.colors.accent};
`
const LinkRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: calc(${vars.space.unit} * 2);
  padding: calc(${vars.space.unit} * 2) calc(${vars.space.unit} * 3);
  border-radius: ${vars.radii.input};
  background: ${vars.colors.backgroundSecondary};
  font-family: ${vars.fonts.mono};
  font-size: ${vars.fontSizes.xs};
  color: ${vars.colors.foregroundSecondary};
  /* The link is already shortened: wrap it rather than cut it again. */
  & > span, & > a { min-width: 0; overflow-wrap: anywhere; color: inherit; }
  & > button { width: auto; flex: none; }
`
const Waiting = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: calc(${vars.space.unit} * 2);
  color: ${vars.colors.foregroundSecondary};
`

/** What {@link LinkQr} shows. */
export type LinkQrProps = {
  /** The link to open in another app; null while it is being made (a spinner stands in for the QR code). */
  link: string | null
  /** The QR code's accessible name. */
  qrLabel: string
  copyLabel: string
  copiedLabel: string
  /** Show the shortened link as a link that opens it (default: as text). */
  openable?: boolean
}

/**
 * A link to approve in another app (a connect or approval link): its QR code — a
 * spinner until the link exists — and the link shortened to 30 characters with a Copy button
 * (slot `copyLink`, state idle / success).
 */
export function LinkQr({ link, qrLabel, copyLabel, copiedLabel, openable = false }: LinkQrProps) {
  const { copied, copy } = useCopy()
  const copySlot = useSlot('copyLink', copied ? 'success' : 'idle')
  if (!link) return <Placeholder><Spinner size={28} /></Placeholder>
  const shown = truncateLink(link, LINK_DISPLAY_LENGTH)
  return (
    <>
      <QrCode value={link} label={qrLabel} />
      <LinkRow {...copySlot}>
        {openable ? <a href={link} target="_blank" rel="noopener noreferrer" title={link}>{shown}</a> : <span title={link}>{shown}</span>}
        <Button kind="link" onClick={() => void copy(link)}>{copied ? copiedLabel : copyLabel}</Button>
      </LinkRow>
    </>
  )
}

/** A spinner beside what the screen waits for ('Waiting for approval …'). */
export function WaitingLine({ children }: { children: ReactNode }) {
  return (
    <Waiting>
      <Spinner />
      <Text>{children}</Text>
    </Waiting>
  )
}
