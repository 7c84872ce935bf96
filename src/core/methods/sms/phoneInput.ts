import {
  AsYouType, getCountries, getCountryCallingCode, isSupportedCountry, isValidPhoneNumber, parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js'
import { DEFAULT_PHONE_COUNTRY } from '../../constants.js'
import type { AppConfig } from '../../types/config.js'

/**
 * The phone input: a country selector of calling codes and a
 * number formatted as typed. Pure functions over `PhoneInputState`; the default screen and hosts
 * drive them through `usePhoneInput()`.
 */
export type PhoneCountryCode = CountryCode

/**
 * The state of a phone-number input: what the user typed, the selected country and the E.164 number it
 * makes.
 */
export type PhoneInputState = {
  /** What the user typed, formatted as typed for the selected country ('(201) 555-0'). */
  rawPhoneNumber: string
  /** E.164 ('+12015550123'), or '' while nothing parseable is typed. */
  qualifiedPhoneNumber: string
  countryCode: PhoneCountryCode
  isValid: boolean
}

/** A country of the phone-number picker: its ISO code, calling code and localized name. */
export type PhoneCountry = {
  code: PhoneCountryCode
  /** Without the plus: '1', '44'. */
  callingCode: string
  /** The country's name in `locale` (Intl.DisplayNames), else its ISO code. */
  name: string
}

/** A country code this library knows, upper-cased, or null. */
export function toPhoneCountry(code: string | null | undefined): PhoneCountryCode | null {
  const upper = String(code ?? '').trim().toUpperCase()
  return upper && isSupportedCountry(upper) ? (upper as PhoneCountryCode) : null
}

/** The app config's `intl.defaultCountry`, else 'US'. */
export function defaultPhoneCountry(config: Pick<AppConfig, 'intl'> | null | undefined): PhoneCountryCode {
  return toPhoneCountry(config?.intl.defaultCountry) ?? (DEFAULT_PHONE_COUNTRY as PhoneCountryCode)
}

const displayNames = new Map<string, Intl.DisplayNames | null>()
function regionName(code: string, locale: string): string {
  if (!displayNames.has(locale)) {
    try {
      displayNames.set(locale, typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames([locale], { type: 'region' }) : null)
    } catch {
      displayNames.set(locale, null)
    }
  }
  try {
    return displayNames.get(locale)?.of(code) ?? code
  } catch {
    return code
  }
}

/** Every country with its calling code, sorted by name in `locale`. */
export function phoneCountries(locale = 'en'): PhoneCountry[] {
  return getCountries()
    .map((code) => ({ code, callingCode: getCountryCallingCode(code), name: regionName(code, locale) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale))
}

/** The calling code of a country, with the plus ('+44'). */
export const callingCodeOf = (country: PhoneCountryCode): string => `+${getCountryCallingCode(country)}`

/** E.164 of a number typed for `country` (or given with its own '+' prefix), or null. */
export function toE164(number: string, country?: PhoneCountryCode): string | null {
  const parsed = parsePhoneNumberFromString(String(number ?? '').trim(), country)
  return parsed ? parsed.number : null
}

/** Whether `number` (E.164, or national for `country`) is a valid phone number. */
export function isValidPhone(number: string, country?: PhoneCountryCode): boolean {
  const value = String(number ?? '').trim()
  if (!value) return false
  try {
    return isValidPhoneNumber(value, country)
  } catch {
    return false
  }
}

/** An empty input for `country`. */
export function initialPhoneInput(country: PhoneCountryCode = DEFAULT_PHONE_COUNTRY as PhoneCountryCode): PhoneInputState {
  return { rawPhoneNumber: '', qualifiedPhoneNumber: '', countryCode: country, isValid: false }
}

/** Digits formatted as typed for the selected country; recomputes the E.164 number and validity. */
export function typePhoneNumber(state: PhoneInputState, input: string): PhoneInputState {
  const typed = String(input ?? '')
  // While deleting, keep what is left as it is: re-formatting would put back a deleted ')' or '-'.
  const deleting = typed.length < state.rawPhoneNumber.length
  const rawPhoneNumber = !typed.trim() ? '' : deleting ? typed : new AsYouType(state.countryCode).input(typed)
  return {
    ...state,
    rawPhoneNumber,
    qualifiedPhoneNumber: toE164(rawPhoneNumber, state.countryCode) ?? '',
    isValid: isValidPhone(rawPhoneNumber, state.countryCode),
  }
}

/** Changing the country clears the number. */
export function changePhoneCountry(_state: PhoneInputState, country: PhoneCountryCode): PhoneInputState {
  return initialPhoneInput(country)
}

/** A phone number for display ('+1 201 555 0123'), or the input as is. */
export function formatPhoneNumber(number: string): string {
  return parsePhoneNumberFromString(String(number ?? '').trim())?.formatInternational() ?? number
}
