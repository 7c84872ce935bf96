import { readdirSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { EnvironmentSequencer } from './test/sequencer.js'

const root = fileURLToPath(new URL('.', import.meta.url))
const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url))

const INCLUDE = ['test/**/*.test.{ts,tsx}']
const EXCLUDE = ['test/e2e/**', 'node_modules/**']
/**
 * Files whose head says `// fresh module graph:` (and why): they check what a module loads on
 * first use (the lazy copy catalogue, screen chunks), which a graph shared with an earlier file hides.
 */
const FRESH = readdirSync(`${root}/test`, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file) && !file.startsWith('e2e/'))
  .filter((file) => /^\/\/ fresh module graph:/m.test(readFileSync(`${root}/test/${file}`, 'utf8').slice(0, 1500)))
  .map((file) => `test/${file}`)

export default defineConfig({
  resolve: {
    // Samples and stories import the package by name, as a host would.
    alias: [
      { find: /^foyerkit$/, replacement: src('index.ts') },
      { find: /^foyerkit\/(core|ui|themes|server|testing)$/, replacement: src('$1/index.ts') },
      { find: /^foyerkit\/testing\/(msw|node)$/, replacement: src('testing/$1.ts') },
      { find: /^foyerkit\/testing\/chains$/, replacement: src('testing/chains/index.ts') },
    ],
  },
  test: {
    environment: 'node',
    setupFiles: ['test/setup.ts'],
    restoreMocks: true,
    // A limit that only catches a hang: no test asserts speed (bench/ measures it). On CI the unit
    // tests share two cores with the type check and the builds, and a test whose work is a first
    // import of the whole UI (its modules transformed then) took 13 s of a 15 s limit and failed once.
    testTimeout: 30000,
    // The same for a file's setup (vitest's default is 10 s): a funding world's local chains and
    // dev server took longer once, on two cores shared with the whole run.
    hookTimeout: 30000,
    // Worker processes, not threads: a native module may hold one context per process (EDR's, the
    // local EVM: a second one in the same process crashed the run at exit with a segfault).
    pool: 'forks',
    sequence: { sequencer: EnvironmentSequencer },
    // Two workers more than the cores (vitest's default is one fewer): most of a UI test is waiting
    // (timers, React revealing a lazy screen), which the other workers fill; one worker spends the
    // first minute on the size budgets' builds (test/bench/size.test.ts starts first).
    maxWorkers: availableParallelism() + 2,
    projects: [
      {
        extends: true,
        // No per-file isolation: a worker keeps its module graph for the next file of the same
        // environment (importing the kit afresh for every file was most of the suite's time).
        // test/setup.ts gives each happy-dom file a clean page; a file that installs something
        // page-wide (a wallet, a global) removes it in afterAll.
        test: { name: 'shared', include: INCLUDE, exclude: [...EXCLUDE, ...FRESH], isolate: false },
      },
      // Each file in a module graph of its own.
      { extends: true, test: { name: 'fresh', include: FRESH.length > 0 ? FRESH : ['-none-'], isolate: true } },
    ],
  },
})
