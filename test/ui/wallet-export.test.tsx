// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import type { Address } from 'viem'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { exportWallet, stopWalletConnectors, walletExportFlow } from '../../src/core/internal.js'
import { setEmbeddedFrameConnection } from '../../src/core/wallets/embedded/session.js'
import { FoyerModal, es } from '../../src/ui/index.js'
import { inProcessWalletService, renderWithEmbeddedWallet, WALLET_ORIGIN, settle, type Harness } from './helpers.js'

// The export frame's page is not loaded here: the tests answer for it.
beforeAll(() => {
  ;(window as unknown as { happyDOM: { settings: { navigation: { disableChildFrameNavigation: boolean } } } }).happyDOM.settings.navigation.disableChildFrameNavigation = true
})

let harness: Harness | null = null
afterEach(() => {
  vi.useRealTimers()
  if (harness) stopWalletConnectors(harness.client)
  harness = null
  cleanup()
})

/** A FoyerModal logged in with an embedded wallet; the hidden wallet service runs in-process. */
async function mount(ui = <FoyerModal />): Promise<{ h: Harness; address: Address; hidden: ReturnType<typeof inProcessWalletService> }> {
  const mounted = await renderWithEmbeddedWallet(ui)
  harness = mounted.h
  return mounted
}


const exportFrame = () => document.querySelector<HTMLIFrameElement>('iframe.foyer-walletExportFrame')

/**
 * The export frame's window as the host sees it (a stand-in: the page itself is not loaded here):
 * what the host posts to it, and a way to answer as it.
 */
function standInFrame(iframe: HTMLIFrameElement) {
  const posted: { message: { id: string; event: string; data: Record<string, unknown> }; targetOrigin: string }[] = []
  const frameWindow = { postMessage: (message: never, targetOrigin: string) => void posted.push({ message, targetOrigin }) }
  Object.defineProperty(iframe, 'contentWindow', { value: frameWindow, configurable: true })
  const answer = (data: unknown, { origin = WALLET_ORIGIN, source = frameWindow as unknown } = {}) =>
    act(async () => void window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window })))
  return { posted, answer }
}

describe('the export screen', () => {
  it("'Connecting to your wallet' for at least 1 s, then the warning, the address and the frame of the wallet origin (no credential in its URL)", async () => {
    const { h, address, hidden } = await mount()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    let pending!: Promise<void>
    act(() => {
      pending = exportWallet(h.client)
    })
    await settle(() => screen.queryByText('Connecting to your wallet') !== null)
    expect(screen.queryByText('Please wait...')).not.toBeNull()
    // The wallet service answered the connect: only the 1 s minimum holds the screen now.
    await settle(() => JSON.stringify(hidden.replies).includes('"recovered"'))
    await act(async () => void (await vi.advanceTimersByTimeAsync(999)))
    expect(screen.queryByText('Connecting to your wallet')).not.toBeNull()
    await act(async () => void (await vi.advanceTimersByTimeAsync(1)))
    await settle(() => exportFrame() !== null)
    vi.useRealTimers()

    expect(screen.getByRole('dialog', { name: 'Export wallet' })).not.toBeNull()
    expect(screen.getByRole('note').textContent).toBe('Never share your private key or seed phrase with anyone.')
    expect(document.querySelector('.foyer-walletAddressCard')!.textContent).toBe(`Wallet address · Ethereum${address}`)
    const iframe = exportFrame()!
    const src = new URL(iframe.src)
    expect(src.origin + src.pathname).toBe(`${WALLET_ORIGIN}/apps/${h.backend.appId}/embedded-wallets/export`)
    expect(Object.fromEntries(src.searchParams)).toMatchObject({ entropy_id: address, chain_type: 'ethereum', hd_wallet_index: '0', phrase_export: 'true', locale: 'en' })
    expect(iframe.src).not.toMatch(/token|eyJ/)
    expect(iframe.title).toBe('Your private key')
    expect(iframe.getAttribute('allow')).toBe('clipboard-write')
    expect(iframe.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin')
    expect(iframe.getAttribute('height')).toBe('268')

    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    await expect(pending).resolves.toBeUndefined()
  })

  it('passes the access token to the frame by message, to the wallet origin only; only the frame window on that origin is heard', async () => {
    const { h, address } = await mount()
    let pending!: Promise<void>
    act(() => {
      pending = exportWallet(h.client)
    })
    await waitFor(() => expect(exportFrame()).not.toBeNull(), { timeout: 5000 })
    // The host asks the frame for readiness until it answers: the next asks go through the spy.
    const iframe = exportFrame()!
    const { posted, answer } = standInFrame(iframe)
    await waitFor(() => expect(posted.some((p) => p.message.event === 'foyer:iframe:ready')).toBe(true))
    expect(posted.every((p) => p.targetOrigin === WALLET_ORIGIN)).toBe(true)
    const ready = posted.find((p) => p.message.event === 'foyer:iframe:ready')!.message
    await answer({ id: ready.id, data: { ready: true } })
    await waitFor(() => expect(posted.some((p) => p.message.event === 'foyer:wallet:export')).toBe(true))
    const request = posted.find((p) => p.message.event === 'foyer:wallet:export')!
    expect(request.targetOrigin).toBe(WALLET_ORIGIN)
    expect(request.message.data).toEqual({ accessToken: expect.stringMatching(/^eyJ/) })

    // An answer from another origin, or another window, is not heard.
    const shown = { address, chainType: 'ethereum', shown: ['private-key', 'seed-phrase'] }
    await answer({ id: request.message.id, data: shown }, { origin: 'https://evil.example' })
    await answer({ id: request.message.id, data: shown }, { source: window })
    expect(walletExportFlow.get(h.client).status).toBe('ready')
    expect(iframe.dataset.state).toBe('loading')
    await answer({ id: request.message.id, data: shown })
    await waitFor(() => expect(walletExportFlow.get(h.client).status).toBe('exported'))
    expect(exportFrame()!.dataset.state).toBe('success')
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    await pending
  })

  it("a failure: 'Something went wrong. We're on it. Please try again later.' and Close, which rejects with the error", async () => {
    const { h, address } = await mount()
    // Another device: the hidden frame must load the wallet from the backend, which fails once.
    setEmbeddedFrameConnection(h.client, { connect: () => inProcessWalletService(h) })
    h.backend.faults.add({ path: `/api/v1/embedded_wallets/${address}/auth_share`, status: 500, body: { error: 'boom', code: 'internal_error' }, times: 1 })
    let pending!: Promise<void>
    act(() => {
      pending = exportWallet(h.client)
    })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe("Something went wrong. We're on it. Please try again later.")
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!)
    await expect(pending).rejects.toMatchObject({ shortMessage: 'Unable to connect to wallet' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('speaks the copy it is given (Spanish), and asks the frame for the same language', async () => {
    const { h } = await mount(<FoyerModal copy={es} />)
    let pending!: Promise<void>
    act(() => {
      pending = exportWallet(h.client)
    })
    expect(await screen.findByText('Conectando con tu billetera')).not.toBeNull()
    await waitFor(() => expect(exportFrame()).not.toBeNull(), { timeout: 5000 })
    expect(screen.getByRole('note').textContent).toBe('Nunca compartas tu clave privada ni tu frase semilla con nadie.')
    expect(new URL(exportFrame()!.src).searchParams.get('locale')).toBe('es')
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }))
    await pending
  })
})
