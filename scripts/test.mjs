#!/usr/bin/env node
// `npm test`: installs what is missing (scripts/ensure.mjs), then type check, unit + integration
// (vitest), and real-browser e2e (chromium). The type check runs beside the unit tests (they spend
// much of their time waiting); its output is shown when it ends. Prints the time of each step,
// then one closing line: 'N passed, N failed'. Only Node's own modules here: it runs before the
// npm packages are installed.
import { spawn } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const out = join(root, 'test-results')
rmSync(out, { recursive: true, force: true })
mkdirSync(out, { recursive: true })

const bin = (name) => join(root, 'node_modules', '.bin', name)
const env = { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' }
// The type check is TypeScript 7's (the native compiler, devDependency typescript-7), single-threaded:
// beside the unit tests, its threads would only take the cores from them. Its config is tsconfig.json
// but for '@ladle/react' (see tsconfig.check.json).
const typecheck = {
  name: 'typecheck',
  cmd: process.execPath,
  args: [join(root, 'node_modules', 'typescript-7', 'bin', 'tsc'), '-p', 'tsconfig.check.json', '--noEmit', '--singleThreaded'],
  // Go's garbage collector off until the heap nears 4 GiB: the check peaks at about 2.2 GB with it
  // off (1.7 GB with it on), and its collections were a third of its CPU (23.6 → 16.4 CPU-s alone,
  // 25.4 → 16.5 beside two busy cores). A project that outgrows 4 GiB gets collections again.
  env: { GOGC: 'off', GOMEMLIMIT: '4GiB' },
  quiet: true,
}
const unit = {
  name: 'unit and integration',
  cmd: bin('vitest'),
  args: ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${join(out, 'unit.json')}`],
  report: 'unit.json',
}
// The package as a host installs it (build + pack, for the integration e2e), made beside the unit
// tests: on its own it takes seconds, beside the other e2e files minutes.
const packDir = join(out, 'package')
const pack = {
  name: 'package (build + pack)',
  cmd: 'sh',
  args: ['-c', `npm run build --silent && npm pack --json --ignore-scripts --pack-destination "${packDir}" > "${join(packDir, 'pack.json')}"`],
  quiet: true,
}
// What the browser tests serve (the demo, the story gallery), built beside the unit tests too: the
// e2e setups use these builds instead of making their own while the browsers run.
const galleryDir = join(out, 'gallery')
const e2eBuilds = {
  name: 'e2e builds (demo, gallery)',
  cmd: bin('tsx'),
  args: [join(root, 'scripts', 'e2e-builds.ts'), galleryDir],
  quiet: true,
}
// The browser tests, as two runs of the e2e config's projects: the story gallery's walk starts as soon
// as its build is there, beside the rest of the unit tests (they leave a core idle for long
// stretches, waiting on timers and React); the host-app files once either is done.
const e2eRun = (name, project, report, quiet = false) => ({
  name,
  quiet,
  cmd: bin('vitest'),
  args: ['run', '--config', 'test/e2e/vitest.config.ts', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${join(out, report)}`],
  report,
})
// Quiet: its output is shown when it ends, not amid the unit tests'.
const e2eGallery = e2eRun('e2e: story gallery (chromium)', 'gallery', 'e2e-gallery.json', true)
const e2eApp = e2eRun('e2e: host app (chromium)', 'host-app', 'e2e-app.json')

