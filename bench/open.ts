// What <FoyerModal/> loads to paint the login landing after `login()`, measured by running it:
// the modal fixture's Vite build (bench/measure.ts) is run in happy-dom against the in-process dev
// backend with the given login methods, its "Log in" button clicked, and the chunks loaded by the
// time the landing shows every method are summed (gzip). Which chunk's code asked for which is
// recorded by a module resolve hook (Node's `module.register`): a resolution of a chunk that its
// importer names among its dynamic imports is an `import()` that ran. Idle-time preloads are
// turned off (requestIdleCallback never calls back): they would only move the same loads earlier.
import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { MessageChannel } from 'node:worker_threads'
import { createRequire, register } from 'node:module'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { measureFixture, staticClosure, sumSizes, type BundleSize, type Size } from './measure.js'

const ROOT = fileURLToPath(new URL('../', import.meta.url))
/** The app id bench/fixtures/modal.tsx passes to FoyerProvider. */
const FIXTURE_APP_ID = 'foyerdemoapp0000000000001'

export type ModalOpenSize = {
  /** Login methods of the app config the run used. */
  loginMethods: string[]
  /** What loads before anything lazy (as measureFixture('modal').initial). */
  initial: Size
  /** Everything loaded by the time the landing showed every method (initial included). */
  afterOpen: Size
  /** Every chunk of the build. */
  total: Size
  /**
   * Rounds of chunk loads after the initial ones: 1 when every chunk the landing needed was
   * requested by code of the initial chunks (the modal's preload), 2 when one of them was only
   * requested by code of a lazily loaded chunk, and so on.
   */
  rounds: number
  /** The lazily loaded chunks (file names of the measured build), in load order. */
  loaded: string[]
  /** Source files of the lazily loaded chunks. */
  loadedInputs: string[]
}

type Load = { importer: string; target: string }

/**
 * The resolve hook (a module of its own: Node runs hooks off the main thread), posting each
 * resolution with an importer to the port it is given.
 */
const RESOLVE_HOOK = `
let port
export function initialize(data) { port = data.port }
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context)
  if (context.parentURL) port.postMessage({ importer: context.parentURL, target: resolved.url })
  return resolved
}
`

