'use client'
import { useLoginWithFarcaster } from '../../hooks/internalApi.js'
import type { UiLoginMethodHooks } from './types.js'

/** The Farcaster room's hooks (see `UiLoginMethodHooks`): its screen's. */
export const farcasterHooks: UiLoginMethodHooks = {
  screenHooks: { farcaster: () => ({ loginWithFarcaster: useLoginWithFarcaster() }) },
}
