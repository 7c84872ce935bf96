import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { baseUrl, launch, newPage, uniqueEmail, loginMethodButton } from './support/browser.js'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

const RETURN_PARAMS = /privy_oauth_(code|state|provider)/

/** Opens the modal and clicks 'Continue with Google': the browser lands on the fake consent page. */
async function toConsentPage(page: Page) {
  await page.getByTestId('open-login').click()
  const dialog = page.getByRole('dialog', { name: 'log in or sign up' })
  await (await loginMethodButton(dialog, 'Continue with Google')).click()
  await page.waitForURL(/\/__dev\/oauth\/authorize\?/)
  await page.getByRole('heading', { name: 'Sign in with Google' }).waitFor()
}

test('Google through the modal: consent page → Approve → back in the app, logged in, URL cleaned', async () => {
  const { page, context } = await newPage(browser, '/?from=test')
  const email = uniqueEmail('google')
  await toConsentPage(page)
  await page.getByLabel('Name').fill('E2E Person')
  await page.getByLabel('E-mail').fill(email)
  await page.getByRole('button', { name: 'Approve' }).click()
  // Back on the app: the modal reopens by itself on the OAuth status screen, then succeeds.
  const dialog = page.getByRole('dialog', { name: 'log in or sign up' })
  await dialog.getByText('Success!').waitFor()
  await dialog.waitFor({ state: 'detached', timeout: 15_000 })
  await expect.poll(() => page.getByTestId('status').textContent()).toBe('Logged in')
  expect(await page.getByTestId('user-accounts').textContent()).toBe('google_oauth')
  const url = new URL(page.url())
  expect(url.search).toBe('?from=test')
  expect(page.url()).not.toMatch(RETURN_PARAMS)
  await context.close()
})

test('Deny on the consent page → the denied message with Retry', async () => {
  const { page, context } = await newPage(browser, '/')
  await toConsentPage(page)
  await page.getByRole('button', { name: 'Deny' }).click()
  const dialog = page.getByRole('dialog', { name: 'log in or sign up' })
  await dialog.getByText('Authentication failed').waitFor()
  await dialog.getByText('Retry and check email, profile to finish connecting your account.').waitFor()
  expect(await dialog.getByRole('button', { name: 'Retry' }).isVisible()).toBe(true)
  expect(page.url()).not.toMatch(RETURN_PARAMS)
  await expect.poll(() => page.getByTestId('status').textContent()).toBe('You are logged out.')
  await context.close()
})

test('a tampered state code → the phishing message, no login', async () => {
  const { page, context } = await newPage(browser, '/')
  await toConsentPage(page)
  // Approve outside the browser to read where the provider sends us, then tamper with the state.
  const state = await page.locator('input[name="state"]').inputValue()
  const answer = await fetch(new URL('/__dev/oauth/authorize', baseUrl()), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ state, identity: 'ada' }).toString(),
    redirect: 'manual',
  })
  const back = new URL(answer.headers.get('location')!)
  back.searchParams.set('privy_oauth_state', 'tampered-state')
  await page.goto(back.toString())
  const dialog = page.getByRole('dialog', { name: 'log in or sign up' })
  await dialog.getByText('Unexpected auth flow. This may be a phishing attempt.').waitFor()
  await expect.poll(() => page.getByTestId('status').textContent()).toBe('You are logged out.')
  const events = (await (await fetch(new URL('/__dev/requests', baseUrl()))).json()) as { method: string; path: string }[]
  expect(events.some((r) => r.path === '/api/v1/analytics_events')).toBe(true)
  await context.close()
})
