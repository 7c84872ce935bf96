// What a host installs: the packages and megabytes `npm install foyerkit react react-dom` puts in an
// app's node_modules, alone and with the testing kit's optional peer dependencies.
//
// Two ways to count:
// - from package-lock.json (offline, deterministic): the packages npm would place, walked from the
//   package's `dependencies` (and react, react-dom) the way Node resolves them, sized from this
//   repository's own node_modules — the budget test (test/bench/footprint.test.ts) and the fallback;
// - by installing (`npm run bench`, needs the npm registry): `npm pack`, then the tarball + react +
//   react-dom installed into an empty temporary app, as a host does; node_modules is counted and
//   measured with `du`.
import { execFileSync } from 'node:child_process'
import { existsSync, lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DEV_BACKEND_PACKAGES, DEV_MSW_PACKAGES, DEV_SERVER_PACKAGES } from '../src/testing/packages.js'

export const ROOT = fileURLToPath(new URL('../', import.meta.url))

/** The plain host's budget: at most 150 packages and 150 MB (react and react-dom included). */
export const FOOTPRINT_BUDGET = { packages: 150, megabytes: 150 }

/** What a host adds to use the testing kit (createDevBackend, startDevServer, the msw handlers). */
export const TESTING_KIT_PACKAGES: readonly string[] = [...DEV_BACKEND_PACKAGES, ...DEV_SERVER_PACKAGES, ...DEV_MSW_PACKAGES]

type LockEntry = {
  version?: string
  dependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  peerDependenciesMeta?: Record<string, { optional?: boolean }>
  os?: string[]
  cpu?: string[]
}
export type Lock = { packages: Record<string, LockEntry> }
type Manifest = {
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  peerDependenciesMeta?: Record<string, { optional?: boolean }>
}

export const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T

/** Whether an `os` / `cpu` list (npm's syntax: names, or `!name` exclusions) admits `value`. */
const admits = (list: string[] | undefined, value: string) =>
  !list || list.length === 0 || (list.some((v) => !v.startsWith('!')) ? list.includes(value) : !list.includes(`!${value}`))

/** Where Node finds `name` from the package at `from` ('' is the app): the nearest node_modules up the tree. */
function resolveIn(lock: Lock, from: string, name: string): string | null {
  let base = from
  for (;;) {
    const path = `${base ? `${base}/` : ''}node_modules/${name}`
    if (lock.packages[path]) return path
    if (!base) return null
    const at = base.lastIndexOf('/node_modules/')
    base = at < 0 ? '' : base.slice(0, at)
  }
}

const requiredPeers = (m: Manifest | LockEntry) =>
  Object.keys(m.peerDependencies ?? {}).filter((name) => !m.peerDependenciesMeta?.[name]?.optional)

/**
 * The lock's paths (node_modules/…) a host gets for `roots` (package names installed in the app):
 * their dependencies, optional dependencies for this platform and required peers, transitively.
 */
export function lockClosure(lock: Lock, roots: readonly string[], platform = { os: process.platform as string, cpu: process.arch as string }): string[] {
  const seen = new Set<string>()
  const visit = (from: string, name: string, optional: boolean) => {
    const path = resolveIn(lock, from, name)
    if (!path) {
      if (optional) return
      throw new Error(`package-lock.json has no ${name} for ${from || 'the app'} (run npm install --package-lock-only)`)
    }
    const entry = lock.packages[path]!
    if (!admits(entry.os, platform.os) || !admits(entry.cpu, platform.cpu)) return
    if (seen.has(path)) return
    seen.add(path)
    for (const dep of Object.keys(entry.dependencies ?? {})) visit(path, dep, false)
    for (const dep of Object.keys(entry.optionalDependencies ?? {})) visit(path, dep, true)
    for (const dep of requiredPeers(entry)) visit(path, dep, false)
  }
  for (const name of roots) visit('', name, false)
  return [...seen].sort()
}

/** The names a host installs beside foyerkit: its `dependencies`, its required peers (react, react-dom) and `extra`. */
export function hostRoots(manifest: Manifest, extra: readonly string[] = []): string[] {
  return [...new Set([...Object.keys(manifest.dependencies ?? {}), ...requiredPeers(manifest), ...extra])]
}

