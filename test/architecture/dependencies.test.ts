import { readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { WALLET_CONNECT_PACKAGE } from '../../src/core/wallets/ethereum/walletConnectSource.js'
import { DEV_BACKEND_PACKAGES, DEV_CHAIN_PACKAGES, DEV_MSW_PACKAGES, DEV_SERVER_PACKAGES } from '../../src/testing/packages.js'
import { resolveFile, ROOT, SRC } from './graph.js'

// package.json's `dependencies` against what each entry point loads at run time: a host's install
// holds what the hooks, the modal and the wallets need; what only WalletConnect, the testing kit or
// the local chains load is an optional peer dependency (docs/integration.md "What you install").

type Manifest = {
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
  peerDependencies: Record<string, string>
  peerDependenciesMeta: Record<string, { optional?: boolean }>
}
const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as Manifest
const dependencies = new Set(Object.keys(manifest.dependencies))
const REACT = ['react', 'react-dom']

type Edge = { spec: string; typeOnly: boolean; dynamic: boolean }

/** A source without its comments (a `//` after `:` — a URL in a string — stays). */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1')

function edgesOf(file: string): Edge[] {
  const text = withoutComments(readFileSync(file, 'utf8'))
  const edges: Edge[] = []
  const statement = /^[ \t]*(import|export)\s+(type\s+)?(\{[^}]*\}|\*(?:\s+as\s+\w+)?|\w+(?:\s*,\s*(?:\{[^}]*\}|\*\s+as\s+\w+))?)\s+from\s+['"]([^'"]+)['"]/gm
  for (const m of text.matchAll(statement)) {
    const typeOnly = Boolean(m[2]) || /^\{\s*(type\s+[\w$]+(\s+as\s+[\w$]+)?\s*,?\s*)+\}$/.test(m[3]!)
    edges.push({ spec: m[4]!, typeOnly, dynamic: false })
  }
  for (const m of text.matchAll(/^[ \t]*import\s+['"]([^'"]+)['"]/gm)) edges.push({ spec: m[1]!, typeOnly: false, dynamic: false })
  for (const m of text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*[,)]/g)) edges.push({ spec: m[1]!, typeOnly: false, dynamic: true })
  // `typeof import('x')` is a type.
  for (const m of text.matchAll(/\btypeof\s+import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    const edge = edges.find((e) => e.dynamic && !e.typeOnly && e.spec === m[1])
    if (edge) edge.typeOnly = true
  }
  return edges
}

const packageOf = (spec: string) => (spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!)
const isBuiltin = (spec: string) => spec.startsWith('node:') || builtinModules.includes(spec.split('/')[0]!)

/**
 * The packages the modules reachable from `entry` import: `runtime` (loaded when the entry is
 * imported; with `dynamic`, also what its `import()`s load) and `types` (type-only imports).
 */
function packagesFrom(entry: string, { dynamic }: { dynamic: boolean }): { runtime: Set<string>; types: Set<string> } {
  const runtime = new Set<string>()
  const types = new Set<string>()
  const seen = new Set<string>()
  const visit = (file: string, typeOnly: boolean) => {
    const key = `${file}:${typeOnly}`
    if (seen.has(key)) return
    seen.add(key)
    for (const edge of edgesOf(file)) {
      if (edge.dynamic && !dynamic && !edge.typeOnly) continue
      const asType = typeOnly || edge.typeOnly
      const target = resolveFile(file, edge.spec)
      if (target) visit(target, asType)
      else if (!edge.spec.startsWith('.') && !isBuiltin(edge.spec)) (asType ? types : runtime).add(packageOf(edge.spec))
      else if (edge.spec.startsWith('.') && !edge.spec.endsWith('.json')) throw new Error(`${file}: cannot resolve ${edge.spec}`)
    }
  }
  visit(join(SRC, entry), false)
  for (const name of runtime) types.delete(name)
  return { runtime, types }
}

const sorted = (names: Iterable<string>) => [...new Set(names)].sort()
const HOST_ENTRIES = ['index.ts', 'core/index.ts', 'ui/index.ts', 'themes/index.ts']
const host = HOST_ENTRIES.map((entry) => packagesFrom(entry, { dynamic: true }))
const hostRuntime = sorted(host.flatMap((p) => [...p.runtime]))
const hostTypes = sorted(host.flatMap((p) => [...p.types]))
const CHAINS: string[] = [...DEV_CHAIN_PACKAGES.evm, ...DEV_CHAIN_PACKAGES.solana]
const OPTIONAL_PEERS = sorted([WALLET_CONNECT_PACKAGE, ...DEV_BACKEND_PACKAGES, ...DEV_SERVER_PACKAGES, ...DEV_MSW_PACKAGES, ...CHAINS])
/**
 * Optional peers the kit itself imports, only with import() and only when a feature needs them:
 * @solana/web3.js makes the default `Connection` of embedded Solana wallets when the host passes none;
 * viem drives smart wallets (getSmartWallet: the smart account, the bundler and paymaster clients).
 */
