import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// Real-browser tests: Debian chromium driven by playwright-core. Two projects, whose files run side
// by side (most of a browser test is waiting: the page, the dev backend, animations):
// - gallery: the axe test and the layout guard walk the story gallery; their setup builds it once,
//   in the background, as the run starts.
// - app: everything else, against the demo; their setup builds the demo once and starts one demo
//   server per worker, so a file's dev state (config, faults, request log) is its own.
// A worker keeps its modules (playwright …) from one file to the next (no per-file isolation);
// each file launches its own browser.
const GALLERY = ['test/e2e/a11y.e2e.ts', 'test/e2e/guard.e2e.ts']

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: 4,
    isolate: false,
    projects: [
      // Project names order the queue: the gallery's two long files start first.
      { extends: true, test: { name: 'gallery', include: GALLERY, globalSetup: ['test/e2e/support/gallery-setup.ts'] } },
      {
        extends: true,
        test: { name: 'host-app', include: ['test/e2e/**/*.e2e.ts'], exclude: GALLERY, globalSetup: ['test/e2e/support/global-setup.ts'] },
      },
    ],
  },
})
