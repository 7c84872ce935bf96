'use client'
import { lazyComponent, lazyDefault, lazyModule } from '../../../lib/lazy.js'
import { PhoneIcon } from '../../../primitives/PhoneIcon.js'
import type { MfaFactorUi } from './types.js'

/** A code texted to the user's MFA phone (sent on entry, resendable); set up with the number. */
export const smsFactorUi: MfaFactorUi = {
  method: 'sms',
  label: 'mfa.method.sms',
  icon: PhoneIcon,
  Verify: lazyComponent(() =>
    import('../MfaVerifyCode.js').then(({ MfaVerifyCode }) => function SmsVerify({ state }: Parameters<MfaFactorUi['Verify']>[0]) {
      return <MfaVerifyCode state={state} subtitle="mfa.code.sms" sendsCode />
    }),
  ),
  enroll: { screen: 'mfaEnrollSms', detail: 'mfaEnroll.choose.sms' },
  screens: { mfaEnrollSms: { component: lazyDefault(() => import('../MfaEnrollSms.js')) } },
  hooks: lazyModule(() => import('./sms-hooks.js').then((m) => m.smsFactorHooks)),
}
