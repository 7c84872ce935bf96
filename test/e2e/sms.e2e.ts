import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { launch, newPage, smsCodeFor, uniqueUkMobile } from './support/browser.js'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

test('SMS login through the modal: choose a country, type the number, enter the texted code; log out', async () => {
  const { page, context } = await newPage(browser, '/')
  const phone = uniqueUkMobile()
  await page.getByTestId('open-login').click()
  const dialog = page.getByRole('dialog', { name: 'log in or sign up' })
  await dialog.getByRole('button', { name: 'Continue with SMS' }).click()
  await dialog.getByText('Log in with SMS').waitFor()

  const submit = dialog.getByRole('button', { name: 'Submit' })
  const number = dialog.getByLabel('Phone number')
  await number.fill('2015550123')
  expect(await number.inputValue()).toBe('(201) 555-0123')
  // Changing the country (search it, click it) clears the number; submit stays disabled until the number is valid.
  const country = dialog.getByRole('combobox', { name: 'Country' })
  await country.click()
  await country.fill('kingdom')
  await dialog.getByRole('option', { name: /United Kingdom/ }).click()
  await expect.poll(() => country.inputValue()).toBe('United Kingdom (+44)')
  expect(await number.inputValue()).toBe('')
  expect(await submit.isDisabled()).toBe(true)
  await number.pressSequentially(phone.national, { delay: 10 })
  expect(await number.inputValue()).toBe(`07400 ${phone.national.slice(5)}`)
  expect(await submit.isEnabled()).toBe(true)
  await number.press('Enter')

  await dialog.getByText('Enter confirmation code').waitFor()
  await dialog.getByText(/for an SMS and enter your code below/).waitFor()
  await dialog.getByLabel('Digit 1 of 6').click()
  await page.keyboard.type(await smsCodeFor(phone.e164), { delay: 20 })
  await dialog.getByText('Success!').waitFor()
  await dialog.waitFor({ state: 'detached', timeout: 15_000 })
  await expect.poll(() => page.getByTestId('user-phone').textContent()).toBe(phone.e164)
  // The dev inbox shows the SMS code too.
  await expect.poll(() => page.getByTestId('inbox-sms-code').count()).toBeGreaterThan(0)

  await page.getByTestId('logout').click()
  await expect.poll(() => page.getByTestId('status').textContent()).toBe('You are logged out.')
  await context.close()
})

test('guest login through the modal; a reload keeps the same guest', async () => {
  const { page, context } = await newPage(browser, '/')
  await page.getByTestId('open-login').click()
  const dialog = page.getByRole('dialog', { name: 'log in or sign up' })
  await dialog.getByRole('button', { name: 'Continue as guest' }).click()
  await dialog.getByText('Success!').waitFor()
  await dialog.waitFor({ state: 'detached', timeout: 15_000 })
  await page.getByTestId('user-guest').waitFor()
  const id = await page.getByTestId('user-id').textContent()
  await page.reload()
  await expect.poll(() => page.getByTestId('user-id').textContent()).toBe(id)
  await context.close()
})

test('custom token (headless): the fake host auth logs the user in through useCustomAuth', async () => {
  const { page, context } = await newPage(browser, '/headless')
  const section = page.getByTestId('headless-section-custom')
  await section.getByTestId('headless-custom-user').fill(`host-${Date.now()}`)
  await section.getByRole('button', { name: 'Log in to the host app' }).click()
  await page.getByTestId('user-card').waitFor()
  await expect.poll(() => page.getByTestId('status').textContent()).toBe('Logged in')
  await context.close()
})
