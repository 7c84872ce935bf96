import { availableParallelism } from 'node:os'
import type { TestProject } from 'vitest/node'
import { buildDemo, startDemoServer } from '../../../scripts/demo-server.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The app project: one demo server per worker (`baseUrl()` picks the worker's own). */
    baseUrls: string[]
    /** The gallery project: where its one build of the story gallery goes (`storyGallery()`). */
    storiesDir: string
  }
}

/**
 * The app project's setup: builds the demo once and starts one demo server (with its dev backend
 * and local chains) per worker, so test files run side by side and a file's dev state (config,
 * faults, request log, expired tokens) is its own. `npm test` builds the demo beside the unit tests
 * (FOYER_DEMO_BUILT=1): then it is not built again.
 */
export default async function setup(project: TestProject) {
  const workers = project.config.maxWorkers || Math.max(availableParallelism() - 1, 1)
  if (process.env.FOYER_DEMO_BUILT !== '1') await buildDemo({ sourcemap: false })
  const servers = await Promise.all(
    Array.from({ length: workers }, () => startDemoServer({ port: 0, skipBuild: true, backend: { accessTokenTtlSeconds: 120 } })),
  )
  project.provide('baseUrls', servers.map((server) => server.url))
  return async () => {
    await Promise.all(servers.map((server) => server.close()))
  }
}
