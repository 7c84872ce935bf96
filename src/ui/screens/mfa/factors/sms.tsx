'use client'
import { lazy } from 'react'
import type { MfaFlowState } from '../../../../core/index.js'
import { useMfaEnrollment, usePhoneInput } from '../../../../hooks/index.js'
import { useFoyerUi } from '../../../context.js'
import { PhoneIcon } from '../../../primitives/Icons.js'
import { MfaVerifyCode } from '../MfaVerifyCode.js'
import type { MfaFactorUi } from './types.js'

function SmsVerify({ state }: { state: MfaFlowState }) {
  return <MfaVerifyCode state={state} subtitle="mfa.code.sms" sendsCode />
}

/** A code texted to the user's MFA phone (sent on entry, resendable); set up with the number. */
export const smsFactorUi: MfaFactorUi = {
  method: 'sms',
  label: 'mfa.method.sms',
  icon: PhoneIcon,
  Verify: SmsVerify,
  enroll: { screen: 'mfaEnrollSms', detail: 'mfaEnroll.choose.sms' },
  screens: { mfaEnrollSms: { component: lazy(() => import('../MfaEnrollSms.js')) } },
  screenHooks: {
    // The phone field in the catalogue's language (country names), like the default screen.
    mfaEnrollSms: () => ({ mfaEnrollment: useMfaEnrollment(), phoneInput: usePhoneInput({ locale: useFoyerUi().t('meta.lang') }) }),
  },
}
