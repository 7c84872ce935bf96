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

test('Farcaster login through the modal: the connect link is approved in a second tab and the first tab logs in', async () => {
  const { page, context } = await newPage(browser, '/')
  await page.getByTestId('open-login').click()
  const dialog = page.getByRole('dialog', { name: 'log in or sign up' })
  await (await loginMethodButton(dialog, 'Continue with Farcaster')).click()
  await dialog.getByRole('heading', { name: 'Sign in with Farcaster' }).waitFor()
  const qr = dialog.getByRole('img', { name: 'QR code to sign in with Farcaster' })
  await qr.waitFor()
  const link = (await qr.getAttribute('data-value'))!
  expect(link).toContain('/__dev/farcaster/approve?channel_token=')
  // The link is shown truncated to 30 characters, with a copy button.
  await dialog.getByText(`${link.slice(0, 30)}…`).waitFor()
  await dialog.getByRole('button', { name: 'Copy link' }).waitFor()
  await dialog.getByText('Waiting for you to approve in Farcaster…').waitFor()

  const phone = await context.newPage()
  await phone.goto(link)
  await phone.getByRole('button', { name: /Approve as @bob/ }).click()
  await phone.getByText('Approved as @bob').waitFor()

  await dialog.getByText('Success!').waitFor({ timeout: 10_000 })
  await dialog.waitFor({ state: 'detached', timeout: 15_000 })
  await expect.poll(() => page.getByTestId('status').textContent()).toBe('Logged in')
  await context.close()
})

test('Farcaster: rejecting in the second tab shows "Request rejected" in the modal', async () => {
  const { page, context } = await newPage(browser, '/')
  await page.getByTestId('open-login').click()
  const dialog = page.getByRole('dialog', { name: 'log in or sign up' })
  await (await loginMethodButton(dialog, 'Continue with Farcaster')).click()
  const qr = dialog.getByRole('img', { name: 'QR code to sign in with Farcaster' })
  await qr.waitFor()
  const phone = await context.newPage()
  await phone.goto((await qr.getAttribute('data-value'))!)
  await phone.getByRole('button', { name: 'Reject' }).click()
  await dialog.getByText('Request rejected').waitFor({ timeout: 10_000 })
  await dialog.getByRole('heading', { name: 'Authentication failed' }).waitFor()
  await context.close()
})
