// Server-held wallets end to end: an app in the embedded-wallet mode
// 'user-controlled-server-wallets-only' (its own demo server; the shared one keeps on-device
// wallets). The demo's headless wallet page logs in with an e-mail code, the wallets are created
// on the backend at login, and a message signed through the page verifies with viem — while the
// wallet service holds no key (no frame with a device share, no wallet-service key call).
import type { Browser, Frame, Page } from 'playwright-core'
import { verifyMessage, type Address, type Hex } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startDemoServer } from '../../scripts/demo-server.js'
import { launch, uniqueEmail } from './support/browser.js'

let browser: Browser
let server: Awaited<ReturnType<typeof startDemoServer>>
beforeAll(async () => {
  server = await startDemoServer({
    port: 0,
    skipBuild: true,
    backend: { appConfig: { embedded_wallets: { mode: 'user-controlled-server-wallets-only' } } },
  })
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
  await server?.close()
})

/** This server's page under `localhost` (the wallet service would answer on 127.0.0.1: another origin). */
const pageUrl = (path: string) => {
  const url = new URL(path, server.url)
  url.hostname = 'localhost'
  return url.toString()
}

/** Logs in on the headless page with the code the dev backend mailed. */
async function login(page: Page, email: string) {
  await page.getByTestId('headless-email').fill(email)
  await page.getByTestId('headless-send').click()
  await expect.poll(() => server.backend.mailbox.latest(email)?.code, { timeout: 10_000 }).toMatch(/^\d{6}$/)
  await page.getByTestId('headless-code').fill(server.backend.mailbox.latest(email)!.code)
  await page.getByTestId('headless-login').click()
  await page.getByTestId('user-email').filter({ hasText: email }).waitFor()
}

/** The wallet service's frames in the page (none is needed for server-held wallets). */
const walletFrames = (page: Page): Frame[] => page.frames().filter((frame) => new URL(frame.url(), 'http://x').pathname.startsWith('/apps/'))

test('a server-held-mode app logs in with an e-mail code and signs a message that viem verifies, again after a reload; the wallet service holds no key', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  page.on('pageerror', (error) => console.error('[page error]', error))
  await page.goto(pageUrl('/wallet/headless'))
  const email = uniqueEmail('server-wallet')
  await login(page, email)

  const card = page.locator('[data-testid="embedded-wallet"][data-state="ready"]')
  await card.waitFor({ timeout: 15_000 })
  const address = (await card.getAttribute('data-address')) as Address

  // The wallet is the user's, held by the backend (recovery method privy-v2).
  const user = server.backend.users.list().find((u) => u.linked_accounts.some((a) => a.type === 'email' && a.address === email))!
  const wallet = user.linked_accounts.find((a) => a.type === 'wallet' && a.address === address) as { recovery_method?: string } | undefined
  expect(wallet?.recovery_method).toBe('privy-v2')

  await page.getByTestId('sign-message').fill('signed on the server')
  await page.getByTestId('sign').click()
  await expect.poll(() => page.getByTestId('signature-valid').textContent(), { timeout: 15_000 }).toBe('valid')
  const signature = (await page.getByTestId('signature').getAttribute('data-signature')) as Hex
  expect(await verifyMessage({ address, message: 'signed on the server', signature })).toBe(true)

  // Signed through the wallet API with the session's signer key; the wallet service was never asked for a key.
  const requests = server.backend.requests.list()
  expect(requests.filter((r) => r.method === 'POST' && r.path === '/api/v1/wallets/session_signers')).toHaveLength(1)
  expect(requests.some((r) => r.method === 'POST' && r.path.endsWith('/rpc') && r.path.startsWith('/api/v1/wallets/'))).toBe(true)
  expect(requests.filter((r) => r.path.startsWith('/api/v1/embedded_wallets'))).toEqual([])
  // A reload keeps the session's signer key (IndexedDB, non-extractable): it signs again without registering another.
  await page.reload()
  await page.locator('[data-testid="embedded-wallet"][data-state="ready"]').waitFor({ timeout: 15_000 })
  await page.getByTestId('sign-message').fill('after a reload')
  await page.getByTestId('sign').click()
  await expect.poll(() => page.getByTestId('signature-valid').textContent(), { timeout: 15_000 }).toBe('valid')
  const again = (await page.getByTestId('signature').getAttribute('data-signature')) as Hex
  expect(await verifyMessage({ address, message: 'after a reload', signature: again })).toBe(true)
  expect(server.backend.requests.list().filter((r) => r.method === 'POST' && r.path === '/api/v1/wallets/session_signers')).toHaveLength(1)
  expect(server.backend.requests.list().filter((r) => r.path.startsWith('/api/v1/embedded_wallets'))).toEqual([])

  for (const frame of walletFrames(page)) {
    const stored = await frame.evaluate(() => {
      try {
        return Object.keys(localStorage)
      } catch {
        return []
      }
    })
    expect(stored).toEqual([])
  }
  await context.close()
}, 120_000)
