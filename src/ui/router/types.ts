'use client'
import type { ComponentType, LazyExoticComponent } from 'react'
import type { ScreenProps } from '../appearance.js'
import type { ScreenId } from '../screen-ids.js'

export type ScreenDefinition<Id extends ScreenId> = {
  component: LazyExoticComponent<ComponentType<ScreenProps<Id>>>
  /** Shown before the client is `ready`; others wait behind a spinner. */
  showBeforeReady?: boolean
  /** Its steps send a captcha token: the captcha runs while it shows (when the app has captcha on). */
  captcha?: boolean
}

