#!/usr/bin/env node
// `npm test`: type check, unit + integration (vitest), then real-browser e2e (chromium).
// Prints one closing line: 'N passed, N failed'.
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const out = join(root, 'test-results')
rmSync(out, { recursive: true, force: true })
mkdirSync(out, { recursive: true })

const bin = (name) => join(root, 'node_modules', '.bin', name)
const steps = [
  { name: 'typecheck', cmd: bin('tsc'), args: ['-p', 'tsconfig.json', '--noEmit'] },
  {
    name: 'unit and integration',
    cmd: bin('vitest'),
    args: ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${join(out, 'unit.json')}`],
    report: 'unit.json',
  },
  {
    name: 'e2e (chromium)',
    cmd: bin('vitest'),
    args: ['run', '--config', 'test/e2e/vitest.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${join(out, 'e2e.json')}`],
    report: 'e2e.json',
  },
]

let passed = 0
let failed = 0
let broken = false
for (const step of steps) {
  console.log(`\n▶ ${step.name}`)
  const started = Date.now()
  const result = spawnSync(step.cmd, step.args, { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' } })
  console.log(`◀ ${step.name}: ${result.status === 0 ? 'ok' : `failed (exit ${result.status})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  if (step.report) {
    try {
      const report = JSON.parse(readFileSync(join(out, step.report), 'utf8'))
      passed += report.numPassedTests ?? 0
      failed += report.numFailedTests ?? 0
    } catch {
      broken = true
    }
  }
  if (result.status !== 0) broken = true
}
console.log(`\n${passed} passed, ${failed} failed`)
process.exit(broken || failed > 0 ? 1 : 0)
