// Smoke test of the wallet-service page in Chromium: the frame (http://127.0.0.1:PORT) runs under
// its CSP, announces readiness to its host (http://localhost:PORT), creates a wallet, signs, keeps
// its device share across a reload, and is never framed by an origin the app does not allow.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser, Page } from 'playwright-core'
import { verifyMessage, type Hex } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { DEMO_APP_ID } from '../../demo/config.js'
import { baseUrl, codeFor, launch, localhostUrl, recordWalletScripts, uniqueEmail } from './support/browser.js'

let browser: Browser
/** A page of another site (another loopback port): an origin the app does not allow. */
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

async function accessToken(): Promise<string> {
  const email = uniqueEmail('wallet-service')
  const headers = { 'content-type': 'application/json', 'foyer-app-id': DEMO_APP_ID }
  await fetch(new URL('/api/v1/passwordless/init', baseUrl()), { method: 'POST', headers, body: JSON.stringify({ email }) })
  const res = await fetch(new URL('/api/v1/passwordless/authenticate', baseUrl()), {
    method: 'POST', headers, body: JSON.stringify({ email, code: await codeFor(email), mode: 'login-or-sign-up' }),
  })
  return ((await res.json()) as { token: string }).token
}

const frameUrl = () => `${new URL(baseUrl()).origin}/apps/${DEMO_APP_ID}/embedded-wallets?caid=e2e&client_id=web`

/** Mounts the frame in `page` and records what it posts (from the frame's window and origin only). */
async function mountFrame(page: Page) {
  await page.evaluate((src) => {
    const w = window as unknown as { __frameMessages: unknown[]; __frame: HTMLIFrameElement }
    w.__frameMessages = []
    const iframe = document.createElement('iframe')
    iframe.src = src
    iframe.style.display = 'none'
    window.addEventListener('message', (event) => {
      if (event.source === iframe.contentWindow && event.origin === new URL(src).origin) w.__frameMessages.push(event.data)
    })
    document.body.appendChild(iframe)
    w.__frame = iframe
  }, frameUrl())
}

function send(page: Page, event: string, data: Record<string, unknown>) {
  return page.evaluate(
    ({ event, data, target }) =>
      new Promise<unknown>((resolve) => {
        const w = window as unknown as { __frameMessages: { id?: string }[]; __frame: HTMLIFrameElement }
        const id = crypto.randomUUID()
        const timer = setInterval(() => {
          const reply = w.__frameMessages.find((m) => m.id === id)
          if (reply) {
            clearInterval(timer)
            resolve(reply)
          }
        }, 20)
        w.__frame.contentWindow!.postMessage({ id, event, data }, target)
      }),
    { event, data, target: new URL(baseUrl()).origin },
  ) as Promise<{ data?: Record<string, unknown>; error?: unknown }>
}

const announced = (page: Page) => page.evaluate(() => (window as unknown as { __frameMessages: { event?: string }[] }).__frameMessages.filter((m) => m.event === 'foyer:iframe:ready'))

test('the frame runs on its own origin, answers its host, creates a wallet and signs', async () => {
  const context = await browser.newContext()
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  const scripts = recordWalletScripts(page)
  await page.goto(localhostUrl('/headless'))
  await mountFrame(page)
  await expect.poll(() => announced(page)).toEqual([{ event: 'foyer:iframe:ready', data: { ready: true } }])
  // The page's script is frame.js and the chunks it imports, from the wallet origin itself (its CSP's
  // script-src 'self'); the export page's code and argon2id are not among them.
  expect(scripts.find((s) => s.name === 'frame.js')?.status).toBe(200)
  expect(scripts.filter((s) => /^chunk-[A-Z0-9]+\.js$/.test(s.name) && s.status === 200).length).toBeGreaterThan(0)
  expect(scripts.filter((s) => s.status !== 200)).toEqual([])
  expect(await send(page, 'foyer:iframe:ready', {})).toMatchObject({ data: { ready: true } })

  const token = await accessToken()
  const created = await send(page, 'foyer:wallet:create', { accessToken: token, chainType: 'ethereum' })
  const { address, entropyId } = created.data as { address: Hex; entropyId: Hex }
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  const signed = await send(page, 'foyer:wallet:rpc', {
    accessToken: token, entropyId, entropyIdVerifier: 'ethereum-address-verifier', hdWalletIndex: 0, chainType: 'ethereum',
    request: { method: 'personal_sign', params: ['Hello from Chromium', address] },
  })
  expect(await verifyMessage({ address, message: 'Hello from Chromium', signature: (signed.data as { signature: Hex }).signature })).toBe(true)

  // A reload of the host: the frame gets the wallet back with no prompt — from its device share, or
  // (when the browser denies a third-party frame its storage, as this headless Chromium does) by
  // automatic recovery.
  await page.reload()
  await mountFrame(page)
  await expect.poll(() => announced(page)).toHaveLength(1)
  expect(await send(page, 'foyer:wallet:connect', { accessToken: token, entropyId, entropyIdVerifier: 'ethereum-address-verifier' }))
    .toMatchObject({ data: { entropyId, recoveryMethod: 'privy', recovered: expect.any(Boolean) } })
  // The host's own storage holds nothing of the wallet.
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain('device-share')
  expect(errors.filter((e) => /Content Security Policy|Trusted Type/i.test(e))).toEqual([])
  expect(scripts.filter((s) => /^(argon2|exportPage)-/.test(s.name))).toEqual([])
  await context.close()
})

