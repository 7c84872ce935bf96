'use client'
import { lazy } from 'react'
import { smsMethod } from '../../core/index.js'
import { useLoginWithSms, usePhoneInput } from '../../hooks/index.js'
import { useFoyerUi } from '../context.js'
import { SmsMethod } from '../login-methods/SmsMethod.js'
import type { PhoneForm } from '../screen-ids.js'
import type { UiLoginMethod } from './types.js'

/** The phone form's hook values; the phone field in the catalogue's language (country names), like the default screens. */
const usePhoneForm = (): PhoneForm => ({
  loginWithSms: useLoginWithSms(),
  phoneInput: usePhoneInput({ locale: useFoyerUi().t('meta.lang') }),
})

/**
 * SMS code login in the default UI: the landing's 'Continue with SMS' button, the phone and code
 * screens, and the link and update screens `useLinkAccount().linkPhone()` /
 * `useUpdatePhone().updatePhone()` open.
 */
export const smsUi: UiLoginMethod = {
  owns: smsMethod.owns,
  entry: SmsMethod,
  screens: {
    smsPhone: { component: lazy(() => import('../screens/SmsPhone.js')), captcha: true },
    smsCode: { component: lazy(() => import('../screens/SmsCode.js')), captcha: true },
    linkPhone: { component: lazy(() => import('../screens/LinkPhone.js')) },
    updatePhone: { component: lazy(() => import('../screens/LinkPhone.js')) },
  },
  screenHooks: {
    smsPhone: usePhoneForm,
    smsCode: () => ({ loginWithSms: useLoginWithSms() }),
    linkPhone: usePhoneForm,
    updatePhone: usePhoneForm,
  },
  openScreen: (request) => (smsMethod.owns(request.method) ? { screen: request.screen === 'update' ? 'updatePhone' : 'linkPhone' } : null),
}
