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

/** Opens the modal and clicks 'Continue with Telegram': the fake widget opens the login window. */
async function openTelegramWindow() {
  const { page, context } = await newPage(browser, '/')
  await page.getByTestId('open-login').click()
  const dialog = page.getByRole('dialog', { name: 'log in or sign up' })
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    (await loginMethodButton(dialog, 'Continue with Telegram')).click(),
  ])
  return { page, context, dialog, popup }
}

test('Telegram through the modal: the fake widget opens the login window, pick a user, logged in', async () => {
  const { page, context, dialog, popup } = await openTelegramWindow()
  await dialog.getByText('Log in with Telegram').waitFor()
  await popup.getByRole('heading', { name: 'Log in to @foyer_demo_bot' }).waitFor()
  // Listen before the click: the window may close before a later listener is attached.
  const closed = popup.waitForEvent('close')
  await popup.getByRole('button', { name: /Grace Hopper/ }).click()
  await closed
  await dialog.getByText('Success!').waitFor()
  await dialog.waitFor({ state: 'detached', timeout: 15_000 })
  await expect.poll(() => page.getByTestId('status').textContent()).toBe('Logged in')
  expect(await page.getByTestId('user-accounts').textContent()).toContain('telegram')
  await context.close()
})

test('closing the Telegram window: Authentication failed with the reason', async () => {
  const { context, dialog, popup } = await openTelegramWindow()
  await popup.getByRole('button', { name: 'Cancel' }).click()
  await dialog.getByText('Telegram auth failed or was canceled by the client').waitFor()
  expect(await dialog.getByRole('button', { name: 'Retry' }).isVisible()).toBe(true)
  await context.close()
})
