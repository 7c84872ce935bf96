import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { inject } from 'vitest'
import { findChromium } from '../../../scripts/ensure.mjs'

export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run', '--disable-quic',
]

export function baseUrl(): string {
  return inject('baseUrl')
}

export async function launch(): Promise<Browser> {
  const executablePath = findChromium()
  if (!executablePath) throw new Error('Chromium not found: run `node scripts/ensure.mjs --chromium`')
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true })
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

/** Waits for the dev backend to have mailed `to` a code, and returns it. */
export async function codeFor(to: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const mails = (await (await fetch(new URL('/__dev/mailbox', baseUrl()))).json()) as { to: string; code: string }[]
    const mail = mails.filter((m) => m.to === to).at(-1)
    if (mail) return mail.code
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`no code mailed to ${to}`)
}

export async function requestCount(method: string, path: string): Promise<number> {
  const log = (await (await fetch(new URL('/__dev/requests', baseUrl()))).json()) as { method: string; path: string }[]
  return log.filter((r) => r.method === method && r.path === path).length
}
