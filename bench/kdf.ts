// `npm run bench` (password part), or `npx tsx bench/kdf.ts [--runs N]`: what one password
// derivation costs in a real browser — the wallet service's argon2id (@noble/hashes) with the cost
// new password seals use (PASSWORD_KDF), run on every password set and every recovery attempt.
// Builds bench/fixtures/kdf.tsx with esbuild, serves it on http://localhost:P and drives Debian's
// Chromium with playwright-core; after one warm-up each run derives from a fresh salt, timed in the
// page's clock. The aim: 250–1000 ms (slow for an offline guesser, quick enough for a user).
import { argon2id } from '@noble/hashes/argon2.js'
import type { Browser } from 'playwright-core'
import { PASSWORD_KDF, newKdfString, parseKdfString } from '../src/wallet-service/passcode.js'
import { benchChromium, bundle, CHROMIUM_ARGS, runsOption, servePage } from './page.js'
import { summarize } from './stats.js'

const ENTRY = 'kdf'
const AIM = { min: 250, max: 1000 }

async function main() {
  const runs = runsOption()
  const executablePath = benchChromium('Password KDF')
  if (!executablePath) return
  const page = await servePage(await bundle(ENTRY), ENTRY, () => ({}))
  let browser: Browser | undefined
  try {
    const { chromium } = await import('playwright-core')
    browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true })
    const tab = await (await browser.newContext()).newPage()
    tab.setDefaultTimeout(60_000)
    tab.on('pageerror', (error) => console.error('[page error]', error))
    await tab.goto(page.url)
    await tab.waitForFunction(() => typeof window.__kdfBench?.derive === 'function')
    const derive = async (password: string) => {
      const kdf = newKdfString(PASSWORD_KDF)
      const { ms, shareKey } = await tab.evaluate(([p, k]) => window.__kdfBench.derive(p, k), [password, kdf] as const)
      // The page derived what argon2id derives (a bench that measures a wrong answer measures nothing).
      const { salt } = parseKdfString(kdf, PASSWORD_KDF)!
      const expected = Buffer.from(argon2id(new TextEncoder().encode(password), salt, { ...PASSWORD_KDF, dkLen: 64 }).slice(0, 32)).toString('hex')
      if (shareKey !== expected) throw new Error('the page derived another key than argon2id')
      return ms
    }
    await derive('warm-up-Pa55')
    const samples: number[] = []
    for (let i = 0; i < runs; i++) samples.push(await derive(`correct-horse-${i}`))
    const s = summarize(samples)
    const ms = (n: number) => Number(n.toFixed(1))
    console.table([{
      measurement: `argon2id m=${PASSWORD_KDF.m} KiB, t=${PASSWORD_KDF.t}, p=${PASSWORD_KDF.p} (one password derivation, wallet service)`,
      'median (ms)': ms(s.median), 'min (ms)': ms(s.min), 'max (ms)': ms(s.max), runs: s.runs, 'aim (ms)': `${AIM.min}–${AIM.max}`,
    }])
    console.log(`Chromium ${browser.version()} (headless); page ${page.url}.`)
    if (s.median < AIM.min || s.median > AIM.max) console.log(`The median is outside the aim of ${AIM.min}–${AIM.max} ms on this machine: revisit PASSWORD_KDF.`)
  } finally {
    await browser?.close()
    await page.close()
  }
}

await main()
