'use client'
import { create } from 'qrcode'
import { useMemo } from 'react'
import { styled } from 'styled-components'
import { constants } from '../../hooks/internalApi.js'
import { vars } from '../../themes/index.js'
import { useSlot } from './useSlot.js'

const QUIET_ZONE = 2

const Frame = styled.div<{ $size: number }>`
  width: ${(p) => p.$size}px;
  max-width: 100%;
  margin: 0 auto;
  padding: calc(${vars.space.unit} * 2);
  border-radius: ${vars.radii.input};
  border: 1px solid ${vars.colors.border};
  /* Dark modules on white whatever the theme: every scanner reads that. */
  background: #ffffff;
  & > svg { display: block; width: 100%; height: auto; }
`

/** The path of the dark modules, one unit square each. */
export function qrPath(text: string): { size: number; d: string } {
  const { modules } = create(text, { errorCorrectionLevel: constants.QR_ERROR_CORRECTION })
  let d = ''
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) d += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`
    }
  }
  return { size: modules.size + QUIET_ZONE * 2, d }
}

/** The props of {@link QrCode}: the value to encode, its accessible label and size. */
export type QrCodeProps = {
  value: string
  /** Accessible name of the image. */
  label: string
  /** Pixels (default: the login size, 275). */
  size?: number
}

/** A QR code (error correction Q) drawn as one SVG path, in the `qrCode` slot. */
export function QrCode({ value, label, size = constants.QR_SIZE_LOGIN_PX }: QrCodeProps) {
  const { size: modules, d } = useMemo(() => qrPath(value), [value])
  return (
    <Frame $size={size} {...useSlot('qrCode')}>
      <svg role="img" aria-label={label} viewBox={`0 0 ${modules} ${modules}`} shapeRendering="crispEdges" data-value={value}>
        <path d={d} fill="#000000" />
      </svg>
    </Frame>
  )
}
