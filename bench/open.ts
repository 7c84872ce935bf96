// What <FoyerModal/> loads to paint the login landing after `login()`, measured by running it:
// the modal fixture's Vite build (bench/measure.ts; rendered a second time with every dynamic
// import instrumented to record which chunk loads which) is run in happy-dom against the
// in-process dev backend with the given login methods, its "Log in" button clicked, and the chunks
// loaded by the time the landing shows every method are summed (gzip of the uninstrumented
// rendering's same chunks). Idle-time preloads are turned off (requestIdleCallback never calls
// back): they would only move the same loads earlier.
import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { measureFixture, staticClosure, sumSizes, viteBuild, type BundleSize, type Chunk, type Size, type ViteBuild } from './measure.js'

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

/** What the run needs: the plain build's measure and the same build rendered with its dynamic imports recorded. */
type Builds = { plain: BundleSize; recorded: ViteBuild }

const moduleKey = (chunk: Chunk) => [...chunk.modules].sort().join('\n')

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
    writeFileSync(buildsFile, JSON.stringify(await modalBuilds()))
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

async function modalBuilds(): Promise<Builds> {
  const [plain, { recorded }] = await Promise.all([measureFixture('modal'), viteBuild('modal')])
  return { plain, recorded: recorded! }
}

async function runModalOpen(loginMethods: string[], buildsFile?: string): Promise<ModalOpenSize> {
  const { plain, recorded: instrumented } = buildsFile ? (JSON.parse(readFileSync(buildsFile, 'utf8')) as Builds) : await modalBuilds()
  const dir = mkdtempSync(join(tmpdir(), 'foyer-bench-open-'))
  const { builtinEnvironments } = await import('vitest/runtime')
  const env = await builtinEnvironments['happy-dom'].setup(globalThis, { happyDOM: { url: 'http://localhost:3000/' } })
  const g = globalThis as unknown as { __foyerBenchImport?: (importer: string, target: string, spec: string) => string; fetch: typeof fetch }
  const realFetch = g.fetch
  const loads: Load[] = []
  try {
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir')
    writeFileSync(join(dir, 'package.json'), '{ "type": "module" }')
    for (const file of instrumented.files) {
      mkdirSync(dirname(join(dir, file.fileName)), { recursive: true })
      writeFileSync(join(dir, file.fileName), file.code)
    }
    const { createDevBackend } = await import('../src/testing/index.js')
    const backend = createDevBackend({ appId: FIXTURE_APP_ID, appConfig: { login_methods: loginMethods } })
    g.fetch = (input, init) => backend.fetch(new Request(input, init))
    // Idle-time preloads do not run: what is measured is what login() itself needs to paint.
    ;(globalThis as { requestIdleCallback?: unknown }).requestIdleCallback = () => 0
    g.__foyerBenchImport = (importer, target, spec) => {
      loads.push({ importer, target })
      return spec
    }
    document.body.innerHTML = '<div id="root"></div>'
    await import(pathToFileURL(join(dir, instrumented.entry)).href)
    const button = await waitFor('the "Log in" button, enabled once the client is ready', () => document.querySelector<HTMLButtonElement>('#root button:not([disabled])'))
    button.click()
    await waitFor('the landing with every method', () => {
      const landing = document.querySelector('[data-screen="landing"]')
      return landing && loginMethods.every((method) => landing.querySelector(`[data-method="${method}"]`))
    })
  } finally {
    g.fetch = realFetch
    delete g.__foyerBenchImport
    await env.teardown(globalThis)
    rmSync(dir, { recursive: true, force: true })
  }

  // Rounds: a chunk requested by code of the initial chunks is round 1; by code of a round-n chunk, n + 1.
  const initialNames = staticClosure(instrumented.files, [instrumented.entry])
  const round = new Map<string, number>([...initialNames].map((name) => [name, 0]))
  for (const { importer, target } of loads) {
    const from = round.get(importer) ?? 0
    for (const name of staticClosure(instrumented.files, [target])) if (!round.has(name)) round.set(name, from + 1)
  }
  const loadedNames = [...round.keys()].filter((name) => !initialNames.has(name))
  // The same chunks in the uninstrumented build (same modules, other hashes).
  const plainByModules = new Map(plain.files.map((file) => [moduleKey(file), file]))
  const toPlain = (name: string) => plainByModules.get(moduleKey(instrumented.files.find((file) => file.fileName === name)!))!
  const afterOpenFiles = [...plain.files.filter((file) => staticClosure(plain.files, [plain.entry]).has(file.fileName)), ...loadedNames.map(toPlain)]
  return {
    loginMethods,
    initial: plain.initial,
    afterOpen: sumSizes(afterOpenFiles.map((file) => file.code)),
    total: plain.total,
    rounds: Math.max(0, ...round.values()),
    loaded: loadedNames.map((name) => toPlain(name).fileName),
    loadedInputs: [...new Set(loadedNames.flatMap((name) => toPlain(name).modules))],
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
