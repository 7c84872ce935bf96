// `npm run bench` (Solana part), or `npx tsx bench/solana.ts [--runs N]`: how fast an embedded
// Solana wallet signs and sends in a real browser. Builds bench/fixtures/solana-runtime.tsx (a
// headless host) with esbuild, serves it on http://localhost:P beside a dev backend (dev mode,
// wallet service, the local Solana runtime) on http://127.0.0.1:B, and drives Debian's Chromium
// with playwright-core. A fresh e-mail user logs in, creates its Solana wallet and gets 1 SOL from
// the faucet; after one warm-up, each run measures in the page's clock:
//   - signSolanaMessage round trip (the key in the frame's memory; the backend authorizes each signature);
//   - sendSolanaTransaction of a 0.001 SOL transfer, headless: blockhash, signing in the frame,
//     sendRawTransaction and the status polls until confirmed.
import { ed25519 } from '@noble/curves/ed25519.js'
import { Keypair, PublicKey } from '@solana/web3.js'
import type { Browser } from 'playwright-core'
import { buildWalletService } from '../scripts/build-wallet-service.js'
import { createSolanaDevChain } from '../src/testing/chains/index.js'
import { createDevBackend } from '../src/testing/index.js'
import { startDevServer, type DevServer } from '../src/testing/node.js'
import { benchChromium, bundle, CHROMIUM_ARGS, codeFor, runsOption, servePage } from './page.js'
import './runtime-hooks.js'
import { summarize } from './stats.js'

const ENTRY = 'solana-runtime'
const GOALS = { sign: 50, send: 1000 }

async function main() {
  const runs = runsOption()
  const executablePath = benchChromium('Solana')
  if (!executablePath) return
  const [files, { code: walletServiceCode }, chain] = await Promise.all([bundle(ENTRY), buildWalletService(), createSolanaDevChain({ wsPortPlusOne: false })])
  let backend: DevServer | undefined
  let browser: Browser | undefined
  const page = await servePage(files, ENTRY, () => ({ appId: devBackend.appId, apiUrl: backend!.url }))
  const devBackend = createDevBackend({ allowedOrigins: [new URL(page.url).origin], walletServiceScript: () => walletServiceCode, chains: [chain] })
  try {
    backend = await startDevServer({ backend: devBackend, port: 0, dev: true })
    const { chromium } = await import('playwright-core')
    browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true })
    const tab = await (await browser.newContext()).newPage()
    tab.setDefaultTimeout(15_000)
    tab.on('pageerror', (error) => console.error('[page error]', error))
    await tab.goto(page.url)
    await tab.waitForFunction(() => typeof window.__solanaBench?.send === 'function')
    const email = `solana-bench-${Date.now()}@example.com`
    await tab.evaluate((email) => window.__solanaBench.sendCode(email), email)
    const code = await codeFor(backend.url, email)
    await tab.evaluate((code) => window.__solanaBench.login(code), code)
    const { address } = await tab.evaluate(() => window.__solanaBench.createWallet())
    await devBackend.chains.faucet({ chainType: 'solana', address, asset: 'SOL', amount: '1' })

    const sign = async () => {
      const { ms, signature } = await tab.evaluate((a) => window.__solanaBench.signMessage(a), address)
      // The signature is the wallet's (a bench that measures a wrong answer measures nothing).
      if (!ed25519.verify(Buffer.from(signature, 'base64'), new TextEncoder().encode('hello'), new PublicKey(address).toBytes())) {
        throw new Error('signSolanaMessage answered a signature of another key')
      }
      return ms
    }
    const send = async () => (await tab.evaluate(([a, to]) => window.__solanaBench.send(a, to), [address, Keypair.generate().publicKey.toBase58()] as const)).ms
    await sign()
    await send() // warm-up
    const signs: number[] = []
    const sends: number[] = []
    for (let i = 0; i < runs; i++) {
      signs.push(await sign())
      sends.push(await send())
    }
    const ms = (n: number) => Number(n.toFixed(1))
    const row = (measurement: string, samples: number[], goal: number) => {
      const s = summarize(samples)
      return { measurement, 'median (ms)': ms(s.median), 'min (ms)': ms(s.min), 'max (ms)': ms(s.max), runs: s.runs, 'goal (ms)': `≤ ${goal}` }
    }
    console.table([
      row('signSolanaMessage round trip (embedded Solana wallet)', signs, GOALS.sign),
      row('sendSolanaTransaction → confirmed (0.001 SOL, headless, local runtime)', sends, GOALS.send),
    ])
    console.log(`Chromium ${browser.version()} (headless); page ${page.url}, dev backend, wallet service and Solana runtime ${backend.url} on loopback.`)
  } finally {
    await browser?.close()
    await backend?.close()
    await chain.close?.()
    await page.close()
  }
}

await main()
