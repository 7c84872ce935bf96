// Funding an embedded wallet end to end, on the demo's wallet page: 'Add funds' opens the default
// funding dialog; a card purchase goes through each fake card provider's page in a real popup
// (the dev backend credits the wallet on the local chain); the balance rises, 'Success!' shows and
// the dialog closes 4 s later. Manual receive sees a faucet deposit.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { FUNDING_TEST_CARDS } from '../../src/testing/index.js'
import { baseUrl, launch, localhostUrl, loginWithEmailInModal, uniqueEmail } from './support/browser.js'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

async function walletPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  context.on('page', (page) => page.on('pageerror', (error) => console.error('[page error]', error)))
  const page = await context.newPage()
  await page.goto(localhostUrl('/wallet'))
  await loginWithEmailInModal(page, uniqueEmail('funding'))
  await page.locator('[data-testid="embedded-wallet"][data-state="ready"]').waitFor({ timeout: 20_000 })
  return { context, page }
}

const balance = async (page: Page) => BigInt((await page.getByTestId('wallet-balance-eth').getAttribute('data-wei')) ?? '0')

/** Pays on the provider's page in the popup with the test card (what the dialog and the popup showed, when it cannot). */
async function payInPopup(page: Page, popup: Page, button: 'Buy now' | 'Pay') {
  try {
    await popup.waitForURL(/\/fake\//, { timeout: 20_000 })
    await popup.locator('#cardNumber').waitFor({ timeout: 20_000 })
  } catch (error) {
    const dialog = await page.getByRole('dialog').textContent().catch(() => '(no dialog)')
    const shown = popup.isClosed() ? '(closed)' : `${popup.url()}: ${(await popup.content().catch(() => '')).slice(0, 600)}`
    throw new Error(`the provider's page did not show its card form. Dialog: ${dialog}. Popup: ${shown}`, { cause: error })
  }
  await popup.locator('#cardNumber').fill(FUNDING_TEST_CARDS.success)
  await popup.getByRole('button', { name: button }).click()
}

for (const provider of ['coinbase', 'moonpay'] as const) {
  test(`a card purchase with the ${provider === 'coinbase' ? 'first (Coinbase-like)' : 'second (MoonPay-like)'} provider: the balance rises, 'Success!' closes after 4 s`, async () => {
    const { context, page } = await walletPage()
    try {
      await expect.poll(() => page.getByTestId('wallet-balance-eth').getAttribute('data-wei'), { timeout: 15_000 }).not.toBeNull()
      const before = await balance(page)
      await page.getByTestId('fund-wallet').click()
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('heading', { name: /^Add funds to your .+ wallet$/ }).waitFor({ timeout: 15_000 })
      if (provider === 'moonpay') {
        await dialog.getByRole('button', { name: 'Try a different provider.' }).click()
        await dialog.getByText('With Moonpay').waitFor()
      }
      await dialog.getByRole('button', { name: /Pay with card/ }).click()
      await dialog.getByRole('heading', { name: 'Confirm or edit amount' }).waitFor()
      const [popup] = await Promise.all([context.waitForEvent('page'), dialog.getByRole('button', { name: 'Continue' }).click()])
      await dialog.getByRole('heading', { name: 'Fund account' }).waitFor()
      await payInPopup(page, popup, provider === 'coinbase' ? 'Buy now' : 'Pay')

      // The credit lands on the local chain; the status read (from 5 s / 8 s on) shows 'Success!'.
      await expect.poll(() => balance(page), { timeout: 30_000 }).toBe(before + 50_000_000_000_000_000n)
      await dialog.getByRole('heading', { name: 'Success!' }).waitFor({ timeout: 30_000 })
      const shownAt = Date.now()
      await expect(dialog.textContent()).resolves.toContain("You've successfully added 0.05 ETH to your")
      await dialog.waitFor({ state: 'detached', timeout: 10_000 })
      const closedAfter = Date.now() - shownAt
      expect(closedAfter).toBeGreaterThanOrEqual(3_000)
      expect(closedAfter).toBeLessThan(6_000)
      await expect.poll(() => page.getByTestId('fund-result').getAttribute('data-status')).toBe('funded')
      expect(await page.getByTestId('fund-result').getAttribute('data-provider')).toBe(provider)
    } finally {
      await context.close()
    }
  }, 120_000)
}

test("manual receive: the wallet's QR code and address; a faucet deposit shows 'Funds received', and Continue closes funded", async () => {
  const { context, page } = await walletPage()
  try {
    const address = await page.locator('[data-testid="embedded-wallet"]').getAttribute('data-address')
    await page.getByTestId('fund-wallet').click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Receive funds' }).click()
    await dialog.getByRole('heading', { name: 'Receive funds' }).waitFor()
    expect(await dialog.getByRole('img', { name: 'QR code of your wallet address' }).getAttribute('data-value')).toBe(`ethereum:${address}@31337`)
    await dialog.getByText(/^Balance: /).waitFor({ timeout: 15_000 })
    expect(await dialog.getByRole('button', { name: 'Continue' }).count()).toBe(0)

    // A deposit from elsewhere (the dev backend's faucet, as another wallet would send).
    const faucet = await fetch(new URL('/__dev/faucet', baseUrl()), {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ chainType: 'ethereum', chainId: 31337, address, amount: '0.2' }),
    })
    expect(faucet.status).toBe(200)
    await dialog.getByText('Funds received').waitFor({ timeout: 15_000 })
    await dialog.getByRole('button', { name: 'Continue' }).click()
    await dialog.waitFor({ state: 'detached', timeout: 10_000 })
    await expect.poll(() => page.getByTestId('fund-result').getAttribute('data-status')).toBe('funded')
    expect(await page.getByTestId('fund-result').getAttribute('data-provider')).toBe('manual')
  } finally {
    await context.close()
  }
}, 120_000)
