'use client'
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Field as HeadlessField, Label as HeadlessLabel } from '@headlessui/react'
import { useMemo, useState, type MouseEvent } from 'react'
import { styled } from 'styled-components'
import type { PhoneCountry } from '../../hooks/internalApi.js'
import type { UsePhoneInputReturnType } from '../../hooks/internalApi.js'
import { vars } from '../../themes/index.js'
import { useFoyerUi } from '../context.js'
import { controlCss, Field, Label, TextInput } from '../primitives/TextInput.js'
import { useSlot } from '../primitives/useSlot.js'
import { searchCountries } from './countrySearch.js'

const Control = styled.div`
  position: relative;
`
const Input = styled.input`
  ${controlCss}
  padding-inline-end: calc(${vars.space.unit} * 10);
  text-overflow: ellipsis;
`
/** The chevron: decorative (a click on it reaches the input, which opens the list). */
const Chevron = styled.span`
  position: absolute;
  inset-block: 0;
  inset-inline-end: 0;
  width: calc(${vars.space.unit} * 10);
  display: inline-flex;
  align-items: center;
  justify-content: center;
  color: ${vars.colors.foregroundSecondary};
  pointer-events: none;
  & > svg { transition: transform ${vars.durations.fast}; }
  &[data-open] > svg { transform: rotate(180deg); }
`
/** In the flow under the input (not floating): nothing to clip it, in the modal or inline. */
const Options = styled(ComboboxOptions)`
  margin: 0;
  padding: calc(${vars.space.unit} * 1);
  max-height: calc(${vars.space.unit} * 56);
  overflow-y: auto;
  background: ${vars.colors.inputBackground};
  border: 1px solid ${vars.colors.inputBorder};
  border-radius: ${vars.radii.input};
  &:focus { outline: none; }
`
const Option = styled(ComboboxOption)`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: calc(${vars.space.unit} * 3);
  padding: calc(${vars.space.unit} * 2) calc(${vars.space.unit} * 3);
  border-radius: calc(${vars.radii.input} / 2);
  font-size: ${vars.fontSizes.sm};
  color: ${vars.colors.inputForeground};
  cursor: pointer;
  &[data-focus] { background: ${vars.colors.accentMuted}; }
  &[data-selected] { font-weight: ${vars.fontWeights.medium}; }
  & > span:last-child { flex: none; color: ${vars.colors.foregroundSecondary}; font-variant-numeric: tabular-nums; }
`
const Empty = styled.p`
  margin: 0;
  padding: calc(${vars.space.unit} * 2) calc(${vars.space.unit} * 3);
  font-size: ${vars.fontSizes.sm};
  color: ${vars.colors.foregroundSecondary};
`

const ChevronGlyph = () => (
  <svg width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d="M4 6l4 4 4-4" />
  </svg>
)

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
 * The phone number fields (SMS login, SMS MFA enrolment): a searchable country picker of calling
 * codes (`countrySelect` slot: a combobox — type a country's name, its ISO code or its calling code;
 * arrows, Enter and Esc; the list is `countryOptions` / `countryOption`) and the number formatted as
 * typed (`phoneInput` slot); choosing a country clears the number.
 */
export function PhoneFields({ phone, error, onEdit, busy = false }: PhoneFieldsProps) {
  const { t } = useFoyerUi()
  const { state, countries, setCountry, setPhoneNumber } = phone
  const [query, setQuery] = useState('')
  const selected = countries.find((c) => c.code === state.countryCode) ?? null
  const shown = useMemo(() => searchCountries(countries, query), [countries, query])
  const display = (country: PhoneCountry | null) =>
    country ? t('smsPhone.countryOption', { name: country.name, callingCode: country.callingCode }) : ''
  const countrySlot = useSlot('countrySelect', busy ? 'disabled' : 'idle')
  const optionsSlot = useSlot('countryOptions')
  const optionSlot = useSlot('countryOption')
  const labelSlot = useSlot('label')
  return (
    <>
      <HeadlessField as={Field} disabled={busy}>
        <Combobox
          value={selected}
          by="code"
          onChange={(country: PhoneCountry | null) => {
            if (!country || country.code === state.countryCode) return
            setCountry(country.code)
            onEdit?.()
          }}
          onClose={() => setQuery('')}
        >
          {({ open }) => (
            <>
              {/* Inside the combobox: it labels the input and the list. */}
              <HeadlessLabel as={Label} {...labelSlot}>{t('smsPhone.country')}</HeadlessLabel>
              <Control>
                <ComboboxInput
                  as={Input}
                  autoComplete="off"
                  spellCheck={false}
                  displayValue={display}
                  onChange={(event) => setQuery(event.target.value)}
                  // Typing replaces the shown country; a click opens the list (as the arrow key does).
                  onFocus={(event: { currentTarget: HTMLInputElement }) => event.currentTarget.select()}
                  onClick={(event: MouseEvent<HTMLInputElement>) => {
                    if (!open) event.currentTarget.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }))
                  }}
                  {...countrySlot}
                />
                <Chevron data-open={open ? '' : undefined} aria-hidden="true"><ChevronGlyph /></Chevron>
              </Control>
              {open && shown.length === 0 && <Empty role="status">{t('smsPhone.countryNoMatch')}</Empty>}
              {shown.length > 0 && (
                <Options modal={false} {...optionsSlot}>
                  {shown.map((country) => (
                    <Option key={country.code} value={country} data-country={country.code} {...optionSlot}>
                      <span>{country.name}</span>
                      <span>+{country.callingCode}</span>
                    </Option>
                  ))}
                </Options>
              )}
            </>
          )}
        </Combobox>
      </HeadlessField>
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
