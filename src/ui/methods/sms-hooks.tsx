'use client'
import { useLoginWithSms, usePhoneInput } from '../../hooks/internalApi.js'
import { useFoyerUi } from '../context.js'
import type { PhoneForm } from '../screen-ids.js'
import type { UiLoginMethodHooks } from './types.js'

/** The phone form's hook values; the phone field in the catalogue's language (country names), like the default screens. */
const usePhoneForm = (): PhoneForm => ({
  loginWithSms: useLoginWithSms(),
  phoneInput: usePhoneInput({ locale: useFoyerUi().t('meta.lang') }),
})

/** The SMS room's hooks (see `UiLoginMethodHooks`): its screens'. */
export const smsHooks: UiLoginMethodHooks = {
  screenHooks: {
    smsPhone: usePhoneForm,
    smsCode: () => ({ loginWithSms: useLoginWithSms() }),
    linkPhone: usePhoneForm,
    updatePhone: usePhoneForm,
  },
}
