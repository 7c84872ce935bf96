// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { walletConnectFlow, stopWalletConnectors } from '../../src/core/internal.js'
import { createTestEthereumWallet } from '../../src/testing/index.js'
import { FoyerScreens } from '../../src/ui/index.js'
import { walletStatusView } from '../../src/ui/screens/WalletConnect.js'
import { INITIAL_WALLET_AUTH_FLOW, INITIAL_WALLET_CONNECT_FLOW } from '../../src/core/internal.js'
import { renderWithFoyer, type Harness } from './helpers.js'

// One announced wallet for the file (announcements are page-wide).
const wallet = createTestEthereumWallet({ name: 'UI Wallet', rdns: 'dev.foyer.uiwallet' })
const uninstall = wallet.announce(window)
afterAll(uninstall)
let harness: Harness | null = null
afterEach(() => {
  if (harness) stopWalletConnectors(harness.client)
  harness = null
  cleanup()
})

function renderPicker(appearance: Record<string, unknown> = {}) {
  harness = renderWithFoyer(<FoyerScreens />, {
    appConfig: { login_methods: ['email', 'wallet'], appearance: { wallet_chain_type: 'ethereum-only', ...appearance } as never },
  })
  return harness
}

describe('wallet picker (default UI)', () => {
  it("the landing's 'Continue with a wallet' opens 'Select your wallet'; choosing the wallet logs in with SIWE", async () => {
    const h = renderPicker()
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with a wallet' }))
    await screen.findByText('Select your wallet')
    fireEvent.click(await screen.findByRole('button', { name: 'UI Wallet' }))
    await screen.findByText('Successfully connected with UI Wallet', undefined, { timeout: 4000 })
    expect(h.foyer().authenticated).toBe(true)
    expect(h.foyer().user?.linkedAccounts[0]).toMatchObject({ type: 'wallet', address: wallet.address })
  })

  it("a 'wallet:{client}' login method is that wallet's own button on the landing: it connects at once and logs in", async () => {
    harness = renderWithFoyer(<FoyerScreens />, {
      appConfig: {
        login_methods: ['email'], login_methods_and_order: { primary: ['wallet:ui_wallet', 'email'], overflow: [] },
        appearance: { wallet_chain_type: 'ethereum-only' } as never,
      },
    })
    const button = await screen.findByRole('button', { name: 'UI Wallet' })
    expect(button.getAttribute('data-method')).toBe('wallet:ui_wallet')
    fireEvent.click(button)
    await screen.findByText('Successfully connected with UI Wallet', undefined, { timeout: 4000 })
    expect(harness.foyer().user?.linkedAccounts[0]).toMatchObject({ type: 'wallet', address: wallet.address, walletClientType: 'ui_wallet' })
  })

  it('a rejected connection shows "Could not connect with wallet" with Retry; Retry connects', async () => {
    renderPicker()
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with a wallet' }))
    wallet.respondNext('reject', 'eth_requestAccounts')
    fireEvent.click(await screen.findByRole('button', { name: 'UI Wallet' }))
    await screen.findByText('Could not connect with wallet')
    expect(screen.queryByText('User rejected the request.')).not.toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await screen.findByText('Successfully connected with UI Wallet', undefined, { timeout: 4000 })
  })

  it('back while waiting cancels the attempt (no error), back again leaves to the picker', async () => {
    const h = renderPicker()
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with a wallet' }))
    wallet.respondNext('hang', 'eth_requestAccounts')
    fireEvent.click(await screen.findByRole('button', { name: 'UI Wallet' }))
    await screen.findByText('Waiting for UI Wallet')
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    await waitFor(() => expect(walletConnectFlow.get(h.client)).toMatchObject({ status: 'disconnected', error: null }))
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    await screen.findByText('Select your wallet')
  })

  it("the search box appears above 6 wallets and filters; no match reads 'No wallets found. Try another search.'", async () => {
    renderPicker({ wallet_list: ['detected_wallets', 'metamask', 'rainbow', 'coinbase_wallet', 'phantom', 'rabby_wallet', 'wallet_connect'] })
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with a wallet' }))
    const search = await screen.findByLabelText('Search wallets')
    fireEvent.change(search, { target: { value: 'rain' } })
    await waitFor(() => expect(screen.queryByRole('button', { name: 'MetaMask' })).toBeNull())
    expect(screen.queryByRole('button', { name: 'Rainbow' })).not.toBeNull()
    fireEvent.change(search, { target: { value: 'zzz' } })
    await screen.findByText('No wallets found. Try another search.')
  })

  it('a directory wallet that is not installed (no WalletConnect) shows the install instructions', async () => {
    renderPicker({ wallet_list: ['rainbow'] })
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with a wallet' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Rainbow' }))
    await screen.findByText('Install Rainbow')
    expect(screen.queryByRole('button', { name: 'Reload page' })).not.toBeNull()
  })
})

describe('walletStatusView', () => {
  const base = { auth: INITIAL_WALLET_AUTH_FLOW, connectorId: 'c', connectOnly: false, found: true, pairing: false, mobile: false }
  it('maps the attempt and the sign-in to the status screens', () => {
    const connected = { ...INITIAL_WALLET_CONNECT_FLOW, status: 'connected' as const, connectorId: 'c' }
    expect(walletStatusView({ ...base, connect: INITIAL_WALLET_CONNECT_FLOW })).toBe('waiting')
    expect(walletStatusView({ ...base, connect: { ...INITIAL_WALLET_CONNECT_FLOW, connectorId: 'c', status: 'waiting', uri: 'wc:x' } })).toBe('scan')
    expect(walletStatusView({ ...base, mobile: true, connect: { ...INITIAL_WALLET_CONNECT_FLOW, connectorId: 'c', status: 'waiting', uri: 'wc:x' } })).toBe('goTo')
    expect(walletStatusView({ ...base, connect: { ...INITIAL_WALLET_CONNECT_FLOW, connectorId: 'c', status: 'switching_to_supported_chain' } })).toBe('switching')
    expect(walletStatusView({ ...base, connect: connected })).toBe('sign')
    expect(walletStatusView({ ...base, connect: connected, auth: { ...INITIAL_WALLET_AUTH_FLOW, status: 'submitting-signature' } })).toBe('signing')
    expect(walletStatusView({ ...base, connect: connected, auth: { ...INITIAL_WALLET_AUTH_FLOW, status: 'done' } })).toBe('success')
    expect(walletStatusView({ ...base, connectOnly: true, connect: connected })).toBe('success')
    expect(walletStatusView({ ...base, found: false, connect: connected })).toBe('openOrInstall')
  })
})
