'use client'
import { useFoyerUi } from '../context.js'
import { PhoneIcon } from '../primitives/PhoneIcon.js'
import { MethodButton } from './MethodButton.js'
import type { LoginMethodEntryProps } from '../methods/types.js'

/** 'Continue with SMS' on the landing: opens the phone screen. */
export function SmsMethod({ navigate }: LoginMethodEntryProps) {
  const { t } = useFoyerUi()
  return (
    <MethodButton method="sms" icon={PhoneIcon} onClick={() => navigate('smsPhone')}>
      {t('landing.sms')}
    </MethodButton>
  )
}
