// `npm run bench` (runtime part), or `npx tsx bench/runtime.ts [--runs N]`: how fast the default
// modal answers in a real browser. Builds the modal host app (bench/fixtures/runtime.tsx: the
// bench/fixtures/modal.tsx app with timing hooks) with esbuild, serves it on http://localhost:P
// beside a dev backend (dev mode) on http://127.0.0.1:B, and drives Debian's Chromium with
// playwright-core. After one warm-up run, each run opens the page afresh (warm HTTP cache) and
// measures, in the page's own clock:
//   - login() → landing painted: from the button's click handler (just before `login()`) to a
//     task posted from the requestAnimationFrame callback of the first frame after
//     `[data-screen="landing"]` entered the DOM (that frame styled, laid out and painted);
//   - code submitted → authenticated: from the keydown of the e-mail code's sixth digit (the code
//     screen submits on it) to the client's session becoming authenticated (`watchAuthenticated`),
//     and to React committing `useFoyer().authenticated === true`. A fresh e-mail per run; the
//     code is read from the dev backend's `/__dev/mailbox`.
// Loopback and a warm cache: no network latency, so these are the kit's own costs.
import type { Browser, Page } from 'playwright-core'
import { findChromium } from '../scripts/ensure.mjs'
import { createDevBackend } from '../src/testing/index.js'
import { startDevServer, type DevServer } from '../src/testing/node.js'
import { bundle, CHROMIUM_ARGS, codeFor, runsOption, servePage } from './page.js'
import './runtime-hooks.js'
import { summarize, type Summary } from './stats.js'

const GOAL_LANDING_MS = 50
const ENTRY = 'runtime'

type Run = { ready: number; landingInDom: number; landingPainted: number; authenticated: number; authenticatedRendered: number }

/** One run: open the page, wait for ready, open the modal, log in with a fresh e-mail's code. */
async function run(page: Page, pageUrl: string, backendUrl: string, n: number): Promise<Run> {
  await page.goto(pageUrl)
  const ready = await page.evaluate(() => window.__foyerBench.ready)
  await page.getByTestId('open-login').click()
  const landing = await page.evaluate(() => window.__foyerBench.landing!)

  const email = `bench-${Date.now()}-${n}@example.com`
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Email address').fill(email)
  await dialog.getByRole('button', { name: 'Submit' }).click()
  await dialog.getByLabel('Digit 1 of 6').click()
  const code = await codeFor(backendUrl, email)
  await page.keyboard.type(code.slice(0, 5), { delay: 20 })
  await page.evaluate(() => window.__foyerBench.armCode())
  await page.keyboard.press(code.slice(5))
  const [submitted, authenticated, rendered] = await page.evaluate(async () => {
    const [at, rendered] = await Promise.all([window.__foyerBench.authenticated, window.__foyerBench.authenticatedRendered])
    return [window.__foyerBench.codeSubmittedAt!, at, rendered] as const
  })
  await page.evaluate(() => window.__foyerBench.logout())
  return {
    ready,
    landingInDom: landing.inDom - landing.clicked,
    landingPainted: landing.painted - landing.clicked,
    authenticated: authenticated - submitted,
    authenticatedRendered: rendered - submitted,
  }
}

async function main() {
  const runs = runsOption()

  const executablePath = findChromium()
  if (!executablePath) {
    console.log(
      'Runtime bench skipped: no Chromium found (CHROMIUM_PATH, /usr/bin/chromium, /usr/bin/chromium-browser). ' +
        'Get it with `node scripts/ensure.mjs --chromium` (installs Debian\'s chromium when run as root) or set CHROMIUM_PATH to a Chromium binary.',
    )
    return
  }

  const files = await bundle(ENTRY)
  let backend: DevServer | undefined
  let browser: Browser | undefined
  const page = await servePage(files, ENTRY, () => ({ appId: devBackend.appId, apiUrl: backend!.url }))
  const devBackend = createDevBackend({
    allowedOrigins: [new URL(page.url).origin],
    // Every run signs up from 127.0.0.1: per-IP windows sized for a bench; per-address limits stay.
    limits: { codesPerIp: { max: 10_000, windowMs: 60_000 }, wrongCodesPerIp: { max: 10_000, windowMs: 60_000 } },
  })
  try {
    backend = await startDevServer({ backend: devBackend, port: 0, dev: true })
    const { chromium } = await import('playwright-core')
    try {
      browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true })
    } catch (error) {
      console.error(`Runtime bench: could not start Chromium at ${executablePath}: ${(error as Error).message.split('\n')[0]}`)
      process.exitCode = 1
      return
    }
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    const tab = await context.newPage()
    tab.setDefaultTimeout(15_000)
    tab.on('pageerror', (error) => console.error('[page error]', error))

    await run(tab, page.url, backend.url, 0) // warm-up: fills the HTTP cache (and JIT caches)
    const warmRequests = page.scriptRequests.length
    const samples: Run[] = []
    for (let i = 1; i <= runs; i++) samples.push(await run(tab, page.url, backend.url, i))
    const coldFetches = page.scriptRequests.length - warmRequests

    const ms = (n: number) => Number(n.toFixed(1))
    const row = (measurement: string, pick: (r: Run) => number) => {
      const s: Summary = summarize(samples.map(pick))
      return { measurement, 'median (ms)': ms(s.median), 'min (ms)': ms(s.min), 'max (ms)': ms(s.max), runs: s.runs }
    }
    console.table([
      row('login() → landing painted', (r) => r.landingPainted),
      row('  of which: login() → landing in the DOM', (r) => r.landingInDom),
      row('code submitted → client authenticated', (r) => r.authenticated),
      row('code submitted → useFoyer().authenticated rendered', (r) => r.authenticatedRendered),
      row('page navigation → useFoyer().ready (app config loaded)', (r) => r.ready),
    ])
    console.log(
      `Chromium ${browser.version()} (headless, ${executablePath}); page ${page.url} and dev backend ${backend.url} on loopback; ` +
        `warm HTTP cache (1 warm-up run; ${coldFetches} script request${coldFetches === 1 ? '' : 's'} reached the server in the timed runs).`,
    )
    console.log(`Goal: login() → landing painted ≤ ${GOAL_LANDING_MS} ms (median).`)
  } finally {
    await browser?.close()
    await backend?.close()
    await page.close()
  }
}

await main()