const LAZY_OPTIONAL_PEERS: string[] = ['@solana/web3.js', 'viem']
const notDependencies = (names: Iterable<string>) => sorted([...names].filter((n) => !dependencies.has(n) && !REACT.includes(n)))

describe("package.json's dependencies are what the host-side entries load", () => {
  it('foyerkit, foyerkit/core, /ui and /themes load only `dependencies` and react, also through their import()s — but the lazily loaded optional peers', () => {
    expect(hostRuntime.length).toBeGreaterThan(5)
    expect(notDependencies(hostRuntime)).toEqual(LAZY_OPTIONAL_PEERS)
  })

  it('they load a lazily loaded optional peer only through import() (in loadOptionalPackage: a missing one is a MissingPackageError)', () => {
    const eager = sorted(HOST_ENTRIES.flatMap((entry) => [...packagesFrom(entry, { dynamic: false }).runtime]))
    expect(eager.filter((name) => LAZY_OPTIONAL_PEERS.includes(name))).toEqual([])
    expect(LAZY_OPTIONAL_PEERS.filter((name) => !OPTIONAL_PEERS.includes(name))).toEqual([])
  })

  it('every dependency is used there: loaded at run time, or a type of their public API', () => {
    expect(sorted([...dependencies].filter((name) => !hostRuntime.includes(name) && !hostTypes.includes(name)))).toEqual([])
  })

  it('their types name only dependencies, react and viem (an optional peer: its Chain and EIP1193Provider types)', () => {
    // Without the import()s: viem is otherwise also a lazily loaded runtime peer (smart wallets).
    const eagerTypes = sorted(HOST_ENTRIES.flatMap((entry) => [...packagesFrom(entry, { dynamic: false }).types]))
    expect(notDependencies(eagerTypes).filter((name) => !LAZY_OPTIONAL_PEERS.includes(name))).toEqual([])
    expect(eagerTypes).toContain('viem')
  })

  it('WalletConnect is never imported by the kit (the host passes its own import())', () => {
    expect([...hostRuntime, ...hostTypes]).not.toContain(WALLET_CONNECT_PACKAGE)
  })
})

describe('the testing kit and the local chains load only dependencies and their optional peers', () => {
  it('foyerkit/testing loads DEV_BACKEND_PACKAGES beyond the dependencies', () => {
    expect(notDependencies(packagesFrom('testing/index.ts', { dynamic: true }).runtime)).toEqual(sorted(DEV_BACKEND_PACKAGES))
  })

  it('foyerkit/testing/node adds DEV_SERVER_PACKAGES, foyerkit/testing/msw DEV_MSW_PACKAGES', () => {
    const node = notDependencies(packagesFrom('testing/node.ts', { dynamic: true }).runtime)
    expect(node).toEqual(expect.arrayContaining([...DEV_SERVER_PACKAGES]))
    expect(node.filter((n) => !(DEV_BACKEND_PACKAGES as readonly string[]).includes(n) && !(DEV_SERVER_PACKAGES as readonly string[]).includes(n))).toEqual([])
    expect(notDependencies(packagesFrom('testing/msw.ts', { dynamic: true }).runtime)).toEqual(sorted(DEV_MSW_PACKAGES))
  })

  it("foyerkit/testing/chains imports without the chains' runtimes (they load when a chain starts), and they are DEV_CHAIN_PACKAGES", () => {
    const imported = notDependencies(packagesFrom('testing/chains/index.ts', { dynamic: false }).runtime)
    expect(imported.filter((n) => CHAINS.includes(n))).toEqual([])
    const started = notDependencies(packagesFrom('testing/chains/index.ts', { dynamic: true }).runtime)
    expect(started.filter((n) => !(DEV_BACKEND_PACKAGES as readonly string[]).includes(n))).toEqual(sorted(CHAINS))
  })

  it('the foyerkit bin loads no optional package before checking it is installed (foyerkit dev-backend names what is missing)', () => {
    expect(notDependencies(packagesFrom('cli/foyerkit.ts', { dynamic: false }).runtime)).toEqual([])
    const started = notDependencies(packagesFrom('cli/foyerkit.ts', { dynamic: true }).runtime)
    expect(started.filter((n) => !OPTIONAL_PEERS.includes(n))).toEqual([])
  })
})

describe('optional peer dependencies', () => {
  it('are exactly WalletConnect, the testing kit and the chains packages, each optional', () => {
    const optional = Object.keys(manifest.peerDependencies).filter((name) => !REACT.includes(name))
    expect(sorted(optional)).toEqual(OPTIONAL_PEERS)
    expect(optional.filter((name) => manifest.peerDependenciesMeta[name]?.optional !== true)).toEqual([])
    expect(REACT.filter((name) => manifest.peerDependenciesMeta[name]?.optional)).toEqual([])
  })

  it('are dev dependencies of this repository (its npm start and npm test use them all)', () => {
    expect(OPTIONAL_PEERS.filter((name) => !manifest.devDependencies[name])).toEqual([])
    expect(OPTIONAL_PEERS.filter((name) => dependencies.has(name))).toEqual([])
  })
})
