'use client'
import { useLoginWithEmail } from '../../hooks/internalApi.js'
import type { ScreenProps } from '../appearance.js'
import { CodeEntry } from '../components/CodeEntry.js'
import { useFoyerUi } from '../context.js'

export { resendSecondsLeft } from '../components/CodeEntry.js'

/** E-mail code entry: six boxes, auto-submit, shake-and-clear on a wrong code, resend countdown. */
export default function EmailCode({ navigate, back, canGoBack }: ScreenProps<'emailCode'>) {
  const { t } = useFoyerUi()
  const { state, loginWithCode, sendCode } = useLoginWithEmail()
  return (
    <CodeEntry
      kind="emailCode"
      subtitle={t('emailCode.subtitle', { email: state.destination ?? '' })}
      state={state}
      loginWithCode={loginWithCode}
      resend={() => sendCode({ email: state.destination ?? '', disableSignup: state.disableSignup, intent: state.intent })}
      navigate={navigate}
      back={back}
      canGoBack={canGoBack}
    />
  )
}
