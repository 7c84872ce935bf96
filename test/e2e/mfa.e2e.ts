import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { totpCode } from '../../src/testing/index.js'
import { codeFor, launch, newPageWithAuthenticator, requestCount, uniqueEmail } from './support/browser.js'

/**
 * The next step's code (accepted, ±1): a TOTP code is accepted once, and the enrolment used the
 * current step — the next one is always later, whenever the 30 s boundary falls.
 */
const nextStepCode = (secret: string) => totpCode(secret, Date.now() + 30_000)

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

async function loginThroughModal(page: Page, email: string) {
  await page.getByTestId('open-login').click()
  const dialog = page.getByRole('dialog', { name: 'log in or sign up' })
  await dialog.getByLabel('Email address').fill(email)
  await dialog.getByRole('button', { name: 'Submit' }).click()
  await dialog.getByText('Enter confirmation code').waitFor()
  await dialog.getByLabel('Digit 1 of 6').click()
  await page.keyboard.type(await codeFor(email), { delay: 20 })
  await dialog.waitFor({ state: 'detached', timeout: 15_000 })
  await page.getByTestId('account-security').waitFor()
}

async function logOut(page: Page) {
  await page.getByTestId('logout').click()
  await expect.poll(() => page.getByTestId('status').textContent()).toBe('You are logged out.')
}

async function typeCode(page: Page, dialog: Locator, code: string) {
  await dialog.getByLabel('Digit 1 of 6').click()
  await page.keyboard.type(code, { delay: 20 })
}

/** Opens the enrolment manager from the demo's "Account security" card. */
async function openManager(page: Page) {
  await page.getByTestId('mfa-manage').click()
  const manager = page.getByRole('dialog', { name: 'Transaction Protection' })
  await manager.getByText("Add a second step that confirms it's you", { exact: false }).waitFor()
  return manager
}

test('enrol an authenticator app (code computed from the shown setup key), log out and in, get prompted by a protected action, pass', async () => {
  const { page, context } = await newPageWithAuthenticator(browser, { authenticator: false, height: 900 })
  const email = uniqueEmail('mfa-totp')
  await loginThroughModal(page, email)
  expect(await page.getByTestId('mfa-methods').textContent()).toBe('off')

  const manager = await openManager(page)
  await manager.getByRole('button', { name: 'Add a verification method' }).click()
  await manager.getByText('Choose a verification method').waitFor()
  await manager.getByRole('button', { name: /Authenticator app/ }).click()
  await manager.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor()
  const secret = (await manager.getByTestId('totp-secret').textContent())!
  await typeCode(page, manager, totpCode(secret))
  await manager.getByText('Verification method added').waitFor()
  await manager.getByRole('button', { name: 'Done' }).click()
  await manager.getByText('Enabled verification methods').waitFor()
  await manager.getByRole('button', { name: 'Done' }).click()
  await manager.waitFor({ state: 'detached' })
  await expect.poll(() => page.getByTestId('mfa-methods').textContent()).toBe('Authenticator app')

  await logOut(page)
  await loginThroughModal(page, email)
  await page.getByTestId('mfa-protected-action').click()
  const prompt = page.getByRole('dialog', { name: 'Verify your identity' })
  await prompt.getByText('Enter verification code').waitFor()
  // A wrong code first: non-blocking, the boxes clear and accept another try.
  await typeCode(page, prompt, nextStepCode(secret) === '000000' ? '111111' : '000000')
  await prompt.getByText('The code you entered is not valid').waitFor()
  await expect.poll(() => prompt.getByLabel('Digit 1 of 6').inputValue(), { timeout: 10_000 }).toBe('')
  await typeCode(page, prompt, nextStepCode(secret))
  await prompt.getByText('Success!').waitFor()
  await prompt.waitFor({ state: 'detached', timeout: 15_000 })
  await expect.poll(() => page.getByTestId('mfa-protected-result').textContent()).toMatch(/^Protected action done at /)
  await context.close()
})

test('cancel the prompt: the protected action fails with MFA canceled', async () => {
  const { page, context } = await newPageWithAuthenticator(browser, { authenticator: false, height: 900 })
  const email = uniqueEmail('mfa-cancel')
  await loginThroughModal(page, email)
  const manager = await openManager(page)
  await manager.getByRole('button', { name: 'Add a verification method' }).click()
  await manager.getByRole('button', { name: /Authenticator app/ }).click()
  const secret = (await manager.getByTestId('totp-secret').textContent())!
  await typeCode(page, manager, totpCode(secret))
  await manager.getByText('Verification method added').waitFor()
  await page.keyboard.press('Escape')
  await manager.waitFor({ state: 'detached' })

  await page.getByTestId('mfa-protected-action').click()
  const prompt = page.getByRole('dialog', { name: 'Verify your identity' })
  await prompt.getByRole('button', { name: 'Cancel' }).click()
  await prompt.getByText('Verification canceled').waitFor()
  await prompt.getByRole('button', { name: 'Close', exact: true }).last().click()
  await prompt.waitFor({ state: 'detached' })
  await expect.poll(() => page.getByTestId('mfa-protected-result').textContent()).toBe('MFA canceled')
  await context.close()
})

test('enrol a passkey as MFA with the virtual authenticator and verify with it', async () => {
  const { page, context } = await newPageWithAuthenticator(browser, { height: 900 })
  await loginThroughModal(page, uniqueEmail('mfa-passkey'))
  const manager = await openManager(page)
  await manager.getByRole('button', { name: 'Add a verification method' }).click()
  await manager.getByRole('button', { name: /Passkey/ }).click()
  await manager.getByText("You don't have a passkey yet.").waitFor()
  await manager.getByRole('button', { name: 'Add a new passkey' }).click()
  await manager.getByText('Verification method added').waitFor()
  await page.keyboard.press('Escape')
  await manager.waitFor({ state: 'detached' })
  await expect.poll(() => page.getByTestId('mfa-methods').textContent()).toBe('Passkey')
  await expect.poll(() => page.getByTestId('passkey-count').textContent()).toBe('1')

  // The enrolled passkey cannot be removed.
  await page.getByTestId('passkey-remove').click()
  await expect.poll(() => page.getByTestId('passkey-count').textContent()).toBe('1')

  const verifications = await requestCount('POST', '/api/v1/mfa/passkeys/verify')
  await page.getByTestId('mfa-protected-action').click()
  // The virtual authenticator approves at once: the prompt may go straight to 'Success!'.
  const prompt = page.getByRole('dialog', { name: 'Verify your identity' })
  await prompt.waitFor({ state: 'attached' })
  await expect.poll(() => page.getByTestId('mfa-protected-result').textContent().catch(() => null), { timeout: 15_000 }).toMatch(/^Protected action done at /)
  expect(await requestCount('POST', '/api/v1/mfa/passkeys/verify')).toBe(verifications + 1)
  await prompt.waitFor({ state: 'detached', timeout: 15_000 })
  await context.close()
})
