// Foyer in someone else's app, as a host developer meets it: `npm run build` + `npm pack`, the
// tarball installed into a fresh Vite + React app (test/fixtures/vite-host), built by Vite and
// served on its own origin, against the dev backend started by the package's own `foyerkit` bin
// (`dev-backend --origin <the app's origin>`); Chromium logs in with an e-mail code in the modal.
//
// Offline: the tarball is unpacked into the app's node_modules/foyerkit (what `npm install
// <tarball>` writes there), and its `vite` (an alias of rolldown-vite: Vite with Rolldown, the
// bundler Vite 8 made its default) is linked into node_modules/vite as npm installs an alias;
// react, react-dom and foyerkit's own dependencies resolve through a node_modules link beside the
// app, to this repository's installed packages. No registry is asked.
import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { serveDir } from '../../scripts/stories.js'
import { codeSent, launch } from './support/browser.js'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const FIXTURE = join(ROOT, 'test', 'fixtures', 'vite-host')
const APP_ID = 'foyerhostfixture000000001'
/**
 * `npm test` builds and packs the package while the unit tests run and names its `npm pack --json`
 * report (beside the tarball) here; run alone, this file builds and packs it itself.
 */
const PREPACKED = process.env.FOYER_PACKED

type Output = { stdout: string; stderr: string }

/** Runs a command to its end; rejects with its output when it fails. */
function run(cmd: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<Output> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: options.cwd, env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.on('error', reject)
    child.on('close', (code) =>
      code === 0 ? resolve({ stdout, stderr }) : reject(new Error(`${cmd} ${args.join(' ')} exited ${code}\n${stdout}\n${stderr}`)),
    )
  })
}

const timings: Record<string, number> = {}
async function timed<T>(name: string, step: () => Promise<T>): Promise<T> {
  const started = performance.now()
  try {
    return await step()
  } finally {
    timings[name] = (performance.now() - started) / 1000
  }
}

let work: string
let app: string
let tarball: string
let packedFiles: string[]
let browser: Browser | undefined
let site: { url: string; close: () => Promise<void> } | undefined
let appOrigin: string
let bin: ChildProcess | undefined
let binOutput = ''
let backendUrl: string

