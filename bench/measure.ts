// Bundles host-app fixtures the way a host's production build does and measures what loads when.
//
// The budgets use Vite's production build with Vite 8's bundler (Rolldown: the installed
// rolldown-vite; minified by its default, Oxc; React external), the bundler of the integration
// host in test/fixtures/vite-host; webpack (Next.js) splits the same way. esbuild's own splitting
// is measured too, for reference: it puts every module reachable from the entry through the
// package's index files AND used by a lazy chunk into the entry's chunks
// (https://github.com/evanw/esbuild/issues/3704), so a kit with one index per entry gets little
// from dynamic imports there.
import { build as esbuild, type Metafile, type Plugin as EsbuildPlugin } from 'esbuild'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import type { WalletServiceBundle } from '../scripts/build-wallet-service.js'

const ROOT = fileURLToPath(new URL('../', import.meta.url))
const SRC = join(ROOT, 'src/')

export type Fixture = 'headless' | 'headless-wallets' | 'headless-funding' | 'modal'
export type Bundler = 'vite' | 'esbuild'
export type Size = { minified: number; gzip: number }

/** One output chunk: its file name, code and the chunks it imports statically / dynamically. */
/** A built chunk; `moduleBytes`: each source module's rendered (minified) length in it, where the bundler tells. */
export type Chunk = { fileName: string; code: string; imports: string[]; dynamicImports: string[]; modules: string[]; moduleBytes?: Record<string, number> }

export type BundleSize = {
  fixture: Fixture
  bundler: Bundler
  /** The entry chunk plus every chunk it imports statically (what loads before anything lazy). */
  initial: Size
  /** Every chunk. */
  total: Size
  chunks: number
  /** Source files in any chunk, relative to the repository ('src/core/…', '../…/node_modules/…'). */
  inputs: string[]
  /** Source files in the initial chunks. */
  initialInputs: string[]
  entry: string
  files: Chunk[]
}

const sizeOf = (code: string | Uint8Array): Size => {
  const bytes = typeof code === 'string' ? Buffer.from(code) : code
  return { minified: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length }
}
export const sumSizes = (codes: (string | Uint8Array)[]): Size =>
  codes.map(sizeOf).reduce((a, s) => ({ minified: a.minified + s.minified, gzip: a.gzip + s.gzip }), { minified: 0, gzip: 0 })

/** `start` plus every chunk it imports statically, transitively. */
export function staticClosure(files: Chunk[], start: string[]): Set<string> {
  const byName = new Map(files.map((f) => [f.fileName, f]))
  const seen = new Set<string>()
  const walk = (name: string) => {
    if (seen.has(name) || !byName.has(name)) return
    seen.add(name)
    for (const imp of byName.get(name)!.imports) walk(imp)
  }
  for (const name of start) walk(name)
  return seen
}

function summarize(fixture: Fixture, bundler: Bundler, files: Chunk[], entry: string): BundleSize {
  const initialNames = staticClosure(files, [entry])
  const initialFiles = files.filter((f) => initialNames.has(f.fileName))
  return {
    fixture,
    bundler,
    initial: sumSizes(initialFiles.map((f) => f.code)),
    total: sumSizes(files.map((f) => f.code)),
    chunks: files.length,
    inputs: [...new Set(files.flatMap((f) => f.modules))],
    initialInputs: [...new Set(initialFiles.flatMap((f) => f.modules))],
    entry,
    files,
  }
}

const fixturePath = (fixture: Fixture) => join(ROOT, `bench/fixtures/${fixture}.tsx`)
const repoPath = (id: string) => relative(ROOT, id.replace(/^\0/, '').replace(/\?.*$/, '')).split('\\').join('/')
const FOYER_ENTRY = /^foyerkit(\/(core|ui|themes|testing))?$/
const foyerEntryPath = (spec: string) => join(SRC, spec === 'foyerkit' ? 'index.ts' : `${spec.slice('foyerkit/'.length)}/index.ts`)

export type ViteBuild = { files: Chunk[]; entry: string }

/**
 * Vite's production build of a fixture, in memory: Vite 8's bundler (Rolldown, here the installed
 * rolldown-vite) with its default minifier (Oxc), React external.
 */
export async function buildWithVite(fixture: Fixture): Promise<ViteBuild> {
  const { build } = await import('rolldown-vite')
  // A host ships a production build: Vite picks packages' export conditions from NODE_ENV (under
  // vitest it is 'test', which resolves the 'development' builds, ~3 kB gzip more).
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  const result = await build({
    root: ROOT,
    configFile: false,
    mode: 'production',
    envFile: false,
    publicDir: false,
    logLevel: 'silent',
    resolve: {
      alias: [
        { find: /^foyerkit$/, replacement: join(SRC, 'index.ts') },
        { find: /^foyerkit\/(core|ui|themes|testing)$/, replacement: join(SRC, '$1/index.ts') },
      ],
    },
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      target: 'es2022',
      // The host's own preload helper is not the kit's size.
      modulePreload: false,
      reportCompressedSize: false,
      rollupOptions: {
        input: fixturePath(fixture),
        external: [/^react(\/.*)?$/, /^react-dom(\/.*)?$/],
        preserveEntrySignatures: false,
      },
    },
  }).finally(() => {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  })
  return chunksOf((Array.isArray(result) ? result[0] : result) as unknown as BuildOutput)
}

