// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { delegateWallet, revokeWallets, stopWalletConnectors } from '../../src/core/internal.js'
import { FoyerModal, es } from '../../src/ui/index.js'
import { renderWithEmbeddedWallet, settle, type Harness } from './helpers.js'

let harness: Harness | null = null
afterEach(() => {
  vi.useRealTimers()
  if (harness) stopWalletConnectors(harness.client)
  harness = null
  cleanup()
})

/** A FoyerModal logged in with an embedded Ethereum wallet; the wallet service runs in-process. */
async function mount(ui = <FoyerModal />) {
  const { h, address } = await renderWithEmbeddedWallet(ui)
  harness = h
  return { h, address }
}


const delegatedOn = (h: Harness, address: string) =>
  (h.backend.users.list()[0]!.linked_accounts.find((a) => a.type === 'wallet' && a.address === address) as { delegated: boolean }).delegated

describe('the delegation screens', () => {
  it("consent: 'Enable offline access' with the wallet, Accept and Not now; Accept delegates, 'Offline access enabled' shows 2.5 s, then it closes and resolves", async () => {
    const { h, address } = await mount()
    let pending!: Promise<unknown>
    act(() => {
      pending = delegateWallet(h.client, { address, chainType: 'ethereum' })
    })
    await waitFor(() => expect(screen.queryByText('Enable offline access')).not.toBeNull(), { timeout: 5000 })
    expect(screen.getByRole('dialog', { name: 'Offline access' })).not.toBeNull()
    expect(document.querySelector('.foyer-walletAddressCard')!.textContent).toBe(`Wallet · Ethereum${address}`)
    expect(screen.getByRole('button', { name: 'Not now' })).not.toBeNull()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }))
    await settle(() => screen.queryByText('Offline access enabled') !== null)
    expect(screen.getByRole('status').textContent).toBe('Offline access enabled')
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull()
    expect(delegatedOn(h, address)).toBe(true)
    await act(async () => void (await vi.advanceTimersByTimeAsync(2_499)))
    expect(screen.queryByText('Offline access enabled')).not.toBeNull()
    await act(async () => void (await vi.advanceTimersByTimeAsync(1)))
    vi.useRealTimers()
    await expect(pending).resolves.toMatchObject({ user: expect.any(Object) })
    await waitFor(() => expect(screen.queryByText('Enable offline access')).toBeNull())
    expect(h.foyer().user?.linkedAccounts.find((a) => a.type === 'wallet' && a.address === address)).toMatchObject({ delegated: true })
  })

  it("'Not now' closes at once and rejects with 4001; nothing is delegated", async () => {
    const { h, address } = await mount()
    let pending!: Promise<unknown>
    act(() => {
      pending = delegateWallet(h.client, { address, chainType: 'ethereum' })
    })
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Not now' })).not.toBeNull(), { timeout: 5000 })
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }))
    await expect(pending).rejects.toMatchObject({ code: 4001, message: 'The user rejected the request' })
    expect(delegatedOn(h, address)).toBe(false)
  })

  it("revoke: 'Revoke offline access to wallet', Confirm and Deny; Confirm revokes and the result closes after 2.5 s", async () => {
    const { h, address } = await mount()
    await act(() => delegateWallet(h.client, { address, chainType: 'ethereum', uiOptions: { showWalletUIs: false } }))
    let pending!: Promise<unknown>
    act(() => {
      pending = revokeWallets(h.client)
    })
    await waitFor(() => expect(screen.queryByText('Revoke offline access to wallet')).not.toBeNull(), { timeout: 5000 })
    expect(screen.getByRole('button', { name: 'Deny' })).not.toBeNull()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }))
    await settle(() => screen.queryByText('Offline access revoked') !== null)
    expect(delegatedOn(h, address)).toBe(false)
    await act(async () => void (await vi.advanceTimersByTimeAsync(2_500)))
    vi.useRealTimers()
    await expect(pending).resolves.toMatchObject({ user: expect.any(Object) })
  })

  it('an error shows for 2.5 s (alert), then the call rejects with it', async () => {
    const { h, address } = await mount()
    h.backend.faults.add({ method: 'POST', path: '/api/v1/embedded_wallets/*', status: 400, body: { error: 'nope', code: 'invalid_data' } })
    let pending!: Promise<unknown>
    act(() => {
      pending = delegateWallet(h.client, { address, chainType: 'ethereum' })
    })
    const outcome = pending.catch((e: unknown) => e)
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeNull(), { timeout: 5000 })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }))
    await settle(() => screen.queryByRole('alert') !== null)
    expect(screen.getByRole('alert').textContent).toBe('Unable to delegate wallet')
    await act(async () => void (await vi.advanceTimersByTimeAsync(2_500)))
    vi.useRealTimers()
    const error = await outcome
    expect(error).toMatchObject({ code: 'embedded_wallet_request_error' })
    expect(delegatedOn(h, address)).toBe(false)
  })

  it('speaks Spanish with the es catalogue', async () => {
    const { h, address } = await mount(<FoyerModal copy={es} />)
    act(() => {
      void delegateWallet(h.client, { address, chainType: 'ethereum' }).catch(() => undefined)
    })
    await waitFor(() => expect(screen.queryByText('Activar el acceso sin conexión')).not.toBeNull(), { timeout: 5000 })
    expect(screen.getByRole('button', { name: 'Aceptar' })).not.toBeNull()
    expect(screen.getByRole('button', { name: 'Ahora no' })).not.toBeNull()
  })
})
