// `npm run bench` (wallets part), or `npx tsx bench/wallets.ts [--runs N]`: how fast embedded
// wallets answer in a real browser. Builds bench/fixtures/wallets-runtime.tsx (a headless host)
// with esbuild, serves it on http://localhost:P beside a dev backend (dev mode, serving the
// wallet-service page) on http://127.0.0.1:B — the wallet service on another origin than the page,
// as in production — and drives Debian's Chromium with playwright-core. After one warm-up run, each
// run opens the page afresh (warm HTTP cache), logs a fresh e-mail user in, and measures in the
// page's own clock:
//   - frame ready after provider ready: from the render where `useFoyer().ready` is true (the
//     frame is asked for right then; it mounts on its first request) to the wallet service
//     answering readiness (page shell, frame.js and its chunks, the app's allowed origins, its announcement);
//   - create-wallet: `createWallet(client, {})` with the frame ready (entropy, split, the shares
//     sealed and registered with the backend, the user updated);
//   - personal_sign round trip: one `personal_sign` through the wallet's EIP-1193 provider, right
//     after creation (the key in the frame's memory).
import type { Browser, Page } from 'playwright-core'
import { verifyMessage, type Address, type Hex } from 'viem'
import { buildWalletService } from '../scripts/build-wallet-service.js'
import { createDevBackend } from '../src/testing/index.js'
import { startDevServer, type DevServer } from '../src/testing/node.js'
import { benchChromium, bundle, CHROMIUM_ARGS, codeFor, runsOption, servePage } from './page.js'
import './runtime-hooks.js'
import { summarize } from './stats.js'

const ENTRY = 'wallets-runtime'
const GOALS = { frameReady: 300, personalSign: 15, createWallet: 400 }

type Run = { frameReady: number; createWallet: number; personalSign: number }

async function run(page: Page, pageUrl: string, backendUrl: string, n: number): Promise<Run> {
  await page.goto(pageUrl)
  const times = await page.evaluate(() => window.__walletBench.times)
  const email = `wallet-bench-${Date.now()}-${n}@example.com`
  await page.evaluate((email) => window.__walletBench.sendCode(email), email)
  const code = await codeFor(backendUrl, email)
  await page.evaluate((code) => window.__walletBench.login(code), code)
  const created = await page.evaluate(() => window.__walletBench.createWallet())
  const signed = await page.evaluate((address) => window.__walletBench.personalSign(address), created.address)
  // The signature is the new wallet's (a bench that measures a wrong answer measures nothing).
  if (!(await verifyMessage({ address: created.address as Address, message: 'hello', signature: signed.signature as Hex }))) {
    throw new Error('personal_sign answered a signature of another key')
  }
  await page.evaluate(() => window.__walletBench.logout())
  return { frameReady: times.frameReady - times.ready, createWallet: created.ms, personalSign: signed.ms }
}

async function main() {
  const runs = runsOption()
  const executablePath = benchChromium('Wallet')
  if (!executablePath) return

  const [files, { files: walletServiceFiles }] = await Promise.all([bundle(ENTRY), buildWalletService()])
  let backend: DevServer | undefined
  let browser: Browser | undefined
  const page = await servePage(files, ENTRY, () => ({ appId: devBackend.appId, apiUrl: backend!.url }))
  const devBackend = createDevBackend({
    allowedOrigins: [new URL(page.url).origin],
    walletServiceScript: () => walletServiceFiles,
    limits: { codesPerIp: { max: 10_000, windowMs: 60_000 }, wrongCodesPerIp: { max: 10_000, windowMs: 60_000 } },
  })
  try {
    backend = await startDevServer({ backend: devBackend, port: 0, dev: true })
    const { chromium } = await import('playwright-core')
    browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true })
    const context = await browser.newContext()
    const tab = await context.newPage()
    tab.setDefaultTimeout(15_000)
    tab.on('pageerror', (error) => console.error('[page error]', error))

    await run(tab, page.url, backend.url, 0) // warm-up: HTTP cache, JIT
    const samples: Run[] = []
    for (let i = 1; i <= runs; i++) samples.push(await run(tab, page.url, backend.url, i))

    const ms = (n: number) => Number(n.toFixed(1))
    const row = (measurement: string, key: keyof Run) => {
      const s = summarize(samples.map((r) => r[key]))
      return { measurement, 'median (ms)': ms(s.median), 'min (ms)': ms(s.min), 'max (ms)': ms(s.max), runs: s.runs, 'goal (ms)': `≤ ${GOALS[key]}` }
    }
    console.table([
      row('embedded wallet frame ready after provider ready', 'frameReady'),
      row('createWallet() (frame ready)', 'createWallet'),
      row('personal_sign round trip (EIP-1193 provider)', 'personalSign'),
    ])
    console.log(
      `Chromium ${browser.version()} (headless); page ${page.url}, dev backend and wallet service ${backend.url} on loopback; warm HTTP cache (1 warm-up run).`,
    )
  } finally {
    await browser?.close()
    await backend?.close()
    await page.close()
  }
}

await main()