/** Bytes on disk (allocated blocks) under `dir`, not counting nested node_modules (packages of their own). */
export function diskBytes(dir: string): number {
  const stat = lstatSync(dir)
  if (!stat.isDirectory()) return stat.blocks * 512
  let total = stat.blocks * 512
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules') continue
    total += diskBytes(join(dir, name))
  }
  return total
}

export type Footprint = { packages: number; megabytes: number; how: string }

const MB = 1024 * 1024

/**
 * The footprint from package-lock.json: the packages (foyerkit itself included) and their size in
 * this repository's node_modules (same versions); foyerkit's own files are its `files` here.
 */
export function lockFootprint({ extra = [] }: { extra?: readonly string[] } = {}): Footprint {
  const lock = readJson<Lock>(join(ROOT, 'package-lock.json'))
  const manifest = readJson<Manifest & { files: string[] }>(join(ROOT, 'package.json'))
  const paths = lockClosure(lock, hostRoots(manifest, extra))
  const own = ['package.json', 'README.md', ...manifest.files].map((f) => join(ROOT, f)).filter((p) => existsSync(p))
  const bytes = [...paths.map((p) => join(ROOT, p)).filter((p) => existsSync(p)), ...own].reduce((sum, p) => sum + diskBytes(p), 0)
  return { packages: paths.length + 1, megabytes: bytes / MB, how: 'package-lock.json' }
}

/** `npm pack` (after `npm run build`) into `dir`; the tarball's path. */
export function packTarball(dir: string): string {
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'ignore' })
  const [report] = JSON.parse(execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', dir], { cwd: ROOT, encoding: 'utf8' })) as { filename: string }[]
  return join(dir, report!.filename)
}

/**
 * Installs `tarball` + react + react-dom (+ `extra`, at the ranges foyerkit's peerDependencies name)
 * into an empty app, as a host does, and measures its node_modules: the packages npm placed
 * (node_modules/.package-lock.json) and `du`'s megabytes.
 */
export function installFootprint(tarball: string, { extra = [] }: { extra?: readonly string[] } = {}): Footprint {
  const manifest = readJson<Manifest>(join(ROOT, 'package.json'))
  const app = mkdtempSync(join(tmpdir(), 'foyer-host-'))
  try {
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'host', version: '1.0.0', private: true }))
    const specs = extra.map((name) => `${name}@${manifest.peerDependencies?.[name] ?? 'latest'}`)
    execFileSync('npm', ['install', '--no-audit', '--no-fund', tarball, 'react', 'react-dom', ...specs], { cwd: app, stdio: 'ignore' })
    const installed = readJson<Lock>(join(app, 'node_modules', '.package-lock.json'))
    const kib = Number(execFileSync('du', ['-sk', join(app, 'node_modules')], { encoding: 'utf8' }).split('\t')[0])
    return { packages: Object.keys(installed.packages).filter(Boolean).length, megabytes: kib / 1024, how: 'npm install' }
  } finally {
    rmSync(app, { recursive: true, force: true })
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const hosts = [
    { label: 'foyerkit + react + react-dom', extra: [] as readonly string[] },
    { label: '… + the testing kit (its optional peers)', extra: TESTING_KIT_PACKAGES },
  ]
  let install = !process.argv.includes('--offline')
  const dir = mkdtempSync(join(tmpdir(), 'foyer-pack-'))
  try {
    const tarball = install ? packTarball(dir) : ''
    const rows = hosts.map(({ label, extra }) => {
      if (install) {
        try {
          return row(label, installFootprint(tarball, { extra }))
        } catch (error) {
          install = false
          console.log(`(npm install failed: ${(error as Error).message.split('\n')[0]}; counting from package-lock.json)`)
        }
      }
      return row(label, lockFootprint({ extra }))
    })
    console.log('Install footprint (node_modules of a host app):')
    console.table(rows)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

function row(label: string, f: Footprint) {
  return { host: label, packages: f.packages, MB: Math.round(f.megabytes), 'measured by': f.how, budget: label.startsWith('…') ? '—' : '≤ 150 packages, ≤ 150 MB' }
}
