// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { addWalletConnectorSource, baseAccountSource, stopWalletConnectors } from '../../src/core/internal.js'
import { createTestBaseAccount } from '../../src/testing/index.js'
import { FoyerScreens } from '../../src/ui/index.js'
import { renderWithFoyer, type Harness } from './helpers.js'

let harness: Harness | null = null
afterEach(() => {
  if (harness) stopWalletConnectors(harness.client)
  harness = null
  cleanup()
})

describe('the Coinbase Smart Wallet in the picker', () => {
  it("is listed like the other wallets; choosing it opens its popup (the test double) and logs in with SIWE as a base_account wallet", async () => {
    const smartWallet = createTestBaseAccount()
    harness = renderWithFoyer(<FoyerScreens initialScreen="walletPicker" />, { appConfig: { login_methods: ['email', 'wallet'] } })
    addWalletConnectorSource(harness.client, baseAccountSource({ createProvider: smartWallet.createProvider }))
    fireEvent.click(await screen.findByRole('button', { name: 'Coinbase Smart Wallet' }))
    await screen.findByText('Successfully connected with Coinbase Smart Wallet', undefined, { timeout: 4000 })
    expect(harness.foyer().user?.linkedAccounts[0]).toMatchObject({
      type: 'wallet', address: smartWallet.address, connectorType: 'base_account', walletClientType: 'base_account',
    })
  })

  it("a rejected popup shows 'Could not connect with wallet' with the reason", async () => {
    const smartWallet = createTestBaseAccount()
    smartWallet.respondNext('reject', 'eth_requestAccounts')
    harness = renderWithFoyer(<FoyerScreens initialScreen="walletPicker" />, { appConfig: { login_methods: ['email', 'wallet'] } })
    addWalletConnectorSource(harness.client, baseAccountSource({ createProvider: smartWallet.createProvider }))
    fireEvent.click(await screen.findByRole('button', { name: 'Coinbase Smart Wallet' }))
    await screen.findByText('Could not connect with wallet')
    expect(screen.getByText('User rejected the request.')).toBeTruthy()
  })
})
