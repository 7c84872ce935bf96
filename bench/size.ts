// `npm run bench`: what host apps using Foyer load, and when (gzip -9 of the minified chunks,
// React external). The budgets are tests: test/bench/size.test.ts.
import { measureFixture, measureWalletService } from './measure.js'
import { measureModalOpen } from './open.js'

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`
const rows: Record<string, string | number>[] = []

const headless = await measureFixture('headless')
rows.push({
  'host app': 'FoyerProvider + useLoginWithEmail',
  initial: kb(headless.initial.gzip),
  'after login()': '—',
  total: kb(headless.total.gzip),
  chunks: headless.chunks,
  budget: 'initial ≤ 20 kB',
})
const wallets = await measureFixture('headless-wallets')
const more = (a: number, b: number) => `${a >= b ? '+' : '−'}${kb(Math.abs(a - b))}`
rows.push({
  'host app': '… + useWallets + useSignMessage + useSendTransaction',
  initial: `${kb(wallets.initial.gzip)} (${more(wallets.initial.gzip, headless.initial.gzip)})`,
  'after login()': '—',
  total: `${kb(wallets.total.gzip)} (${more(wallets.total.gzip, headless.total.gzip)})`,
  chunks: wallets.chunks,
  budget: 'initial ≤ the e-mail host + 8 kB',
})
const funding = await measureFixture('headless-funding')
const fundingCode = funding.initialInputs.filter((p) => /src\/core\/funding\/(?!state|onUse)/.test(p)).length
rows.push({
  'host app': '… + useWallets + useFundWallet (no fundWallet call)',
  initial: `${kb(funding.initial.gzip)} (${more(funding.initial.gzip, headless.initial.gzip)}; funding code: ${fundingCode ? 'LOADED' : 'lazy'})`,
  'after login()': '—',
  total: kb(funding.total.gzip),
  chunks: funding.chunks,
  budget: 'no funding code before fundWallet',
})
const open = await measureModalOpen({ loginMethods: ['email', 'google', 'wallet'] })
rows.push({
  'host app': '<FoyerModal/> + login() (e-mail, Google, wallets)',
  initial: kb(open.initial.gzip),
  'after login()': `${kb(open.afterOpen.gzip)} (${open.rounds} round)`,
  total: kb(open.total.gzip),
  chunks: (await measureFixture('modal')).chunks,
  budget: 'initial ≤ 60 kB, landing ≤ 90 kB in 1 round',
})
const wallet = await measureWalletService()
rows.push({
  'host app': 'wallet-service page (frame.js + its chunks, its own origin)',
  initial: `${kb(wallet.initial.gzip)} (${wallet.initial.files.length} files)`,
  'after login()': '—',
  total: kb(wallet.total.gzip),
  chunks: wallet.chunks.length,
  budget: 'initial ≤ 75 kB',
})
console.log("Vite's production build (Vite 8's bundler, Rolldown), gzip -9:")
console.table(rows)
// The wallet-service page's files (esbuild, splitting): loaded at start, or lazily (the export
// page's own code on its path, argon2id with the first password).
console.log('wallet-service page files, gzip -9:')
console.table(
  wallet.chunks.map((c) => ({ file: c.name, gzip: kb(c.gzip), loaded: wallet.initial.files.includes(c.name) ? 'at start' : 'lazily' })),
)

// esbuild's own splitting, for reference (see bench/measure.ts: it loads up front what the package's
// index files reach and a lazy chunk uses).
const reference = []
for (const fixture of ['headless', 'modal'] as const) {
  const m = await measureFixture(fixture, { bundler: 'esbuild' })
  reference.push({ fixture, initial: kb(m.initial.gzip), total: kb(m.total.gzip), chunks: m.chunks })
}
console.log('esbuild --splitting (reference, no budget):')
console.table(reference)
