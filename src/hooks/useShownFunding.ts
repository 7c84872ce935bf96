'use client'
import { fundingValue } from '../core/funding/state.js'
import { useValue } from './internal.js'

/**
 * Whether a funding flow is open, and its request's id: all the default UI's overlays watch
 * before a funding opens (the funding screens, their copy and the funding code load then).
 */
export function useShownFunding(): { open: boolean; id: number | null } {
  const funding = useValue(fundingValue)
  return { open: funding !== null, id: funding?.request.id ?? null }
}