test('a password set on one device: a new browser needs it — a wrong then the right password gives the same address', async () => {
  const token = await accessToken()
  const selector = (entropyId: string) => ({ accessToken: token, entropyId, entropyIdVerifier: 'ethereum-address-verifier' })
  const first = await browser.newContext()
  const page1 = await first.newPage()
  const scripts = recordWalletScripts(page1)
  await page1.goto(localhostUrl('/headless'))
  await mountFrame(page1)
  await expect.poll(() => announced(page1)).toHaveLength(1)
  expect(scripts.filter((s) => s.name.startsWith('argon2-'))).toEqual([])
  const created = await send(page1, 'foyer:wallet:create', { accessToken: token, chainType: 'ethereum', recoveryMethod: 'user-passcode', recoveryPassword: 'Chromium-Pa55' })
  expect(created.error).toBeUndefined()
  // argon2id came with the password, a chunk of the wallet origin's own.
  expect(scripts.filter((s) => s.name.startsWith('argon2-')).map((s) => s.status)).toEqual([200])
  const { address, entropyId } = created.data as { address: Hex; entropyId: Hex }
  expect(created.data).toMatchObject({ recoveryMethod: 'user-passcode' })
  await first.close()

  // Another browser: no share of the wallet here, and no automatic recovery.
  const second = await browser.newContext()
  const page2 = await second.newPage()
  await page2.goto(localhostUrl('/headless'))
  await mountFrame(page2)
  await expect.poll(() => announced(page2)).toHaveLength(1)
  const sign = (message: string) => send(page2, 'foyer:wallet:rpc', { ...selector(entropyId), hdWalletIndex: 0, chainType: 'ethereum', request: { method: 'personal_sign', params: [message, address] } })
  expect((await sign('before')).error).toMatchObject({ type: 'embedded_wallet_recovery_required' })
  expect((await send(page2, 'foyer:wallet:recover', { ...selector(entropyId), recoveryMethod: 'user-passcode', recoveryPassword: 'Chromium-Pa56' })).error)
    .toEqual({ type: 'invalid_recovery_password', message: 'Invalid recovery password, please try again.' })
  expect((await send(page2, 'foyer:wallet:recover', { ...selector(entropyId), recoveryMethod: 'user-passcode', recoveryPassword: 'Chromium-Pa55' })).data)
    .toEqual({ entropyId, recoveryMethod: 'user-passcode', recovered: true })
  const signed = await sign('after')
  expect(await verifyMessage({ address, message: 'after', signature: (signed.data as { signature: Hex }).signature })).toBe(true)
  await second.close()
})

test('a page on an origin the app does not allow cannot frame the wallet service', async () => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(otherUrl) // another site: not an allowed host origin
  // Listen before mounting: the refusal may be logged before a later listener is attached.
  const refused = page.waitForEvent('console', { predicate: (m) => /frame-ancestors/.test(m.text()), timeout: 10_000 })
  await mountFrame(page)
  await refused
  expect(await announced(page)).toEqual([])
  await context.close()
})
