import { describe, expect, test } from 'vitest'
import { installDependencies, type QuietExec } from '../../scripts/ensure.mjs'

/** A fake npm: each command answers as told, and every call is recorded. */
function fakeNpm(answers: Record<string, { ok: boolean; output?: string }>) {
  const calls: string[] = []
  const exec: QuietExec = (cmd, args) => {
    const line = [cmd, ...args].join(' ')
    calls.push(line)
    const answer = answers[args[0]!] ?? { ok: true }
    return { ok: answer.ok, status: answer.ok ? 0 : 1, output: answer.output ?? '' }
  }
  return { exec, calls }
}

const REFUSAL = 'npm error `npm ci` can only install packages when your package.json and package-lock.json are in sync.\n'.repeat(120)

describe('first install (scripts/ensure.mjs --deps)', () => {
  test('npm ci succeeds: nothing printed, no npm install', () => {
    const { exec, calls } = fakeNpm({ ci: { ok: true, output: 'added 900 packages\n' } })
    const log: string[] = []
    const fail: string[] = []
    expect(installDependencies({ hasLock: true, exec, log: (l) => log.push(l), fail: (t) => fail.push(t) })).toBe(true)
    expect(calls).toEqual(['npm ci --no-audit --no-fund'])
    expect(log).toEqual([])
    expect(fail).toEqual([])
  })

  test('npm ci refuses the lock: ONE line, then npm install, and none of npm output', () => {
    const { exec, calls } = fakeNpm({ ci: { ok: false, output: REFUSAL }, install: { ok: true, output: 'added 900 packages\n' } })
    const log: string[] = []
    const fail: string[] = []
    expect(installDependencies({ hasLock: true, exec, log: (l) => log.push(l), fail: (t) => fail.push(t) })).toBe(true)
    expect(calls).toEqual(['npm ci --no-audit --no-fund', 'npm install --no-audit --no-fund'])
    expect(log).toEqual([
      "[foyer] npm ci refused the lock file (does it miss a platform's optional package?); installing with npm install instead",
    ])
    expect(fail).toEqual([])
  })

  test('both fail: npm install output is shown, with a closing line, and the install reports failure', () => {
    const { exec } = fakeNpm({ ci: { ok: false, output: REFUSAL }, install: { ok: false, output: 'npm error code E404\nnpm error 404 Not Found' } })
    const log: string[] = []
    const fail: string[] = []
    expect(installDependencies({ hasLock: true, exec, log: (l) => log.push(l), fail: (t) => fail.push(t) })).toBe(false)
    expect(log).toHaveLength(1)
    expect(fail.join('')).toBe('npm error code E404\nnpm error 404 Not Found\n[foyer] npm install failed (exit 1); its output is above.\n')
    expect(fail.join('')).not.toContain('in sync')
  })

  test('without a lock file: straight to npm install, silently', () => {
    const { exec, calls } = fakeNpm({})
    const log: string[] = []
    expect(installDependencies({ hasLock: false, exec, log: (l) => log.push(l), fail: () => {} })).toBe(true)
    expect(calls).toEqual(['npm install --no-audit --no-fund'])
    expect(log).toEqual([])
  })
})

describe('the lock file (package-lock.json)', () => {
  // npm ci refuses a lock that lacks an optional dependency of a locked package, even one for
  // another platform (npm writes only the ones the registry answered for). Listed by platform, they
  // let `npm ci` install from the lock on every machine, with no fallback.
  test('lists every optional dependency of every locked package, so npm ci accepts it', async () => {
    const { readFileSync } = await import('node:fs')
    const lock = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8')) as {
      packages: Record<string, { optionalDependencies?: Record<string, string> }>
    }
    const missing: string[] = []
    for (const [path, entry] of Object.entries(lock.packages)) {
      for (const name of Object.keys(entry.optionalDependencies ?? {})) {
        // npm resolves a dependency in the package's own node_modules, then up the tree.
        const candidates = [`${path ? `${path}/` : ''}node_modules/${name}`]
        for (let dir = path; dir.includes('node_modules/'); ) {
          dir = dir.slice(0, dir.lastIndexOf('node_modules/')).replace(/\/$/, '')
          candidates.push(`${dir ? `${dir}/` : ''}node_modules/${name}`)
        }
        if (!candidates.some((c) => c in lock.packages)) missing.push(`${name} (optional dependency of ${path || 'the root'})`)
      }
    }
    expect(missing).toEqual([])
  })
})
