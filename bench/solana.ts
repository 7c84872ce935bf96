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
import { createSolanaDevChain } from '../src/testing/chains/index.js'
import { benchChromium, codeFor, openBenchTab, runsOption } from './page.js'
import './runtime-hooks.js'
import { summarize } from './stats.js'

const ENTRY = 'solana-runtime'
const GOALS = { sign: 50, send: 1000 }

async function main() {
  const runs = runsOption()
  const executablePath = benchChromium('Solana')
  if (!executablePath) return
  const chain = await createSolanaDevChain({ wsPortPlusOne: false })
  let bench: Awaited<ReturnType<typeof openBenchTab>> | undefined
  try {
    bench = await openBenchTab({ entry: ENTRY, executablePath, chains: [chain] })
    const { tab, devBackend, backendUrl } = bench
    await tab.waitForFunction(() => typeof window.__solanaBench?.send === 'function')
    const email = `solana-bench-${Date.now()}@example.com`
    await tab.evaluate((email) => window.__solanaBench.sendCode(email), email)
    const code = await codeFor(backendUrl, email)
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
    console.log(`Chromium ${bench.browserVersion} (headless); page ${bench.pageUrl}, dev backend, wallet service and Solana runtime ${backendUrl} on loopback.`)
  } finally {
    await bench?.close()
    await chain.close?.()
  }
}

await main()
