// `npm run bench` (confirmation part), or `npx tsx bench/confirmation.ts [--runs N]`: how fast the
// default modal's transaction confirmation says what a transaction does, in a real browser.
// Builds bench/fixtures/confirmation-runtime.tsx (a host with <FoyerModal/>) with esbuild, serves
// it on http://localhost:P beside a dev backend (dev mode, wallet service, one local EVM network)
// on http://127.0.0.1:B, and drives Debian's Chromium with playwright-core. A fresh e-mail user
// logs in, creates its wallet and gets ETH and USDC from the faucet; then, after one warm-up, each
// run measures in the page's clock the time from `sendTransaction()` (a 1-USDC transfer) to the
// confirmation painted with the decoded action and the scan's result: the token read from the
// chain, its price, the fee, the balance and the scan (a real simulation on the local chain), in
// parallel; the lazy screen chunk is warm after the first run. The screen is then closed.
import { createEvmDevChain } from '../src/testing/chains/index.js'
import { benchChromium, codeFor, openBenchTab, runsOption } from './page.js'
import './runtime-hooks.js'
import { summarize } from './stats.js'

const ENTRY = 'confirmation-runtime'
const GOAL_MS = 250
const RECIPIENT = '0x000000000000000000000000000000000000bEEF'

async function main() {
  const runs = runsOption()
  const executablePath = benchChromium('Confirmation')
  if (!executablePath) return

  const chain = await createEvmDevChain({ networks: [{ chainId: 31337, name: 'Foyer Local' }] })
  let bench: Awaited<ReturnType<typeof openBenchTab>> | undefined
  try {
    bench = await openBenchTab({ entry: ENTRY, executablePath, chains: [chain] })
    const { tab, devBackend, backendUrl } = bench
    await tab.waitForFunction(() => typeof window.__confirmBench?.confirmation === 'function')
    const email = `confirm-bench-${Date.now()}@example.com`
    await tab.evaluate((email) => window.__confirmBench.sendCode(email), email)
    const code = await codeFor(backendUrl, email)
    await tab.evaluate((code) => window.__confirmBench.login(code), code)
    const { address } = await tab.evaluate(() => window.__confirmBench.createWallet())
    await devBackend.chains.faucet({ chainType: 'ethereum', address, asset: 'ETH', amount: '1' })
    await devBackend.chains.faucet({ chainType: 'ethereum', address, asset: 'USDC', amount: '100' })

    const measure = () => tab.evaluate(([token, to]) => window.__confirmBench.confirmation(token, to), [chain.usdc.address, RECIPIENT] as const)
    await measure() // warm-up: the screen's chunk, JIT
    const samples: number[] = []
    for (let i = 0; i < runs; i++) samples.push((await measure()).ms)

    const s = summarize(samples)
    const ms = (n: number) => Number(n.toFixed(1))
    console.table([
      {
        measurement: 'sendTransaction() → confirmation with decoded details and scan result',
        'median (ms)': ms(s.median), 'min (ms)': ms(s.min), 'max (ms)': ms(s.max), runs: s.runs, 'goal (ms)': `≤ ${GOAL_MS}`,
      },
    ])
    console.log(`Chromium ${bench.browserVersion} (headless); page ${bench.pageUrl}, dev backend, wallet service and local chain ${backendUrl} on loopback.`)
  } finally {
    await bench?.close()
    await chain.close()
  }
}

await main()
