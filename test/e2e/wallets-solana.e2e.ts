import { Connection, Keypair, PublicKey } from '@solana/web3.js'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { installTestSolanaWalletInPage, type TestSolanaWallet } from '../../src/testing/index.js'
import { baseUrl, launch, localhostUrl, loginMethodButton, loginWithEmailInModal, uniqueEmail } from './support/browser.js'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

/** A page with a wallet-standard Solana test wallet registered before the demo loads (init script + exposed function). */
async function pageWithSolanaWallet(name: string): Promise<{ context: BrowserContext; page: Page; wallet: TestSolanaWallet }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  page.on('pageerror', (error) => console.error('[page error]', error))
  const wallet = await installTestSolanaWalletInPage(page, { name })
  await page.goto(new URL('/', baseUrl()).toString())
  return { context, page, wallet }
}

async function openPicker(page: Page) {
  await page.getByTestId('open-login').click()
  return openPickerFromLanding(page)
}

async function openPickerFromLanding(page: Page) {
  const dialog = page.getByRole('dialog')
  // The demo offers many methods: the wallet entry may be behind the landing's overflow button.
  await (await loginMethodButton(dialog, 'Continue with a wallet')).first().click()
  await dialog.getByText('Select your wallet').waitFor()
  return dialog
}

test('log in with SIWS through the wallet picker, then log out', async () => {
  const { page, context, wallet } = await pageWithSolanaWallet('Sol E2E Wallet')
  const dialog = await openPicker(page)
  await dialog.getByRole('button', { name: /Sol E2E Wallet/ }).click()
  await dialog.getByText('Successfully connected with Sol E2E Wallet').waitFor()
  await dialog.waitFor({ state: 'detached', timeout: 15_000 })
  await expect.poll(() => page.getByTestId('user-accounts').textContent()).toContain('wallet')
  // The wallet signed a SIWS message for this page, and the dev backend verified it (ed25519).
  const signed = wallet.requests.find((r) => r.method === 'signMessage')?.message ?? ''
  expect(signed).toMatch(new RegExp(`^${new URL(baseUrl()).host.replace(/\./g, '\\.')} wants you to sign in with your Solana account:\\n${wallet.address}\\n`))
  await expect.poll(() => page.getByTestId('connected-solana-wallets').textContent()).toContain(wallet.address.slice(0, 5))
  await page.getByTestId('logout').click()
  await expect.poll(() => page.getByTestId('status').textContent()).toBe('You are logged out.')
  await context.close()
})

test('a rejected signature shows the error; Try again signs in', async () => {
  const { page, context, wallet } = await pageWithSolanaWallet('Sol Picky Wallet')
  wallet.respondNext('reject', 'signMessage')
  const dialog = await openPicker(page)
  await dialog.getByRole('button', { name: /Sol Picky Wallet/ }).click()
  await dialog.getByText('Could not connect with wallet').waitFor()
  await dialog.getByText('User rejected the request.').waitFor()
  await dialog.getByRole('button', { name: 'Try again' }).click()
  await dialog.getByText('Successfully connected with Sol Picky Wallet').waitFor()
  await expect.poll(() => page.getByTestId('user-accounts').textContent()).toContain('wallet')
  expect(wallet.requests.filter((r) => r.method === 'signMessage').map((r) => r.response)).toEqual(['reject', 'approve'])
  await context.close()
})

test("a Phantom-like wallet with a Ledger: 'Continue with Ledger' signs a memo transaction and the dev backend logs the user in", async () => {
  const { page, context, wallet } = await pageWithSolanaWallet('Phantom')
  const dialog = await openPicker(page)
  await dialog.getByRole('button', { name: /^Phantom/ }).first().click()
  // Phantom's listing serves both chains: 'Select network' first.
  await dialog.getByRole('button', { name: /Phantom · Solana/ }).click()
  await dialog.getByText('Are you using a Ledger?').waitFor()
  await dialog.getByRole('button', { name: 'Continue with Ledger' }).click()
  await dialog.getByText('Successfully connected with Phantom').waitFor()
  await dialog.waitFor({ state: 'detached', timeout: 15_000 })
  await expect.poll(() => page.getByTestId('user-accounts').textContent()).toContain('wallet')
  // The wallet signed a transaction (the memo that carries the SIWS message), never the message itself.
  expect(wallet.requests.map((r) => r.method)).toEqual(['connect', 'signTransaction'])
  await context.close()
})

