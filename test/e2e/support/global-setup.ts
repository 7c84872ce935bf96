import type { TestProject } from 'vitest/node'
import { startDemoServer } from '../../../scripts/demo-server.js'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}

export default async function setup(project: TestProject) {
  const server = await startDemoServer({ port: 0, backend: { accessTokenTtlSeconds: 120 } })
  project.provide('baseUrl', server.url)
  return async () => {
    await server.close()
  }
}
