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
  await popup.getByRole('button', { name: 'Continue as Ada Lovelace' }).click()

  await dialog.getByText('Success!').waitFor({ timeout: 10_000 })
  await dialog.waitFor({ state: 'detached', timeout: 5_000 })
  await expect.poll(() => page.getByTestId('status').textContent()).toBe('Logged in')
  await expect.poll(() => popup.isClosed()).toBe(true)
  await context.close()
})

test('cross-app: closing the popup shows "Authentication failed" with the provider name', async () => {
  const { context, dialog, popup } = await openProvider()
  await popup.waitForURL(/\/__dev\/provider-app\/oauth\/transact\?/)
  await popup.close()
  await dialog.getByRole('heading', { name: 'Authentication failed' }).waitFor({ timeout: 5_000 })
  await dialog.getByText('There was an issue connecting your Arcade account. Please try again.').waitFor()
  await context.close()
})
