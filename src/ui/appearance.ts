import type { ComponentType, CSSProperties } from 'react'
import type { ComponentOverrides } from './component-overrides.js'
import type { ScreenHooksMap } from './screen-ids.js'
import type { Navigate, ScreenId, ScreenParamsMap } from './screen-ids.js'
import type { MergedSlotStyles, SlotKey, SlotStyle, SlotStyles } from './slots.js'

export type { Navigate }

/** What every screen (default or replacement) receives. */
export type ScreenProps<Id extends ScreenId = ScreenId> = {
  id: Id
  params: ScreenParamsMap[Id]
  navigate: Navigate
  back: () => void
  close: () => void
  canGoBack: boolean
}

/**
 * A replacement also gets `Default` (the kit's screen, already bound to the same props) and
 * `hooks`: the return values of the public hooks the default screen uses (ScreenHooksMap[Id]).
 */
export type ScreenReplacementProps<Id extends ScreenId = ScreenId> = ScreenProps<Id> & {
  Default: ComponentType
  hooks: ScreenHooksMap[Id]
}

/** Replacement components for screens of the default UI, by screen id (`appearance.screens`). */
export type ScreenOverrides = { [Id in ScreenId]?: ComponentType<ScreenReplacementProps<Id>> }

/** What a per-screen entry (`appearance.emailCode`, `appearance.landing` …) may override. */
export type ScreenAppearance = {
  slots?: SlotStyles
  components?: ComponentOverrides
}

/**
 * Overrides of the default UI, the same shape at every level (`<FoyerProvider appearance>`, then
 * `<FoyerModal appearance>` / `<FoyerEmbed>` / `<FoyerScreens>`; later wins):
 * - `slots`: class name or style object per named element (see SLOT_NAMES);
 * - `components`: host components for the logo, avatars, disclaimer, spinner and icons (COMPONENT_NAMES);
 * - `screens`: replace a whole screen (see SCREEN_IDS);
 * - `[screenId]: { slots, components }`: the same, for one screen only (`emailCode: { slots: … }`).
 */
export type Appearance = {
  slots?: SlotStyles
  components?: ComponentOverrides
  screens?: ScreenOverrides
} & { [Id in ScreenId]?: ScreenAppearance }

/** The appearance a screen sees: every level merged, with its own per-screen entries. */
export type EffectiveAppearance = {
  slots: MergedSlotStyles
  components: ComponentOverrides
  screens: ScreenOverrides
}

// Types `<FoyerProvider appearance>` (foyer's hooks entry) once foyerkit/ui is imported.
declare module '../hooks/appearance.js' {
  interface Register {
    appearance: Appearance
  }
}

function mergeSlots(into: Partial<Record<SlotKey, SlotStyle[]>>, slots: SlotStyles | undefined) {
  if (!slots) return
  for (const [key, value] of Object.entries(slots) as [SlotKey, SlotStyle | undefined][]) {
    if (value === undefined || value === null) continue
    ;(into[key] ??= []).push(value)
  }
}

function mergeComponents(into: ComponentOverrides, components: ComponentOverrides | undefined) {
  if (!components) return
  for (const [name, value] of Object.entries(components) as [keyof ComponentOverrides, unknown][]) {
    if (value === undefined) continue
    if (name === 'icons') into.icons = { ...into.icons, ...(value as ComponentOverrides['icons']) }
    else (into as Record<string, unknown>)[name] = value
  }
}

/**
 * Merges appearance levels (lowest first: provider-wide, then a component's own prop) for one
 * screen: each level's `slots`/`components`/`screens`, then that level's `[screenId]` entry. Slot
 * values merge per key (class names concatenate, style objects merge, later keys win); components
 * (each icon too) and screens are replaced per key. Pure.
 */
export function mergeAppearance(levels: readonly (Appearance | null | undefined)[], screenId?: ScreenId): EffectiveAppearance {
  const slots: Partial<Record<SlotKey, SlotStyle[]>> = {}
  const components: ComponentOverrides = {}
  const screens: ScreenOverrides = {}
  for (const level of levels) {
    if (!level) continue
    mergeSlots(slots, level.slots)
    mergeComponents(components, level.components)
    if (level.screens) Object.assign(screens, level.screens)
    const own = screenId ? level[screenId] : undefined
    if (own) {
      mergeSlots(slots, own.slots)
      mergeComponents(components, own.components)
    }
  }
  const merged: MergedSlotStyles = {}
  for (const [key, values] of Object.entries(slots) as [SlotKey, SlotStyle[]][]) {
    const classes = values.filter((v): v is string => typeof v === 'string').join(' ')
    const styleValues = values.filter((v): v is CSSProperties => typeof v === 'object')
    const style = styleValues.length ? Object.assign({}, ...styleValues) as CSSProperties : undefined
    merged[key] = style && classes ? [classes, style] : style ?? classes
  }
  return { slots: merged, components, screens }
}