async function waitFor<T>(what: string, check: () => T | null | undefined | false, timeoutMs = 20_000): Promise<T> {
  const started = Date.now()
  for (;;) {
    const value = check()
    if (value) return value
    if (Date.now() - started > timeoutMs) throw new Error(`measureModalOpen: timed out waiting for ${what}; the page: ${document.body.innerHTML.slice(0, 2000)}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

/**
 * Runs the modal fixture in happy-dom and measures what it loads to paint the landing. Default
 * app: e-mail, Google and external wallets. It runs in a process of its own (plain Node, so the
 * built chunks load as a browser would load them: by their own relative URLs).
 */
export function measureModalOpen({ loginMethods = ['email', 'google', 'wallet'] }: { loginMethods?: string[] } = {}): Promise<ModalOpenSize> {
  // Memoized per process and app config, as the builds are: the same build run with the same login
  // methods loads the same chunks (two budgets check the e-mail app's landing).
  const key = loginMethods.join(',')
  if (!modalOpens.has(key)) {
    const run = runInChild(loginMethods)
    modalOpens.set(key, run)
    run.catch(() => modalOpens.delete(key))
  }
  return modalOpens.get(key)!
}
const modalOpens = new Map<string, Promise<ModalOpenSize>>()

async function runInChild(loginMethods: string[]): Promise<ModalOpenSize> {
  const dir = mkdtempSync(join(tmpdir(), 'foyer-bench-builds-'))
  try {
    // The build is this process's (memoized: the size budgets measure it too); the child reads it.
    const buildsFile = join(dir, 'modal.json')
    writeFileSync(buildsFile, JSON.stringify(await measureFixture('modal')))
    const runner = await bundleRunner(dir)
    return await new Promise((resolve, reject) => {
      execFile(
        process.execPath,
        [runner, '--json', loginMethods.join(','), buildsFile],
        { cwd: ROOT, maxBuffer: 16 * 1024 * 1024, timeout: 170_000 },
        (error, stdout, stderr) => {
          if (error) return reject(new Error(`measureModalOpen failed: ${error.message}\n${stderr}`))
          resolve(JSON.parse(stdout.slice(stdout.indexOf('{"loginMethods"'))) as ModalOpenSize)
        },
      )
    })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * This file and what it imports from the repository (the dev backend) as one plain ES module,
 * `dir/bench/open.mjs`, packages external (found through `dir/node_modules`, a link to the
 * repository's): the child runs it without a TypeScript loader, which spent most of its time
 * loading modules.
 */
async function bundleRunner(dir: string): Promise<string> {
  const { build } = await import('esbuild')
  const outfile = join(dir, 'bench', 'open.mjs')
  await build({
    entryPoints: [fileURLToPath(import.meta.url)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile,
    logLevel: 'error',
  })
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir')
  return outfile
}

async function runModalOpen(loginMethods: string[], buildsFile?: string): Promise<ModalOpenSize> {
  const plain = buildsFile ? (JSON.parse(readFileSync(buildsFile, 'utf8')) as BundleSize) : await measureFixture('modal')
  const dir = mkdtempSync(join(tmpdir(), 'foyer-bench-open-'))
  const { builtinEnvironments } = await import('vitest/runtime')
  const env = await builtinEnvironments['happy-dom'].setup(globalThis, { happyDOM: { url: 'http://localhost:3000/' } })
  const g = globalThis as unknown as { fetch: typeof fetch }
  const realFetch = g.fetch
  // Every module resolution with an importer, from the hook: file URLs under `dir`.
  const resolutions: Load[] = []
  const { port1, port2 } = new MessageChannel()
  port1.on('message', (load: Load) => resolutions.push(load))
  port1.unref()
  try {
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir')
    writeFileSync(join(dir, 'package.json'), '{ "type": "module" }')
    writeFileSync(join(dir, 'resolve-hook.mjs'), RESOLVE_HOOK)
    register(pathToFileURL(join(dir, 'resolve-hook.mjs')).href, { data: { port: port2 }, transferList: [port2] })
    for (const file of plain.files) {
      mkdirSync(dirname(join(dir, file.fileName)), { recursive: true })
      writeFileSync(join(dir, file.fileName), file.code)
    }
    const { createDevBackend } = await import('../src/testing/index.js')
    const backend = createDevBackend({ appId: FIXTURE_APP_ID, appConfig: { login_methods: loginMethods } })
    g.fetch = (input, init) => backend.fetch(new Request(input, init))
    // Idle-time preloads do not run: what is measured is what login() itself needs to paint.
    ;(globalThis as { requestIdleCallback?: unknown }).requestIdleCallback = () => 0
    // React is external to the build (a host bundles its own): a package's CommonJS `require('react')`
    // stays a require call, which Rolldown's output makes through the global `require` a host's
    // bundle would not need. Here it is Node's, for this directory.
    ;(globalThis as { require?: NodeJS.Require }).require = createRequire(join(dir, 'package.json'))
    document.body.innerHTML = '<div id="root"></div>'
    await import(pathToFileURL(join(dir, plain.entry)).href)
    const button = await waitFor('the "Log in" button, enabled once the client is ready', () => document.querySelector<HTMLButtonElement>('#root button:not([disabled])'))
    button.click()
    await waitFor('the landing with every method', () => {
      const landing = document.querySelector('[data-screen="landing"]')
      return landing && loginMethods.every((method) => landing.querySelector(`[data-method="${method}"]`))
    })
    // The hook's last messages: posted before the landing's chunks ran, delivered by now or in a turn.
    await new Promise((resolve) => setImmediate(resolve))
  } finally {
    g.fetch = realFetch
    port1.close()
    await env.teardown(globalThis)
    rmSync(dir, { recursive: true, force: true })
  }

  // The `import()`s that ran: a chunk resolving a chunk it names among its dynamic imports.
  const base = pathToFileURL(`${dir}/`).href
  const byName = new Map(plain.files.map((file) => [file.fileName, file]))
  const loads = resolutions
    .map(({ importer, target }) => ({ importer: importer.slice(base.length), target: target.slice(base.length) }))
    .filter(({ importer, target }) => byName.get(importer)?.dynamicImports.includes(target) && byName.has(target))
  // Rounds: a chunk requested by code of the initial chunks is round 1; by code of a round-n chunk, n + 1.
  const initialNames = staticClosure(plain.files, [plain.entry])
  const round = new Map<string, number>([...initialNames].map((name) => [name, 0]))
  for (const { importer, target } of loads) {
    const from = round.get(importer) ?? 0
    for (const name of staticClosure(plain.files, [target])) if (!round.has(name)) round.set(name, from + 1)
  }
  const loadedNames = [...round.keys()].filter((name) => !initialNames.has(name))
  const loadedFiles = loadedNames.map((name) => byName.get(name)!)
  const afterOpenFiles = [...plain.files.filter((file) => initialNames.has(file.fileName)), ...loadedFiles]
  return {
    loginMethods,
    initial: plain.initial,
    afterOpen: sumSizes(afterOpenFiles.map((file) => file.code)),
    total: plain.total,
    rounds: Math.max(0, ...round.values()),
    loaded: loadedNames,
    loadedInputs: [...new Set(loadedFiles.flatMap((file) => file.modules))],
  }
}

// `node --import tsx bench/open.ts --json email,google,wallet [builds.json]`: the measurement as JSON (see
// measureModalOpen; builds.json: the modal's builds, else they are made here). measureModalOpen runs
// this file bundled (bench/open.mjs in a directory of its own).
if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url && process.argv[2] === '--json') {
  const result = await runModalOpen(process.argv[3] ? process.argv[3].split(',') : ['email', 'google', 'wallet'], process.argv[4])
  process.stdout.write(JSON.stringify(result))
  // The app's timers (wallet discovery, session refresh) would keep the process alive.
  process.exit(0)
}
