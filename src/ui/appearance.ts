import type { ComponentType } from 'react'
import type { ScreenId, ScreenParamsMap } from './screen-ids.js'
import type { SlotStyles } from './slots.js'

/** `navigate('error', { error })`, `navigate('emailCode')`: params are typed per screen. */
export type Navigate = <Id extends ScreenId>(
  id: Id,
  ...params: ScreenParamsMap[Id] extends undefined ? [] : [params: ScreenParamsMap[Id]]
) => void

/** What every screen (default or replacement) receives. */
export type ScreenProps<Id extends ScreenId = ScreenId> = {
  id: Id
  params: ScreenParamsMap[Id]
  navigate: Navigate
  back: () => void
  close: () => void
  canGoBack: boolean
}

/** A replacement also gets `Default`: the kit's screen, already bound to the same props. */
export type ScreenReplacementProps<Id extends ScreenId = ScreenId> = ScreenProps<Id> & { Default: ComponentType }

export type ScreenOverrides = { [Id in ScreenId]?: ComponentType<ScreenReplacementProps<Id>> }

/**
 * Overrides of the default UI's look, at two levels: `slots` (class name or style object per
 * named element, see SLOT_NAMES) and `screens` (replace a whole screen, see SCREEN_IDS).
 */
export type Appearance = {
  slots?: SlotStyles
  screens?: ScreenOverrides
}
