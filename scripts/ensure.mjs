#!/usr/bin/env node
// Installs what `npm start` / `npm test` need and is missing:
//   --deps      npm packages (npm ci when node_modules is missing or older than the lock file)
//   --chromium  Debian's chromium for the real-browser tests (apt-get when running as root)
import { execSync } from 'node:child_process'
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
  if (existsSync(lock)) {
    try {
      return run('npm ci --no-audit --no-fund')
    } catch {
      console.log('[foyer] npm ci refused the lock file; falling back to npm install')
    }
  }
  run('npm install --no-audit --no-fund')
}

export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean)
  return candidates.find((path) => existsSync(path)) ?? null
}

function ensureChromium() {
  if (findChromium()) return
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const hasApt = existsSync('/usr/bin/apt-get')
  if (isRoot && hasApt) {
    console.log('[foyer] installing Debian chromium for the browser tests…')
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    run('apt-get update -qq', { env })
    run('apt-get install -y -qq --no-install-recommends chromium', { env })
    if (findChromium()) return
  }
  console.error(
    '[foyer] The browser tests need Chromium and none was found.\n' +
      '  Debian/Ubuntu: sudo apt-get install chromium\n' +
      '  Or point CHROMIUM_PATH at an existing Chromium/Chrome binary.',
  )
  process.exit(1)
}
