// @vitest-environment happy-dom
// Where the focus goes when a screen mounts (ScreenFrame): into the new screen when the previous
// one had it or when the screens are in a dialog; never away from the host page for inline screens.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { FoyerModal, FoyerScreens } from '../../src/ui/index.js'
import { renderWithFoyer } from './helpers.js'

afterEach(cleanup)

const SMS_AND_PASSKEY = { appConfig: { login_methods: ['email', 'sms', 'passkey'], login_config: { passkeys_for_signup_enabled: true } } }

/** Focuses a button the way a keyboard user reaches it, then activates it. */
function press(button: HTMLElement) {
  button.focus()
  expect(document.activeElement).toBe(button)
  fireEvent.click(button)
}

describe('focus when a screen mounts', () => {
  it('inline screens leave the focus on the host page when they first render', async () => {
    const h = renderWithFoyer(
      <>
        <button type="button">host button</button>
        <FoyerScreens />
      </>,
    )
    const host = screen.getByRole('button', { name: 'host button' })
    host.focus()
    await waitFor(() => expect(h.foyer().ready).toBe(true))
    await screen.findByLabelText('Email address')
    await act(() => new Promise((r) => setTimeout(r, 50)))
    expect(document.activeElement).toBe(host)
  })

  it('a screen reached from a focused control gets the focus on its first field (the country selector)', async () => {
    const h = renderWithFoyer(<FoyerScreens />, SMS_AND_PASSKEY)
    await waitFor(() => expect(h.foyer().ready).toBe(true))
    press(await screen.findByRole('button', { name: 'Continue with SMS' }))
    const country = await screen.findByRole('combobox', { name: 'Country' })
    await waitFor(() => expect(document.activeElement).toBe(country))
    // Back to the landing: its first field, the e-mail address.
    press(screen.getByRole('button', { name: 'Back' }))
    const email = await screen.findByLabelText('Email address')
    await waitFor(() => expect(document.activeElement).toBe(email))
  })

  it('a screen without fields gets the focus on its heading (reachable by script, not by Tab)', async () => {
    const h = renderWithFoyer(<FoyerScreens />, SMS_AND_PASSKEY)
    await waitFor(() => expect(h.foyer().ready).toBe(true))
    press(await screen.findByRole('button', { name: 'Log in with a passkey' }))
    const heading = await screen.findByRole('heading', { name: 'Log in or create a new account?' })
    await waitFor(() => expect(document.activeElement).toBe(heading))
    expect(heading.getAttribute('tabindex')).toBe('-1')
  })

  it('the modal puts the focus on the landing\'s first field when it opens, every time', async () => {
    const h = renderWithFoyer(<FoyerModal />)
    await waitFor(() => expect(h.foyer().ready).toBe(true))
    for (let i = 0; i < 2; i++) {
      act(() => h.foyer().login())
      const email = await screen.findByLabelText('Email address')
      await waitFor(() => expect(document.activeElement).toBe(email))
      fireEvent.click(screen.getByRole('button', { name: 'Close' }))
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    }
  })
})
