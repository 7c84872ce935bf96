'use client'
import { guestMethod } from '../../core/index.js'
import { GuestMethod } from '../login-methods/GuestMethod.js'
import type { UiLoginMethod } from './types.js'

/** Guest accounts in the default UI: the landing's 'Continue as guest' (no screens of its own). */
export const guestUi: UiLoginMethod = {
  owns: guestMethod.owns,
  entry: GuestMethod,
}
