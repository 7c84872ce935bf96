// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createFoyerClient, createMemoryStorage, handleOAuthReturn, initOAuth, startClient, type FoyerClient,
} from '../../src/core/index.js'
import { OAUTH_PENDING_KEY } from '../../src/core/methods/oauth/constants.js'
import { FoyerProvider, useFoyer, type UseFoyerReturnType } from '../../src/hooks/index.js'
import { completeFakeOAuth, createDevBackend, DEV_ALLOWED_ORIGINS, DEV_APP_ID, type DevBackend, type FakeOAuthChoice } from '../../src/testing/index.js'
import { FoyerModal, FoyerScreens } from '../../src/ui/index.js'
import { renderWithFoyer } from './helpers.js'

const CONFIG = { login_methods: ['email', 'google', 'github', 'telegram'] }
const PAGE = 'https://host.example/app?tab=2'
// The host page, and the test page itself (jsdom: a localhost URL).
const ORIGINS = [new URL(PAGE).origin, ...DEV_ALLOWED_ORIGINS]
let warn: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  cleanup()
  warn.mockRestore()
})

/** Runs the real flow up to the provider's answer and finishes it in `client` (no page reload). */
async function returnFrom(backend: DevBackend, client: FoyerClient, choice: FakeOAuthChoice = {}, tamper = false) {
  await startClient(client)
  const { url } = await initOAuth(client, { provider: 'google', redirectUrl: PAGE, navigate: () => {} })
  const back = new URL(await completeFakeOAuth(backend, url, choice))
  if (tamper) back.searchParams.set('privy_oauth_state', 'tampered')
  await handleOAuthReturn(client, { url: back.toString(), replaceUrl: () => {} }).catch(() => {})
}

describe('social login entries on the landing', () => {
  it("shows 'Continue with Google' / 'Continue with GitHub' with an icon, in the configured order", async () => {
    renderWithFoyer(<FoyerScreens />, { appConfig: CONFIG, allowedOrigins: ORIGINS })
    const google = await screen.findByRole('button', { name: 'Continue with Google' })
    const github = screen.getByRole('button', { name: 'Continue with GitHub' })
    expect(google.querySelector('svg[aria-hidden="true"]')).not.toBeNull()
    expect(google.compareDocumentPosition(github) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(google.className).toContain('foyer-loginMethodButton')
    expect(screen.queryByRole('button', { name: 'Continue with Telegram' })).not.toBeNull()
  })

  it('a click saves the PKCE state, shows the status screen and leaves for the fake consent page', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {})
    const h = renderWithFoyer(<FoyerScreens />, { appConfig: CONFIG, allowedOrigins: ORIGINS })
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }))
    await waitFor(() => expect(screen.queryByText('Redirecting to Google')).not.toBeNull())
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1))
    const target = new URL(String(assign.mock.calls[0]![0]))
    expect(target.pathname).toBe('/__dev/oauth/authorize')
    expect(JSON.parse(h.client.storage.get(OAUTH_PENDING_KEY)!)).toMatchObject({ provider: 'google', stateCode: target.searchParams.get('state') })
  })

  it("Google inside an in-app browser: 'Could not log in with provider'", async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148 Instagram 300.0')
    renderWithFoyer(<FoyerScreens />, { appConfig: CONFIG, allowedOrigins: ORIGINS })
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }))
    await waitFor(() => expect(screen.queryByText('Could not log in with provider')).not.toBeNull())
    expect(screen.queryByText("It looks like you're using an in-app browser. To log in, please try again using an external browser.")).not.toBeNull()
    expect(screen.queryByRole('button', { name: 'Try another method' })).not.toBeNull()
  })
})

