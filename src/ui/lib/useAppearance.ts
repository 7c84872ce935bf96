'use client'
import { createContext, useContext, useMemo } from 'react'
import { useFoyerAppearance } from '../../hooks/internalApi.js'
import { mergeAppearance, type Appearance, type EffectiveAppearance } from '../appearance.js'
import type { ScreenId } from '../screen-ids.js'

/** The raw appearance levels of the nearest UI (provider-wide, then its own prop), for per-screen merges. */
export const AppearanceLevelsContext = createContext<readonly (Appearance | undefined)[]>([])

/** The levels for a UI whose own prop is `appearance`: the provider's, then it. */
export function useAppearanceLevels(appearance: Appearance | undefined): readonly (Appearance | undefined)[] {
  const provider = useFoyerAppearance()
  return useMemo(() => [provider, appearance], [provider, appearance])
}

/** The effective appearance of `levels` for a screen (or outside any screen: no per-screen entries). */
export function useMergedAppearance(levels: readonly (Appearance | undefined)[], screenId?: ScreenId): EffectiveAppearance {
  return useMemo(() => mergeAppearance(levels, screenId), [levels, screenId])
}

/** Inside a UI: the effective appearance of one screen (the captcha step over another screen). */
export function useScreenAppearance(screenId: ScreenId): EffectiveAppearance {
  return useMergedAppearance(useContext(AppearanceLevelsContext), screenId)
}
