import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { installTestEthereumWalletInPage, type TestEthereumWallet } from '../../src/testing/index.js'
import { baseUrl, launch, loginMethodButton, loginWithEmailInModal, uniqueEmail } from './support/browser.js'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

/** A page with a test Ethereum wallet installed before the demo loads (init script + exposed function). */
async function pageWithWallet(name: string): Promise<{ context: BrowserContext; page: Page; wallet: TestEthereumWallet }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  page.on('pageerror', (error) => console.error('[page error]', error))
  const wallet = await installTestEthereumWalletInPage(page, { name, rdns: `dev.foyer.${name.toLowerCase().replace(/\W/g, '')}` })
  await page.goto(new URL('/', baseUrl()).toString())
  return { context, page, wallet }
}

async function openPicker(page: Page) {
  await page.getByTestId('open-login').click()
  const dialog = page.getByRole('dialog')
  // The demo lists many methods: the wallet entry may be behind the overflow button.
  await (await loginMethodButton(dialog, 'Continue with a wallet')).click()
  await dialog.getByText('Select your wallet').waitFor()
  return dialog
}

test('log in with SIWE through the wallet picker, then log out', async () => {
  const { page, context, wallet } = await pageWithWallet('E2E Wallet')
  const dialog = await openPicker(page)
  await dialog.getByRole('button', { name: 'E2E Wallet' }).click()
  await dialog.getByText('Successfully connected with E2E Wallet').waitFor()
  await dialog.waitFor({ state: 'detached', timeout: 15_000 })
  await expect.poll(() => page.getByTestId('user-accounts').textContent()).toContain('wallet')
  expect(wallet.requests.some((r) => r.method === 'personal_sign')).toBe(true)
  await expect.poll(() => page.getByTestId('connected-wallets').textContent()).toContain(wallet.address.slice(0, 6))
  await page.getByTestId('logout').click()
  await expect.poll(() => page.getByTestId('status').textContent()).toBe('You are logged out.')
  await context.close()
})

test('a rejected connection offers Retry, and the retry logs in', async () => {
  const { page, context, wallet } = await pageWithWallet('Picky Wallet')
  wallet.respondNext('reject', 'eth_requestAccounts')
  const dialog = await openPicker(page)
  await dialog.getByRole('button', { name: 'Picky Wallet' }).click()
  await dialog.getByText('Could not connect with wallet').waitFor()
  await dialog.getByText('User rejected the request.').waitFor()
  await dialog.getByRole('button', { name: 'Retry' }).click()
  await dialog.getByText('Successfully connected with Picky Wallet').waitFor()
  await expect.poll(() => page.getByTestId('user-accounts').textContent()).toContain('wallet')
  await context.close()
})

test('link a wallet to an e-mail user through the picker', async () => {
  const { page, context, wallet } = await pageWithWallet('Second Wallet')
  const email = uniqueEmail('wallet-link')
  await loginWithEmailInModal(page, email)
  await expect.poll(() => page.getByTestId('user-email').textContent()).toBe(email)

  await page.getByTestId('link-wallet').click()
  const linkDialog = page.getByRole('dialog')
  await linkDialog.getByRole('button', { name: 'Continue with a wallet' }).first().click()
  await linkDialog.getByRole('button', { name: 'Second Wallet' }).click()
  await linkDialog.getByText('Successfully connected with Second Wallet').waitFor()
  await expect.poll(() => page.getByTestId('user-accounts').textContent()).toBe('email, wallet')
  expect(wallet.connected).toBe(true)
  await context.close()
})
