'use client'
import { fundingValue } from '../core/index.js'
import { useValue } from './internal.js'

/**
 * Whether a funding flow is open: all the default UI's overlays watch before a funding opens (the
 * funding screens, their copy and the funding code load then).
 */
export const useShownFunding = (): boolean => useValue(fundingValue) !== null