describe('OAuth status screen: social failures', () => {
  const cases: [string, FakeOAuthChoice, boolean, string, string][] = [
    ['denied', { deny: true }, false, 'Retry and check email, profile to finish connecting your account.', 'Retry'],
    ['tampered state', {}, true, 'Unexpected auth flow. This may be a phishing attempt.', 'Retry'],
    ['provider rate limit', { identity: 'rate-limited' }, false, 'Request limit reached for Google. Please wait a moment and try again.', 'Try another method'],
    ['suspended', { identity: 'suspended' }, false, 'Your Google account is suspended. Please try another login method.', 'Try another method'],
  ]
  it.each(cases)('%s', async (_, choice, tamper, detail, button) => {
    const h = renderWithFoyer(<FoyerScreens initialScreen="oauthStatus" />, { appConfig: CONFIG, allowedOrigins: ORIGINS })
    await returnFrom(h.backend, h.client, choice, tamper)
    await waitFor(() => expect(screen.queryByText('Authentication failed')).not.toBeNull())
    expect(screen.queryByText(detail)).not.toBeNull()
    expect(screen.queryByRole('button', { name: button })).not.toBeNull()
  })

  it('Retry starts the same provider again', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {})
    const h = renderWithFoyer(<FoyerScreens initialScreen="oauthStatus" />, { appConfig: CONFIG, allowedOrigins: ORIGINS })
    await returnFrom(h.backend, h.client, { deny: true })
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1))
    expect(new URL(String(assign.mock.calls[0]![0])).searchParams.get('provider')).toBe('google')
  })

  it('an allowlist rejection keeps its dedicated screen', async () => {
    const h = renderWithFoyer(<FoyerScreens initialScreen="oauthStatus" />, { appConfig: CONFIG, allowedOrigins: ORIGINS, allowlist: ['someone@else.com'] })
    await returnFrom(h.backend, h.client)
    await waitFor(() => expect(screen.queryByText("You don't have access to this app")).not.toBeNull())
  })
})

/** Leaves for the fake provider, answers it, then "reloads": the page URL is the return, and a new client shares the storage. */
async function reloadAfterConsent(choice: FakeOAuthChoice): Promise<FoyerClient> {
  const backend = createDevBackend({ appConfig: CONFIG, allowedOrigins: ORIGINS })
  const storage = createMemoryStorage()
  const make = () => createFoyerClient({
    appId: DEV_APP_ID, apiUrl: 'http://foyer.dev.local', fetch: (i, init) => backend.fetch(new Request(i, init)), storage,
  })
  const before = make()
  await startClient(before)
  const { url } = await initOAuth(before, { provider: 'google', redirectUrl: PAGE, navigate: () => {} })
  ;(window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(await completeFakeOAuth(backend, url, choice))
  return make()
}

describe('back from the provider (the page reloads)', () => {
  it('the modal reopens by itself on the status screen, logs in, shows success and cleans the URL', async () => {
    const client = await reloadAfterConsent({})
    let foyer: UseFoyerReturnType | null = null
    function Probe() {
      foyer = useFoyer()
      return null
    }
    render(<FoyerProvider client={client}><Probe /><FoyerModal /></FoyerProvider>)
    const dialog = await screen.findByRole('dialog', { name: 'log in or sign up' })
    expect(dialog.textContent).toMatch(/Logging you in|Success!/)
    await waitFor(() => expect(screen.queryByText('Success!')).not.toBeNull())
    await waitFor(() => expect(foyer!.user?.google).toMatchObject({ email: 'ada@example.com' }))
    expect(window.location.href).toBe(PAGE)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 })
  })

  it('a denied consent fails at once: the modal still reopens, with the denied message', async () => {
    const client = await reloadAfterConsent({ deny: true })
    render(<FoyerProvider client={client}><FoyerModal /></FoyerProvider>)
    await screen.findByRole('dialog', { name: 'log in or sign up' })
    await waitFor(() => expect(screen.queryByText('Retry and check email, profile to finish connecting your account.')).not.toBeNull())
    expect(window.location.href).toBe(PAGE)
  })
})
