'use client'
import { smsMethod } from '../../core/index.js'
import type { UiLoginMethod } from './types.js'

/** SMS code login in the default UI. */
export const smsUi: UiLoginMethod = {
  owns: smsMethod.owns,
}
