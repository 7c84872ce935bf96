import { availableParallelism } from 'node:os'
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
    // No per-file isolation: a worker keeps its module graph for the next file of the same
    // environment (importing the kit afresh for every file was most of the suite's time).
    // test/setup.ts gives each happy-dom file a clean page; a file that installs something
    // page-wide (a wallet, a global) removes it in afterAll.
    isolate: false,
    sequence: { sequencer: EnvironmentSequencer },
    // One worker more than the cores (vitest's default is one fewer): most of a UI test is waiting
    // (timers, React revealing a lazy screen), which the other workers fill.
    maxWorkers: availableParallelism() + 1,
  },
})
