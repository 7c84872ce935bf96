import { describe, expect, it } from 'vitest'
import {
  callingCodeOf, changePhoneCountry, defaultPhoneCountry, formatPhoneNumber, initialPhoneInput, isValidPhone,
  phoneCountries, toE164, toPhoneCountry, typePhoneNumber,
} from '../../../../src/core/methods/sms/phoneInput.js'
import { toAppConfig } from '../../../../src/core/types/config.js'

const type = (text: string, country = 'US' as const) =>
  // Each key press appends to what the input shows.
  text.split('').reduce((state, key) => typePhoneNumber(state, state.rawPhoneNumber + key), initialPhoneInput(country))

describe('phone input', () => {
  it('starts empty and invalid for the country', () => {
    expect(initialPhoneInput('FR')).toEqual({ rawPhoneNumber: '', qualifiedPhoneNumber: '', countryCode: 'FR', isValid: false })
  })

  it('formats digits as typed, and is valid (with the E.164 number) once complete', () => {
    const partial = type('201555')
    expect(partial).toMatchObject({ rawPhoneNumber: '(201) 555', isValid: false })
    const full = type('2015550123')
    expect(full).toEqual({ rawPhoneNumber: '(201) 555-0123', qualifiedPhoneNumber: '+12015550123', countryCode: 'US', isValid: true })
    expect(type('07400123456', 'GB' as never)).toMatchObject({ qualifiedPhoneNumber: '+447400123456', isValid: true })
  })

  it('deleting keeps what is left as typed (a deleted ")" or "-" is not put back)', () => {
    const full = type('20155')
    expect(full.rawPhoneNumber).toBe('(201) 55')
    const deleted = typePhoneNumber(typePhoneNumber(full, '(201) 5'), '(201) ')
    expect(deleted.rawPhoneNumber).toBe('(201) ')
    expect(typePhoneNumber(deleted, '').rawPhoneNumber).toBe('')
  })

  it('changing the country clears the number', () => {
    expect(changePhoneCountry(type('2015550123'), 'DE')).toEqual(initialPhoneInput('DE'))
  })

  it("the default country is the app config's intl.defaultCountry, else US", () => {
    expect(defaultPhoneCountry(null)).toBe('US')
    expect(defaultPhoneCountry(toAppConfig({ id: 'x', name: 'x', intl: { default_country: 'de' } }))).toBe('DE')
    expect(defaultPhoneCountry(toAppConfig({ id: 'x', name: 'x', intl: { default_country: 'ZZ' } }))).toBe('US')
    expect(toPhoneCountry('gb')).toBe('GB')
  })

  it('lists every country with its calling code and name, sorted by name', () => {
    const countries = phoneCountries('en')
    expect(countries.length).toBeGreaterThan(200)
    expect(countries.find((c) => c.code === 'US')).toEqual({ code: 'US', callingCode: '1', name: 'United States' })
    expect(countries.find((c) => c.code === 'GB')?.callingCode).toBe('44')
    const names = countries.map((c) => c.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')))
    expect(callingCodeOf('FR')).toBe('+33')
  })

  it('E.164, validity and display helpers', () => {
    expect(toE164('(201) 555-0123', 'US')).toBe('+12015550123')
    expect(toE164('nonsense')).toBeNull()
    expect(isValidPhone('+12015550123')).toBe(true)
    expect(isValidPhone('+1201')).toBe(false)
    expect(isValidPhone('')).toBe(false)
    expect(formatPhoneNumber('+12015550123')).toBe('+1 201 555 0123')
  })
})
