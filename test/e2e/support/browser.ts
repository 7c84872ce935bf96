import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core'
import { inject } from 'vitest'
import { findChromium } from '../../../scripts/ensure.mjs'
import { buildStoriesOnce } from '../../../scripts/stories.js'

export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run', '--disable-quic',
]

/** This worker's demo server (each worker has its own: files running side by side share no dev state). */
export function baseUrl(): string {
  const urls = inject('baseUrls')
  const worker = Number(process.env.VITEST_POOL_ID ?? '1')
  return urls[(worker - 1) % urls.length]!
}

/** The story gallery (its folder), once the gallery project's setup has built it. */
export function storyGallery(): Promise<string> {
  return buildStoriesOnce(inject('storiesDir'))
}

/** This worker's Chromium (workers keep their modules from one file to the next: see the config). */
let workerBrowser: Promise<Browser> | undefined

/**
 * A file's browser: this worker's one Chromium, seen through a view whose `close()` closes only
 * the contexts (and pages) the file opened through it — the browser stays up for the worker's next
 * file (a launch costs more than most tests). Contexts are isolated from each other (storage,
 * cookies, cache), so a file sees nothing of the files before it.
 */
export async function launch(): Promise<Browser> {
  const executablePath = findChromium()
  if (!executablePath) throw new Error('Chromium not found: run `node scripts/ensure.mjs --chromium`')
  let real = await (workerBrowser ??= chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true }))
  if (!real.isConnected()) real = await (workerBrowser = chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true }))
  const opened = new Set<BrowserContext>()
  const track = (context: BrowserContext) => {
    opened.add(context)
    context.once('close', () => opened.delete(context))
    return context
  }
  return new Proxy(real, {
    get(target, property) {
      if (property === 'newContext') return async (...args: Parameters<Browser['newContext']>) => track(await target.newContext(...args))
      if (property === 'newPage') {
        return async (...args: Parameters<Browser['newPage']>) => {
          const page = await target.newPage(...args)
          track(page.context())
          return page
        }
      }
      if (property === 'close') return async () => void (await Promise.all([...opened].map((context) => context.close())))
      if (property === 'contexts') return () => [...opened]
      const value = Reflect.get(target, property, target) as unknown
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value
    },
  })
}

export async function newPage(browser: Browser, path = '/'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  page.on('pageerror', (error) => console.error('[page error]', error))
  await page.goto(new URL(path, baseUrl()).toString())
  return { context, page }
}

