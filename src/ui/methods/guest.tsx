'use client'
import { guestMethod } from '../../hooks/internalApi.js'
import { lazyComponent } from '../lib/lazy.js'
import type { UiLoginMethod } from './types.js'

/** Guest accounts in the default UI: the landing's 'Continue as guest' (no screens of its own). */
export const guestUi: UiLoginMethod = {
  owns: guestMethod.owns,
  entry: lazyComponent(() => import('../login-methods/GuestMethod.js').then((m) => m.GuestMethod)),
}
