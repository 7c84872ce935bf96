import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { baseUrl, devCall, launch, loginOnHeadlessPage, requestCount, uniqueEmail } from './support/browser.js'

// Two pages (tabs) of the same browser context share the app's localStorage: a logout, a login
// and a refresh in one are seen by the other (storage events, Web Locks).
let browser: Browser
let context: BrowserContext | undefined
beforeAll(async () => {
  browser = await launch()
})
afterEach(async () => {
  await devCall('DELETE', '/__dev/faults')
  await context?.close()
  context = undefined
})
afterAll(async () => {
  await browser?.close()
})

async function twoTabs(): Promise<[Page, Page]> {
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const open = async (path: string) => {
    const page = await context!.newPage()
    page.on('pageerror', (error) => console.error('[page error]', error))
    // A read of an element the page does not show fails in 10 s with its name (not after the test's 60 s).
    page.setDefaultTimeout(10_000)
    await page.goto(new URL(path, baseUrl()).toString())
    return page
  }
  return [await open('/headless'), await open('/')]
}

const email = (page: Page) => page.getByTestId('user-email').textContent()
const loggedOut = (page: Page) => page.getByTestId('status').textContent()

test('a login in one tab shows in the other; a logout in the other logs the first out', async () => {
  const [headless, modal] = await twoTabs()
  await expect.poll(() => loggedOut(modal)).toBe('You are logged out.')
  const address = uniqueEmail('tabs')

  await loginOnHeadlessPage(headless, address)
  await expect.poll(() => email(modal)).toBe(address)

  await modal.getByTestId('logout').click()
  await expect.poll(() => loggedOut(modal)).toBe('You are logged out.')
  await headless.getByTestId('headless-email').waitFor()
  expect(await headless.getByTestId('user-card').count()).toBe(0)
})

test('access tokens expired: both tabs reopen at once and read their token → exactly ONE refresh reaches the backend', async () => {
  const [one, two] = await twoTabs()
  const address = uniqueEmail('refresh')
  await loginOnHeadlessPage(one, address)
  await expect.poll(() => email(two)).toBe(address)

  // Every access token issued so far now fails on the server; the refresh is slowed so both tabs
  // certainly overlap (without the lock the second would reuse a rotated-out refresh token and be
  // logged out).
  await devCall('POST', '/__dev/expire-access-tokens')
  await devCall('POST', '/__dev/faults', { method: 'POST', path: '/api/v1/sessions', delayMs: 800 })
  await devCall('DELETE', '/__dev/requests')
  await Promise.all([one.reload(), two.reload()])

  await expect.poll(() => email(one), { timeout: 10_000 }).toBe(address)
  await expect.poll(() => email(two), { timeout: 10_000 }).toBe(address)
  await one.getByTestId('get-access-token').click()
  await two.getByTestId('get-access-token').click()
  const token = (page: Page) => page.getByTestId('access-token').getAttribute('data-token')
  await expect.poll(() => token(one)).toBeTruthy()
  await expect.poll(() => token(two)).toBe(await token(one))
  expect(await requestCount('POST', '/api/v1/sessions')).toBe(1)
})
