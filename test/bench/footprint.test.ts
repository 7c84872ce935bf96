import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { FOOTPRINT_BUDGET, hostRoots, lockClosure, readJson, ROOT, TESTING_KIT_PACKAGES, type Lock } from '../../bench/footprint.js'

// What `npm install foyerkit react react-dom` places in a host's node_modules, counted offline from
// package-lock.json (bench/footprint.ts; `npm run bench` also installs the packed tarball for real).
const lock = readJson<Lock>(join(ROOT, 'package-lock.json'))
const manifest = readJson<{ dependencies: Record<string, string>; peerDependencies: Record<string, string> }>(join(ROOT, 'package.json'))
const plainHost = lockClosure(lock, hostRoots(manifest))
const names = (paths: string[]) => paths.map((p) => p.slice(p.lastIndexOf('node_modules/') + 'node_modules/'.length))

describe('install footprint', () => {
  test(`a plain host (foyerkit + react + react-dom) installs at most ${FOOTPRINT_BUDGET.packages} packages`, () => {
    // + 1: foyerkit itself.
    expect(plainHost.length + 1).toBeLessThanOrEqual(FOOTPRINT_BUDGET.packages)
    expect(names(plainHost)).toEqual(expect.arrayContaining(['react', 'react-dom', 'styled-components', '@headlessui/react']))
  })

  test('none of the optional peers (WalletConnect, the dev backend, viem, the local chains) nor what they pull in lands in it', () => {
    const optional = Object.keys(manifest.peerDependencies).filter((name) => !['react', 'react-dom'].includes(name))
    const heavy = /^(@walletconnect|@reown|@coinbase|@base-org|@solana\/(web3\.js|kit|spl-token)|@nomicfoundation|hardhat|litesvm|viem|ox|hono|@hono|msw)(\/|$)/
    expect(names(plainHost).filter((name) => optional.includes(name) || heavy.test(name))).toEqual([])
  })

  test('the testing kit adds its optional peers on top (what `foyerkit dev-backend` and the msw handlers load)', () => {
    const withKit = names(lockClosure(lock, hostRoots(manifest, TESTING_KIT_PACKAGES)))
    expect(withKit).toEqual(expect.arrayContaining([...TESTING_KIT_PACKAGES, ...names(plainHost)]))
    expect(withKit.length).toBeGreaterThan(plainHost.length + TESTING_KIT_PACKAGES.length)
  })

  test('the walk follows Node: a nested copy wins over the hoisted one; other platforms\' optional packages are skipped', () => {
    const tiny: Lock = {
      packages: {
        '': {},
        'node_modules/a': { dependencies: { b: '^2' }, optionalDependencies: { 'a-win32': '1', 'a-linux': '1' } },
        'node_modules/a/node_modules/b': { version: '2.0.0' },
        'node_modules/b': { version: '1.0.0' },
        'node_modules/a-win32': { os: ['win32'] },
        'node_modules/a-linux': { os: ['linux'], cpu: ['x64'] },
        'node_modules/c': { peerDependencies: { b: '1', d: '1' }, peerDependenciesMeta: { d: { optional: true } } },
        'node_modules/d': {},
      },
    }
    expect(lockClosure(tiny, ['a'], { os: 'linux', cpu: 'x64' })).toEqual(['node_modules/a', 'node_modules/a-linux', 'node_modules/a/node_modules/b'])
    expect(lockClosure(tiny, ['c'], { os: 'linux', cpu: 'x64' })).toEqual(['node_modules/b', 'node_modules/c'])
    expect(() => lockClosure(tiny, ['e'])).toThrow('package-lock.json has no e for the app')
  })
})
