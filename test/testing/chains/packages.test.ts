// fresh module graph: EDR's loader caches the module for the process, and this file mocks the package resolver.
import { describe, expect, it, vi } from 'vitest'
import { MissingPackageError } from '../../../src/core/index.js'
import { createSolanaDevChain } from '../../../src/testing/chains/index.js'
import { loadEdr } from '../../../src/testing/chains/evm/edr.js'
import { DEV_CHAIN_PACKAGES, missingPackages, requirePackages } from '../../../src/testing/packages.js'

/** What Node's resolver throws for a package that is not installed. */
const notInstalled = (name: string) =>
  Object.assign(new Error(`Cannot find package '${name}' imported from /app/node_modules/foyerkit/dist/esm/testing/chains/index.js`), {
    code: 'ERR_MODULE_NOT_FOUND',
  })
const simulated = vi.hoisted(() => ({ absent: new Set<string>() }))

// The kit resolves its optional packages through testing/packages.ts: here some are "not installed".
vi.mock('../../../src/testing/packages.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/testing/packages.js')>()
  const resolve = (name: string) => {
    if (simulated.absent.has(name)) throw notInstalled(name)
    return import.meta.resolve(name)
  }
  return {
    ...real,
    requirePackages: (feature: string, names: readonly string[], given?: (name: string) => unknown) => real.requirePackages(feature, names, given ?? resolve),
  }
})

describe('the local chains without their optional packages', () => {
  it('createSolanaDevChain without litesvm and ws: a MissingPackageError naming them and the command installing all five', async () => {
    simulated.absent = new Set(['litesvm', 'ws'])
    const error = await createSolanaDevChain().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(MissingPackageError)
    expect((error as Error).message).toBe(
      'The local Solana chain needs the packages litesvm, ws, which are not installed: npm i -D litesvm @solana/kit @solana/spl-token @solana/web3.js ws',
    )
  })

  it('createSolanaDevChain starts when they are installed (here: dev dependencies)', async () => {
    simulated.absent = new Set()
    const chain = await createSolanaDevChain()
    expect(chain.chainType).toBe('solana')
    await chain.close?.()
  })

  it('EDR not installed: loading the EVM runtime is a MissingPackageError naming @nomicfoundation/edr', async () => {
    const error = await loadEdr(() => Promise.reject(notInstalled('@nomicfoundation/edr'))).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(MissingPackageError)
    expect((error as Error).message).toBe('The local EVM chain needs the package @nomicfoundation/edr, which is not installed: npm i -D @nomicfoundation/edr')
  })
})

describe('requirePackages / missingPackages', () => {
  const resolver = (absent: string[]) => (name: string) => {
    if (absent.includes(name)) throw notInstalled(name)
    return name
  }
  it('lists the packages that do not resolve, in the order given; throws only when one is missing', () => {
    expect(missingPackages(DEV_CHAIN_PACKAGES.solana, resolver(['ws', '@solana/kit']))).toEqual(['@solana/kit', 'ws'])
    expect(() => requirePackages('X', ['a', 'b'], resolver([]))).not.toThrow()
    expect(() => requirePackages('X', ['a', 'b'], resolver(['b']))).toThrow('X needs the package b, which is not installed: npm i -D a b')
  })

  it('resolves from the kit itself by default: here every optional package is installed', () => {
    expect(missingPackages([...DEV_CHAIN_PACKAGES.evm, ...DEV_CHAIN_PACKAGES.solana])).toEqual([])
    expect(missingPackages(['foyerkit-no-such-package'])).toEqual(['foyerkit-no-such-package'])
  })
})
