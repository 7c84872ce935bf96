// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { FoyerScreens } from '../../src/ui/index.js'
import { cells, renderWithFoyer, typeCode, type Harness } from './helpers.js'

afterEach(cleanup)

/** Screens are lazy chunks: on a busy machine the first render of one takes a while. */
const SLOW = { timeout: 5000 }

const SMS_CONFIG = { appConfig: { login_methods: ['email', 'sms', 'guest'] } }
const wrongCode = (code: string) => code.split('').map((d) => String((Number(d) + 1) % 10)).join('')

async function openPhoneScreen(h: Harness) {
  await waitFor(() => expect(h.foyer().ready).toBe(true))
  fireEvent.click(await screen.findByRole('button', { name: 'Continue with SMS' }, SLOW))
  await screen.findByText('Log in with SMS', {}, SLOW)
  return {
    country: screen.getByRole('combobox', { name: 'Country' }) as HTMLInputElement,
    number: screen.getByLabelText('Phone number') as HTMLInputElement,
    submit: screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement,
  }
}

/** Types `query` into the country picker and picks the option whose name matches `option`. */
async function pickCountry(country: HTMLInputElement, query: string, option: RegExp | string) {
  fireEvent.focus(country)
  fireEvent.change(country, { target: { value: query } })
  const listbox = await screen.findByRole('listbox', { name: 'Country' })
  // Headless UI selects on mouse down (the list stays under the pointer).
  fireEvent.mouseDown(within(listbox).getByRole('option', { name: option }))
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull())
}

describe('SMS login screens', () => {
  it('the landing shows "Continue with SMS" and "Continue as guest" only when configured', async () => {
    const plain = renderWithFoyer(<FoyerScreens />)
    await waitFor(() => expect(plain.foyer().ready).toBe(true))
    await screen.findByLabelText('Email address')
    expect(screen.queryByRole('button', { name: 'Continue with SMS' })).toBeNull()
    cleanup()
    renderWithFoyer(<FoyerScreens />, SMS_CONFIG)
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Continue with SMS' })).not.toBeNull(), SLOW)
    expect(screen.queryByRole('button', { name: 'Continue as guest' })).not.toBeNull()
  })

  it('phone screen: default country from the app config, formatted as typed, submit disabled until valid, changing the country clears', async () => {
    const h = renderWithFoyer(<FoyerScreens />, { appConfig: { ...SMS_CONFIG.appConfig, intl: { default_country: 'GB' } } })
    const { country, number, submit } = await openPhoneScreen(h)
    expect(country.value).toBe('United Kingdom (+44)')
    expect(submit.disabled).toBe(true)
    fireEvent.change(number, { target: { value: '07400123456' } })
    expect(number.value).toBe('07400 123456')
    expect(submit.disabled).toBe(false)
    await pickCountry(country, 'united states', /^United States/)
    await waitFor(() => expect(country.value).toBe('United States (+1)'))
    expect(number.value).toBe('')
    expect(submit.disabled).toBe(true)
  })

  it('country picker: type-ahead by name, ISO code or calling code; the list is labelled; no match says so', async () => {
    const h = renderWithFoyer(<FoyerScreens />, SMS_CONFIG)
    const { country } = await openPhoneScreen(h)
    expect(country.getAttribute('aria-expanded')).toBe('false')
    const names = async (query: string) => {
      fireEvent.change(country, { target: { value: query } })
      await waitFor(() => expect(country.getAttribute('aria-expanded')).toBe('true'))
      const list = screen.queryByRole('listbox', { name: 'Country' })
      return list ? within(list).getAllByRole('option').map((o) => o.textContent) : []
    }
    expect((await names('germ'))[0]).toBe('Germany+49')
    expect((await names('+49'))[0]).toBe('Germany+49')
    expect((await names('gb'))[0]).toBe('United Kingdom+44')
    expect(await names('44')).toEqual(expect.arrayContaining(['United Kingdom+44', 'Guernsey+44', 'Jersey+44', 'Isle of Man+44']))
    expect((await names('kingdom'))).toEqual(['United Kingdom+44'])
    expect(await names('zzzz')).toEqual([])
    expect(screen.getByRole('status').textContent).toBe('No country matches')
  })

  it('logs in: Enter submits the number, the code arrives by SMS, six digits log in (Success!)', async () => {
    const h = renderWithFoyer(<FoyerScreens />, SMS_CONFIG)
    const { number } = await openPhoneScreen(h)
    fireEvent.change(number, { target: { value: '2015550123' } })
    expect(number.value).toBe('(201) 555-0123')
    fireEvent.submit(number.closest('form')!)
    await screen.findByText('Please check +1 201 555 0123 for an SMS and enter your code below.', {}, SLOW)
    expect(screen.queryByText("Didn't get an SMS?")).not.toBeNull()
    expect(screen.queryByText('Code sent')).not.toBeNull()
    const { code } = h.backend.smsOutbox.latest('+12015550123')!
    typeCode(fireEvent, cells(screen), code)
    await waitFor(() => expect(screen.queryByText('Success!')).not.toBeNull(), SLOW)
    expect(h.foyer().user?.phone?.number).toBe('+12015550123')
  })

  it('a wrong SMS code shows "Incorrect code" (shared code entry)', async () => {
    const h = renderWithFoyer(<FoyerScreens />, SMS_CONFIG)
    const { number, submit } = await openPhoneScreen(h)
    fireEvent.change(number, { target: { value: '2015550123' } })
    fireEvent.click(submit)
    await screen.findByText('Enter confirmation code', {}, SLOW)
    typeCode(fireEvent, cells(screen), wrongCode(h.backend.smsOutbox.latest()!.code))
    await waitFor(() => expect(screen.queryByText('Incorrect code')).not.toBeNull(), SLOW)
  })

  it('an unsupported region goes to the error screen "This region is not supported"', async () => {
    const h = renderWithFoyer(<FoyerScreens />, SMS_CONFIG)
    const { country, number, submit } = await openPhoneScreen(h)
    await pickCountry(country, 'russia', /^Russia/)
    fireEvent.change(number, { target: { value: '9123456789' } })
    fireEvent.click(submit)
    await waitFor(() => expect(screen.queryByText('This region is not supported')).not.toBeNull(), SLOW)
    expect(screen.queryByText('SMS authentication from this region is not available')).not.toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Try another method' }))
    await waitFor(() => expect(screen.queryByText('Log in with SMS')).not.toBeNull(), SLOW)
  })

  it('a rate limit shows inline under the number', async () => {
    const h = renderWithFoyer(<FoyerScreens />, SMS_CONFIG)
    h.backend.faults.add({ path: '/api/v1/passwordless_sms/init', status: 429 })
    const { number, submit } = await openPhoneScreen(h)
    fireEvent.change(number, { target: { value: '2015550123' } })
    fireEvent.click(submit)
    await waitFor(() => expect(screen.queryByText('Too many requests. Please wait before trying again.')).not.toBeNull(), SLOW)
  })
})

describe('guest login from the landing', () => {
  it('"Continue as guest" logs a guest in and shows Success!', async () => {
    const h = renderWithFoyer(<FoyerScreens />, SMS_CONFIG)
    await waitFor(() => expect(h.foyer().ready).toBe(true))
    fireEvent.click(await screen.findByRole('button', { name: 'Continue as guest' }, SLOW))
    await waitFor(() => expect(screen.queryByText('Success!')).not.toBeNull(), SLOW)
    expect(h.foyer().user?.isGuest).toBe(true)
  })
})
