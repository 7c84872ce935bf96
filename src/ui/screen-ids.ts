import type { FoyerError } from '../core/index.js'
import type { PasskeyFlowMode } from '../core/index.js'

/** Every screen of the default UI, by id. A host replaces one with `appearance.screens[id]`. */
export const SCREEN_IDS = ['landing', 'emailCode', 'success', 'error', 'smsPhone', 'smsCode', 'passkey', 'passkeyChoice', 'oauthStatus', 'telegramStatus', 'farcaster', 'crossApp'] as const
export type ScreenId = (typeof SCREEN_IDS)[number]

/** What `navigate(id, params)` passes to each screen. */
export type ScreenParamsMap = {
  landing: undefined
  emailCode: undefined
  success: undefined
  error: { error: FoyerError | unknown }
  smsPhone: undefined
  smsCode: undefined
  /** Which passkey ceremony the status screen shows (and retries). */
  passkey: { mode: PasskeyFlowMode }
  passkeyChoice: undefined
  /** The provider the status screen shows (the flow's own provider wins once it started). */
  oauthStatus: { provider: string } | undefined
  telegramStatus: undefined
  /** `layout` forces the desktop (QR code + link) or mobile (open-the-app buttons) layout; default: detected. */
  farcaster: { layout?: 'desktop' | 'mobile' } | undefined
  /** The provider app the cross-app screen connects to. */
  crossApp: { providerAppId: string }
}
export type ScreenParams<Id extends ScreenId = ScreenId> = ScreenParamsMap[Id]
