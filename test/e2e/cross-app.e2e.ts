import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { launch, newPage, loginMethodButton } from './support/browser.js'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

/** Opens the modal and clicks the provider's button: the provider app's popup opens. */
async function openProvider() {
  const { page, context } = await newPage(browser, '/')
  await page.getByTestId('open-login').click()
  const dialog = page.getByRole('dialog', { name: 'log in or sign up' })
  const button = await loginMethodButton(dialog, 'Continue with Arcade')
  await button.waitFor()
  const [popup] = await Promise.all([page.waitForEvent('popup'), button.click()])
  return { page, context, dialog, popup }
}

test('cross-app login through the modal: the fake provider app approves in a real popup', async () => {
  const { page, context, dialog, popup } = await openProvider()
  await dialog.getByRole('heading', { name: 'Connecting to Arcade' }).waitFor()
  await popup.waitForURL(/\/__dev\/provider-app\/oauth\/transact\?/)
  expect(popup.viewportSize()).toEqual({ width: 440, height: 680 })
  await popup.getByRole('heading', { name: 'Arcade' }).waitFor()
  // 'Success!' shows for 1.4 s: noted by the page itself, so a busy machine cannot miss it.
  await page.evaluate(() => {
    const w = window as unknown as { sawSuccess: boolean }
    w.sawSuccess = false
    new MutationObserver(() => {
      if (document.querySelector('[role="dialog"]')?.textContent?.includes('Success!')) w.sawSuccess = true
    }).observe(document.body, { subtree: true, childList: true, characterData: true })
  })
  await popup.getByRole('button', { name: 'Continue as Ada Lovelace' }).click()

  await expect.poll(() => page.getByTestId('status').textContent(), { timeout: 20_000 }).toBe('Logged in')
  await dialog.waitFor({ state: 'detached', timeout: 15_000 })
  expect(await page.evaluate(() => (window as unknown as { sawSuccess: boolean }).sawSuccess)).toBe(true)
  await expect.poll(() => popup.isClosed()).toBe(true)
  await context.close()
})

test('cross-app: closing the popup shows "Authentication failed" with the provider name', async () => {
  const { context, dialog, popup } = await openProvider()
  await popup.waitForURL(/\/__dev\/provider-app\/oauth\/transact\?/)
  await popup.close()
  await dialog.getByRole('heading', { name: 'Authentication failed' }).waitFor({ timeout: 15_000 })
  await dialog.getByText('There was an issue connecting your Arcade account. Please try again.').waitFor()
  await context.close()
})
