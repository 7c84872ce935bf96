import { describe, expect, test } from 'vitest'
import { measureFixture, measureWalletService } from '../../bench/measure.js'

// Deterministic size budgets (bytes of a bundle), measured the way bench/size.ts prints them.
describe('bundle budget', () => {
  test('a headless host app (FoyerProvider + useLoginWithEmail) is at most 35 kB gzip', async () => {
    const size = await measureFixture('headless')
    expect(size.total.gzip).toBeLessThanOrEqual(35 * 1024)
  }, 60_000)

  test('the headless bundle contains no default UI, styled-components or @headlessui/react', async () => {
    const { inputs } = await measureFixture('headless')
    expect(inputs.filter((p) => /src\/(ui|themes)\//.test(p))).toEqual([])
    expect(inputs.filter((p) => /node_modules\/(styled-components|@headlessui)\//.test(p))).toEqual([])
  }, 60_000)

  test('the wallet-service page script is at most 60 kB gzip, with no host-side code or React', async () => {
    const { gzip, inputs } = await measureWalletService()
    expect(gzip).toBeLessThanOrEqual(60 * 1024)
    expect(inputs.filter((p) => /src\/(core|hooks|ui|themes|testing)\//.test(p) && p !== 'src/core/types/walletService.ts')).toEqual([])
    expect(inputs.filter((p) => /node_modules\/(react|react-dom|styled-components|@headlessui|hono|msw)\//.test(p))).toEqual([])
  }, 60_000)
})