/** Runs a step; a quiet one keeps its output and prints it when it ends. Resolves with its result. */
function run(step) {
  const started = Date.now()
  if (!step.quiet) console.log(`\n▶ ${step.name}`)
  return new Promise((resolve) => {
    const child = spawn(step.cmd, step.args, { cwd: root, env: { ...env, ...step.env }, stdio: step.quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' })
    let output = ''
    child.stdout?.on('data', (chunk) => (output += chunk))
    child.stderr?.on('data', (chunk) => (output += chunk))
    const finish = (status) => {
      const seconds = (Date.now() - started) / 1000
      if (step.quiet) {
        console.log(`\n▶ ${step.name}`)
        if (output) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`)
      }
      console.log(`◀ ${step.name}: ${status === 0 ? 'ok' : `failed (exit ${status})`} in ${seconds.toFixed(1)} s`)
      resolve({ step, status, seconds })
    }
    child.on('error', (error) => {
      output += `${error.message}\n`
      finish(null)
    })
    child.on('close', (code) => finish(code))
  })
}

const started = Date.now()
const results = []
// What is missing first: Chromium (apt-get on a fresh machine: mostly a download) from the start,
// beside the npm install and then the unit tests, since only the browser tests need it; the npm
// packages before anything else runs.
const ensureStep = (name, flag, quiet) => ({ name, cmd: process.execPath, args: [join(root, 'scripts', 'ensure.mjs'), flag], quiet })
const chromium = run(ensureStep('install: chromium', '--chromium', true))
const deps = await run(ensureStep('install: npm packages', '--deps', false))
if (deps.status !== 0) {
  console.log('\nThe npm packages could not be installed (see above); no test ran.')
  process.exit(1)
}
// The type check, the package and the e2e builds beside the unit tests; the gallery's walk once its
// build is there; the host-app browser tests once the unit tests or the walk are done.
const checking = run(typecheck)
mkdirSync(packDir, { recursive: true })
const packing = run(pack)
const building = run(e2eBuilds)
// When a build failed, the e2e run makes its own (and shows why it fails).
const walking = Promise.all([building, chromium]).then(([built]) => {
  e2eGallery.env = built.status === 0 ? { FOYER_GALLERY_DIR: galleryDir } : {}
  return run(e2eGallery)
})
const testing = run(unit)
let unitDone = false
testing.then(() => (unitDone = true))
const [packed, built] = await Promise.all([packing, building])
// The host-app files start once the unit tests or the gallery's walk are done (and the package
// and demo are built): the other's last minutes leave cores idle (its slowest files or pages
// alone) that these fill. Quiet while the unit tests still print.
await Promise.race([testing, walking])
await chromium
e2eApp.env = {}
if (packed.status === 0) e2eApp.env.FOYER_PACKED = join(packDir, 'pack.json')
if (built.status === 0) e2eApp.env.FOYER_DEMO_BUILT = '1'
e2eApp.quiet = !unitDone
const hostApp = run(e2eApp)
results.push(await testing)
results.unshift(deps, await chromium, await checking, packed, built)
results.push(await hostApp, await walking)

let passed = 0
let failed = 0
let broken = false
const failures = []
for (const { step, status } of results) {
  if (step.report) {
    try {
      const report = JSON.parse(readFileSync(join(out, step.report), 'utf8'))
      passed += report.numPassedTests ?? 0
      failed += report.numFailedTests ?? 0
      for (const file of report.testResults ?? []) {
        for (const test of file.assertionResults ?? []) {
          if (test.status !== 'failed') continue
          const why = String(test.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300)
          failures.push(`  ✗ ${relative(root, file.name)} > ${test.fullName}\n      ${why}`)
        }
      }
    } catch {
      broken = true
    }
  }
  if (status !== 0) broken = true
}

console.log('\nTime per step:')
for (const { step, status, seconds } of results) {
  const note = step === typecheck || step === pack || step === e2eBuilds ? ' (beside the unit tests)' : step === e2eGallery ? ' (from its build on)' : step === e2eApp ? ' (from the first of unit tests and walk done)' : step.name === 'install: chromium' ? ' (beside the rest, from the start)' : ''
  console.log(`  ${step.name.padEnd(29)} ${(status === 0 ? 'ok' : 'failed').padEnd(7)} ${seconds.toFixed(1).padStart(6)} s${note}`)
}
console.log(`  ${'total'.padEnd(29)} ${''.padEnd(7)} ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s`)
// The failed tests again, last, so a log cut to its tail still names them.
if (failures.length > 0) console.log(`\nFailed:\n${failures.join('\n')}`)
console.log(`\n${passed} passed, ${failed} failed`)
process.exit(broken || failed > 0 ? 1 : 0)
