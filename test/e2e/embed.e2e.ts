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

test('e-mail login inside the embedded panel: no dialog, the same screens, then the user card', async () => {
  const { page, context } = await newPage(browser, '/embedded')
  const email = uniqueEmail('embed')
  const panel = page.getByRole('region', { name: 'log in or sign up' })
  await panel.getByLabel('Email address').waitFor()
  expect(await page.getByRole('dialog').count()).toBe(0)
  // It fills its container up to the modal's width (360 px).
  const width = await panel.evaluate((el) => el.getBoundingClientRect().width)
  expect(width).toBeLessThanOrEqual(360)
  expect(width).toBeGreaterThan(300)

  await panel.getByLabel('Email address').fill(email)
  await panel.getByRole('button', { name: 'Submit' }).click()
  await panel.getByText('Enter confirmation code').waitFor()
  await panel.getByLabel('Digit 1 of 6').click()
  await page.keyboard.type(await codeFor(email), { delay: 20 })
  await panel.getByText('Success!').waitFor()
  await expect.poll(() => page.getByTestId('user-email').textContent()).toBe(email)
  expect(await page.getByRole('dialog').count()).toBe(0)

  await page.getByTestId('logout').click()
  await panel.getByLabel('Email address').waitFor()
  await context.close()
})

test('while the panel is visible, login() drives it (back to the landing) and the modal stays closed', async () => {
  const { page, context } = await newPage(browser, '/embedded')
  const panel = page.getByRole('region', { name: 'log in or sign up' })
  await panel.getByLabel('Email address').fill(uniqueEmail('embed-restart'))
  await panel.getByRole('button', { name: 'Submit' }).click()
  await panel.getByText('Enter confirmation code').waitFor()
  await page.getByTestId('embed-restart').click()
  await panel.getByLabel('Email address').waitFor()
  expect(await page.getByRole('dialog').count()).toBe(0)
  await context.close()
})
