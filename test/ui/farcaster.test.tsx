// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { farcasterFlow, isMobileDevice, truncateLink } from '../../src/core/internal.js'
import { FoyerScreens } from '../../src/ui/index.js'
import { renderWithFoyer, type Harness } from './helpers.js'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const withFarcaster = { appConfig: { login_methods: ['email', 'farcaster'] } }

/** Waits for the relay channel the screen opened, and returns its token. */
async function channelOf(h: Harness): Promise<string> {
  await waitFor(() => expect(farcasterFlow.get(h.client).status).toBe('awaiting-approval'), { timeout: 3000 })
  return farcasterFlow.get(h.client).channelToken!
}

describe('isMobileDevice', () => {
  it('is mobile at a viewport of 440 px or less, or with a mobile User-Agent', () => {
    expect(isMobileDevice({ viewportWidth: 440, userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' })).toBe(true)
    expect(isMobileDevice({ viewportWidth: 441, userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' })).toBe(false)
    expect(isMobileDevice({ viewportWidth: 1280, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' })).toBe(true)
    expect(isMobileDevice({ viewportWidth: 1280, userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8)' })).toBe(true)
    expect(isMobileDevice({ viewportWidth: null, userAgent: null })).toBe(false)
  })

  it('truncateLink keeps the first 30 characters', () => {
    expect(truncateLink('https://example.com/abcdefghijklmnopqrstuvwxyz', 30)).toBe('https://example.com/abcdefghij…')
    expect(truncateLink('short', 30)).toBe('short')
  })
})

describe('Farcaster screen', () => {
  it("the landing's 'Continue with Farcaster' opens the QR code and the link truncated to 30 characters; approving logs in", async () => {
    const h = renderWithFoyer(<FoyerScreens />, withFarcaster)
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Farcaster' }))
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Sign in with Farcaster' })).not.toBeNull())
    expect(screen.queryByText("Scan with your phone's camera to continue.")).not.toBeNull()
    const token = await channelOf(h)
    const uri = farcasterFlow.get(h.client).connectUri!
    const qr = await screen.findByRole('img', { name: 'QR code to sign in with Farcaster' })
    expect(qr.getAttribute('data-value')).toBe(uri)
    expect(screen.queryByText(`${uri.slice(0, 30)}…`)).not.toBeNull()
    expect(screen.queryByText('Waiting for you to approve in Farcaster…')).not.toBeNull()
    await h.backend.farcaster.approve(token, { fid: 1002 })
    await waitFor(() => expect(screen.queryByText('Success!')).not.toBeNull(), { timeout: 4000 })
    expect(h.foyer().user?.farcaster).toMatchObject({ fid: 1002, username: 'bob' })
  })

  it("'Copy link' copies the connect link and says 'Copied' for 3 s", async () => {
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const h = renderWithFoyer(<FoyerScreens initialScreen="farcaster" initialParams={{ layout: 'desktop' }} />)
    await channelOf(h)
    const button = await screen.findByRole('button', { name: 'Copy link' })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      await act(async () => void fireEvent.click(button))
      expect(writeText).toHaveBeenCalledWith(farcasterFlow.get(h.client).connectUri)
      expect(screen.queryByRole('button', { name: 'Copied' })).not.toBeNull()
      await act(async () => void vi.advanceTimersByTime(2999))
      expect(screen.queryByRole('button', { name: 'Copied' })).not.toBeNull()
      await act(async () => void vi.advanceTimersByTime(1))
      expect(screen.queryByRole('button', { name: 'Copy link' })).not.toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })

  it("on mobile: 'Open Farcaster app' opens the connect link, then reads 'Take me to Farcaster'; no QR code", async () => {
    const h = renderWithFoyer(<FoyerScreens initialScreen="farcaster" initialParams={{ layout: 'mobile' }} />)
    await channelOf(h)
    const open = await screen.findByRole('link', { name: 'Open Farcaster app' })
    expect(open.getAttribute('href')).toBe(farcasterFlow.get(h.client).connectUri)
    expect(screen.queryByRole('img', { name: 'QR code to sign in with Farcaster' })).toBeNull()
    open.addEventListener('click', (e) => e.preventDefault())
    fireEvent.click(open)
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Take me to Farcaster' })).not.toBeNull())
  })

  it("a failed connection shows 'Authentication failed' / 'Connect failed' with a retry that works", async () => {
    const h = renderWithFoyer(<FoyerScreens initialScreen="farcaster" />)
    h.backend.faults.add({ path: '/api/v1/farcaster/init', drop: true, times: 1 })
    await waitFor(() => expect(screen.queryByText('Connect failed')).not.toBeNull())
    expect(screen.queryByRole('heading', { name: 'Authentication failed' })).not.toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await channelOf(h)
    await waitFor(() => expect(screen.queryByRole('img', { name: 'QR code to sign in with Farcaster' })).not.toBeNull())
  })

  it("a rejected request shows 'Request rejected' with 'Go back'", async () => {
    const h = renderWithFoyer(<FoyerScreens initialScreen="farcaster" />)
    h.backend.farcaster.reject(await channelOf(h))
    await waitFor(() => expect(screen.queryByText('Request rejected')).not.toBeNull(), { timeout: 4000 })
    expect(screen.queryByRole('button', { name: 'Go back' })).not.toBeNull()
  })

  it('a failure with a dedicated screen goes there (no-signup with a new fid: Account not found)', async () => {
    const h = renderWithFoyer(<FoyerScreens initialScreen="farcaster" loginOptions={{ disableSignup: true }} />)
    await h.backend.farcaster.approve(await channelOf(h))
    await waitFor(() => expect(screen.queryByText('Account not found')).not.toBeNull(), { timeout: 4000 })
  })

  it('leaving the screen cancels the wait (no more status polls)', async () => {
    const h = renderWithFoyer(<FoyerScreens />, withFarcaster)
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Farcaster' }))
    await channelOf(h)
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    await waitFor(() => expect(farcasterFlow.get(h.client).status).toBe('initial'))
    const polls = h.backend.requests.count('GET', '/api/v1/farcaster/status')
    await new Promise((r) => setTimeout(r, 2300))
    expect(h.backend.requests.count('GET', '/api/v1/farcaster/status')).toBe(polls)
  })
})
