// Private-key export end to end, on the demo's wallet page: the host page is http://localhost:PORT,
// the wallet service (and its export page) http://127.0.0.1:PORT — another origin. The user has an
// authenticator app as MFA: every export prompts for it. The key shows inside the export frame
// only; the host page's messages and storage never hold it.
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { verifyMessage, type Address, type Hex } from 'viem'
import type { Browser, BrowserContext, Frame, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { totpCode } from '../../src/testing/index.js'
import { baseUrl, launch, localhostUrl, loginWithEmailInModal, recordWalletScripts, uniqueEmail } from './support/browser.js'
import { hostStorage, leaked, recordHostMessages } from './support/hostRecording.js'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

/** The wallet origin: the demo server under 127.0.0.1 (the host page is on localhost). */
const walletOrigin = () => new URL(baseUrl()).origin

async function newContext(): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  context.on('page', (page) => page.on('pageerror', (error) => console.error('[page error]', error)))
  return context
}

async function typeCode(page: Page, dialog: Locator, code: string) {
  await dialog.getByLabel('Digit 1 of 6').click()
  await page.keyboard.type(code, { delay: 20 })
}

/** Enrols an authenticator app from the demo's "Account security" card; returns its secret. */
async function enrolTotp(page: Page): Promise<string> {
  await page.getByTestId('mfa-manage').click()
  const manager = page.getByRole('dialog', { name: 'Transaction Protection' })
  await manager.getByRole('button', { name: 'Add a verification method' }).click()
  await manager.getByRole('button', { name: /Authenticator app/ }).click()
  const secret = (await manager.getByTestId('totp-secret').textContent())!
  // The step before now (accepted, ±1): the later steps stay free for the verifications below.
  // Typed well inside the current step: one that ends while the code travels makes it two steps old.
  const left = 30_000 - (Date.now() % 30_000)
  if (left < 10_000) await new Promise((resolve) => setTimeout(resolve, left + 100))
  await typeCode(page, manager, totpCode(secret, Date.now() - 30_000))
  await manager.getByText('Verification method added').waitFor()
  await page.keyboard.press('Escape')
  await manager.waitFor({ state: 'detached' })
  await expect.poll(() => page.getByTestId('mfa-methods').textContent()).toBe('Authenticator app')
  return secret
}

/** The export frame: the page of the wallet origin inside the export screen. */
async function exportFrame(page: Page): Promise<Frame> {
  await expect.poll(() => page.frames().some((f) => f.url().startsWith(`${walletOrigin()}/apps/`) && f.url().includes('/embedded-wallets/export')), { timeout: 15_000 }).toBe(true)
  return page.frames().find((f) => f.url().includes('/embedded-wallets/export'))!
}

/** Reveals one secret inside the frame and reads it there (as the user does). */
async function reveal(frame: Frame, kind: 'private-key' | 'seed-phrase'): Promise<string> {
  const section = frame.locator(`[data-secret="${kind}"]`)
  await section.getByRole('button', { name: 'Reveal' }).click()
  await section.locator('[data-secret-value][data-revealed="true"]').waitFor()
  return (await section.locator('[data-secret-value]').textContent())!
}