test("opening the picker asks the demo's wallet directory (the dev backend's fake one) with the project id; the landing does not", async () => {
  const { page, context } = await pageWithSolanaWallet('Sol Directory Wallet')
  const asked: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/fake/wallet-directory/v3/wallets')) asked.push(request.url())
  })
  await page.getByTestId('open-login').click()
  await page.getByRole('dialog').locator('[data-screen="landing"]').waitFor()
  expect(asked).toEqual([])
  await openPickerFromLanding(page)
  await expect.poll(() => asked).toEqual([new URL('/fake/wallet-directory/v3/wallets?projectId=foyer-demo-project', baseUrl()).toString()])
  await context.close()
})

test('link the Solana wallet to an e-mail user through the picker', async () => {
  const { page, context, wallet } = await pageWithSolanaWallet('Sol Link Wallet')
  const email = uniqueEmail('solana-link')
  await loginWithEmailInModal(page, email)
  await expect.poll(() => page.getByTestId('user-email').textContent()).toBe(email)

  await page.getByTestId('link-wallet').click()
  const linkDialog = page.getByRole('dialog')
  await linkDialog.getByRole('button', { name: 'Continue with a wallet' }).first().click()
  await linkDialog.getByRole('button', { name: /Sol Link Wallet/ }).click()
  await linkDialog.getByText('Successfully connected with Sol Link Wallet').waitFor()
  await expect.poll(() => page.getByTestId('user-accounts').textContent()).toBe('email, wallet')
  expect(wallet.connected).toBe(true)
  await context.close()
})

test('an external Solana wallet sends SOL on the local Solana runtime through the kit: confirmed in the modal, signed with its wallet-standard signTransaction', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  page.on('pageerror', (error) => console.error('[page error]', error))
  const wallet = await installTestSolanaWalletInPage(page, { name: 'Sol Send Wallet' })
  await page.goto(localhostUrl('/wallet'))
  await loginWithEmailInModal(page, uniqueEmail('solana-external-send'))
  const card = page.locator('[data-testid="solana-wallet"][data-state="ready"]')
  await card.waitFor({ timeout: 30_000 })
  expect(await card.getAttribute('data-connector-type')).toBe('embedded')

  // Connect the external wallet (wallet standard) and use it: the same card, the same calls.
  await page.getByRole('button', { name: 'Connect Sol Send Wallet' }).click()
  await expect.poll(() => card.getAttribute('data-address')).toBe(wallet.address)
  expect(await card.getAttribute('data-connector-type')).toBe('solana_adapter')
  const rpc = new Connection(`${baseUrl()}/rpc/solana`, 'confirmed')
  await page.getByTestId('solana-faucet-sol').click()
  await expect.poll(() => page.getByTestId('solana-balance-sol').getAttribute('data-lamports')).toBe('1000000000')

  const to = Keypair.generate().publicKey
  await page.getByTestId('solana-send-to').fill(to.toBase58())
  await page.getByTestId('solana-send-amount').fill('0.25')
  await page.getByTestId('solana-send-asset').selectOption('SOL')
  await page.getByTestId('solana-send').click()
  const dialog = page.getByRole('dialog')
  await dialog.getByText('Confirm transaction').waitFor({ timeout: 15_000 })
  await dialog.getByRole('button', { name: 'Approve' }).click()
  await dialog.getByText('Transaction complete!').waitFor({ timeout: 15_000 })
  await dialog.getByRole('button', { name: 'All Done' }).click()
  const receipt = page.getByTestId('solana-receipt')
  await receipt.waitFor({ timeout: 15_000 })
  const signature = (await receipt.getAttribute('data-signature'))!

  // The runtime executed it: the recipient got 0.25 SOL, the wallet paid it and the fee.
  const status = (await rpc.getSignatureStatus(signature)).value
  expect(status?.err).toBeNull()
  expect(await rpc.getBalance(to)).toBe(250_000_000)
  const fee = (await rpc.getTransaction(signature, { commitment: 'confirmed', maxSupportedTransactionVersion: 0 }))!.meta!.fee
  expect(fee).toBeGreaterThan(0)
  expect(await rpc.getBalance(new PublicKey(wallet.address))).toBe(1_000_000_000 - 250_000_000 - fee)
  await expect.poll(() => page.getByTestId('solana-balance-sol').getAttribute('data-lamports')).toBe(String(1_000_000_000 - 250_000_000 - fee))
  // The external wallet signed (its own key: the kit never had it).
  expect(wallet.requests.filter((r) => r.method === 'signTransaction').map((r) => r.response)).toEqual(['approve'])
  await context.close()
})
