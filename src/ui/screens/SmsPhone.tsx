'use client'
import { useEffect, useState, type FormEvent } from 'react'
import { styled } from 'styled-components'
import type { FoyerError } from '../../hooks/index.js'
import { useLoginWithSms, usePhoneInput, isRateLimitError } from '../../hooks/internalApi.js'
import { vars } from '../../themes/index.js'
import type { ScreenProps } from '../appearance.js'
import { useFoyerUi } from '../context.js'
import { Button } from '../primitives/Button.js'
import { ScreenFrame } from '../primitives/Screen.js'
import { Title } from '../primitives/Text.js'
import { PhoneFields } from '../components/PhoneFields.js'
import { useSlot } from '../primitives/useSlot.js'

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: calc(${vars.space.unit} * 3);
`

type SmsPhoneError = 'smsPhone.tooManyRequests' | 'smsPhone.invalid'

/**
 * Errors of sending a code shown under the input (their copy key: translated when shown, so a
 * language change reaches them); the others get the error screen.
 */
function inlineError(error: unknown): SmsPhoneError | null {
  if (isRateLimitError(error)) return 'smsPhone.tooManyRequests'
  if ((error as FoyerError | null)?.code === 'invalid_phone_number') return 'smsPhone.invalid'
  return null
}

/**
 * Phone entry: a country selector of calling codes and the number, formatted as typed; submit is
 * disabled until the number is valid, Enter submits, changing the country clears the number.
 */
export default function SmsPhone({ navigate, back, canGoBack, intent }: ScreenProps<'smsPhone'> & {
  /** 'Link phone' / 'Update phone' (screens linkPhone / updatePhone) send the code with that intent. */
  intent?: 'link' | 'update' | undefined
}) {
  const { t, loginOptions } = useFoyerUi()
  const { state: flow, sendCode } = useLoginWithSms()
  // Country names in the catalogue's language (Intl.DisplayNames).
  const phone = usePhoneInput({ locale: t('meta.lang') })
  const { state, setPhoneNumber } = phone
  const [error, setError] = useState<SmsPhoneError | null>(null)
  const form = useSlot('form')
  const sending = flow.status === 'sending-code'
  const prefill = loginOptions.prefill?.type === 'phone' ? loginOptions.prefill.value : null
  useEffect(() => {
    if (prefill) setPhoneNumber(prefill)
  }, [prefill, setPhoneNumber])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!state.isValid || sending) return
    setError(null)
    try {
      await sendCode(intent ? { phoneNumber: state.qualifiedPhoneNumber, intent } : { phoneNumber: state.qualifiedPhoneNumber, disableSignup: loginOptions.disableSignup ?? false })
      navigate('smsCode')
    } catch (cause) {
      const inline = inlineError(cause)
      if (inline) setError(inline)
      else navigate('error', { error: cause })
    }
  }

  return (
    <ScreenFrame id={intent === 'update' ? 'updatePhone' : intent ? 'linkPhone' : 'smsPhone'} showBack={canGoBack} onBack={back}>
      <Title>{intent ? t(`linkPhone.title.${intent}`) : t('smsPhone.title')}</Title>
      <Form onSubmit={submit} noValidate {...form}>
        <PhoneFields phone={phone} error={error && t(error)} onEdit={() => setError(null)} busy={sending} />
        <Button type="submit" disabled={!state.isValid} loading={sending}>
          {sending ? t('smsPhone.submitting') : t('smsPhone.submit')}
        </Button>
      </Form>
    </ScreenFrame>
  )
}