/** Starts the installed package's bin (`node <its bin file> dev-backend …`) and waits for its URL. */
async function startBin(binFile: string, args: string[]): Promise<string> {
  const child = spawn(process.execPath, [binFile, 'dev-backend', ...args], { cwd: app, stdio: ['ignore', 'pipe', 'pipe'] })
  bin = child
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the dev backend printed no URL in 30 s:\n${binOutput}`)), 30_000)
    const read = (chunk: Buffer) => {
      binOutput += chunk
      const url = /Foyer dev backend: (http:\/\/\S+)/.exec(binOutput)?.[1]
      if (url && binOutput.includes('Ctrl+C stops.')) {
        clearTimeout(timer)
        resolve(url)
      }
    }
    child.stdout!.on('data', read)
    child.stderr!.on('data', read)
    child.on('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`the dev backend exited (${code}):\n${binOutput}`))
    })
  })
}

beforeAll(async () => {
  const started = performance.now()
  work = mkdtempSync(join(tmpdir(), 'foyer-integration-'))
  app = join(work, 'app')
  // Chromium and the app's static server start while the package builds.
  const [launched] = await Promise.all([
    launch(),
    PREPACKED ? Promise.resolve() : timed('npm run build', () => run('npm', ['run', 'build', '--silent'], { cwd: ROOT })),
    (async () => {
      // The app's origin must be known before the backend starts (--origin); its files come later.
      cpSync(FIXTURE, app, { recursive: true, filter: (src) => !/[\\/](node_modules|dist)$/.test(src) })
      site = await serveDir(join(app, 'dist'))
      appOrigin = new URL(site.url).origin.replace('127.0.0.1', 'localhost')
    })(),
  ])
  browser = launched
  // The build ran above; pack what it emitted (prepack would type-check and build again).
  const report = PREPACKED
    ? readFileSync(PREPACKED, 'utf8')
    : (await timed('npm pack', () => run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', work], { cwd: ROOT }))).stdout
  const [info] = JSON.parse(report) as { filename: string; files: { path: string }[] }[]
  tarball = join(PREPACKED ? dirname(PREPACKED) : work, info!.filename)
  packedFiles = info!.files.map((f) => f.path)

  // "Install" it: the tarball's package/ into node_modules/foyerkit; the rest through ../node_modules.
  cpSync(tarball, join(app, 'foyerkit.tgz'))
  mkdirSync(join(app, 'node_modules', 'foyerkit'), { recursive: true })
  await run('tar', ['-xzf', join(app, 'foyerkit.tgz'), '-C', join(app, 'node_modules', 'foyerkit'), '--strip-components=1'], { cwd: app })
  symlinkSync(join(ROOT, 'node_modules'), join(work, 'node_modules'), 'dir')
  const viteAlias = /^npm:(.+)@[^@]+$/.exec((JSON.parse(readFileSync(join(app, 'package.json'), 'utf8')) as { devDependencies: { vite: string } }).devDependencies.vite)
  symlinkSync(join(ROOT, 'node_modules', viteAlias ? viteAlias[1]! : 'vite'), join(app, 'node_modules', 'vite'), 'dir')

  const installed = JSON.parse(readFileSync(join(app, 'node_modules', 'foyerkit', 'package.json'), 'utf8')) as { bin: { foyerkit: string } }
  const binFile = join(app, 'node_modules', 'foyerkit', installed.bin.foyerkit)
  backendUrl = await timed('dev backend start', () => startBin(binFile, ['--port', '0', '--origin', appOrigin, '--app-id', APP_ID]))

  await timed('vite build', () =>
    run(process.execPath, [join(app, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], {
      cwd: app,
      env: { VITE_FOYER_API_URL: backendUrl, VITE_FOYER_APP_ID: APP_ID },
    }),
  )
  timings['setup total'] = (performance.now() - started) / 1000
}, 600_000)

afterAll(async () => {
  if (bin && bin.exitCode === null) {
    bin.kill('SIGKILL')
  }
  await browser?.close()
  await site?.close()
  if (work) rmSync(work, { recursive: true, force: true })
  console.log(`[integration] ${Object.entries(timings).map(([k, v]) => `${k} ${v.toFixed(1)} s`).join(', ')}`)
})

describe('foyerkit in a fresh Vite + React app (the packed tarball, the bin dev backend, Chromium)', () => {
  test('the tarball holds the compiled bin (with its shebang) and every entry the exports map names', () => {
    expect(packedFiles).toContain('dist/esm/cli/foyerkit.js')
    const pkg = JSON.parse(readFileSync(join(app, 'node_modules', 'foyerkit', 'package.json'), 'utf8')) as {
      bin: Record<string, string>
      exports: Record<string, string | { import: string; types: string }>
    }
    expect(pkg.bin).toEqual({ foyerkit: 'dist/esm/cli/foyerkit.js' })
    expect(readFileSync(join(app, 'node_modules', 'foyerkit', pkg.bin.foyerkit!), 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true)
    const missing = Object.values(pkg.exports)
      .flatMap((entry) => (typeof entry === 'string' ? [entry] : [entry.import, entry.types]))
      .map((path) => path.replace(/^\.\//, ''))
      .filter((path) => !packedFiles.includes(path))
    expect(missing).toEqual([])
    expect(packedFiles).toContain('dist/wallet-service/frame.js')
  })

  test("the tarball holds the wallet-service page's chunks, and the bin serves each beside frame.js", async () => {
    const walletFiles = packedFiles.filter((p) => p.startsWith('dist/wallet-service/')).map((p) => p.slice('dist/wallet-service/'.length))
    expect(walletFiles.filter((name) => /^(chunk|exportPage|argon2)-[A-Z0-9]+\.js$/.test(name)).length).toBeGreaterThanOrEqual(3)
    for (const name of walletFiles) {
      const res = await fetch(`${backendUrl}/apps/${APP_ID}/embedded-wallets/${name}`)
      expect(`${name} ${res.status} ${res.headers.get('content-type')}`).toBe(`${name} 200 text/javascript; charset=utf-8`)
    }
    expect((await fetch(`${backendUrl}/apps/${APP_ID}/embedded-wallets/chunk-NOTBUILT.js`)).status).toBe(404)
  })

  test('the bin printed the URL, the app id, the allowed origin and the provider props', () => {
    expect(binOutput).toContain(`App id:            ${APP_ID}`)
    expect(binOutput).toContain(`Allowed origins:   ${appOrigin}`)
    expect(binOutput).toContain(`<FoyerProvider appId="${APP_ID}" apiUrl="${backendUrl}">`)
  })

  test('the app built by Vite logs in with an e-mail code through the modal, against the bin on another origin', async () => {
    const context = await browser!.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    const problems: string[] = []
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
    page.on('console', (message) => message.type() === 'error' && problems.push(`console error: ${message.text()}`))
    await page.goto(`${appOrigin}/`)
    await page.getByRole('heading', { name: 'Vite host app' }).waitFor()

    await page.getByRole('button', { name: 'Log in' }).click()
    const dialog = page.getByRole('dialog')
    const email = `host-${Date.now()}@example.com`
    await dialog.getByLabel('Email address').fill(email)
    await dialog.getByRole('button', { name: 'Submit' }).click()
    await dialog.getByLabel('Digit 1 of 6').click()
    await page.keyboard.type(await codeSent(`${backendUrl}/__dev/mailbox`, email), { delay: 20 })
    await dialog.waitFor({ state: 'detached', timeout: 10_000 })

    await expect.poll(() => page.getByTestId('user-email').textContent()).toBe(email)
    expect(problems).toEqual([])
    await context.close()
  })

  test('another origin gets no CORS answer from the bin (only --origin does)', async () => {
    const allowed = await fetch(`${backendUrl}/api/v1/apps/${APP_ID}`, { headers: { origin: appOrigin } })
    expect(allowed.headers.get('access-control-allow-origin')).toBe(appOrigin)
    const other = await fetch(`${backendUrl}/api/v1/apps/${APP_ID}`, { headers: { origin: 'http://localhost:1' } })
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
  })

  test('the bin stops cleanly on SIGTERM (exit code 0, port closed)', async () => {
    const exited = new Promise<number | null>((resolve) => bin!.once('exit', (code) => resolve(code)))
    bin!.kill('SIGTERM')
    expect(await exited).toBe(0)
    await expect(fetch(`${backendUrl}/api/v1/apps/${APP_ID}`)).rejects.toThrow()
  })
})
