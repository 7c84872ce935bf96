import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { codeFor, launch, newPage, uniqueEmail } from './support/browser.js'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

test("the landing's overflow: open it, log in with e-mail from the overflow view, 'Recent' on e-mail after logout", async () => {
  const { page, context } = await newPage(browser, '/')
  const email = uniqueEmail('landing')
  // login({ loginMethods: [google, apple, github, discord, email, sms] }): 4 on the landing + the overflow button.
  await page.getByTestId('open-login-socials-first').click()
  const dialog = page.getByRole('dialog', { name: 'log in or sign up' })
  await dialog.locator('[data-screen="landing"]').waitFor()
  const methods = await dialog.locator('[data-screen="landing"] [data-method]').evaluateAll((els) => els.map((el) => el.getAttribute('data-method')))
  expect(methods).toEqual(['google', 'apple', 'github', 'discord'])
  expect(await dialog.getByLabel('Email address').count()).toBe(0)

  await dialog.getByRole('button', { name: 'Continue with email or sms' }).click()
  await dialog.locator('[data-screen="loginOverflow"]').waitFor()
  // The overflow view has a back button.
  await dialog.getByRole('button', { name: 'Back' }).click()
  await dialog.locator('[data-screen="landing"]').waitFor()
  await dialog.getByRole('button', { name: 'Continue with email or sms' }).click()
  await dialog.getByRole('button', { name: 'Continue with SMS' }).waitFor()

  await dialog.getByLabel('Email address').fill(email)
  await dialog.getByRole('button', { name: 'Submit' }).click()
  await dialog.getByText('Enter confirmation code').waitFor()
  await dialog.getByLabel('Digit 1 of 6').click()
  await page.keyboard.type(await codeFor(email), { delay: 20 })
  await dialog.getByText('Success!').waitFor()
  await dialog.waitFor({ state: 'detached', timeout: 15_000 })
  await expect.poll(() => page.getByTestId('user-email').textContent()).toBe(email)

  await page.getByTestId('logout').click()
  await expect.poll(() => page.getByTestId('status').textContent()).toBe('You are logged out.')
  // The default landing: the e-mail input carries the 'Recent' chip (remembered per app in localStorage).
  await page.getByTestId('open-login').click()
  await dialog.locator('[data-screen="landing"]').waitFor()
  const form = dialog.locator('form[data-method="email"]')
  expect(await form.getAttribute('data-recent')).toBe('true')
  expect(await form.locator('.foyer-recentChip').textContent()).toBe('Recent')
  expect(await dialog.locator('.foyer-recentChip').count()).toBe(1)
  await context.close()
})
