'use client'
import { crossAppMethod } from '../../core/index.js'
import type { UiLoginMethod } from './types.js'

/** Cross-app accounts in the default UI. */
export const crossAppUi: UiLoginMethod = {
  owns: crossAppMethod.owns,
}
