import type { FoyerError } from '../core/index.js'

/** Every screen of the default UI, by id. A host replaces one with `appearance.screens[id]`. */
export const SCREEN_IDS = ['landing', 'emailCode', 'success', 'error'] as const
export type ScreenId = (typeof SCREEN_IDS)[number]

/** What `navigate(id, params)` passes to each screen. */
export type ScreenParamsMap = {
  landing: undefined
  emailCode: undefined
  success: undefined
  error: { error: FoyerError | unknown }
}
export type ScreenParams<Id extends ScreenId = ScreenId> = ScreenParamsMap[Id]