/** A fresh address per test so tests never see each other's codes. */
export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`

/**
 * The codes a dev backend sent to `to` (a list route: `/__dev/mailbox` or `/__dev/sms`), oldest first.
 */
async function codesSent(list: URL | string, to: string): Promise<{ to: string; code: string }[]> {
  const sent = (await (await fetch(list)).json()) as { to: string; code: string }[]
  return sent.filter((m) => m.to === to)
}

/**
 * Waits until the list route `list` of a dev backend holds a code for `to`, and returns the
 * latest; with `after` (a count of codes to `to` taken before the code was asked for), only a code
 * sent after those.
 */
export async function codeSent(list: URL | string, to: string, { after = 0, timeoutMs = 10_000 }: { after?: number; timeoutMs?: number } = {}): Promise<string> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const sent = await codesSent(list, to)
    if (sent.length > after) return sent.at(-1)!.code
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`no code sent to ${to} (${String(list)})${after ? ` after the first ${after}` : ''}`)
}

/** Waits for this worker's demo server to have mailed `to` a code, and returns it. */
export const codeFor = (to: string, timeoutMs = 10_000): Promise<string> => codeSent(new URL('/__dev/mailbox', baseUrl()), to, { timeoutMs })

export async function requestCount(method: string, path: string): Promise<number> {
  const log = (await (await fetch(new URL('/__dev/requests', baseUrl()))).json()) as { method: string; path: string }[]
  return log.filter((r) => r.method === method && r.path === path).length
}

/** Logs in with an e-mail code on the demo's headless page (`/headless`), then waits for the user card. */
export async function loginOnHeadlessPage(page: Page, email: string): Promise<void> {
  await page.getByTestId('headless-email').fill(email)
  await page.getByTestId('headless-send').click()
  await page.getByTestId('headless-code').fill(await codeFor(email))
  await page.getByTestId('headless-login').click()
  await page.getByTestId('user-email').filter({ hasText: email }).waitFor()
}

/** How many SMS codes this worker's demo server has texted `to` so far (pass it to `smsCodeFor` as `after`). */
export const smsCount = async (to: string): Promise<number> => (await codesSent(new URL('/__dev/sms', baseUrl()), to)).length

/** Waits for this worker's demo server to have texted `to` a code (GET /__dev/sms), and returns it; `after`: as `codeSent`. */
export const smsCodeFor = (to: string, options: { after?: number; timeoutMs?: number } = {}): Promise<string> =>
  codeSent(new URL('/__dev/sms', baseUrl()), to, options)

/** A fresh UK mobile number per test (07400 xxxxxx), national and E.164. */
export function uniqueUkMobile(): { national: string; e164: string } {
  const rest = String(Math.floor(Math.random() * 1e6)).padStart(6, '0')
  return { national: `07400${rest}`, e164: `+447400${rest}` }
}

/**
 * The demo at http://localhost:<port>: WebAuthn needs a secure context and a domain RP ID, and
 * 127.0.0.1 is not a valid RP ID (Chromium resolves localhost to loopback).
 */
export function localhostUrl(path = '/'): string {
  const url = new URL(path, baseUrl())
  url.hostname = 'localhost'
  return url.toString()
}

/** A page on localhost with Chromium's virtual authenticator (platform, resident keys, UV, auto-approve). */
export async function newPageWithAuthenticator(
  browser: Browser,
  { path = '/', authenticator = true, height = 800 }: { path?: string; authenticator?: boolean; height?: number } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height } })
  const page = await context.newPage()
  page.on('pageerror', (error) => console.error('[page error]', error))
  if (authenticator) {
    const cdp = await context.newCDPSession(page)
    await cdp.send('WebAuthn.enable')
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true,
        isUserVerified: true, automaticPresenceSimulation: true,
      },
    })
  }
  await page.goto(localhostUrl(path))
  return { context, page }
}

/** POSTs / DELETEs a dev-backend control route (`/__dev/…`). */
export async function devCall(method: 'POST' | 'DELETE', path: string, body?: unknown): Promise<void> {
  const res = await fetch(new URL(path, baseUrl()), {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status}`)
}

/**
 * A login method's button on the demo's landing. The landing shows at most 5 methods (4 and the
 * overflow button when there are more): when the method is behind the overflow
 * button, this opens the overflow view first.
 */
export async function loginMethodButton(dialog: Locator, name: string): Promise<Locator> {
  await dialog.locator('[data-screen="landing"]').waitFor()
  const button = dialog.getByRole('button', { name })
  if ((await button.count()) === 0) {
    await dialog.locator('[data-overflow]').click()
    await dialog.locator('[data-screen="loginOverflow"]').waitFor()
  }
  return button
}

/** Opens the demo's modal and logs in with an e-mail code (typed digit by digit); waits for the modal to close. */
export async function loginWithEmailInModal(page: Page, email: string): Promise<void> {
  await page.getByTestId('open-login').click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Email address').fill(email)
  await dialog.getByRole('button', { name: 'Submit' }).click()
  await dialog.getByLabel('Digit 1 of 6').click()
  await page.keyboard.type(await codeFor(email), { delay: 20 })
  await dialog.waitFor({ state: 'detached', timeout: 10_000 })
}

/**
 * Records the wallet origin's script files that `page` (any of its frames) fetches: `frame.js` and
 * the chunks it imports, each with the URL of the frame that asked and the status.
 */
export function recordWalletScripts(page: Page): { name: string; frame: string; status: number }[] {
  const loaded: { name: string; frame: string; status: number }[] = []
  page.on('response', (res) => {
    const url = new URL(res.url())
    const match = /^\/apps\/[^/]+\/embedded-wallets\/([^/]+\.js)$/.exec(url.pathname)
    if (match && url.origin === new URL(baseUrl()).origin) loaded.push({ name: match[1]!, frame: res.frame().url(), status: res.status() })
  })
  return loaded
}
