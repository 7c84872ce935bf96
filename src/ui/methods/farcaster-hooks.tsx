'use client'
import { useAppConfig, useFarcasterSignerRequest, useLoginWithFarcaster } from '../../hooks/internalApi.js'
import type { UiLoginMethodHooks } from './types.js'

/** The Farcaster room's hooks (see `UiLoginMethodHooks`): its screens' (the login and the signer). */
export const farcasterHooks: UiLoginMethodHooks = {
  screenHooks: {
    farcaster: () => ({ loginWithFarcaster: useLoginWithFarcaster() }),
    farcasterSigner: () => ({ farcasterSignerRequest: useFarcasterSignerRequest(), appConfig: useAppConfig() }),
  },
}
