'use client'
import type { ComponentType } from 'react'
import type { Navigate } from '../appearance.js'
import { GuestMethod } from './GuestMethod.js'
import { PasskeyMethod } from './PasskeyMethod.js'
import { SmsMethod } from './SmsMethod.js'
import { OAUTH_METHOD_ENTRIES } from './OAuthMethod.js'
import { TelegramMethod } from './TelegramMethod.js'
import { FarcasterMethod } from './FarcasterMethod.js'
import { CrossAppMethod } from './CrossAppMethod.js'
import { constants } from '../../core/index.js'

/** What a login-method entry renders on the landing. It uses public hooks itself. */
export type LoginMethodEntryProps = {
  navigate: Navigate
  /** The method id the entry was picked for (e.g. `privy:{providerAppId}` for a prefix entry). */
  method?: string
}

/**
 * The landing's login-method buttons, by method id (as in the app config's `loginMethods`).
 * A new method: write its `XMethod.tsx` entry component (usually a `MethodButton` that starts the
 * flow and navigates to the method's screen) and add ONE row here. `email` is the landing's own
 * form and has no row. The landing renders rows in the configured order and skips unknown ids.
 */
export const LOGIN_METHOD_ENTRIES: Partial<Record<string, ComponentType<LoginMethodEntryProps>>> = {
  sms: SmsMethod,
  guest: GuestMethod,
  passkey: PasskeyMethod,
  ...OAUTH_METHOD_ENTRIES,
  telegram: TelegramMethod,
  farcaster: FarcasterMethod,
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
  const exact = LOGIN_METHOD_ENTRIES[method]
  if (exact) return exact
  const prefix = Object.keys(LOGIN_METHOD_PREFIX_ENTRIES).find((p) => method.startsWith(p) && method.length > p.length)
  return prefix ? LOGIN_METHOD_PREFIX_ENTRIES[prefix] : undefined
}
