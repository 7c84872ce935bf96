// `npm run bench`: prints the bundle sizes of host apps using Foyer (esbuild, minified, react external).
import { measureFixture, measureWalletService } from './measure.js'

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`
const rows = []
for (const fixture of ['headless', 'modal'] as const) {
  const m = await measureFixture(fixture)
  rows.push({
    'host app': fixture === 'headless' ? 'FoyerProvider + useLoginWithEmail' : '<FoyerModal/> + login()',
    'initial min': kb(m.initial.minified),
    'initial gzip': kb(m.initial.gzip),
    'total min': kb(m.total.minified),
    'total gzip': kb(m.total.gzip),
    chunks: m.chunks,
  })
}
const wallet = await measureWalletService()
rows.push({
  'host app': 'wallet-service page (frame.js, its own origin)',
  'initial min': kb(wallet.minified),
  'initial gzip': kb(wallet.gzip),
  'total min': kb(wallet.minified),
  'total gzip': kb(wallet.gzip),
  chunks: 1,
})
console.table(rows)
console.log('Budget: the headless app ≤ 35 kB gzip, with no code from src/ui, styled-components or @headlessui/react.')
console.log('Budget: the wallet-service page ≤ 60 kB gzip.')
