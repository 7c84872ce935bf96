/**
 * The optional peer dependencies of the testing kit: a host installs them (as dev dependencies)
 * only to run the dev backend and the local chains, so they stay out of its production install.
 * test/architecture/dependencies.test.ts checks these lists against what the modules import.
 */
import { createRequire } from 'node:module'
import { MissingPackageError } from '../core/utils/optionalPackage.js'

/** What `foyerkit/testing` (createDevBackend) loads: the server, passkeys, TOTP, tokens and signatures. */
export const DEV_BACKEND_PACKAGES = ['hono', '@simplewebauthn/server', 'otpauth', 'jose', '@noble/curves', 'viem'] as const

/** What `foyerkit/testing/node` (startDevServer) adds: Node's HTTP server for hono. */
export const DEV_SERVER_PACKAGES = ['@hono/node-server'] as const

/** What `foyerkit/testing/msw` adds. */
export const DEV_MSW_PACKAGES = ['msw'] as const

/** The local chains (`foyerkit/testing/chains`, `foyerkit dev-backend --chains`) and what each loads. */
export const DEV_CHAIN_PACKAGES = {
  evm: ['@nomicfoundation/edr', '@account-abstraction/contracts'],
  solana: ['litesvm', '@solana/kit', '@solana/spl-token', '@solana/web3.js', 'ws'],
} as const

/** Resolves a package name from the kit's own modules (throws when it is not installed). */
export type PackageResolver = (name: string) => unknown

const require = createRequire(import.meta.url)

/**
 * Node's resolution from this module (Node's own `require.resolve`: `import.meta.resolve` is not
 * there under every runner, e.g. vitest's global setup). An ES-module-only package, which has no
 * `require` export, is installed all the same.
 */
const resolveHere: PackageResolver = (name) => {
  try {
    return require.resolve(name)
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ERR_PACKAGE_PATH_NOT_EXPORTED') return name
    // A package of files only (no main entry, e.g. @account-abstraction/contracts): its package.json.
    try {
      return require.resolve(`${name}/package.json`)
    } catch {
      throw error
    }
  }
}

/** The packages among `names` that cannot be loaded from here (none when all are installed). */
export function missingPackages(names: readonly string[], resolve: PackageResolver = resolveHere): string[] {
  return names.filter((name) => {
    try {
      resolve(name)
      return false
    } catch {
      return true
    }
  })
}

/**
 * Throws a MissingPackageError when one of `names` is not installed: it names the missing ones and
 * the `npm i -D` command that installs them all.
 */
export function requirePackages(feature: string, names: readonly string[], resolve?: PackageResolver): void {
  const missing = missingPackages(names, resolve)
  if (missing.length > 0) throw new MissingPackageError({ feature, packages: missing, install: names, dev: true })
}
