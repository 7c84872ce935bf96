import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { describe, expect, it } from 'vitest'
import { importsOf, rel, scan, sourceFiles, SRC, type Import } from './graph.js'

const CORE_BARRELS = new Set(['core/index.js', 'core/internal.js'])
/**
 * src/ui files that may still take runtime names from src/core, each with its reason: none — the
 * screens use public hooks, hooks/internalApi.ts (plumbing) and the UI's own modules.
 */
const ALLOWED_UI_CORE_IMPORTS: Record<string, string> = {}
const REACT_BOUND = /^(react|react-dom|styled-components|@headlessui\/react|jotai\/react|@tanstack\/react-query)(\/|$)|^@headlessui\//

describe('the import scanner itself', () => {
  it('finds multi-line, re-export, side-effect, dynamic and type-only imports', () => {
    const text = [
      "import {",
      "  a,",
      "  b,",
      "} from 'pkg-a'",
      "import type { T } from 'pkg-b'",
      "import { type U } from 'pkg-c'",
      "import D, { e } from './d.js'",
      "export * from './e.js'",
      "export { f } from './f.js'",
      "import 'side-effect'",
      "const g = () => import('./lazy.js')",
    ].join('\n')
    expect(importsOf(text).map((i) => [i.spec, i.typeOnly])).toEqual([
      ['pkg-a', false], ['pkg-b', true], ['pkg-c', true], ['./d.js', false], ['./e.js', false], ['./f.js', false],
      ['side-effect', false], ['./lazy.js', false],
    ])
  })
})

