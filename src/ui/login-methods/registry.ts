'use client'
import type { ComponentType } from 'react'
import { uiMethodFor, type LoginMethodEntryProps } from '../methods/index.js'
import { GuestMethod } from './GuestMethod.js'
import { PasskeyMethod } from './PasskeyMethod.js'
import { OAUTH_METHOD_ENTRIES } from './OAuthMethod.js'
import { FarcasterMethod } from './FarcasterMethod.js'
import { CrossAppMethod } from './CrossAppMethod.js'
import { WalletMethod } from './WalletMethod.js'
import { constants } from '../../core/index.js'

export type { LoginMethodEntryProps }
// Where the landing placed the entry ('Recent' chip, relabelled wallet overflow button) comes by
// context (`useLoginMethodPlacement`, applied by MethodButton): see ./placement.tsx.

/**
 * The landing's login-method buttons, by method id (as in the app config's `loginMethods`).
 * A new method: write its `XMethod.tsx` entry component (usually a `MethodButton` that starts the
 * flow and navigates to the method's screen) and add ONE row here. The landing renders rows in
 * the configured order (core's `planLanding` splits them between the landing and the overflow
 * view) and skips ids without a row. `wallet` (the wallet picker) is the wallet engineers' row;
 * the landing also renders it, relabelled, as the wallet overflow button; until it exists the
 * wallet section renders nothing.
 */
export const LOGIN_METHOD_ENTRIES: Partial<Record<string, ComponentType<LoginMethodEntryProps>>> = {
  guest: GuestMethod,
  passkey: PasskeyMethod,
  ...OAUTH_METHOD_ENTRIES,
  farcaster: FarcasterMethod,
  wallet: WalletMethod,
}

/**
 * Families of method ids, by prefix: `privy:{providerAppId}` is a cross-app provider button (its
 * name and logo come from the provider's details).
 */
export const LOGIN_METHOD_PREFIX_ENTRIES: Partial<Record<string, ComponentType<LoginMethodEntryProps>>> = {
  [constants.CROSS_APP_PROVIDER_PREFIX]: CrossAppMethod,
}

/** The entry of a method id: an exact row, else a prefix row; undefined for an unknown id. */
export function loginMethodEntry(method: string): ComponentType<LoginMethodEntryProps> | undefined {
  const room = uiMethodFor(method)?.entry
  if (room) return room
  const exact = LOGIN_METHOD_ENTRIES[method]
  if (exact) return exact
  const prefix = Object.keys(LOGIN_METHOD_PREFIX_ENTRIES).find((p) => method.startsWith(p) && method.length > p.length)
  return prefix ? LOGIN_METHOD_PREFIX_ENTRIES[prefix] : undefined
}
