'use client'
import { useId } from 'react'
import { styled } from 'styled-components'
import type { PhoneCountryCode } from '../../core/index.js'
import type { UsePhoneInputReturnType } from '../../hooks/index.js'
import { useFoyerUi } from '../context.js'
import { controlCss, Field, Label, TextInput } from '../primitives/TextInput.js'
import { useSlot } from '../primitives/useSlot.js'

const Select = styled.select`${controlCss}`

export type PhoneFieldsProps = {
  /** What `usePhoneInput()` returns. */
  phone: UsePhoneInputReturnType
  /** Shown under the number. */
  error: string | null
  /** Called on any change (e.g. to clear an error). */
  onEdit?: () => void
  busy?: boolean
}

/**
 * The phone number fields (SMS login, SMS MFA enrolment): a country selector of calling codes
 * (`countrySelect` slot) and the number formatted as typed (`phoneInput` slot); changing the
 * country clears the number.
 */
export function PhoneFields({ phone, error, onEdit, busy = false }: PhoneFieldsProps) {
  const { t } = useFoyerUi()
  const { state, countries, setCountry, setPhoneNumber } = phone
  const selectId = useId()
  const countrySlot = useSlot('countrySelect')
  return (
    <>
      <Field>
        <Label htmlFor={selectId} {...useSlot('label')}>{t('smsPhone.country')}</Label>
        <Select
          id={selectId}
          name="country"
          value={state.countryCode}
          disabled={busy}
          onChange={(e) => {
            setCountry(e.target.value as PhoneCountryCode)
            onEdit?.()
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
          onEdit?.()
        }}
        error={error}
        readOnly={busy}
      />
    </>
  )
}
