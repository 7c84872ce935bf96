/** Shared set-up of the funding tests: the local chains, a backend, and a user with an EVM and a Solana wallet. */
import { ed25519 } from '@noble/curves/ed25519.js'
import { Connection, Keypair, PublicKey, Transaction, TransactionInstruction } from '@solana/web3.js'
import { createWalletClient, custom, defineChain, publicActions, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { createSiwsMessage } from '../../../src/core/wallets/solana/siwsMessage.js'
import { base58Encode, createDevBackend, type DevBackend, type DevBackendOptions } from '../../../src/testing/index.js'
import { createEvmDevChain, createSolanaDevChain, type EvmDevChain, type SolanaDevChain } from '../../../src/testing/chains/index.js'
import { call } from '../helpers.js'

export const CHAIN_A = 31337
export const CHAIN_B = 31338

export interface FundingWorld {
  backend: DevBackend
  evm: EvmDevChain
  solana: SolanaDevChain
  connection: Connection
  clock: { now: number }
  close(): Promise<void>
}

export async function fundingWorld(options: DevBackendOptions = {}): Promise<FundingWorld> {
  const [evm, solana] = await Promise.all([createEvmDevChain(), createSolanaDevChain()])
  const clock = { now: Date.now() }
  const backend = createDevBackend({ chains: [evm, solana], now: () => clock.now, ...options })
  const connection = new Connection('http://localhost/rpc/solana', {
    commitment: 'confirmed',
    fetch: ((input: string, init: RequestInit) => backend.fetch(new Request(input, init))) as never,
  })
  return { backend, evm, solana, connection, clock, close: async () => void (await Promise.all([evm.close(), solana.close?.()])) }
}

/** A signed-in user who owns an EVM wallet (SIWE) and a Solana wallet (SIWS), both with keys the test holds. */
export interface FundingUser {
  token: string
  evm: PrivateKeyAccount
  solana: Keypair
}

export async function fundingUser(world: FundingWorld, email = `u${Math.random().toString(36).slice(2)}@example.com`): Promise<FundingUser> {
  const { backend, clock } = world
  const user = backend.users.create({ email })
  const { token } = await backend.createSession(user.id)
  const evm = privateKeyToAccount(generatePrivateKey())
  const evmNonce = (await call(backend, 'POST', '/api/v1/siwe/init', { body: { address: evm.address } })).body.nonce
  const siwe = createSiweMessage({ address: evm.address, chainId: CHAIN_A, domain: 'localhost', nonce: evmNonce, uri: 'http://localhost', version: '1', issuedAt: new Date(clock.now) })
  const linkedEvm = await call(backend, 'POST', '/api/v1/siwe/link', {
    token, headers: { origin: 'http://localhost' }, body: { message: siwe, signature: await evm.signMessage({ message: siwe }), walletClientType: 'metamask', connectorType: 'injected' },
  })
  if (linkedEvm.status !== 200) throw new Error(`SIWE link: ${JSON.stringify(linkedEvm.body)}`)

  const secret = ed25519.utils.randomSecretKey()
  const solana = Keypair.fromSeed(secret)
  const address = solana.publicKey.toBase58()
  if (address !== base58Encode(ed25519.getPublicKey(secret))) throw new Error('key mismatch')
  const solNonce = (await call(backend, 'POST', '/api/v1/siws/init', { body: { address } })).body.nonce
  const siws = createSiwsMessage({
    domain: 'localhost', address, statement: `You are proving you own ${address}.`, uri: 'http://localhost/login',
    version: '1', chainId: 'mainnet', nonce: solNonce, issuedAt: new Date(clock.now).toISOString(),
  })
  const signature = btoa(String.fromCharCode(...ed25519.sign(new TextEncoder().encode(siws), secret)))
  const linkedSol = await call(backend, 'POST', '/api/v1/siws/link', { token, body: { message: siws, signature, walletClientType: 'phantom' } })
  if (linkedSol.status !== 200) throw new Error(`SIWS link: ${JSON.stringify(linkedSol.body)}`)
  return { token, evm, solana }
}

/** A wallet client of `account` on a local EVM network (straight into the chain). */
export function evmWallet(evm: EvmDevChain, chainId: number, account: PrivateKeyAccount) {
  return createWalletClient({
    account,
    chain: defineChain({ id: chainId, name: `Local ${chainId}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [] } } }),
    transport: custom(evm.provider(chainId), { retryCount: 0 }),
  }).extend(publicActions)
}

export const evmBalance = (world: FundingWorld, chainId: number, address: string, asset: 'native' | 'USDC' = 'native') =>
  world.evm.funding.balance(chainId, address, asset)

export const solanaBalance = (world: FundingWorld, address: string, asset: 'native' | 'USDC' = 'native') =>
  world.solana.funding.balance('solana', address, asset)

/** Sends a quote's Solana deposit (its instructions) from `payer`; the signature. */
export async function sendSolanaDeposit(world: FundingWorld, payer: Keypair, data: { instructions: { programId: string; keys: { pubkey: string; isSigner: boolean; isWritable: boolean }[]; data: string }[] }) {
  const { blockhash, lastValidBlockHeight } = await world.connection.getLatestBlockhash()
  const tx = new Transaction({ feePayer: payer.publicKey, blockhash, lastValidBlockHeight })
  for (const ix of data.instructions) {
    tx.add(
      new TransactionInstruction({
        programId: new PublicKey(ix.programId),
        keys: ix.keys.map((k) => ({ pubkey: new PublicKey(k.pubkey), isSigner: k.isSigner, isWritable: k.isWritable })),
        data: Buffer.from(ix.data.replace(/^0x/, ''), 'hex'),
      }),
    )
  }
  tx.sign(payer)
  return world.connection.sendRawTransaction(tx.serialize(), { skipPreflight: false })
}

export type { Hex }
