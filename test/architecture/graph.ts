// The import graph of src/: a small scanner shared by the layer, floor and cycle tests.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = fileURLToPath(new URL('../..', import.meta.url))
export const SRC = join(ROOT, 'src')

export type Import = { spec: string; typeOnly: boolean; line: number }

export function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx)$/.test(name) && !/\.d\.ts$/.test(name) ? [path] : []
  })
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length

/** Static imports and re-exports (multi-line included), side-effect imports and dynamic import(). */
export function importsOf(text: string): Import[] {
  const found: Import[] = []
  const statement =
    /^[ \t]*(import|export)\s+(type\s+)?(\{[^}]*\}|\*(?:\s+as\s+\w+)?|\w+(?:\s*,\s*(?:\{[^}]*\}|\*\s+as\s+\w+))?)\s+from\s+['"]([^'"]+)['"]/gm
  for (const m of text.matchAll(statement)) {
    const typeOnly = Boolean(m[2]) || /^\{\s*(type\s+[\w$]+(\s+as\s+[\w$]+)?\s*,?\s*)+\}$/.test(m[3]!)
    found.push({ spec: m[4]!, typeOnly, line: lineOf(text, m.index!) })
  }
  for (const m of text.matchAll(/^[ \t]*import\s+['"]([^'"]+)['"]/gm)) {
    found.push({ spec: m[1]!, typeOnly: false, line: lineOf(text, m.index!) })
  }
  for (const m of text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    found.push({ spec: m[1]!, typeOnly: false, line: lineOf(text, m.index!) })
  }
  return found
}

/** A relative specifier resolved to a path under src (e.g. 'core/index.js'); null for packages. */
function resolveInSrc(file: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null
  return relative(SRC, resolve(dirname(file), spec)).split(sep).join('/')
}

export const rel = (file: string) => relative(ROOT, file).split(sep).join('/')

export type Violation = string

export function scan(layer: string, check: (file: string, imp: Import, target: string | null) => boolean): Violation[] {
  const violations: Violation[] = []
  for (const file of sourceFiles(join(SRC, layer))) {
    for (const imp of importsOf(readFileSync(file, 'utf8'))) {
      if (!check(file, imp, resolveInSrc(file, imp.spec))) violations.push(`${rel(file)}:${imp.line} imports '${imp.spec}'`)
    }
  }
  return violations
}


/** A relative import resolved to the file it reaches (with .ts / .tsx / index.ts), or null. */
export function resolveFile(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null
  const base = resolve(dirname(from), spec).replace(/\.js$/, '')
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((f) => existsSync(f)) ?? null
}

/** Every source file under `dir` with the files its relative imports reach (type-only included). */
export function importGraph(dir: string): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  for (const file of sourceFiles(dir)) {
    const targets = importsOf(readFileSync(file, 'utf8')).flatMap((imp) => {
      const target = resolveFile(file, imp.spec)
      return target ? [target] : []
    })
    graph.set(file, [...new Set(targets)])
  }
  return graph
}

/** The import cycles of a graph (Tarjan's strongly connected components of more than one file, or a self-import). */
export function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0
  const stack: string[] = []
  const on = new Set<string>()
  const idx = new Map<string, number>()
  const low = new Map<string, number>()
  const found: string[][] = []
  const connect = (v: string) => {
    idx.set(v, index)
    low.set(v, index++)
    stack.push(v)
    on.add(v)
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        connect(w)
        low.set(v, Math.min(low.get(v)!, low.get(w)!))
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!))
    }
    if (low.get(v) === idx.get(v)) {
      const component: string[] = []
      let w: string
      do {
        w = stack.pop()!
        on.delete(w)
        component.push(w)
      } while (w !== v)
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component.map(rel).sort())
    }
  }
  for (const v of graph.keys()) if (!idx.has(v)) connect(v)
  return found
}
