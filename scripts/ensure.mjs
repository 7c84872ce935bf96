#!/usr/bin/env node
// Installs what `npm start` / `npm test` need and is missing:
//   --deps      npm packages (npm ci when node_modules is missing or older than the lock file)
//   --chromium  Debian's chromium-headless-shell for the real-browser tests (apt-get when running as root)
import { execSync, spawnSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const args = new Set(process.argv.slice(2))
const run = (cmd, opts = {}) => execSync(cmd, { stdio: 'inherit', cwd: root, ...opts })

if (args.has('--deps')) ensureDeps()
if (args.has('--chromium')) ensureChromium()

function ensureDeps() {
  const lock = join(root, 'package-lock.json')
  const installed = join(root, 'node_modules', '.package-lock.json')
  const stale = !existsSync(installed) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(installed).mtimeMs + 1000)
  if (!stale) return
  console.log('[foyer] installing npm dependencies…')
  const ok = installDependencies({ hasLock: existsSync(lock), exec: quietly, log: console.log, fail: (text) => process.stderr.write(text) })
  if (!ok) process.exit(1)
}

/**
 * `npm ci`, else `npm install`, with npm's output kept and shown only when both fail. npm ci
 * installs exactly the lock; it refuses a lock that misses another platform's optional package
 * (npm writes only those the registry answered for; test/scripts/ensure.test.ts keeps this lock
 * complete), and then the fallback is announced in one line.
 * Returns whether the packages are installed.
 */
export function installDependencies({ hasLock, exec, log, fail }) {
  if (hasLock) {
    if (exec('npm', ['ci', '--no-audit', '--no-fund']).ok) return true
    log(`[foyer] npm ci refused the lock file (does it miss a platform's optional package?); installing with npm install instead`)
  }
  const install = exec('npm', ['install', '--no-audit', '--no-fund'])
  if (install.ok) return true
  fail(`${install.output}${install.output.endsWith('\n') || !install.output ? '' : '\n'}[foyer] npm install failed (exit ${install.status}); its output is above.\n`)
  return false
}

/** Runs a command with its output captured: { ok, status, output (its stdout, then its stderr) }. */
function quietly(cmd, args) {
  const result = spawnSync(cmd, args, {
    cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 256 * 1024 * 1024, shell: process.platform === 'win32',
  })
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? `${result.error.message}\n` : ''}`
  return { ok: result.status === 0, status: result.status ?? result.signal ?? result.error?.code, output }
}

/**
 * The Chromium that browser tests, the bench and the screenshots drive (all headless): CHROMIUM_PATH
 * when set, else Debian's chromium-headless-shell (Chromium's "old" headless mode as a binary of
 * its own: about half the CPU of the full browser in headless mode for the same pages, and no
 * GTK), else the full chromium.
 */
export function findChromium() {
  const candidates = [
    process.env.CHROMIUM_PATH, '/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser',
  ].filter(Boolean)
  return candidates.find((path) => existsSync(path)) ?? null
}

function ensureChromium() {
  const found = findChromium()
  if (found && (/headless-shell/.test(found) || process.env.CHROMIUM_PATH)) return
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const hasApt = existsSync('/usr/bin/apt-get')
  if (isRoot && hasApt) {
    console.log('[foyer] installing Debian chromium-headless-shell for the browser tests…')
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    try {
      run('apt-get update -qq', { env })
      run('apt-get install -y -qq --no-install-recommends chromium-headless-shell', { env })
    } catch (error) {
      if (!found) throw error
      console.log(`[foyer] chromium-headless-shell could not be installed; the tests use ${found}`)
    }
    if (findChromium()) return
  }
  // A full chromium is enough when the headless shell cannot be installed.
  if (found) return
  console.error(
    '[foyer] The browser tests need Chromium and none was found.\n' +
      '  Debian/Ubuntu: sudo apt-get install chromium-headless-shell (or chromium)\n' +
      '  Or point CHROMIUM_PATH at an existing Chromium/Chrome binary.',
  )
  process.exit(1)
}
