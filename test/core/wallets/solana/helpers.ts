import { AddressLookupTableProgram, Connection, Keypair, PublicKey, Transaction, VersionedTransaction } from '@solana/web3.js'
import { address, lamports } from '@solana/kit'
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

/** A lookup table account's data (an active table, no authority) holding `addresses`, laid out as the lookup table program writes it. */
export function lookupTableData(addresses: readonly PublicKey[]): Uint8Array {
  const data = new Uint8Array(56 + 32 * addresses.length)
  const view = new DataView(data.buffer)
  view.setUint32(0, 1, true) // the lookup table type
  view.setBigUint64(4, 0xffff_ffff_ffff_ffffn, true) // deactivation slot: never
  addresses.forEach((a, i) => data.set(a.toBytes(), 56 + 32 * i))
  return data
}

/** A litesvm account (for `svm().setAccount`) of a lookup table at `key` holding `addresses`. */
export const lookupTableAccount = (key: PublicKey, addresses: readonly PublicKey[]) => {
  const data = lookupTableData(addresses)
  return { address: address(key.toBase58()), lamports: lamports(10_000_000n), programAddress: address(AddressLookupTableProgram.programId.toBase58()), executable: false, space: BigInt(data.length), data }
}
