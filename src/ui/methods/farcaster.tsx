'use client'
import { farcasterMethod } from '../../core/index.js'
import type { UiLoginMethod } from './types.js'

/** Farcaster in the default UI. */
export const farcasterUi: UiLoginMethod = {
  owns: farcasterMethod.owns,
}
