'use client'
import { useMfaEnrollment, usePhoneInput } from '../../../../hooks/internalApi.js'
import { useFoyerUi } from '../../../context.js'
import type { MfaFactorUiHooks } from './types.js'

/** What a replacement of the SMS factor's setup screen gets. */
export const smsFactorHooks: MfaFactorUiHooks = {
  screenHooks: {
    // The phone field in the catalogue's language (country names), like the default screen.
    mfaEnrollSms: () => ({ mfaEnrollment: useMfaEnrollment(), phoneInput: usePhoneInput({ locale: useFoyerUi().t('meta.lang') }) }),
  },
}
