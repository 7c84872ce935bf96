import type { Browser } from 'playwright-core'
import { verifyMessage, type Hex } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { launch, newPage } from './support/browser.js'

const ARCADE_ID = 'foyerarcadeapp00000000001'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

test("cross-app signing: personal_sign through the provider app's real popup ('Waiting for Arcade' meanwhile); the signature verifies with viem", async () => {
  const { page, context } = await newPage(browser, '/headless')
  page.setDefaultTimeout(15_000)
  // Log in with Arcade (the provider app's login popup), as Ada.
  const loginButton = page.getByTestId(`headless-cross-app-${ARCADE_ID}`)
  await loginButton.waitFor()
  const [loginPopup] = await Promise.all([page.waitForEvent('popup'), loginButton.click()])
  loginPopup.setDefaultTimeout(15_000)
  await loginPopup.getByRole('button', { name: 'Continue as Ada Lovelace' }).click()
  await expect.poll(() => page.getByTestId('headless-cross-app-status').textContent(), { timeout: 20_000 }).toBe('Status: done')

  // Sign: the popup opens at once at the provider's /oauth/transact, 440x680.
  const signButton = page.getByTestId(`headless-cross-app-sign-${ARCADE_ID}`)
  await signButton.waitFor()
  const address = (await page.getByText(/wallet 0x[0-9a-fA-F]{40}/).first().textContent())!.match(/0x[0-9a-fA-F]{40}/)![0] as Hex
  const [popup] = await Promise.all([page.waitForEvent('popup'), signButton.click()])
  popup.setDefaultTimeout(15_000)
  await popup.waitForURL(/\/__dev\/provider-app\/oauth\/transact\?token=/)
  expect(popup.viewportSize()).toEqual({ width: 440, height: 680 })
  // The default UI shows the request while the popup is open.
  await page.getByRole('dialog').getByRole('heading', { name: 'Waiting for Arcade' }).waitFor({ timeout: 15_000 })
  await popup.getByText('Hello from Foyer').waitFor()
  await popup.getByRole('button', { name: 'Approve' }).click()

  const signature = page.getByTestId('headless-cross-app-signature')
  await signature.waitFor({ timeout: 20_000 })
  const value = (await signature.textContent()) as Hex
  expect(await verifyMessage({ address, message: 'Hello from Foyer', signature: value })).toBe(true)
  expect(await page.getByTestId('headless-cross-app-request-status').textContent()).toBe('done')
  await expect.poll(() => popup.isClosed()).toBe(true)
  await page.getByRole('dialog').getByRole('heading', { name: 'Waiting for Arcade' }).waitFor({ state: 'detached' })

  // Reject in the popup: 'User rejected request' on the status screen.
  const [second] = await Promise.all([page.waitForEvent('popup'), signButton.click()])
  second.setDefaultTimeout(15_000)
  await second.getByRole('button', { name: 'Reject' }).click()
  await page.getByRole('dialog').getByText('User rejected request').waitFor({ timeout: 15_000 })
  expect(await page.getByTestId('headless-cross-app-request-status').textContent()).toBe('error')
  await context.close()
})
