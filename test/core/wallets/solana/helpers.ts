import { Connection, Keypair, Transaction, VersionedTransaction } from '@solana/web3.js'
import type { DevBackend } from '../../../../src/testing/index.js'
import type { SolanaDevChain } from '../../../../src/testing/chains/index.js'

/** A web3.js Connection to the backend's local Solana runtime, through the backend in-process. */
export const connectionTo = (backend: Pick<DevBackend, 'fetch'>, api = 'http://foyer.test') =>
  new Connection(`${api}/rpc/solana`, { commitment: 'confirmed', fetch: ((input: string, init: RequestInit) => backend.fetch(new Request(input, init))) as never })

/** A new keypair holding `sol` SOL (and `usdc` of the runtime's USDC) from the faucet. */
export async function fundedKeypair(chain: SolanaDevChain, sol: string, usdc?: string): Promise<Keypair> {
  const key = Keypair.generate()
  await chain.faucet({ chainType: 'solana', address: key.publicKey.toBase58(), amount: sol })
  if (usdc) await chain.faucet({ chainType: 'solana', address: key.publicKey.toBase58(), asset: 'USDC', amount: usdc })
  return key
}

/** A `sign` callback backed by a keypair (the wallet service in an app). */
export const keypairSigner = (key: Keypair) => async (tx: Transaction | VersionedTransaction) => {
  if (tx instanceof VersionedTransaction) tx.sign([key])
  else tx.partialSign(key)
  return tx
}
