import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { expect, it } from 'vitest'

const SRC = join(import.meta.dirname, '../../src')
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : []
  })

// Under verbatimModuleSyntax `import { type A } from 'x'` stays as `import 'x'`: the module runs (and
// everything it imports) for nothing. A bundler with sideEffects: false drops it; vitest, the dev
// server and a host's unbundled run do not — the copy catalogue once loaded every hook that way.
it("no import names only types without `import type` (it would still load the module)", () => {
  const offenders = files(SRC).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/^import \{\s*type \w+(\s*,\s*type \w+)*\s*,?\s*\} from .+$/gm)].map((m) => `${relative(SRC, file)}: ${m[0]}`),
  )
  expect(offenders).toEqual([])
})
