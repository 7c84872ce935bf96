'use client'
import { emailMethod } from '../../core/index.js'
import type { UiLoginMethod } from './types.js'

/** E-mail code login in the default UI. */
export const emailUi: UiLoginMethod = {
  owns: emailMethod.owns,
}
