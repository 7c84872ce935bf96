import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startDemoServer } from '../../scripts/demo-server.js'
import { launch, uniqueEmail } from './support/browser.js'

// Its own demo server with captcha on (the shared one has it off, for every other journey).
// The global setup has already built the demo, so this one only serves that build.
let browser: Browser
let server: Awaited<ReturnType<typeof startDemoServer>>
beforeAll(async () => {
  server = await startDemoServer({
    port: 0,
    skipBuild: true,
    backend: { appConfig: { captcha_enabled: true, captcha_site_key: 'foyer-test-captcha-pass' } },
  })
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
  await server?.close()
})

test('with captcha on, e-mail login through the modal passes the human check first, then logs in', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  await page.goto(server.url)
  const email = uniqueEmail('captcha')
  await page.getByTestId('open-login').click()
  const dialog = page.getByRole('dialog', { name: 'log in or sign up' })
  await dialog.getByLabel('Email address').fill(email)
  await dialog.getByRole('button', { name: 'Submit' }).click()
  // The code is only sent once the captcha has produced a token the dev backend accepts.
  await dialog.getByText('Enter confirmation code').waitFor({ timeout: 15_000 })
  const code = server.backend.mailbox.latest(email)?.code
  expect(code).toMatch(/^\d{6}$/)
  await dialog.getByLabel('Digit 1 of 6').click()
  await page.keyboard.type(code!, { delay: 20 })
  await expect.poll(() => page.getByTestId('user-email').textContent(), { timeout: 10_000 }).toBe(email)
  // The init request carried a captcha token (the backend refuses it otherwise).
  expect(server.backend.requests.count('POST', '/api/v1/passwordless/init')).toBe(1)
  await context.close()
})
