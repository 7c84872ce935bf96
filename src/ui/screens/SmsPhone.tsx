'use client'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { styled } from 'styled-components'
import { isRateLimitError, type FoyerError, type PhoneCountryCode } from '../../core/index.js'
import { useLoginWithSms, usePhoneInput } from '../../hooks/index.js'
import { vars } from '../../themes/index.js'
import type { ScreenProps } from '../appearance.js'
import { useFoyerUi, type FoyerUiContextValue } from '../context.js'
import { Button } from '../primitives/Button.js'
import { ScreenFrame } from '../primitives/Screen.js'
import { Title } from '../primitives/Text.js'
import { controlCss, Field, Label, TextInput } from '../primitives/TextInput.js'
import { useSlot } from '../primitives/useSlot.js'

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: calc(${vars.space.unit} * 3);
`
const Select = styled.select`${controlCss}`

/** Errors of sending a code shown under the input; the others get the error screen. */
function inlineError(error: unknown, t: FoyerUiContextValue['t']): string | null {
  if (isRateLimitError(error)) return t('smsPhone.tooManyRequests')
  if ((error as FoyerError | null)?.code === 'invalid_phone_number') return t('smsPhone.invalid')
  return null
}

/**
 * Phone entry: a country selector of calling codes and the number, formatted as typed; submit is
 * disabled until the number is valid, Enter submits, changing the country clears the number.
 */
export default function SmsPhone({ navigate, back, canGoBack }: ScreenProps<'smsPhone'>) {
  const { t, loginOptions } = useFoyerUi()
  const { state: flow, sendCode } = useLoginWithSms()
  const { state, countries, setPhoneNumber, setCountry } = usePhoneInput()
  const [error, setError] = useState<string | null>(null)
  const selectId = useId()
  const countrySlot = useSlot('countrySelect')
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
      await sendCode({ phoneNumber: state.qualifiedPhoneNumber, disableSignup: loginOptions.disableSignup ?? false })
      navigate('smsCode')
    } catch (cause) {
      const inline = inlineError(cause, t)
      if (inline) setError(inline)
      else navigate('error', { error: cause })
    }
  }

  return (
    <ScreenFrame id="smsPhone" showBack={canGoBack} onBack={back}>
      <Title>{t('smsPhone.title')}</Title>
      <Form onSubmit={submit} noValidate {...form}>
        <Field>
          <Label htmlFor={selectId} {...useSlot('label')}>{t('smsPhone.country')}</Label>
          <Select
            id={selectId}
            name="country"
            value={state.countryCode}
            disabled={sending}
            onChange={(e) => {
              setCountry(e.target.value as PhoneCountryCode)
              setError(null)
            }}
            {...countrySlot}
          >
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {t('smsPhone.countryOption', { name: c.name, callingCode: c.callingCode })}
              </option>
            ))}
          </Select>
        </Field>
        <TextInput
          slot="phoneInput"
          type="tel"
          name="phone"
          autoComplete="tel-national"
          inputMode="tel"
          label={t('smsPhone.number')}
          placeholder={t('smsPhone.placeholder')}
          value={state.rawPhoneNumber}
          onChange={(e) => {
            setPhoneNumber(e.target.value)
            setError(null)
          }}
          error={error}
          readOnly={sending}
        />
        <Button type="submit" disabled={!state.isValid} loading={sending}>
          {sending ? t('smsPhone.submitting') : t('smsPhone.submit')}
        </Button>
      </Form>
    </ScreenFrame>
  )
}
