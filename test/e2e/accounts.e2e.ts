import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { DEMO_APP_ID } from '../../demo/config.js'
import { baseUrl, codeFor, devCall, launch, newPage, smsCodeFor, smsCount, uniqueEmail } from './support/browser.js'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await devCall('POST', '/__dev/config', { legal: { require_users_accept_terms: false } }).catch(() => {})
  await browser?.close()
})

const uniquePhone = () => `+1201555${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`

/** A user who owns only `phone` (signed up through the API, as another browser would). */
async function phoneOnlyUser(phone: string) {
  const headers = { 'content-type': 'application/json', 'foyer-app-id': DEMO_APP_ID }
  await fetch(new URL('/api/v1/passwordless_sms/init', baseUrl()), { method: 'POST', headers, body: JSON.stringify({ phoneNumber: phone }) })
  const res = await fetch(new URL('/api/v1/passwordless_sms/authenticate', baseUrl()), {
    method: 'POST', headers, body: JSON.stringify({ phoneNumber: phone, code: await smsCodeFor(phone), mode: 'login-or-sign-up' }),
  })
  if (!res.ok) throw new Error(`sms sign-up failed: ${res.status}`)
}

async function typeCode(page: Page, dialog: Locator, code: string) {
  await dialog.getByText('Enter confirmation code').waitFor()
  await dialog.getByLabel('Digit 1 of 6').click()
  await page.keyboard.type(code, { delay: 20 })
}

async function loginThroughModal(page: Page, email: string): Promise<Locator> {
  await page.getByTestId('open-login').click()
  const dialog = page.getByRole('dialog', { name: 'log in or sign up' })
  await dialog.getByLabel('Email address').fill(email)
  await dialog.getByRole('button', { name: 'Submit' }).click()
  await typeCode(page, dialog, await codeFor(email))
  return dialog
}

/** The "Link phone" screen: the number (US by default), then the SMS code (the one this sends, not an earlier one). */
async function linkPhone(page: Page, phone: string): Promise<Locator> {
  await page.getByTestId('link-phone').click()
  const dialog = page.getByRole('dialog', { name: 'log in or sign up' })
  await dialog.getByRole('heading', { name: 'Link phone' }).waitFor()
  await dialog.getByLabel('Phone number').fill(phone.slice(2))
  const earlier = await smsCount(phone)
  await dialog.getByRole('button', { name: 'Submit' }).click()
  await typeCode(page, dialog, await smsCodeFor(phone, { after: earlier }))
  return dialog
}

test('link a phone to a logged-in user through the modal, then unlink it', async () => {
  const { page, context } = await newPage(browser, '/')
  const email = uniqueEmail('link')
  const dialog = await loginThroughModal(page, email)
  await dialog.waitFor({ state: 'detached', timeout: 15_000 })
  const phone = uniquePhone()
  const linking = await linkPhone(page, phone)
  await linking.getByText('Success!').waitFor()
  await linking.waitFor({ state: 'detached', timeout: 15_000 })
  await expect.poll(() => page.getByTestId('user-phone').textContent()).toBe(phone)
  await expect.poll(() => page.getByTestId('accounts-message').textContent()).toBe('Done.')

  // One account per type: a second phone is refused before the modal opens.
  await page.getByTestId('link-phone').click()
  await expect.poll(() => page.getByTestId('accounts-message').textContent()).toBe('cannot_link_more_of_type: User already has an account of type phone linked.')

  await page.getByTestId('unlink-phone').click()
  await expect.poll(() => page.getByTestId('user-phone').textContent()).toBe('—')
  await expect.poll(() => page.getByTestId('user-accounts').textContent()).toBe('email')
  await context.close()
})

test('linking a phone another user owns offers the transfer; "Transfer and delete account" moves it', async () => {
  const phone = uniquePhone()
  await phoneOnlyUser(phone)
  const { page, context } = await newPage(browser, '/')
  const dialog = await loginThroughModal(page, uniqueEmail('transfer'))
  await dialog.waitFor({ state: 'detached', timeout: 15_000 })
  const linking = await linkPhone(page, phone)
  await linking.getByRole('heading', { name: 'Phone number is associated with another account' }).waitFor()
  await linking.getByText(`Do you want to transfer ${phone} to this account instead? This will delete your other account.`).waitFor()
  await linking.getByRole('button', { name: 'Transfer and delete account' }).click()
  await linking.getByText('Success!').waitFor()
  await linking.waitFor({ state: 'detached', timeout: 15_000 })
  await expect.poll(() => page.getByTestId('user-phone').textContent()).toBe(phone)
  await context.close()
})

test('terms consent: Accept keeps the user logged in; No thanks logs out', async () => {
  await devCall('POST', '/__dev/config', { legal: { require_users_accept_terms: true } })
  try {
    const { page, context } = await newPage(browser, '/')
    const dialog = await loginThroughModal(page, uniqueEmail('terms'))
    await dialog.getByRole('heading', { name: 'One last step' }).waitFor()
    await dialog.getByText('By signing up, you agree to our terms and privacy policy.').waitFor()
    await dialog.getByRole('button', { name: 'Accept' }).click()
    await dialog.waitFor({ state: 'detached', timeout: 15_000 })
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('Logged in')
    await page.reload()
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('Logged in')
    await page.getByTestId('logout').click()

    const declining = await loginThroughModal(page, uniqueEmail('terms-no'))
    await declining.getByRole('heading', { name: 'One last step' }).waitFor()
    await declining.getByRole('button', { name: 'No thanks' }).click()
    await declining.waitFor({ state: 'detached', timeout: 15_000 })
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('You are logged out.')
    await context.close()
  } finally {
    await devCall('POST', '/__dev/config', { legal: { require_users_accept_terms: false } })
  }
})
