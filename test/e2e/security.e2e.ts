/**
 * The dev server seen from a page of ANOTHER origin in Chromium, as a site a developer visits
 * while `npm start` runs would try it: reading live login codes, writing dev state, calling the
 * API with the developer's cookies. The other origin is a tiny server on another loopback port.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { baseUrl, launch, newPage, uniqueEmail } from './support/browser.js'

let browser: Browser
let other: Server
let otherUrl: string

beforeAll(async () => {
  browser = await launch()
  other = createServer((_, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end('<!doctype html><title>Another site</title><h1>Another site</h1>')
  })
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve))
  otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}/`
})
afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => other?.close(resolve))
})

/** A page on the other origin. */
async function otherPage(): Promise<Page> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(otherUrl)
  return page
}

/** Sends a live code to a fresh address (from Node, as the app would). */
async function pendingCode(): Promise<string> {
  const email = uniqueEmail('security')
  const res = await fetch(new URL('/api/v1/passwordless/init', baseUrl()), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'foyer-app-id': 'foyerdemoapp0000000000001' },
    body: JSON.stringify({ email }),
  })
  expect(res.status).toBe(200)
  return email
}

test('a page of another origin cannot read /__dev/mailbox: the cross-origin fetch is blocked', async () => {
  const email = await pendingCode()
  const page = await otherPage()
  const result = await page.evaluate(async (url) => {
    try {
      const res = await fetch(url, { credentials: 'include' })
      return { read: true, text: await res.text() }
    } catch (error) {
      return { read: false, text: String(error) }
    }
  }, new URL('/__dev/mailbox', baseUrl()).toString())
  expect(result.read).toBe(false)
  expect(result.text).toContain('Failed to fetch')
  expect(result.text).not.toContain(email)
  await page.context().close()
})

test('nor write dev state with a no-cors request (the server refuses it, it is not just unreadable)', async () => {
  const page = await otherPage()
  const path = '/api/v1/never-called-by-the-demo'
  await page.evaluate(async ({ url, path }) => {
    // A "simple" cross-origin POST a browser sends without a preflight.
    await fetch(url, { method: 'POST', mode: 'no-cors', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ path, status: 500 }) })
  }, { url: new URL('/__dev/faults', baseUrl()).toString(), path })
  const faults = (await (await fetch(new URL('/__dev/faults', baseUrl()))).json()) as { path: string }[]
  expect(faults.map((f) => f.path)).not.toContain(path)
  await page.context().close()
})

test('nor use the API: its preflight is refused, and a simple request is refused without CORS headers', async () => {
  const page = await otherPage()
  const results = await page.evaluate(async (base) => {
    const attempt = async (init: RequestInit) => {
      try {
        const res = await fetch(`${base}/api/v1/passwordless/init`, init)
        return `read ${res.status}`
      } catch {
        return 'blocked'
      }
    }
    return [
      await attempt({ method: 'POST', headers: { 'content-type': 'application/json', 'foyer-app-id': 'foyerdemoapp0000000000001' }, body: '{"email":"x@example.com"}' }),
      await attempt({ method: 'GET' }),
    ]
  }, baseUrl())
  expect(results).toEqual(['blocked', 'blocked'])
  await page.context().close()
})

test("the demo's own page still reads the dev inbox (same origin, dev mode)", async () => {
  const email = await pendingCode()
  const { page, context } = await newPage(browser, '/')
  const text = await page.evaluate(async () => (await fetch('/__dev/mailbox')).text())
  expect(text).toContain(email)
  await context.close()
})
