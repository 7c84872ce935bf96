'use client'
import { oauthMethod } from '../../core/index.js'
import type { UiLoginMethod } from './types.js'

/** Social login (every OAuth provider) in the default UI. */
export const oauthUi: UiLoginMethod = {
  owns: oauthMethod.owns,
}
