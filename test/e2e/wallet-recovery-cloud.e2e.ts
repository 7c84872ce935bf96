// Cloud backup of an embedded wallet end to end, on the demo's wallet page (/wallet, the default
// modal mounted): back up to the dev backend's fake Google Drive from the method selection (the
// provider's consent runs in a real popup), then a new browser context of the same user recovers
// the wallet — the wrong Google account finds no backup, the right one recovers it — and signs for
// the same address.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { verifyMessage, type Address, type Hex } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { launch, localhostUrl, loginWithEmailInModal, uniqueEmail } from './support/browser.js'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

async function newContext(): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  context.on('page', (page) => page.on('pageerror', (error) => console.error('[page error]', error)))
  return context
}

/** The wallet page's embedded wallet, once there. */
async function walletAddress(page: Page): Promise<Address> {
  const card = page.locator('[data-testid="embedded-wallet"][data-state="ready"]')
  await card.waitFor({ timeout: 15_000 })
  return (await card.getAttribute('data-address')) as Address
}

/**
 * Clicks `button` (which opens the provider's popup), and on the fake consent page picks the
 * account `name`; the provider sends the popup back to the app, and the kit closes it.
 */
async function consentWith(page: Page, click: () => Promise<void>, name: 'Ada Lovelace' | 'Grace Hopper'): Promise<void> {
  const opened = page.context().waitForEvent('page', { timeout: 15_000 })
  await click()
  const popup = await opened
  await popup.getByRole('heading', { name: 'Sign in with Google' }).waitFor({ timeout: 15_000 })
  await popup.getByRole('button', { name: new RegExp(name) }).click()
  await popup.waitForEvent('close', { timeout: 15_000 })
}

test('back up to the fake Google Drive; a new browser context recovers with the right account only, and signs for the same address', async () => {
  const email = uniqueEmail('cloud-backup')

  // Device 1: the wallet is created on login (automatic recovery), then backed up to Ada's Drive.
  const first = await newContext()
  const page1 = await first.newPage()
  await page1.goto(localhostUrl('/wallet'))
  await loginWithEmailInModal(page1, email)
  const address = await walletAddress(page1)
  await expect.poll(() => page1.getByTestId('recovery-method').textContent()).toBe('privy')

  await page1.getByTestId('secure-account').click()
  const selection = page1.getByRole('dialog').locator('[data-screen="recoverySelect"]')
  await selection.getByRole('heading', { name: 'Secure your account' }).waitFor()
  // Backing up starts at once: the consent popup opens from the click on the option.
  await consentWith(page1, () => selection.getByRole('button', { name: 'Back up to Google Drive' }).click(), 'Ada Lovelace')
  await page1.getByRole('dialog').getByText('Successfully backed up with Google Drive.').waitFor({ timeout: 15_000 })
  await page1.getByRole('dialog').waitFor({ state: 'detached', timeout: 10_000 })
  await expect.poll(() => page1.getByTestId('recovery-result').textContent()).toBe('Secured with google-drive')
  await expect.poll(() => page1.getByTestId('recovery-method').textContent()).toBe('google-drive')
  await first.close()

  // Device 2: same user, no share of the wallet here; signing asks for the recovery.
  const second = await newContext()
  const page2 = await second.newPage()
  await page2.goto(localhostUrl('/wallet'))
  await loginWithEmailInModal(page2, email)
  expect(await walletAddress(page2)).toBe(address)
  await page2.getByTestId('confirm-in-modal').setChecked(false)
  const message = `Recovered from Google Drive ${Date.now()}`
  await page2.getByTestId('sign-message').fill(message)
  await page2.getByTestId('sign').click()

  const dialog = page2.getByRole('dialog')
  await dialog.locator('[data-screen="walletRecoveryCloud"]').getByRole('heading', { name: "Confirm it's really you" }).waitFor({ timeout: 15_000 })
  // The wrong account: Grace's Drive holds no backup of this wallet.
  await consentWith(page2, () => dialog.getByRole('button', { name: 'Confirm with Google Drive' }).click(), 'Grace Hopper')
  await dialog.getByText('Recovery with Google Drive unsuccessful').waitFor({ timeout: 15_000 })
  await dialog.getByText('Please verify that you are selecting the Google Drive account associated with your backup.').waitFor()
  // The right one.
  await consentWith(page2, () => dialog.getByRole('button', { name: 'Try again' }).click(), 'Ada Lovelace')
  await dialog.getByText('Successfully recovered with Google Drive.').waitFor({ timeout: 15_000 })
  await dialog.waitFor({ state: 'detached', timeout: 10_000 })

  // The signature the page asked for follows the recovery, and it is the wallet's.
  await expect.poll(() => page2.getByTestId('signature-valid').textContent(), { timeout: 15_000 }).toBe('valid')
  const signature = (await page2.getByTestId('signature').getAttribute('data-signature')) as Hex
  expect(await verifyMessage({ address, message, signature })).toBe(true)
  await second.close()
})
