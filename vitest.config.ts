import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { EnvironmentSequencer } from './test/sequencer.js'

const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url))

export default defineConfig({
  resolve: {
    // Samples and stories import the package by name, as a host would.
    alias: [
      { find: /^foyerkit$/, replacement: src('index.ts') },
      { find: /^foyerkit\/(core|ui|themes|testing)$/, replacement: src('$1/index.ts') },
      { find: /^foyerkit\/testing\/(msw|node)$/, replacement: src('testing/$1.ts') },
      { find: /^foyerkit\/testing\/chains$/, replacement: src('testing/chains/index.ts') },
    ],
  },
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    environment: 'node',
    setupFiles: ['test/setup.ts'],
    restoreMocks: true,
    testTimeout: 15000,
    pool: 'threads',
    // Each file gets a fresh module graph: some tests check what a module loads on first use
    // (the lazy copy catalogue, screen chunks), which a graph shared with an earlier file hides.
    isolate: true,
    sequence: { sequencer: EnvironmentSequencer },
  },
})
