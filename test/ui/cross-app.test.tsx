// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { crossAppFlow } from '../../src/core/internal.js'
import { FoyerScreens } from '../../src/ui/index.js'
import { renderWithFoyer, type Harness } from './helpers.js'

const ARCADE = { id: 'providerapp00000000000001', name: 'Arcade', iconUrl: 'https://arcade.example/icon.png' }
const options = {
  crossAppProviders: [ARCADE],
  appConfig: { login_methods: ['email', `privy:${ARCADE.id}`] },
}

/** A fake popup behind window.open; the provider page's answers are posted as window messages. */
let popup: { closed: boolean; url: string | null; location: { replace: (url: string) => void }; close: () => void }
beforeEach(() => {
  popup = { closed: false, url: null, location: { replace: (url) => void (popup.url = url) }, close: () => void (popup.closed = true) }
  vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window)
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

/** A message from the popup window (the kit checks event.source as well as the origin). */
const post = (origin: string, data: unknown, source: unknown = popup) =>
  window.dispatchEvent(new MessageEvent('message', { origin, data, source: source as Window }))

async function approveInPopup(h: Harness, identity = 'ada') {
  await waitFor(() => expect(popup.url).not.toBeNull())
  const { code, state } = h.backend.crossApp.approve(popup.url!, { identity })
  post(new URL(popup.url!).origin, { type: 'foyer:cross-app:action-response', token_action: 'set', data: { code, state } })
}

describe('cross-app: only the popup may answer, only safe logos show', () => {
  it('a forged answer from another window of the provider origin is ignored; the popup\'s answer logs in', async () => {
    const h = renderWithFoyer(<FoyerScreens />, options)
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Arcade' }))
    await waitFor(() => expect(popup.url).not.toBeNull())
    const origin = new URL(popup.url!).origin
    const { code, state } = h.backend.crossApp.approve(popup.url!, { identity: 'ada' })
    // Another tab or frame of the provider's origin answers first, with a code of its own.
    post(origin, { type: 'foyer:cross-app:action-response', token_action: 'set', data: { code: 'attacker-code', state } }, {})
    post(origin, { type: 'foyer:cross-app:action-response', token_action: 'set', data: { code, state } })
    await waitFor(() => expect(screen.queryByText('Success!')).not.toBeNull(), { timeout: 3000 })
    expect(h.foyer().user?.linkedAccounts[0]).toMatchObject({ type: 'cross_app', subject: expect.stringContaining('ada') })
  })

  it('a provider logo that is not a data:image or https URL is not rendered', async () => {
    renderWithFoyer(<FoyerScreens />, { ...options, crossAppProviders: [{ ...ARCADE, iconUrl: 'javascript:alert(1)' }] })
    const button = await screen.findByRole('button', { name: 'Continue with Arcade' })
    expect(button.querySelector('img')).toBeNull()
  })
})

describe('cross-app provider button and screen', () => {
  it('the landing shows the provider button with its name and logo; the click opens a 440x680 popup and logs in', async () => {
    const h = renderWithFoyer(<FoyerScreens />, options)
    const button = await screen.findByRole('button', { name: 'Continue with Arcade' })
    expect(button.querySelector('img')?.getAttribute('src')).toBe(ARCADE.iconUrl)
    fireEvent.click(button)
    expect(window.open).toHaveBeenCalledWith('', 'foyer-cross-app', expect.stringMatching(/^width=440,height=680,/))
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Connecting to Arcade' })).not.toBeNull())
    expect(screen.queryByText('Continue in the Arcade window that opened.')).not.toBeNull()
    await approveInPopup(h)
    await waitFor(() => expect(screen.queryByText('Success!')).not.toBeNull(), { timeout: 3000 })
    expect(h.foyer().user?.linkedAccounts[0]).toMatchObject({ type: 'cross_app', providerApp: { name: 'Arcade' } })
    expect(popup.closed).toBe(true)
  })

  it("a popup closed by the user shows 'Authentication failed' with the app's name, and Try again reopens it", async () => {
    const h = renderWithFoyer(<FoyerScreens />, options)
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Arcade' }))
    await waitFor(() => expect(popup.url).not.toBeNull())
    popup.closed = true
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Authentication failed' })).not.toBeNull())
    expect(screen.queryByText('There was an issue connecting your Arcade account. Please try again.')).not.toBeNull()
    popup.closed = false
    popup.url = null
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(window.open).toHaveBeenCalledTimes(2)
    await approveInPopup(h, 'grace')
    await waitFor(() => expect(screen.queryByText('Success!')).not.toBeNull(), { timeout: 3000 })
  })

  it('messages from another origin are ignored', async () => {
    const h = renderWithFoyer(<FoyerScreens />, options)
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Arcade' }))
    await waitFor(() => expect(popup.url).not.toBeNull())
    post('https://evil.example', { type: 'foyer:cross-app:action-error', error: 'User rejected request' })
    await new Promise((r) => setTimeout(r, 700))
    expect(crossAppFlow.get(h.client).status).toBe('loading')
    expect(screen.queryByRole('heading', { name: 'Connecting to Arcade' })).not.toBeNull()
  })

  it('a failure with a dedicated screen goes there (no-signup: Account not found)', async () => {
    const h = renderWithFoyer(<FoyerScreens loginOptions={{ disableSignup: true }} />, options)
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Arcade' }))
    await approveInPopup(h)
    await waitFor(() => expect(screen.queryByText('Account not found')).not.toBeNull(), { timeout: 3000 })
  })

  it('leaving the screen closes the popup and resets the flow', async () => {
    const h = renderWithFoyer(<FoyerScreens />, options)
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Arcade' }))
    await waitFor(() => expect(popup.url).not.toBeNull())
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    await waitFor(() => expect(popup.closed).toBe(true))
    expect(crossAppFlow.get(h.client).status).toBe('initial')
  })

  it('an unknown provider still shows a button, named by its id', async () => {
    renderWithFoyer(<FoyerScreens />, { ...options, crossAppProviders: [] })
    await waitFor(() => expect(screen.queryByRole('button', { name: `Continue with ${ARCADE.id}` })).not.toBeNull())
  })
})
