import type { LoginMethodDescriptor } from '../steps/loginMethod.js'
import type { LinkedAccount } from '../types/user.js'
import type { CannotUnlinkMfaPasskeyError } from '../methods/passkey/errors.js'
import { walletMethod } from '../wallets/method.js'
import { crossAppMethod } from '../methods/cross-app/method.js'
import { customAuthMethod } from '../methods/custom-auth/method.js'
import { emailMethod } from '../methods/email/method.js'
import { farcasterMethod } from '../methods/farcaster/method.js'
import { guestMethod } from '../methods/guest/method.js'
import { oauthMethod } from '../methods/oauth/method.js'
import { passkeyMethod } from '../methods/passkey/method.js'
import { siweMethod } from '../methods/siwe/method.js'
import { siwsMethod } from '../methods/siws/method.js'
import { smsMethod } from '../methods/sms/method.js'
import { telegramMethod } from '../methods/telegram/method.js'

/**
 * Every login method the kit has, one descriptor each (a new method: its room under
 * `src/core/methods/<method>/` with a `method.ts`, and one row here).
 */
export const LOGIN_METHODS: readonly LoginMethodDescriptor[] = [
  emailMethod,
  smsMethod,
  oauthMethod,
  passkeyMethod,
  telegramMethod,
  farcasterMethod,
  crossAppMethod,
  guestMethod,
  customAuthMethod,
  walletMethod,
  siweMethod,
  siwsMethod,
]

/** The method an id of the app config's `loginMethods` belongs to, or undefined for an unknown id. */
export const methodFor = (loginMethod: string) => LOGIN_METHODS.find((method) => method.owns(loginMethod))

/** The method a linked account belongs to. */
export const methodForAccount = (account: LinkedAccount) => LOGIN_METHODS.find((method) => method.ownsAccount?.(account))

/** The method whose accounts a transfer's `linkMethod` names. */
export const methodForTransfer = (linkMethod: string) => LOGIN_METHODS.find((method) => method.transfer?.owns(linkMethod))

/**
 * What a login method's own unlink refuses beyond the request's failures (the row of each method
 * that has one): a passkey the user verifies MFA with.
 */
export type MethodUnlinkErrorType = CannotUnlinkMfaPasskeyError
