'use client'
import { lazyComponent, lazyDefault, lazyModule } from '../../../lib/lazy.js'
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

/** An authenticator app: a code of the app; set up by scanning its QR code (or typing the key). */
export const totpFactorUi: MfaFactorUi = {
  method: 'totp',
  label: 'mfa.method.totp',
  icon: AuthenticatorIcon,
  Verify: lazyComponent(() =>
    import('../MfaVerifyCode.js').then(({ MfaVerifyCode }) => function TotpVerify({ state }: Parameters<MfaFactorUi['Verify']>[0]) {
      return <MfaVerifyCode state={state} subtitle="mfa.code.totp" />
    }),
  ),
  enroll: { screen: 'mfaEnrollTotp', detail: 'mfaEnroll.choose.totp' },
  screens: { mfaEnrollTotp: { component: lazyDefault(() => import('../MfaEnrollTotp.js')) } },
  hooks: lazyModule(() => import('./totp-hooks.js').then((m) => m.totpFactorHooks)),
}
