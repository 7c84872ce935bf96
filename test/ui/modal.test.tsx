// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { emailFlow } from '../../src/core/internal.js'
import { FoyerProvider, useFoyer } from '../../src/hooks/index.js'
import { createDevBackend } from '../../src/testing/index.js'
import { FoyerModal } from '../../src/ui/index.js'
import { cells, goToCodeScreen, renderWithFoyer, typeCode, timeWhen } from './helpers.js'
import { clientOnBackend } from '../core/helpers.js'

afterEach(cleanup)

describe('<FoyerModal/>', () => {
  it('logs a user in by e-mail: login() opens it, code from the mailbox, success, closes after 1.4 s', async () => {
    const h = renderWithFoyer(<FoyerModal />)
    await waitFor(() => expect(h.foyer().ready).toBe(true))
    expect(screen.queryByRole('dialog')).toBeNull()
    act(() => h.foyer().login())
    const dialog = await screen.findByRole('dialog', { name: 'log in or sign up' })
    expect(dialog.closest('[data-foyer]')).not.toBeNull()
    const code = await goToCodeScreen(h)
    expect(screen.queryByText(/ada@example\.com/)).not.toBeNull()
    const success = timeWhen(() => screen.queryByText('Success!') !== null)
    typeCode(fireEvent, cells(screen), code)
    await screen.findByText('Success!')
    success.stop()
    expect(h.foyer().user?.email?.address).toBe('ada@example.com')
    const shownAt = success.at()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 })
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1300)
    expect(h.foyer().authenticated).toBe(true)
  })

  it('shows a spinner before the client is ready', async () => {
    const h = renderWithFoyer(<FoyerModal />)
    act(() => h.foyer().login())
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeNull())
    await waitFor(() => expect(screen.queryByLabelText('Email address')).not.toBeNull())
  })

  it('Esc closes it, and the flow state is reset 200 ms after closing', async () => {
    const h = renderWithFoyer(<FoyerModal />)
    await waitFor(() => expect(h.foyer().ready).toBe(true))
    act(() => h.foyer().login())
    await goToCodeScreen(h)
    expect(emailFlow.get(h.client).status).toBe('awaiting-code-input')
    // Closing is the Esc press: the reset is timed from it.
    const closedAt = Date.now()
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' })
    expect(emailFlow.get(h.client).status).toBe('awaiting-code-input')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(emailFlow.get(h.client).status).toBe('initial'))
    expect(Date.now() - closedAt).toBeGreaterThanOrEqual(150)
  })

  it('the close button closes it; reopening starts at the landing', async () => {
    const h = renderWithFoyer(<FoyerModal />)
    await waitFor(() => expect(h.foyer().ready).toBe(true))
    act(() => h.foyer().login())
    await goToCodeScreen(h)
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    act(() => h.foyer().login())
    await waitFor(() => expect(screen.queryByLabelText('Email address')).not.toBeNull())
    expect(screen.queryByText('Enter confirmation code')).toBeNull()
  })

  it('login({ disableSignup }) keeps the setting: an unknown address gets "Account not found"', async () => {
    const h = renderWithFoyer(<FoyerModal />)
    await waitFor(() => expect(h.foyer().ready).toBe(true))
    act(() => h.foyer().login({ disableSignup: true }))
    const code = await goToCodeScreen(h, 'nobody@example.com')
    typeCode(fireEvent, cells(screen), code)
    await waitFor(() => expect(screen.queryByText('Account not found')).not.toBeNull())
    expect(screen.queryByText('Please try logging in again or go to Foyer Demo to create an account.')).not.toBeNull()
    expect(screen.queryByRole('button', { name: 'Try logging in again' })).not.toBeNull()
  })

  it('login() without a mounted modal throws the UiNotMountedError message', async () => {
    const backend = createDevBackend()
    const client = clientOnBackend(backend)
    let login: (() => void) | null = null
    function Probe() {
      login = useFoyer().login
      return null
    }
    render(<FoyerProvider client={client}><Probe /></FoyerProvider>)
    expect(() => login!()).toThrow("login() needs the default UI: mount <FoyerModal/> from 'foyerkit/ui' inside <FoyerProvider>")
  })
})
