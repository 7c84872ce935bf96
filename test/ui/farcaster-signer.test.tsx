// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { linkFarcaster, requestFarcasterSigner, stopWalletConnectors } from '../../src/core/internal.js'
import { FoyerModal, es } from '../../src/ui/index.js'
import { renderWithEmbeddedWallet, settle, type Harness } from './helpers.js'

let harness: Harness | null = null
afterEach(() => {
  vi.useRealTimers()
  if (harness) stopWalletConnectors(harness.client)
  harness = null
  cleanup()
})

/** A FoyerModal logged in with an embedded wallet and a linked Farcaster account (fid 1002); the wallet service runs in-process. */
async function mount(ui = <FoyerModal />) {
  const { h } = await renderWithEmbeddedWallet(ui)
  harness = h
  await act(async () => {
    const init = await h.backend.fetch(new Request('http://localhost/api/v1/farcaster/init', {
      method: 'POST', headers: { 'content-type': 'application/json', 'foyer-app-id': h.backend.appId }, body: JSON.stringify({ relying_party: 'localhost', redirect_url: 'http://localhost/' }),
    }))
    const { channel_token: channelToken } = (await init.json()) as { channel_token: string }
    const approval = await h.backend.farcaster.approve(channelToken, { fid: 1002 })
    await linkFarcaster(h.client, { channelToken, ...approval })
  })
  return h
}

const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)))

/** Starts a signer request (fake setTimeout from the start: the poll's ticks) and waits for the QR code. */
async function requestShown(h: Harness, qrLabel = 'QR code to approve the Farcaster signer') {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  const out: { value?: unknown; error?: unknown; done: boolean } = { done: false }
  act(() => {
    requestFarcasterSigner(h.client).then((value) => Object.assign(out, { value, done: true }), (error) => Object.assign(out, { error, done: true }))
  })
  await settle(() => screen.queryByRole('img', { name: qrLabel }) !== null)
  const svg = screen.getByRole('img', { name: qrLabel })
  const link = svg.getAttribute('data-value')!
  return { out, link, publicKey: h.backend.farcaster.signers.list()[0]!.publicKey }
}

describe('the Farcaster signer screen', () => {
  it("shows the approval link as a QR code and a link while it waits; approved shows 'Signer approved' for 1.4 s, then closes and resolves", async () => {
    const h = await mount()
    const { out, link, publicKey } = await requestShown(h)
    expect(screen.getByRole('dialog', { name: 'Farcaster signer' })).not.toBeNull()
    expect(screen.getByText('Add a Farcaster signer')).not.toBeNull()
    expect(link).toMatch(/\/__dev\/farcaster\/signer\?token=/)
    expect(screen.getByRole('link', { name: 'Open in Farcaster' }).getAttribute('href')).toBe(link)
    expect(screen.getByText('Waiting for you to approve in Farcaster…')).not.toBeNull()
    h.backend.farcaster.signers.approve(publicKey)
    await advance(2_000)
    await settle(() => screen.queryByText('Signer approved') !== null)
    expect(screen.getByRole('status').textContent).toBe('This app can now post to Farcaster for you.')
    await advance(1_399)
    expect(screen.queryByText('Signer approved')).not.toBeNull()
    await advance(1)
    await settle(() => out.done)
    expect(out.value).toMatchObject({ publicKey })
    expect(h.foyer().user?.farcaster?.signerPublicKey).toBe(publicKey)
    await settle(() => screen.queryByText('Signer approved') === null)
  })

  it("a revoke shows 'Request rejected'; Close rejects the request with it", async () => {
    const h = await mount()
    const { out, publicKey } = await requestShown(h)
    h.backend.farcaster.signers.revoke(publicKey)
    await advance(2_000)
    await settle(() => screen.queryByText('Request rejected') !== null)
    expect(screen.getByRole('alert').textContent).toBe('The signer was revoked in Farcaster.')
    // The screen's own Close (the dialog's close button is named 'Close' too, with no text).
    fireEvent.click(screen.getByText('Close', { selector: 'button' }))
    await settle(() => out.done)
    expect(out.error).toMatchObject({ message: 'Request rejected', code: 'farcaster_request_rejected' })
  })

  it("5 minutes without approval show 'Connect failed' / 'The request timed out. Try again.'; Try again waits again", async () => {
    const h = await mount()
    await requestShown(h)
    await advance(299_999)
    expect(screen.queryByText('Connect failed')).toBeNull()
    await advance(1)
    await settle(() => screen.queryByText('Connect failed') !== null)
    expect(screen.getByRole('alert').textContent).toBe('The request timed out. Try again.')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await settle(() => screen.queryByText('Waiting for you to approve in Farcaster…') !== null)
    expect(screen.queryByRole('img', { name: 'QR code to approve the Farcaster signer' })).not.toBeNull()
  })

  it('speaks Spanish with the es catalogue', async () => {
    const h = await mount(<FoyerModal copy={es} />)
    await requestShown(h, 'Código QR para aprobar el firmante de Farcaster')
    expect(screen.getByText('Agregar un firmante de Farcaster')).not.toBeNull()
    expect(screen.getByText('Esperando tu aprobación en Farcaster…')).not.toBeNull()
  })
})
