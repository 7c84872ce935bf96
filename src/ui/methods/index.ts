'use client'
import { telegramUi } from './telegram.js'
import { emailUi } from './email.js'
import { smsUi } from './sms.js'
import { oauthUi } from './oauth.js'
import { passkeyUi } from './passkey.js'
import { farcasterUi } from './farcaster.js'
import { crossAppUi } from './cross-app.js'
import { guestUi } from './guest.js'
import { walletUi } from './wallet.js'
import type { UiLoginMethod } from './types.js'

export type { UiLoginMethod, LoginMethodEntryProps, LinkEntry, ScreenTarget } from './types.js'

/**
 * Every login method's UI room (a new method: `src/ui/methods/<method>.tsx` and one row here).
 * The landing, the router, the link screen and the openers read them.
 */
export const UI_METHODS: readonly UiLoginMethod[] = [
  emailUi,
  smsUi,
  oauthUi,
  passkeyUi,
  telegramUi,
  farcasterUi,
  crossAppUi,
  guestUi,
  walletUi,
]

/** The UI room of a login-method id, or undefined. */
export const uiMethodFor = (loginMethod: string) => UI_METHODS.find((method) => method.owns(loginMethod))
