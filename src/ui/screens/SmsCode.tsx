'use client'
import { formatPhoneNumber, useLoginWithSms } from '../../hooks/internalApi.js'
import type { ScreenProps } from '../appearance.js'
import { CodeEntry } from '../components/CodeEntry.js'
import { useFoyerUi } from '../context.js'

/** SMS code entry: the e-mail code screen's machinery (CodeEntry) over useLoginWithSms. */
export default function SmsCode({ navigate, back, canGoBack }: ScreenProps<'smsCode'>) {
  const { t } = useFoyerUi()
  const { state, loginWithCode, sendCode } = useLoginWithSms()
  return (
    <CodeEntry
      kind="smsCode"
      subtitle={t('smsCode.subtitle', { phone: state.destination ? formatPhoneNumber(state.destination) : '' })}
      state={state}
      loginWithCode={loginWithCode}
      resend={() => sendCode({ phoneNumber: state.destination ?? '', disableSignup: state.disableSignup, intent: state.intent })}
      navigate={navigate}
      back={back}
      canGoBack={canGoBack}
    />
  )
}
