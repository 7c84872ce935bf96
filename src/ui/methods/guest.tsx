'use client'
import { guestMethod } from '../../core/index.js'
import type { UiLoginMethod } from './types.js'

/** Guest accounts in the default UI. */
export const guestUi: UiLoginMethod = {
  owns: guestMethod.owns,
}
