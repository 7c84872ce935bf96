'use client'
import { lazyComponent, lazyDefault, lazyModule } from '../../../lib/lazy.js'
import { PasskeyIcon } from '../../../login-methods/PasskeyIcon.js'
import type { MfaFactorUi } from './types.js'

/** A passkey: the browser's prompt (started from the click that picks it); set up from the user's passkeys. */
export const passkeyFactorUi: MfaFactorUi = {
  method: 'passkey',
  label: 'mfa.method.passkey',
  icon: PasskeyIcon,
  Verify: lazyComponent(() => import('../MfaVerifyPasskey.js').then((m) => m.MfaVerifyPasskey)),
  // Straight from the click, so the browser sees the user's gesture.
  onChoose: (mfa) => void mfa.verifyWithPasskey().catch(() => {}),
  enroll: { screen: 'mfaEnrollPasskey', detail: 'mfaEnroll.choose.passkey' },
  screens: { mfaEnrollPasskey: { component: lazyDefault(() => import('../MfaEnrollPasskey.js')) } },
  hooks: lazyModule(() => import('./passkey-hooks.js').then((m) => m.passkeyFactorHooks)),
}
