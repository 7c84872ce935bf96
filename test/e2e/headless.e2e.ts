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

test('a host page built only on useLoginWithEmail logs in, keeps the session on reload, and logs out', async () => {
  const { page, context } = await newPage(browser, '/headless')
  const email = uniqueEmail('headless')
  await page.getByTestId('headless-email').fill(email)
  await page.getByTestId('headless-send').click()
  await page.getByTestId('headless-code').fill(await codeFor(email))
  await page.getByTestId('headless-login').click()
  await expect.poll(() => page.getByTestId('user-email').textContent()).toBe(email)

  await page.reload()
  await expect.poll(() => page.getByTestId('user-email').textContent()).toBe(email)

  await page.getByTestId('logout').click()
  await page.getByTestId('headless-email').waitFor()
  expect(await page.getByTestId('user-card').count()).toBe(0)
  await context.close()
})

test('a wrong code shows the error from the hook state and a right one still works after it', async () => {
  const { page, context } = await newPage(browser, '/headless')
  const email = uniqueEmail('wrong')
  await page.getByTestId('headless-email').fill(email)
  await page.getByTestId('headless-send').click()
  const code = await codeFor(email)
  const wrong = code === '000000' ? '111111' : '000000'
  await page.getByTestId('headless-code').fill(wrong)
  await page.getByTestId('headless-login').click()
  await expect.poll(() => page.getByTestId('headless-error').textContent()).toBe('Invalid or expired verification code')
  await page.getByTestId('headless-code').fill(code)
  await page.getByTestId('headless-login').click()
  await expect.poll(() => page.getByTestId('user-email').textContent()).toBe(email)
  await context.close()
})
