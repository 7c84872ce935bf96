// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { siwsFlow, getSolanaLedgerChoice, walletConnectFlow } from '../../src/core/internal.js'
import { createTestSolanaWallet } from '../../src/testing/index.js'
import { FoyerScreens } from '../../src/ui/index.js'
import { renderWithFoyer } from './helpers.js'

// The wallet-standard registry is page-wide: two wallets for the file, a test wallet and a 'Phantom'.
const testWallet = createTestSolanaWallet()
const phantom = createTestSolanaWallet({ name: 'Phantom' })
const unregister = [testWallet.register(window), phantom.register(window)]
afterAll(() => unregister.forEach((remove) => remove()))
const solanaOnly = { appConfig: { login_methods: ['email', 'wallet'], appearance: { wallet_chain_type: 'solana-only' as const } } }

beforeAll(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(cleanup)

describe('Solana in the wallet picker', () => {
  it('lists wallet-standard wallets; choosing one connects it and signs in with SIWS', async () => {
    const h = renderWithFoyer(<FoyerScreens initialScreen="walletPicker" />, solanaOnly)
    fireEvent.click(await screen.findByRole('button', { name: /Foyer Test Wallet/ }))
    // The page domain (happy-dom's) is not the API's: the sign-in reaches awaiting-signature and the
    // server refuses the domain — the UI part (connect, SIWS message, wallet prompt) is what is tested here.
    await waitFor(() => expect(testWallet.requests.some((r) => r.method === 'signMessage')).toBe(true))
    expect(walletConnectFlow.get(h.client)).toMatchObject({ status: 'connected', connectorId: 'solana:standard:Foyer Test Wallet' })
    expect(testWallet.requests.find((r) => r.method === 'signMessage')!.message).toContain(
      `wants you to sign in with your Solana account:\n${testWallet.address}`,
    )
    await waitFor(() => expect(siwsFlow.get(h.client).status).not.toBe('awaiting-signature'))
  })

  it('ethereum-only apps list no Solana wallet', async () => {
    renderWithFoyer(<FoyerScreens initialScreen="walletPicker" />, { appConfig: { login_methods: ['wallet'] } })
    await screen.findByText('Select your wallet')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('button', { name: /Foyer Test Wallet/ })).toBeNull()
  })
})

describe('Ledger choice (Phantom on Solana with the Ledger plugin)', () => {
  it('Phantom goes to the Ledger screen first; a choice records it and connects', async () => {
    const h = renderWithFoyer(<FoyerScreens initialScreen="walletPicker" />, solanaOnly, { config: { solanaWallets: { ledgerPlugin: true } } })
    const row = await screen.findByRole('button', { name: /Phantom/ })
    fireEvent.click(row)
    // Phantom's listing serves both chains: 'Select network' first when it offers Ethereum too.
    const solana = await screen.findByRole('button', { name: /Solana/ }).catch(() => null)
    if (solana) fireEvent.click(solana)
    await screen.findByText('Are you using a Ledger?')
    expect(phantom.requests).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: 'Continue without Ledger' }))
    expect(getSolanaLedgerChoice(h.client)).toBe(false)
    await waitFor(() => expect(phantom.requests.some((r) => r.method === 'connect')).toBe(true))
  })

  it("'Continue with Ledger': the status screen asks to approve the sign-in transaction; the wallet is asked to sign a memo transaction, not the message", async () => {
    const h = renderWithFoyer(<FoyerScreens initialScreen="walletPicker" />, solanaOnly, { config: { solanaWallets: { ledgerPlugin: true } } })
    fireEvent.click(await screen.findByRole('button', { name: /Phantom/ }))
    const solana = await screen.findByRole('button', { name: /Solana/ }).catch(() => null)
    if (solana) fireEvent.click(solana)
    const before = phantom.requests.length
    phantom.respondNext('hang', 'signTransaction')
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Ledger' }))
    await screen.findByText('Approve the sign-in transaction on your Ledger through Phantom. It only carries the sign-in message and is never sent.')
    expect(screen.getByText('Sign to verify')).toBeTruthy()
    expect(siwsFlow.get(h.client).status).toBe('awaiting-signature')
    expect(phantom.requests.slice(before).map((r) => r.method)).toEqual(['connect', 'signTransaction'])
    phantom.releaseHanging()
  })

  it('without the plugin Phantom connects at once', async () => {
    renderWithFoyer(<FoyerScreens initialScreen="walletPicker" />, solanaOnly)
    const before = phantom.requests.length
    fireEvent.click(await screen.findByRole('button', { name: /Phantom/ }))
    const solana = await screen.findByRole('button', { name: /Solana/ }).catch(() => null)
    if (solana) fireEvent.click(solana)
    await waitFor(() => expect(phantom.requests.length).toBeGreaterThan(before))
    expect(screen.queryByText('Are you using a Ledger?')).toBeNull()
  })

  it('the Ledger screen: title, both choices, the wallet name', async () => {
    const h = renderWithFoyer(
      <FoyerScreens initialScreen="walletLedger" initialParams={{ connectorId: 'solana:standard:Phantom' }} />,
      solanaOnly,
    )
    await screen.findByText('Are you using a Ledger?')
    await screen.findByText(/If your Phantom account is secured by a Ledger/)
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Ledger' }))
    expect(getSolanaLedgerChoice(h.client)).toBe(true)
  })
})
