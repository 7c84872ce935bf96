'use client'
import { useCallback, useMemo, useState } from 'react'
import {
  changePhoneCountry, defaultPhoneCountry, initialPhoneInput, phoneCountries, typePhoneNumber,
  type PhoneCountry, type PhoneCountryCode, type PhoneInputState,
} from '../core/internal.js'
import { useAppConfig } from './useAppConfig.js'

/** The parameters of {@link usePhoneInput}. */
export type UsePhoneInputParameters = {
  /** Start with this country instead of the app config's `intl.defaultCountry` (else US). */
  initialCountry?: PhoneCountryCode | undefined
  /** Locale of the country names (default 'en'). */
  locale?: string | undefined
}
/** What {@link usePhoneInput} returns. */
export type UsePhoneInputReturnType = {
  /** { rawPhoneNumber (formatted as typed), qualifiedPhoneNumber (E.164), countryCode, isValid } */
  state: PhoneInputState
  /** Every country with its calling code and name, sorted by name. */
  countries: PhoneCountry[]
  /** Call with the input's value on each change. */
  setPhoneNumber: (value: string) => void
  /** Selects a country; clears the number. */
  setCountry: (country: PhoneCountryCode) => void
  reset: () => void
}

/** The phone input's state (country of calling codes + number formatted as typed), headless. */
export function usePhoneInput({ initialCountry, locale = 'en' }: UsePhoneInputParameters = {}): UsePhoneInputReturnType {
  const config = useAppConfig()
  const fallback = initialCountry ?? defaultPhoneCountry(config)
  const [input, setInput] = useState<PhoneInputState | null>(null)
  const state = input ?? initialPhoneInput(fallback)
  return {
    state,
    countries: useMemo(() => phoneCountries(locale), [locale]),
    setPhoneNumber: useCallback(
      (value: string) => setInput((current) => typePhoneNumber(current ?? initialPhoneInput(fallback), value)),
      [fallback],
    ),
    setCountry: useCallback((country: PhoneCountryCode) => setInput((current) => changePhoneCountry(current ?? initialPhoneInput(fallback), country)), [fallback]),
    reset: useCallback(() => setInput(null), []),
  }
}
