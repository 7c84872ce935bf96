import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// Real-browser tests: Debian chromium driven by playwright-core against the demo server
// (built and started once by the global setup on a free port).
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    globalSetup: ['test/e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    maxWorkers: 1,
  },
})
