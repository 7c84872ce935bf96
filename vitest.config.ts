import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    environment: 'node',
    setupFiles: ['test/setup.ts'],
    restoreMocks: true,
    testTimeout: 15000,
    pool: 'threads',
  },
})