/** What this file reads of the bundler's output. */
type BuildOutput = {
  output: (
    | { type: 'chunk'; fileName: string; code: string; isEntry: boolean; imports: string[]; dynamicImports: string[]; modules: Record<string, { renderedLength: number }> }
    | { type: 'asset' }
  )[]
}

function chunksOf(output: BuildOutput): ViteBuild {
  const files: Chunk[] = output.output.flatMap((o) =>
    o.type === 'chunk'
      ? [{ fileName: o.fileName, code: o.code, imports: o.imports, dynamicImports: o.dynamicImports, modules: Object.entries(o.modules).filter(([, m]) => m.renderedLength > 0).map(([id]) => repoPath(id)), moduleBytes: Object.fromEntries(Object.entries(o.modules).filter(([, m]) => m.renderedLength > 0).map(([id, m]) => [repoPath(id), m.renderedLength])) }]
      : [],
  )
  const entry = output.output.find((o) => o.type === 'chunk' && o.isEntry)
  if (!entry || entry.type !== 'chunk') throw new Error('the build has no entry chunk')
  return { files, entry: entry.fileName }
}

/** Resolves `foyerkit` and `foyerkit/<entry>` to the package sources for esbuild, as a host's bundler would. */
export const foyerAlias: EsbuildPlugin = {
  name: 'foyer-alias',
  setup(b) {
    b.onResolve({ filter: FOYER_ENTRY }, (args) => ({ path: foyerEntryPath(args.path) }))
  },
}

/** esbuild's own splitting (minified, React external): a reference row, see the top of this file. */
async function buildWithEsbuild(fixture: Fixture): Promise<{ files: Chunk[]; entry: string }> {
  const outdir = mkdtempSync(join(tmpdir(), `foyer-bench-${fixture}-`))
  try {
    const result = await esbuild({
      entryPoints: [fixturePath(fixture)],
      bundle: true,
      minify: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      outdir,
      write: false,
      metafile: true,
      jsx: 'automatic',
      external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
      define: { 'process.env.NODE_ENV': '"production"' },
      plugins: [foyerAlias],
      logLevel: 'silent',
    })
    const meta: Metafile = result.metafile
    const name = (path: string) => path.replace(/^.*\//, '')
    const files: Chunk[] = Object.entries(meta.outputs).flatMap(([key, out]) => {
      if (!key.endsWith('.js')) return []
      const file = result.outputFiles.find((f) => f.path.endsWith(`/${name(key)}`))!
      return [{
        fileName: name(key),
        code: file.text,
        imports: out.imports.filter((i) => i.kind === 'import-statement' && !i.external).map((i) => name(i.path)),
        dynamicImports: out.imports.filter((i) => i.kind === 'dynamic-import' && !i.external).map((i) => name(i.path)),
        modules: Object.entries(out.inputs).filter(([, v]) => v.bytesInOutput > 0).map(([k]) => k),
      }]
    })
    return { files, entry: `${fixture}.js` }
  } finally {
    rmSync(outdir, { recursive: true, force: true })
  }
}

const viteBuilds = new Map<Fixture, Promise<ViteBuild>>()

/** The Vite build of a fixture, memoized per process (the budgets, the after-open measurement and `npm run bench` share it). */
export function viteBuild(fixture: Fixture): Promise<ViteBuild> {
  if (!viteBuilds.has(fixture)) viteBuilds.set(fixture, buildWithVite(fixture))
  return viteBuilds.get(fixture)!
}

const cache = new Map<string, Promise<BundleSize>>()

/** Bundles a fixture of bench/fixtures and measures it (memoized per process). */
export function measureFixture(fixture: Fixture, { bundler = 'vite' }: { bundler?: Bundler } = {}): Promise<BundleSize> {
  const key = `${fixture}:${bundler}`
  if (!cache.has(key)) {
    cache.set(key, (bundler === 'vite' ? viteBuild(fixture) : buildWithEsbuild(fixture)).then(({ files, entry }) => summarize(fixture, bundler, files, entry)))
  }
  return cache.get(key)!
}

/**
 * The wallet-service page script, built as scripts/build-wallet-service.ts builds it (frame.js and
 * its chunks): what the wallet service's page loads at start (frame.js and its static imports),
 * the whole build, and each file (memoized per process).
 */
export function measureWalletService(): Promise<Pick<WalletServiceBundle, 'initial' | 'total' | 'chunks'>> {
  walletService ??= import('../scripts/build-wallet-service.js')
    .then(({ buildWalletService }) => buildWalletService())
    .then(({ initial, total, chunks }) => ({ initial, total, chunks }))
  return walletService
}
let walletService: ReturnType<typeof measureWalletService> | undefined
