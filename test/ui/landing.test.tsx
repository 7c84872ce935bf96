// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { FoyerScreens } from '../../src/ui/index.js'
import { renderWithFoyer } from './helpers.js'

afterEach(cleanup)

const ready = async (h: ReturnType<typeof renderWithFoyer>) => {
  await waitFor(() => expect(h.foyer().ready).toBe(true))
  return (await screen.findByLabelText('Email address')) as HTMLInputElement
}
const submitButton = () => screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement

describe('login landing', () => {
  it('shows the default heading and an e-mail input (type email, autocomplete)', async () => {
    const input = await ready(renderWithFoyer(<FoyerScreens />))
    expect(screen.queryByRole('heading', { name: 'Log in or sign up' })).not.toBeNull()
    expect(input.type).toBe('email')
    expect(input.getAttribute('autocomplete')).toBe('email')
  })

  it('keeps submit disabled until the address is valid', async () => {
    const input = await ready(renderWithFoyer(<FoyerScreens />))
    expect(submitButton().disabled).toBe(true)
    fireEvent.change(input, { target: { value: 'ada@' } })
    expect(submitButton().disabled).toBe(true)
    fireEvent.change(input, { target: { value: 'ada@example.com' } })
    expect(submitButton().disabled).toBe(false)
  })

  it('Enter submits and moves to code entry', async () => {
    const h = renderWithFoyer(<FoyerScreens />)
    const input = await ready(h)
    fireEvent.change(input, { target: { value: 'ada@example.com' } })
    fireEvent.submit(input.closest('form')!)
    await waitFor(() => expect(screen.queryByText('Enter confirmation code')).not.toBeNull())
    expect(h.backend.mailbox.latest('ada@example.com')).toBeTruthy()
  })

  it("shows the plus-address error inline and sends nothing when the app disallows '+'", async () => {
    const h = renderWithFoyer(<FoyerScreens />, { appConfig: { disable_plus_emails: true } })
    const input = await ready(h)
    fireEvent.change(input, { target: { value: 'ada+news@example.com' } })
    fireEvent.click(submitButton())
    await waitFor(() => expect(screen.queryByText("Please enter a valid email address without a '+'.")).not.toBeNull())
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.getAttribute('data-state')).toBe('invalid')
    expect(h.backend.requests.count('POST', '/api/v1/passwordless/init')).toBe(0)
  })

  it('shows a rate limit inline', async () => {
    const h = renderWithFoyer(<FoyerScreens />)
    const input = await ready(h)
    h.backend.faults.add({ path: '/api/v1/passwordless/init', status: 429, body: { error: 'Too many requests (code 429)', code: 'too_many_requests' } })
    fireEvent.change(input, { target: { value: 'ada@example.com' } })
    fireEvent.click(submitButton())
    await waitFor(() => expect(screen.queryByText('Too many requests. Please wait before trying again.')).not.toBeNull())
    expect(screen.queryByText('Enter confirmation code')).toBeNull()
  })

  it('shows the config heading, the logo and the login message truncated at 100 characters', async () => {
    const message = 'x'.repeat(99) + 'yz'
    await ready(renderWithFoyer(<FoyerScreens />, {
      appConfig: { logo_url: 'https://example.com/logo.png', appearance: { landing_header: 'Welcome to Acme', login_message: message } },
    }))
    expect(screen.queryByRole('heading', { name: 'Welcome to Acme' })).not.toBeNull()
    expect((screen.getByAltText('Foyer Demo logo') as HTMLImageElement).src).toBe('https://example.com/logo.png')
    const shown = document.querySelector('.foyer-loginMessage')!
    expect(shown.textContent).toBe('x'.repeat(99) + 'y…')
  })

  it.each([
    ['both links', { terms_and_conditions_url: 'https://t.example', privacy_policy_url: 'https://p.example' }, 'By logging in I agree to the Terms & Privacy Policy'],
    ['terms only', { terms_and_conditions_url: 'https://t.example' }, 'By logging in I agree to the Terms of Service'],
    ['privacy only', { privacy_policy_url: 'https://p.example' }, 'By logging in I agree to the Privacy Policy'],
    ['acceptance required', { terms_and_conditions_url: 'https://t.example', privacy_policy_url: 'https://p.example', require_users_accept_terms: true }, null],
    ['no links', {}, null],
  ])('terms footer: %s', async (_, legal, text) => {
    await ready(renderWithFoyer(<FoyerScreens />, { appConfig: { legal } }))
    const footer = document.querySelector('.foyer-terms')
    expect(footer?.textContent ?? null).toBe(text)
    if (text?.includes('Terms &')) {
      expect(screen.getByRole('link', { name: 'Terms' }).getAttribute('href')).toBe('https://t.example')
      expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('https://p.example')
    }
  })
})
