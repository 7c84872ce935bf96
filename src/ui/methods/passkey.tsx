'use client'
import { passkeyMethod } from '../../core/index.js'
import type { UiLoginMethod } from './types.js'

/** Passkeys in the default UI. */
export const passkeyUi: UiLoginMethod = {
  owns: passkeyMethod.owns,
}