test('export with MFA on: the prompt, then the frame of the wallet origin shows a key that is the wallet\'s and signs for it; a second export prompts again; the host never holds the key', async () => {
  const context = await newContext()
  const messages = await recordHostMessages(context)
  const page = await context.newPage()
  const consoleErrors: string[] = []
  page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()))
  const scripts = recordWalletScripts(page)
  await page.goto(localhostUrl('/wallet'))
  await loginWithEmailInModal(page, uniqueEmail('export'))
  const card = page.locator('[data-testid="embedded-wallet"][data-state="ready"]')
  await card.waitFor({ timeout: 15_000 })
  const address = (await card.getAttribute('data-address')) as Address
  const secret = await enrolTotp(page)
  const snapshots: Record<string, string> = { before: await hostStorage(page) }

  // Export: 'Connecting to your wallet', then the MFA prompt (always, for a user with MFA).
  await page.getByTestId('export-wallet').click()
  const dialog = page.getByRole('dialog', { name: 'Export wallet' })
  await page.getByText('Connecting to your wallet').waitFor({ state: 'attached' })
  const prompt = page.getByRole('dialog', { name: 'Verify your identity' })
  await prompt.getByText('Enter verification code').waitFor({ timeout: 15_000 })
  await typeCode(page, prompt, totpCode(secret))
  await prompt.waitFor({ state: 'detached', timeout: 15_000 })

  // The export screen: the warning, the address, and the frame of the wallet origin (no credential in its URL).
  await dialog.getByText('Never share your private key or seed phrase with anyone.').waitFor({ timeout: 15_000 })
  expect(await dialog.locator('.foyer-walletAddressCard code').textContent()).toBe(address)
  await dialog.locator('iframe.foyer-walletExportFrame[data-state="success"]').waitFor({ timeout: 15_000 })
  const frame = await exportFrame(page)
  const frameUrl = new URL(frame.url())
  expect(frameUrl.origin).toBe(walletOrigin())
  expect(frameUrl.searchParams.get('entropy_id')).toBe(address)
  // Themed with the screen's colours in effect (read from its CSS variables).
  expect(frameUrl.searchParams.get('background')).toMatch(/^(#[0-9a-f]{3,8}|rgba?\()/i)
  expect(frame.url()).not.toMatch(/token|eyJ/)
  await frame.locator('main[data-state="shown"]').waitFor()
  // The export page's own code is a chunk the export frame loads (from the wallet origin); the wallet frame never asks for it.
  const exportChunks = scripts.filter((s) => /^exportPage-[A-Z0-9]+\.js$/.test(s.name))
  expect(exportChunks.length).toBeGreaterThan(0)
  expect(exportChunks.filter((s) => s.status !== 200 || !new URL(s.frame).pathname.endsWith('/embedded-wallets/export'))).toEqual([])
  // Hidden until revealed.
  expect(await frame.locator('[data-secret="private-key"] [data-secret-value]').textContent()).toMatch(/^•+$/)

  // The key, read inside the frame: it is the wallet's, and it signs as the wallet does (RFC 6979:
  // the same signature the wallet service makes for the demo's sign form).
  const privateKey = (await reveal(frame, 'private-key')) as Hex
  const account = privateKeyToAccount(privateKey)
  expect(account.address).toBe(address)
  const phrase = await reveal(frame, 'seed-phrase')
  expect(phrase.split(' ')).toHaveLength(12)
  expect(mnemonicToAccount(phrase).address).toBe(address)
  const message = `Foyer export e2e ${Date.now()}`
  const signature = await account.signMessage({ message })
  expect(await verifyMessage({ address, message, signature })).toBe(true)
  snapshots.shown = await hostStorage(page)

  await dialog.getByRole('button', { name: 'Close' }).first().click()
  await dialog.waitFor({ state: 'detached' })
  await expect.poll(() => page.getByTestId('export-status').textContent()).toBe(' Export screen closed')
  await page.getByTestId('sign-message').fill(message)
  await page.getByTestId('confirm-in-modal').setChecked(false)
  await page.getByTestId('sign').click()
  // (The export's verification still authorizes signatures: no prompt.)
  await expect.poll(() => page.getByTestId('signature').getAttribute('data-signature'), { timeout: 15_000 }).toBe(signature)
  expect(await prompt.count()).toBe(0)

  // A second export prompts again, even with a verification minutes old; closing the prompt ends it.
  await page.getByTestId('export-wallet').click()
  await prompt.getByText('Enter verification code').waitFor({ timeout: 15_000 })
  await prompt.getByRole('button', { name: 'Cancel' }).click()
  await prompt.getByText('Verification canceled').waitFor()
  await prompt.getByRole('button', { name: 'Close', exact: true }).last().click()
  await expect.poll(() => page.getByTestId('export-status').textContent()).toBe(' MFA canceled')
  snapshots.after = await hostStorage(page)

  // The host received the frame's answers (the address among them)…
  expect(messages.some((m) => m.origin === walletOrigin() && m.data.includes('"shown"') && m.data.includes(address))).toBe(true)
  // …and nothing of the key: not in a message, not in its storage.
  const needles = [privateKey.slice(2), phrase, phrase.split(' ').slice(0, 4).join(' '), phrase.split(' ').slice(-4).join(' ')]
  expect(leaked(messages.map((m) => m.data).join('\n'), needles)).toEqual([])
  for (const [step, snapshot] of Object.entries(snapshots)) expect({ step, leaked: leaked(snapshot, needles) }).toEqual({ step, leaked: [] })
  // The export page ran under its CSP (no inline style or script needed).
  expect(consoleErrors.filter((e) => /Content Security Policy|Trusted Type/i.test(e))).toEqual([])
  await context.close()
})
