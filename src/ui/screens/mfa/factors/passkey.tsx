'use client'
import { lazy } from 'react'
import { useMfaEnrollment, useUser } from '../../../../hooks/index.js'
import { PasskeyIcon } from '../../../login-methods/PasskeyIcon.js'
import { MfaVerifyPasskey } from '../MfaVerifyPasskey.js'
import type { MfaFactorUi } from './types.js'

/** A passkey: the browser's prompt (started from the click that picks it); set up from the user's passkeys. */
export const passkeyFactorUi: MfaFactorUi = {
  method: 'passkey',
  label: 'mfa.method.passkey',
  icon: PasskeyIcon,
  Verify: MfaVerifyPasskey,
  // Straight from the click, so the browser sees the user's gesture.
  onChoose: (mfa) => void mfa.verifyWithPasskey().catch(() => {}),
  enroll: { screen: 'mfaEnrollPasskey', detail: 'mfaEnroll.choose.passkey' },
  screens: { mfaEnrollPasskey: { component: lazy(() => import('../MfaEnrollPasskey.js')) } },
  screenHooks: { mfaEnrollPasskey: () => ({ mfaEnrollment: useMfaEnrollment(), user: useUser() }) },
}
