// Builds the wallet-service page script (src/wallet-service/frame.ts) into minified ES modules:
// the entry, dist/wallet-service/frame.js, and the chunks it loads (esbuild's code splitting) — the
// code both pages share, the export page's own code, argon2id for passwords. The dev backend serves
// them at /apps/{appId}/embedded-wallets/<file>.js (its `walletServiceScript` option, given
// `files`); `npm run build` writes them, the demo server and the benches build them in memory.
// Run directly: `tsx scripts/build-wallet-service.ts`.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build, type Metafile, type Plugin } from 'esbuild'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
export const WALLET_SERVICE_ENTRY = fileURLToPath(new URL('../src/wallet-service/frame.ts', import.meta.url))
export const WALLET_SERVICE_OUTDIR = fileURLToPath(new URL('../dist/wallet-service/', import.meta.url))
/** The entry's file name: the one script the page's HTML shell loads. */
export const WALLET_SERVICE_ENTRY_FILE = 'frame.js'

/** One output file of the build. */
export type WalletServiceChunk = {
  /** Its file name: `frame.js`, or a chunk (`chunk-HASH.js`, `exportPage-HASH.js`, `argon2-HASH.js`). */
  name: string
  /** Bytes minified, and gzipped (level 9). */
  minified: number
  gzip: number
  /** Source files in it (paths relative to the repository). */
  inputs: string[]
  /** The files it imports statically (loaded before it runs) and with `import()` (loaded when used). */
  imports: string[]
  dynamicImports: string[]
}

/** A set of files (what a page loads at start, or the whole build): their names and summed sizes. */
export type WalletServiceLoad = { files: string[]; minified: number; gzip: number; inputs: string[] }

export type WalletServiceBundle = {
  /** Every output file's code by file name — what the dev backend serves (`walletServiceScript`). */
  files: Record<string, string>
  chunks: WalletServiceChunk[]
  /** What the wallet service's page loads at start: `frame.js` and its static imports, not the lazy chunks. */
  initial: WalletServiceLoad
  /** Every file of the build. */
  total: WalletServiceLoad
  metafile: Metafile
}

/** Marks a package's `import()` left out of the bundle; the build fails if one is left in the output. */
const UNBUNDLED = 'foyer-wallet-service-unbundled:'

/**
 * Packages' own `import()`s (viem's CCIP read, its WebSocket transport, the lazy secp256k1 of
 * `recoverPublicKey`) sit in code the page never runs. With splitting, esbuild would make each a
 * chunk, and as a chunk keeps all its exports, pull their code into the chunks the page loads at
 * start. They stay external under a marker instead: tree shaking drops them with their dead code.
 */
const unbundledPackageImports: Plugin = {
  name: 'unbundled-package-imports',
  setup(b) {
    b.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'dynamic-import' && /[\\/]node_modules[\\/]/.test(args.importer) ? { path: `${UNBUNDLED}${args.path}`, external: true } : undefined,
    )
  },
}

const gzipOf = (bytes: Uint8Array) => gzipSync(bytes, { level: 9 }).length

/**
 * Bundles the page script (esbuild: browser, ES2022, ESM, minified, split into chunks). Writes the
 * files into `outdir` (emptied first) when given.
 */
export async function buildWalletService({ outdir }: { outdir?: string } = {}): Promise<WalletServiceBundle> {
  const result = await build({
    entryPoints: [WALLET_SERVICE_ENTRY],
    absWorkingDir: ROOT,
    bundle: true,
    splitting: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    metafile: true,
    outdir: outdir ?? WALLET_SERVICE_OUTDIR,
    entryNames: '[name]',
    chunkNames: '[name]-[hash]',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [unbundledPackageImports],
    logLevel: 'warning',
  })
  const outputs = result.outputFiles.filter((f) => f.path.endsWith('.js'))
  const nameOf = (path: string) => path.slice(path.lastIndexOf('/') + 1)
  const live = outputs.filter((f) => f.text.includes(UNBUNDLED)).map((f) => nameOf(f.path))
  if (live.length > 0) {
    throw new Error(`wallet-service build: a package's import() is reachable in ${live.join(', ')}; bundle it (see unbundledPackageImports)`)
  }
  const chunks: WalletServiceChunk[] = outputs.map((file) => {
    const meta = result.metafile.outputs[relative(ROOT, file.path)]!
    const imported = (kind: string) => meta.imports.filter((i) => i.kind === kind && !i.external).map((i) => nameOf(i.path))
    return {
      name: nameOf(file.path),
      minified: file.contents.length,
      gzip: gzipOf(file.contents),
      inputs: Object.keys(meta.inputs),
      imports: imported('import-statement'),
      dynamicImports: imported('dynamic-import'),
    }
  })
  const byName = new Map(chunks.map((c) => [c.name, c]))
  const load = (names: Iterable<string>): WalletServiceLoad => {
    const files = [...names].map((name) => byName.get(name)!)
    return {
      files: files.map((f) => f.name),
      minified: files.reduce((sum, f) => sum + f.minified, 0),
      gzip: files.reduce((sum, f) => sum + f.gzip, 0),
      inputs: [...new Set(files.flatMap((f) => f.inputs))],
    }
  }
  // The entry and what it imports statically, transitively: what runs before the page starts.
  const initial = new Set<string>()
  const visit = (name: string) => {
    if (initial.has(name)) return
    initial.add(name)
    byName.get(name)!.imports.forEach(visit)
  }
  visit(WALLET_SERVICE_ENTRY_FILE)

  if (outdir) {
    rmSync(outdir, { recursive: true, force: true })
    mkdirSync(outdir, { recursive: true })
    for (const file of outputs) writeFileSync(join(outdir, nameOf(file.path)), file.contents)
  }
  return {
    files: Object.fromEntries(outputs.map((f) => [nameOf(f.path), f.text])),
    chunks,
    initial: load(initial),
    total: load(byName.keys()),
    metafile: result.metafile,
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const bundle = await buildWalletService({ outdir: WALLET_SERVICE_OUTDIR })
  const kB = (n: number) => `${(n / 1024).toFixed(1)} kB`
  console.log(`wallet service: ${WALLET_SERVICE_OUTDIR} (at start ${kB(bundle.initial.gzip)} gzip in ${bundle.initial.files.length} files, ${kB(bundle.total.gzip)} in all)`)
  for (const c of bundle.chunks) console.log(`  ${c.name}: ${kB(c.minified)} min, ${kB(c.gzip)} gzip${bundle.initial.files.includes(c.name) ? '' : ' (lazy)'}`)
}
