// Bundles host-app fixtures with esbuild (minified, react external) and measures them.
import { build, type Metafile, type Plugin } from 'esbuild'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const src = fileURLToPath(new URL('../src/', import.meta.url))

/** Resolves `foyerkit` and `foyerkit/<entry>` to the package sources, as a host's bundler would. */
export const foyerAlias: Plugin = {
  name: 'foyer-alias',
  setup(b) {
    b.onResolve({ filter: /^foyerkit(\/(core|ui|themes|testing))?$/ }, (args) => {
      const entry = args.path === 'foyerkit' ? 'index.ts' : `${args.path.slice('foyerkit/'.length)}/index.ts`
      return { path: join(src, entry) }
    })
  },
}

export type BundleSize = {
  fixture: string
  initial: { minified: number; gzip: number }
  total: { minified: number; gzip: number }
  chunks: number
  inputs: string[]
}

export async function measureFixture(fixture: 'headless' | 'modal'): Promise<BundleSize> {
  const outdir = mkdtempSync(join(tmpdir(), `foyer-bench-${fixture}-`))
  try {
    const result = await build({
      entryPoints: [fileURLToPath(new URL(`./fixtures/${fixture}.tsx`, import.meta.url))],
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
    const files = result.outputFiles.filter((f) => f.path.endsWith('.js'))
    const entry = files.find((f) => f.path.endsWith(`${fixture}.js`))!
    const size = (bytes: Uint8Array) => ({ minified: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length })
    const initial = staticClosure(result.metafile, entry.path, outdir, files)
    const sum = (list: { contents: Uint8Array }[]) =>
      list.reduce((acc, f) => {
        const s = size(f.contents)
        return { minified: acc.minified + s.minified, gzip: acc.gzip + s.gzip }
      }, { minified: 0, gzip: 0 })
    return {
      fixture,
      initial: sum(initial),
      total: sum(files),
      chunks: files.length,
      inputs: Object.keys(result.metafile.inputs),
    }
  } finally {
    rmSync(outdir, { recursive: true, force: true })
  }
}

/** The entry chunk plus every chunk it imports statically (what loads before any lazy screen). */
function staticClosure(meta: Metafile, entryPath: string, outdir: string, files: { path: string; contents: Uint8Array }[]) {
  const key = (abs: string) => Object.keys(meta.outputs).find((k) => abs.endsWith(k.replace(/^.*?\/(?=[^/]+$)/, '/')))!
  const seen = new Set<string>()
  const walk = (outKey: string) => {
    if (seen.has(outKey)) return
    seen.add(outKey)
    for (const imp of meta.outputs[outKey]?.imports ?? []) if (imp.kind === 'import-statement' && !imp.external) walk(imp.path)
  }
  walk(key(entryPath))
  void outdir
  return files.filter((f) => [...seen].some((k) => f.path.endsWith(k.replace(/^.*\//, '/'))))
}

/** The wallet-service page script, built as scripts/build-wallet-service.ts builds it (one ES module). */
export async function measureWalletService(): Promise<{ minified: number; gzip: number; inputs: string[] }> {
  const { buildWalletService } = await import('../scripts/build-wallet-service.js')
  const { minified, gzip, inputs } = await buildWalletService()
  return { minified, gzip, inputs }
}
