// What the browser benches share: the fixture built for a real page (esbuild, React bundled), a
// server for it on http://localhost:P (another origin than the dev backend on 127.0.0.1), the
// e2e tests' Chromium arguments, and the dev mailbox.
import { build, type OutputFile } from 'esbuild'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { foyerAlias } from './measure.js'
import { findChromium } from '../scripts/ensure.mjs'
import type { Browser } from 'playwright-core'
import { buildWalletService } from '../scripts/build-wallet-service.js'
import type { DevChain } from '../src/testing/chains/types.js'
import { createDevBackend } from '../src/testing/index.js'
import { startDevServer, type DevServer } from '../src/testing/node.js'

/** The launch arguments of the e2e tests (test/e2e/support/browser.ts). */
export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run', '--disable-quic',
]

/** A fixture of bench/fixtures (`entry`: its name) built as bench/measure.ts builds it, but with React bundled (the page must run). */
export async function bundle(entry: string): Promise<Map<string, OutputFile>> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL(`./fixtures/${entry}.tsx`, import.meta.url))],
    bundle: true,
    minify: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    outdir: '/bench',
    entryNames: '[name]-[hash]',
    write: false,
    metafile: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [foyerAlias],
    logLevel: 'silent',
  })
  // A module the kit imports dynamically is an entry of its own, named after its file: the
  // fixture's own output goes first, so servePage picks it ('runtime' is also src/core/wallets/runtime.ts).
  const own = Object.entries(result.metafile.outputs).find(([, output]) => output.entryPoint?.endsWith(`fixtures/${entry}.tsx`))?.[0]
  const path = (file: OutputFile) => file.path.slice('/bench'.length)
  const isOwn = (file: OutputFile) => own !== undefined && file.path.endsWith(own.slice(own.lastIndexOf('/')))
  return new Map([...result.outputFiles.filter(isOwn), ...result.outputFiles.filter((file) => !isOwn(file))].map((file) => [path(file), file]))
}

/**
 * Serves the page (never cached), with `config()` as `window.__FOYER_BENCH_CONFIG__`, and the
 * bundle's files (cached for a year, as hashed assets are).
 */
export async function servePage(files: Map<string, OutputFile>, entryName: string, config: () => Record<string, unknown>) {
  const entry = [...files.keys()].find((path) => path.startsWith(`/${entryName}-`) && path.endsWith('.js'))!
  const scriptRequests: string[] = []
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname
    const file = files.get(path)
    if (file) {
      scriptRequests.push(path)
      res.writeHead(200, {
        'content-type': extname(path) === '.css' ? 'text/css' : 'text/javascript; charset=utf-8',
        'cache-control': 'public, max-age=31536000, immutable',
      })
      return res.end(file.contents)
    }
    if (path !== '/') return res.writeHead(404).end()
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
    res.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Foyer runtime bench</title>` +
        `<script>window.__FOYER_BENCH_CONFIG__ = ${JSON.stringify(config())}</script>` +
        `<script type="module" src="${entry}"></script></head><body><div id="root"></div></body></html>`,
    )
  })
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    // Chromium resolves localhost to loopback: the page's origin differs from the backend's, as a host app's does.
    url: `http://localhost:${port}/`,
    scriptRequests,
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  }
}

/** Waits for the dev backend to have mailed `to` a code (GET /__dev/mailbox), and returns it. */
export async function codeFor(backendUrl: string, to: string): Promise<string> {
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    const mails = (await (await fetch(new URL('/__dev/mailbox', backendUrl))).json()) as { to: string; code: string }[]
    const mail = mails.filter((m) => m.to === to).at(-1)
    if (mail) return mail.code
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`no code mailed to ${to}`)
}


/** The `--runs N` option of a browser bench (default 10 timed runs). */
export function runsOption(): number {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '10' } } })
  const runs = Number(values.runs)
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, not ${values.runs}`)
  return runs
}

/** Debian's Chromium for a browser bench; null (the bench says it is skipped, and why) when there is none. */
export function benchChromium(bench: string): string | null {
  const executablePath = findChromium()
  if (!executablePath) console.log(`${bench} bench skipped: no Chromium found (CHROMIUM_PATH, /usr/bin/chromium, /usr/bin/chromium-browser); see bench/runtime.ts.`)
  return executablePath ?? null
}

/**
 * A headless Chromium tab on the bundled fixture `entry`, served on http://localhost:P beside a dev
 * backend (dev mode, the wallet service, `chains`) on http://127.0.0.1:B — what the wallet benches
 * share. `close()` stops all three (the chains stay the caller's).
 */
export async function openBenchTab({ entry, executablePath, chains }: { entry: string; executablePath: string; chains: DevChain[] }) {
  const [files, { files: walletServiceFiles }] = await Promise.all([bundle(entry), buildWalletService()])
  let backend: DevServer | undefined
  let browser: Browser | undefined
  const page = await servePage(files, entry, () => ({ appId: devBackend.appId, apiUrl: backend!.url }))
  const devBackend = createDevBackend({ allowedOrigins: [new URL(page.url).origin], walletServiceScript: () => walletServiceFiles, chains })
  const close = async () => {
    await browser?.close()
    await backend?.close()
    await page.close()
  }
  try {
    backend = await startDevServer({ backend: devBackend, port: 0, dev: true })
    const { chromium } = await import('playwright-core')
    browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true })
    const tab = await (await browser.newContext()).newPage()
    tab.setDefaultTimeout(15_000)
    tab.on('pageerror', (error) => console.error('[page error]', error))
    await tab.goto(page.url)
    return { tab, devBackend, backendUrl: backend.url, pageUrl: page.url, browserVersion: browser.version(), close }
  } catch (error) {
    await close()
    throw error
  }
}