describe('layers (DESIGN.md "Three users, three layers")', () => {
  it('src/core imports no react, react-dom, styled-components or @headlessui (not even types)', () => {
    expect(sourceFiles(join(SRC, 'core')).length).toBeGreaterThan(10)
    expect(scan('core', (_f, imp) => !REACT_BOUND.test(imp.spec))).toEqual([])
  })

  it('src/core imports nothing from hooks, ui, themes or testing', () => {
    expect(scan('core', (_f, _imp, target) => target === null || target.startsWith('core/'))).toEqual([])
  })

  it('src/hooks imports nothing from src/ui or src/themes (nor testing)', () => {
    expect(
      scan('hooks', (_f, _imp, target) => target === null || !/^(ui|themes|testing)(\/|$)/.test(target)),
    ).toEqual([])
  })

  it('src/hooks reaches core only through its barrels (core/index.js, core/internal.js)', () => {
    expect(
      scan('hooks', (_f, _imp, target) => target === null || !target.startsWith('core/') || CORE_BARRELS.has(target)),
    ).toEqual([])
  })

  it('src/ui reaches core only through its public barrel (core/index.js): never core/internal.js, not even for types', () => {
    expect(
      scan('ui', (_f, _imp, target) => target === null || !target.startsWith('core/') || (CORE_BARRELS.has(target) && target !== 'core/internal.js')),
    ).toEqual([])
  })

  it('src/ui takes only types from src/core: everything else through src/hooks (public hooks, or hooks/internalApi.ts for plumbing)', () => {
    // The remaining runtime imports of core, by file, with the reason each stays.
    const allowed: Record<string, string> = ALLOWED_UI_CORE_IMPORTS
    const found = scan('ui', (_f, imp, target) => target === null || !target.startsWith('core/') || imp.typeOnly)
    expect(found.filter((v) => !(v.split(':')[0]! in allowed))).toEqual([])
    // Each exception is still needed (a stale one is removed from the list).
    for (const file of Object.keys(allowed)) expect(found.some((v) => v.startsWith(`${file}:`))).toBe(true)
  })

  it("the public entry 'foyerkit' (src/hooks/index.ts) re-exports core only from the public core/index.js", () => {
    const file = join(SRC, 'hooks/index.ts')
    const targets = importsOf(readFileSync(file, 'utf8')).map((imp) => imp.spec).filter((spec) => spec.includes('core/'))
    expect(targets.every((spec) => spec === '../core/index.js')).toBe(true)
  })

  it('src/ui imports nothing from src/testing', () => {
    expect(scan('ui', (_f, _imp, target) => target === null || !target.startsWith('testing/'))).toEqual([])
  })

  it('src/themes imports nothing of the kit', () => {
    expect(scan('themes', (_f, _imp, target) => target === null || target.startsWith('themes/'))).toEqual([])
  })

  it('host-side code (src/core, src/hooks, src/ui, src/themes) never imports src/wallet-service', () => {
    expect(sourceFiles(join(SRC, 'wallet-service')).length).toBeGreaterThan(5)
    for (const layer of ['core', 'hooks', 'ui', 'themes']) {
      expect(scan(layer, (_f, _imp, target) => target === null || !target.startsWith('wallet-service/'))).toEqual([])
    }
  })

  it('src/wallet-service reaches core only for types and the protocol constants (core/types, core/errors), nothing of hooks, ui, themes, testing or React', () => {
    const ok = (imp: Import, target: string | null) => {
      if (target === null) return !REACT_BOUND.test(imp.spec)
      if (target.startsWith('wallet-service/')) return true
      // The protocol file holds types and `as const` constants only: values may come from it.
      if (target === 'core/types/walletService.js') return true
      return imp.typeOnly && /^core\/(types|errors)\//.test(target)
    }
    expect(scan('wallet-service', (_f, imp, target) => ok(imp, target))).toEqual([])
  })

  it("src/server (the 'foyerkit/server' entry) imports nothing of the kit and no package: WebCrypto only", () => {
    expect(sourceFiles(join(SRC, 'server')).length).toBeGreaterThan(2)
    expect(scan('server', (_f, _imp, target) => target !== null && target.startsWith('server/'))).toEqual([])
  })

  it('the protocol file src/core/types/walletService.ts has no runtime import', () => {
    const text = readFileSync(join(SRC, 'core/types/walletService.ts'), 'utf8')
    expect(importsOf(text).filter((imp) => !imp.typeOnly)).toEqual([])
  })

  it("every src/hooks and src/ui file that uses React (.tsx, or a runtime import of react) starts with 'use client'", () => {
    const missing: string[] = []
    for (const file of [...sourceFiles(join(SRC, 'hooks')), ...sourceFiles(join(SRC, 'ui'))]) {
      const text = readFileSync(file, 'utf8')
      const usesReact =
        file.endsWith('.tsx') || importsOf(text).some((imp) => !imp.typeOnly && /^(react|react-dom)(\/|$)/.test(imp.spec))
      if (usesReact && !/^['"]use client['"]/.test(text)) missing.push(rel(file))
    }
    expect(missing).toEqual([])
  })

  it("importing 'foyerkit' (src/index.ts) never pulls src/ui, styled-components or @headlessui", () => {
    const reached = new Set<string>()
    const packages = new Set<string>()
    const visit = (file: string) => {
      if (reached.has(file)) return
      reached.add(file)
      for (const imp of importsOf(readFileSync(file, 'utf8'))) {
        if (imp.typeOnly) continue
        if (!imp.spec.startsWith('.')) {
          packages.add(imp.spec)
          continue
        }
        const base = resolve(dirname(file), imp.spec).replace(/\.js$/, '')
        const target = [`${base}.ts`, `${base}.tsx`].find(existsSync)
        if (target) visit(target)
      }
    }
    visit(join(SRC, 'index.ts'))
    const files = [...reached].map((f) => relative(SRC, f).split(sep).join('/'))
    expect(files.filter((f) => /^(ui|themes|testing|wallet-service)\//.test(f))).toEqual([])
    expect([...packages].filter((p) => /^(styled-components|@headlessui\/|msw|hono|@hono\/)/.test(p))).toEqual([])
  })
})
