import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { codeFor, launch, localhostUrl, newPageWithAuthenticator, uniqueEmail } from './support/browser.js'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

async function openModal(page: Page) {
  await page.getByTestId('open-login').click()
  const dialog = page.getByRole('dialog', { name: 'log in or sign up' })
  await dialog.waitFor()
  return dialog
}

/** Landing → 'Log in with a passkey' → the chooser → `choice`, then waits for the modal to close. */
async function passkeyThroughModal(page: Page, choice: 'Log in with an existing passkey' | 'Sign up with a new passkey', done: string) {
  const dialog = await openModal(page)
  await dialog.getByRole('button', { name: 'Log in with a passkey' }).click()
  await dialog.getByText('Log in or create a new account?').waitFor()
  await dialog.getByRole('button', { name: choice }).click()
  await dialog.getByText(done).waitFor()
  await dialog.waitFor({ state: 'detached', timeout: 15_000 })
}

async function logOut(page: Page) {
  await page.getByTestId('logout').click()
  await expect.poll(() => page.getByTestId('status').textContent()).toBe('You are logged out.')
}

test('the demo runs on localhost (a secure context where WebAuthn is available)', async () => {
  const { page, context } = await newPageWithAuthenticator(browser)
  expect(new URL(page.url()).hostname).toBe('localhost')
  expect(await page.evaluate(() => window.isSecureContext && typeof window.PublicKeyCredential === 'function')).toBe(true)
  await context.close()
})

test('sign up with a passkey through the modal, log out, log back in with it', async () => {
  const { page, context } = await newPageWithAuthenticator(browser)
  await passkeyThroughModal(page, 'Sign up with a new passkey', 'Your account has been created.')
  await expect.poll(() => page.getByTestId('passkey-count').textContent()).toBe('1')
  expect(await page.getByTestId('passkey-item').textContent()).toContain('Chrome')
  const userId = await page.getByTestId('user-id').textContent()

  await logOut(page)
  await passkeyThroughModal(page, 'Log in with an existing passkey', "You're logged in.")
  await expect.poll(() => page.getByTestId('user-id').textContent()).toBe(userId)
  await context.close()
})

test('link a passkey to an e-mail user, log in with it, then unlink it', async () => {
  const { page, context } = await newPageWithAuthenticator(browser)
  const email = uniqueEmail('passkey')
  const dialog = await openModal(page)
  await dialog.getByLabel('Email address').fill(email)
  await dialog.getByRole('button', { name: 'Submit' }).click()
  await dialog.getByLabel('Digit 1 of 6').click()
  await page.keyboard.type(await codeFor(email), { delay: 20 })
  await dialog.waitFor({ state: 'detached', timeout: 15_000 })
  await expect.poll(() => page.getByTestId('user-email').textContent()).toBe(email)

  await page.getByTestId('passkey-add').click()
  // The count, or the link's error when it failed (so a failure says why).
  const linked = async () => ((await page.getByTestId('passkey-link-error').count()) > 0 ? `error: ${await page.getByTestId('passkey-link-error').textContent()}` : page.getByTestId('passkey-count').textContent())
  await expect.poll(linked).toBe('1')

  await logOut(page)
  await passkeyThroughModal(page, 'Log in with an existing passkey', "You're logged in.")
  await expect.poll(() => page.getByTestId('user-email').textContent()).toBe(email)

  await page.getByTestId('passkey-remove').click()
  await expect.poll(() => page.getByTestId('passkey-count').textContent()).toBe('0')
  await context.close()
})

test('headless: sign up and log in with the passkey hooks alone', async () => {
  const { page, context } = await newPageWithAuthenticator(browser)
  await page.goto(localhostUrl('/headless'))
  await page.getByTestId('headless-passkey-signup').click()
  await expect.poll(() => page.getByTestId('passkey-count').textContent()).toBe('1')
  await page.getByTestId('logout').click()
  await page.getByTestId('headless-passkey-login').click()
  await expect.poll(() => page.getByTestId('passkey-count').textContent()).toBe('1')
  await context.close()
})
