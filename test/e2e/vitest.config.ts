import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// Real-browser tests: Debian's chromium-headless-shell driven by playwright-core. Two projects, whose files run side
// by side (most of a browser test is waiting: the page, the dev backend, animations):
// - gallery: stories.e2e.ts walks the story gallery (axe and the layout guard); its setup builds
//   the gallery in the background as the run starts.
// - app: everything else, against the demo; their setup builds the demo once and starts one demo
//   server per worker, so a file's dev state (config, faults, request log) is its own.
// A worker keeps its modules (playwright …) from one file to the next (no per-file isolation);
// each file launches its own browser.
const GALLERY = ['test/e2e/stories.e2e.ts']

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // expect.poll waits for what the page will show; 1 s (vitest's default) is short for a
    // browser sharing two cores with other files.
    expect: { poll: { timeout: 10_000 } },
    maxWorkers: 4,
    // A failed journey runs once more before it fails the run (each test is a journey of its own:
    // its own context, its own user). Seen once in four full runs on two busy cores: a passkey
    // link whose count did not reach 1 in 10 s. vitest reports a test that passed on the retry.
    retry: 1,
    isolate: false,
    // Playwright's stack captures without vitest's source mapping (see the file).
    setupFiles: ['test/e2e/support/stacks.ts'],
    projects: [
      // Project names order the queue: the gallery's long file starts first.
      { extends: true, test: { name: 'gallery', include: GALLERY, globalSetup: ['test/e2e/support/gallery-setup.ts'] } },
      {
        extends: true,
        test: { name: 'host-app', include: ['test/e2e/**/*.e2e.ts'], exclude: GALLERY, globalSetup: ['test/e2e/support/global-setup.ts'] },
      },
    ],
  },
})
