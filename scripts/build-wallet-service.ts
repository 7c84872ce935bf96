// Builds the wallet-service page script (src/wallet-service/frame.ts) into one minified ES module:
// dist/wallet-service/frame.js. The dev backend serves it at /apps/{appId}/embedded-wallets/frame.js
// (its `walletServiceScript` option); `npm run build` writes it, the demo server and the e2e setup
// build it in memory. Run directly: `tsx scripts/build-wallet-service.ts`.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build, type Metafile } from 'esbuild'

export const WALLET_SERVICE_ENTRY = fileURLToPath(new URL('../src/wallet-service/frame.ts', import.meta.url))
export const WALLET_SERVICE_OUTFILE = fileURLToPath(new URL('../dist/wallet-service/frame.js', import.meta.url))

export type WalletServiceBundle = {
  code: string
  /** Bytes of the minified script, and gzipped (level 9). */
  minified: number
  gzip: number
  /** Source files in the bundle (paths relative to the repository). */
  inputs: string[]
  metafile: Metafile
}

/** Bundles the page script (esbuild: browser, ES2022, ESM, minified). Writes `outfile` when given. */
export async function buildWalletService({ outfile }: { outfile?: string } = {}): Promise<WalletServiceBundle> {
  const result = await build({
    entryPoints: [WALLET_SERVICE_ENTRY],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    metafile: true,
    outfile: outfile ?? WALLET_SERVICE_OUTFILE,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  })
  const output = result.outputFiles.find((f) => f.path.endsWith('.js'))!
  if (outfile) {
    mkdirSync(dirname(outfile), { recursive: true })
    writeFileSync(outfile, output.contents)
  }
  return {
    code: output.text,
    minified: output.contents.length,
    gzip: gzipSync(output.contents, { level: 9 }).length,
    inputs: Object.keys(result.metafile.inputs),
    metafile: result.metafile,
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const bundle = await buildWalletService({ outfile: WALLET_SERVICE_OUTFILE })
  console.log(`wallet service: ${WALLET_SERVICE_OUTFILE} (${(bundle.minified / 1024).toFixed(1)} kB min, ${(bundle.gzip / 1024).toFixed(1)} kB gzip)`)
}
