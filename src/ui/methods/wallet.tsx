'use client'
import { walletMethod } from '../../core/index.js'
import type { UiLoginMethod } from './types.js'

/** External wallets (the picker, SIWE and SIWS) in the default UI. */
export const walletUi: UiLoginMethod = {
  owns: walletMethod.owns,
}
