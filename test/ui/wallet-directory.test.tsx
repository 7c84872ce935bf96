// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearWalletDirectoryCache } from '../../src/core/internal.js'
import { FAKE_WALLET_DIRECTORY_PATH } from '../../src/testing/index.js'
import { FoyerScreens } from '../../src/ui/index.js'
import { renderWithFoyer, type Harness } from './helpers.js'

// The picker asks the directory service for its listings when it opens (the landing does not).
const DIRECTORY = `${FAKE_WALLET_DIRECTORY_PATH}/v3/wallets`
const config = { walletConnectCloudProjectId: 'demo-project', walletDirectoryUrl: `http://foyer.test${FAKE_WALLET_DIRECTORY_PATH}` }
// The dev backend logs /api requests only: the client's fetch counts the directory's.
let harness: Harness
const asked: string[] = []
const clientConfig = {
  config,
  fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
    await Promise.resolve() // the harness is assigned once render() returns
    if (String(input).includes(DIRECTORY)) asked.push(String(input))
    return harness.backend.fetch(new Request(input, init))
  },
}
const render = (...args: Parameters<typeof renderWithFoyer>) => (harness = renderWithFoyer(...args))
const app = (walletList: string[]) => ({ appConfig: { login_methods: ['email', 'wallet'], appearance: { wallet_list: walletList } } })

beforeAll(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
beforeEach(() => {
  clearWalletDirectoryCache()
  asked.length = 0
})
afterEach(cleanup)

describe('the wallet directory in the picker', () => {
  it("lists the app's wallets that only the directory service knows, with the service's names", async () => {
    render(<FoyerScreens initialScreen="walletPicker" />, app(['metamask', 'zerion', 'trust_wallet']), clientConfig)
    // The bundled list at once (MetaMask), the service's wallets once it answered.
    await screen.findByRole('button', { name: /MetaMask/ })
    await screen.findByRole('button', { name: /Zerion/ })
    await screen.findByRole('button', { name: /Trust Wallet/ })
    expect(asked).toEqual([`http://foyer.test${DIRECTORY}?projectId=demo-project`])
  })

  it('without a project id the picker keeps the bundled list and asks nothing', async () => {
    const h = render(<FoyerScreens initialScreen="walletPicker" />, app(['metamask', 'zerion']), { fetch: clientConfig.fetch })
    await screen.findByRole('button', { name: /MetaMask/ })
    await waitFor(() => expect(h.foyer().ready).toBe(true))
    expect(screen.queryByRole('button', { name: /Zerion/ })).toBeNull()
    expect(asked.length).toBe(0)
  })

  it('a failing service leaves the bundled list', async () => {
    const h = render(<FoyerScreens initialScreen="walletPicker" />, app(['metamask', 'zerion']), clientConfig)
    h.backend.faults.add({ method: 'GET', path: DIRECTORY, status: 503 })
    await screen.findByRole('button', { name: /MetaMask/ })
    await waitFor(() => expect(asked.length).toBe(1))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('button', { name: /Zerion/ })).toBeNull()
  })

  it('the landing does not ask the directory; opening the picker does', async () => {
    const h = render(<FoyerScreens />, app([]), clientConfig)
    const entry = await screen.findByRole('button', { name: 'Continue with a wallet' })
    await waitFor(() => expect(h.foyer().ready).toBe(true))
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(asked.length).toBe(0)
    fireEvent.click(entry)
    await screen.findByText('Select your wallet')
    await waitFor(() => expect(asked.length).toBe(1))
  })
})
