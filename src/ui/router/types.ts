'use client'
import type { ScreenProps } from '../appearance.js'
import type { LazyComponent } from '../lib/lazy.js'
import type { ScreenId } from '../screen-ids.js'

export type ScreenDefinition<Id extends ScreenId> = {
  /** The screen: a chunk of its own (`lazyComponent`), loaded when it is about to show. */
  component: LazyComponent<ScreenProps<Id>>
  /** Shown before the client is `ready`; others wait behind a spinner. */
  showBeforeReady?: boolean
  /** Its steps send a captcha token: the captcha runs while it shows (when the app has captcha on). */
  captcha?: boolean
}
