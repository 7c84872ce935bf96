// Farcaster signers end to end, on the demo's wallet page: the user links a Farcaster account in
// the modal (approved in a second tab, as the phone, with a fresh fid), requests a signer — the modal shows the
// approval link as a QR code — and approves it in the second tab on the dev backend's signer page:
// the modal says 'Signer approved' and closes after 1.4 s, the account carries the key, and a
// signature made in the wallet service verifies with ed25519 against it. Another user revokes
// instead: 'Request rejected'.
import { ed25519 } from '@noble/curves/ed25519.js'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { hexToBytes, type Hex } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { launch, localhostUrl, loginWithEmailInModal, uniqueEmail } from './support/browser.js'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

/** Logs in on /wallet (the wallet is made on login) and links Farcaster as a fresh fid (a fid links to one user) in a second tab. */
async function withFarcaster(tag: string): Promise<{ context: BrowserContext; page: Page; card: ReturnType<Page['getByTestId']> }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  page.on('pageerror', (error) => console.error('[page error]', error))
  await page.goto(localhostUrl('/wallet'))
  await loginWithEmailInModal(page, uniqueEmail(tag))
  await page.locator('[data-testid="embedded-wallet"][data-state="ready"]').waitFor({ timeout: 15_000 })
  const card = page.getByTestId('farcaster-signer')
  await page.getByTestId('link-farcaster').click()
  const qr = page.getByRole('img', { name: 'QR code to sign in with Farcaster' })
  await qr.waitFor({ timeout: 15_000 })
  const phone = await context.newPage()
  await phone.goto((await qr.getAttribute('data-value'))!)
  const fid = String(100_000 + Math.floor(Math.random() * 1e8))
  await phone.getByLabel('Another fid').fill(fid)
  await phone.getByRole('button', { name: 'Approve with this fid' }).click()
  await phone.getByText(`Approved as @fid${fid}`).waitFor()
  await phone.close()
  await expect.poll(() => card.getAttribute('data-fid'), { timeout: 15_000 }).toBe(fid)
  return { context, page, card }
}

/** Requests a signer and opens its approval link in a second tab (the phone). */
async function requestSigner(context: BrowserContext, page: Page) {
  await page.getByTestId('request-farcaster-signer').click()
  const dialog = page.getByRole('dialog', { name: 'Farcaster signer' })
  await dialog.getByText('Add a Farcaster signer').waitFor({ timeout: 15_000 })
  const qr = dialog.getByRole('img', { name: 'QR code to approve the Farcaster signer' })
  await qr.waitFor({ timeout: 15_000 })
  const link = (await qr.getAttribute('data-value'))!
  expect(link).toContain('/__dev/farcaster/signer?token=')
  expect(await dialog.getByRole('link', { name: 'Open in Farcaster' }).getAttribute('href')).toBe(link)
  await dialog.getByText('Waiting for you to approve in Farcaster…').waitFor()
  const phone = await context.newPage()
  await phone.goto(link)
  return { dialog, phone }
}

test("link Farcaster → request a signer (QR code) → approve it in the second tab → 'Signer approved' closes after 1.4 s → a signature verifies against the account's key", async () => {
  const { context, page, card } = await withFarcaster('fc-signer')
  const { dialog, phone } = await requestSigner(context, page)
  const shownKey = (await phone.locator('[data-public-key]').textContent())!
  await phone.getByRole('button', { name: 'Approve signer' }).click()
  await phone.getByText('Signer approved').waitFor()

  await dialog.getByText('Signer approved').waitFor({ timeout: 10_000 })
  await dialog.waitFor({ state: 'detached', timeout: 10_000 })
  await expect.poll(() => card.getAttribute('data-signer')).toBe(shownKey)
  await expect.poll(() => page.getByTestId('farcaster-signer-result').textContent()).toBe(`Signer approved: ${shownKey}`)

  await page.getByTestId('sign-farcaster-hash').click()
  const signed = page.getByTestId('farcaster-signature')
  await signed.waitFor({ timeout: 15_000 })
  const signature = (await signed.textContent()) as Hex
  const hash = (await signed.getAttribute('data-hash')) as Hex
  expect(ed25519.verify(hexToBytes(signature), hexToBytes(hash), hexToBytes(shownKey as Hex))).toBe(true)
  await context.close()
}, 120_000)

test("revoking the signer in the second tab shows 'Request rejected' in the modal; the account has no signer", async () => {
  const { context, page, card } = await withFarcaster('fc-revoke')
  const { dialog, phone } = await requestSigner(context, page)
  await phone.getByRole('button', { name: 'Revoke signer' }).click()
  await phone.getByText('Signer revoked').waitFor()
  await dialog.getByRole('heading', { name: 'Request rejected' }).waitFor({ timeout: 10_000 })
  await dialog.getByText('The signer was revoked in Farcaster.').waitFor()
  await dialog.getByRole('button', { name: 'Try again' }).waitFor()
  await dialog.getByText('Close', { exact: true }).click()
  await dialog.waitFor({ state: 'detached', timeout: 10_000 })
  await expect.poll(() => page.getByTestId('farcaster-signer-result').textContent()).toBe('Request rejected')
  expect(await card.getAttribute('data-signer')).toBe('')
  await context.close()
}, 120_000)
