'use client'
import { lazy } from 'react'
import type { MfaFlowState } from '../../../../core/index.js'
import { useMfaEnrollment } from '../../../../hooks/index.js'
import { MfaVerifyCode } from '../MfaVerifyCode.js'
import type { MfaFactorUi } from './types.js'

/** A phone with a six-dot code (the authenticator-app factor). */
export function AuthenticatorIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" fill="none" aria-hidden="true">
      <rect x="5" y="2.5" width="10" height="15" rx="2" stroke="currentColor" strokeWidth="1.5" />
      <path d="M8 8h.01M10 8h.01M12 8h.01M8 11h.01M10 11h.01M12 11h.01" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}

function TotpVerify({ state }: { state: MfaFlowState }) {
  return <MfaVerifyCode state={state} subtitle="mfa.code.totp" />
}

/** An authenticator app: a code of the app; set up by scanning its QR code (or typing the key). */
export const totpFactorUi: MfaFactorUi = {
  method: 'totp',
  label: 'mfa.method.totp',
  icon: AuthenticatorIcon,
  Verify: TotpVerify,
  enroll: { screen: 'mfaEnrollTotp', detail: 'mfaEnroll.choose.totp' },
  screens: { mfaEnrollTotp: { component: lazy(() => import('../MfaEnrollTotp.js')) } },
  screenHooks: { mfaEnrollTotp: () => ({ mfaEnrollment: useMfaEnrollment() }) },
}
