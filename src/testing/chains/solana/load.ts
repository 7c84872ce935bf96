import { DEV_CHAIN_PACKAGES, requirePackages } from '../../packages.js'
import type { SolanaDevChain, SolanaDevChainOptions } from './index.js'

/**
 * Starts a Solana runtime for `createDevBackend({ chains: [await createSolanaDevChain()] })`.
 *
 * Its packages (litesvm, the Solana libraries and ws: DEV_CHAIN_PACKAGES.solana) are optional peer
 * dependencies, loaded here: without them this throws a MissingPackageError naming the missing ones.
 */
export async function createSolanaDevChain(options: SolanaDevChainOptions = {}): Promise<SolanaDevChain> {
  requirePackages('The local Solana chain', DEV_CHAIN_PACKAGES.solana)
  const { createSolanaDevChain: create } = await import('./index.js')
  return create(options)
}
