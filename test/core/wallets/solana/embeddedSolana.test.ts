import { ed25519 } from '@noble/curves/ed25519.js'
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction, TransactionMessage, VersionedTransaction } from '@solana/web3.js'
import { createAssociatedTokenAccountIdempotentInstruction, createTransferCheckedInstruction, getAssociatedTokenAddressSync } from '@solana/spl-token'
import { base58 } from '@scure/base'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  loginWithEmailCode, postLoginFlow, sendEmailCode, startClient, userValue, type FoyerClient, type HostConfig,
} from '../../../../src/core/internal.js'
import type { CreateOnLogin } from '../../../../src/core/types/config.js'
import { createWallet } from '../../../../src/core/wallets/embedded/createWallet.js'
import { importWallet } from '../../../../src/core/wallets/embedded/importWallet.js'
import { setEmbeddedFrameConnection } from '../../../../src/core/wallets/embedded/session.js'
import { solanaClusterOf, SOLANA_CLUSTER_RPC_URLS } from '../../../../src/core/wallets/solana/clusters.js'
import { createSolanaWallet } from '../../../../src/core/wallets/solana/createSolanaWallet.js'
import { embeddedSolanaWallets } from '../../../../src/core/wallets/solana/embeddedSolana.js'
import { sendSolanaTransaction } from '../../../../src/core/wallets/solana/sendSolanaTransaction.js'
import { signSolanaMessage } from '../../../../src/core/wallets/solana/signSolanaMessage.js'
import { signSolanaTransaction } from '../../../../src/core/wallets/solana/signSolanaTransaction.js'
import { toEmbeddedSolanaWallets } from '../../../../src/core/wallets/solana/toEmbeddedSolanaWallets.js'
import { WALLET_SERVICE_EVENTS as E } from '../../../../src/core/types/walletService.js'
import { createDevBackend, type DevBackend } from '../../../../src/testing/index.js'
import { createSolanaDevChain, SOLANA_DEV_USDC_DECIMALS, SOLANA_DEV_USDC_MINT, type SolanaDevChain } from '../../../../src/testing/chains/solana/index.js'
import { createWalletService } from '../../../../src/wallet-service/index.js'
import { backendFetch, memoryStorage } from '../../../wallet-service/helpers.js'
import { clientOnBackend } from '../../helpers.js'
import { servicePort } from '../embedded/helpers.js'

const RPC = 'http://solana.test/rpc/solana'
const USDC = new PublicKey(SOLANA_DEV_USDC_MINT)

let chain: SolanaDevChain
let backend: DevBackend
let connection: Connection

beforeAll(async () => {
  chain = await createSolanaDevChain()
  backend = createDevBackend({ chains: [chain] })
  connection = new Connection(RPC, { commitment: 'confirmed', fetch: ((input: string, init: RequestInit) => backend.fetch(new Request(input, init))) as never })
})
afterAll(() => backend.reset())

let emails = 0
async function loggedIn(config?: HostConfig) {
  const client = clientOnBackend(backend, { ...(config ? { config } : {}), solanaClusters: { rpcUrls: { 'mainnet-beta': RPC } } })
  const service = createWalletService({ appId: backend.appId, apiUrl: 'http://127.0.0.1:4321', fetch: backendFetch(backend), storage: memoryStorage() })
  const port = servicePort(service)
  setEmbeddedFrameConnection(client, { connect: () => port })
  await startClient(client)
  const email = `sol${++emails}@example.com`
  await sendEmailCode(client, { email })
  await loginWithEmailCode(client, { code: backend.mailbox.latest(email)!.code })
  await vi.waitFor(() => expect(['done', 'error']).toContain(postLoginFlow.get(client).status), { timeout: 10_000 })
  return { client, port }
}

const solana = (createOnLogin: CreateOnLogin): HostConfig => ({ embeddedWallets: { solana: { createOnLogin } } })
const addressOf = (client: FoyerClient) => embeddedSolanaWallets(userValue.get(client))[0]!.address

describe('embedded Solana wallets against the dev backend and the local Solana chain', () => {
  it("solana.createOnLogin 'all-users' creates a Solana wallet on login (headless); it signs messages ed25519 verifies", async () => {
    const { client } = await loggedIn(solana('all-users'))
    expect(postLoginFlow.get(client).status).toBe('done')
    const wallets = embeddedSolanaWallets(userValue.get(client))
    expect(wallets).toEqual([expect.objectContaining({ chainType: 'solana', walletClientType: 'privy', connectorType: 'embedded', walletIndex: 0, imported: false })])
    const address = wallets[0]!.address
    const { signature } = await signSolanaMessage(client, { message: 'hello solana' })
    expect(ed25519.verify(Buffer.from(signature, 'base64'), new TextEncoder().encode('hello solana'), new PublicKey(address).toBytes())).toBe(true)
    await expect(signSolanaMessage(client, { message: '' })).rejects.toThrow('Message must be a non-empty string')
  })

  it('sends SOL for real (legacy transaction, blockhash filled in) and USDC (v0 transaction) through a given connection', async () => {
    const { client } = await loggedIn(solana('users-without-wallets'))
    const address = addressOf(client)
    const wallet = new PublicKey(address)
    await chain.faucet({ chainType: 'solana', address, amount: '2' })
    await chain.faucet({ chainType: 'solana', address, asset: 'USDC', amount: '10' })
    const to = Keypair.generate().publicKey

    const sol = new Transaction({ feePayer: wallet }).add(SystemProgram.transfer({ fromPubkey: wallet, toPubkey: to, lamports: LAMPORTS_PER_SOL / 4 }))
    const sent = await sendSolanaTransaction(client, { transaction: sol, connection })
    expect(await connection.getBalance(to)).toBe(LAMPORTS_PER_SOL / 4)
    expect((await connection.getSignatureStatuses([sent.signature])).value[0]?.err).toBeNull()
    expect(VersionedTransaction.deserialize(sent.signedTransaction).signatures).toHaveLength(1)

    const { blockhash } = await connection.getLatestBlockhash()
    const fromAta = getAssociatedTokenAddressSync(USDC, wallet)
    const toAta = getAssociatedTokenAddressSync(USDC, to)
    const message = new TransactionMessage({
      payerKey: wallet,
      recentBlockhash: blockhash,
      instructions: [
        createAssociatedTokenAccountIdempotentInstruction(wallet, toAta, to, USDC),
        createTransferCheckedInstruction(fromAta, USDC, toAta, wallet, 2_500_000n, SOLANA_DEV_USDC_DECIMALS),
      ],
    }).compileToV0Message()
    await sendSolanaTransaction(client, { transaction: new VersionedTransaction(message), connection })
    expect((await connection.getTokenAccountBalance(toAta)).value.uiAmountString).toBe('2.5')
  })

  it('the default connection is the default cluster\'s RPC URL (the host\'s over the public one); signOnly returns the signed bytes unsent', async () => {
    const { client } = await loggedIn(solana('all-users'))
    expect(solanaClusterOf(client)).toEqual({ name: 'mainnet-beta', rpcUrl: RPC })
    expect(solanaClusterOf(client, 'devnet')).toEqual({ name: 'devnet', rpcUrl: SOLANA_CLUSTER_RPC_URLS.devnet })
    const wallet = new PublicKey(addressOf(client))
    await chain.faucet({ chainType: 'solana', address: wallet.toBase58(), amount: '1' })
    const to = Keypair.generate().publicKey
    const tx = new Transaction({ feePayer: wallet }).add(SystemProgram.transfer({ fromPubkey: wallet, toPubkey: to, lamports: 1000 }))
    const signed = await sendSolanaTransaction(client, { transaction: tx, signOnly: true })
    expect(Transaction.from(signed.signedTransaction).verifySignatures()).toBe(true)
    expect(await connection.getBalance(to)).toBe(0)
    await sendSolanaTransaction(client, { transaction: new Transaction({ feePayer: wallet }).add(SystemProgram.transfer({ fromPubkey: wallet, toPubkey: to, lamports: LAMPORTS_PER_SOL / 100 })) })
    expect(await connection.getBalance(to)).toBe(LAMPORTS_PER_SOL / 100)
  })

  it('refuses a transaction the wallet is not a signer of, before the wallet service is asked', async () => {
    const { client, port } = await loggedIn(solana('all-users'))
    const foreign = Keypair.generate()
    const { blockhash } = await connection.getLatestBlockhash()
    const tx = new Transaction({ feePayer: foreign.publicKey, recentBlockhash: blockhash }).add(SystemProgram.transfer({ fromPubkey: foreign.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 1 }))
    const rpcs = () => port.posted.filter((m) => (m as { event: string }).event === E.rpc).length
    const before = rpcs()
    await expect(signSolanaTransaction(client, { transaction: tx })).rejects.toThrow('No wallet found for address')
    await expect(sendSolanaTransaction(client, { transaction: tx, connection })).rejects.toThrow('No wallet found for address')
    expect(rpcs()).toBe(before)
  })

  it('one entropy: a Solana wallet created after the Ethereum one shares its entropy id, and an Ethereum wallet joins a Solana-first entropy', async () => {
    const first = await loggedIn()
    const { wallet: ethereum } = await createWallet(first.client)
    const { wallet: sol } = await createSolanaWallet(first.client)
    expect(sol.entropyId?.toLowerCase()).toBe(ethereum.address.toLowerCase())
    const { wallet: sol1 } = await createSolanaWallet(first.client, { createAdditional: true })
    expect(sol1.walletIndex).toBe(1)
    await expect(createSolanaWallet(first.client)).rejects.toThrow('User already has an embedded wallet.')

    const second = await loggedIn(solana('all-users'))
    const solanaFirst = embeddedSolanaWallets(userValue.get(second.client))[0]!
    const { wallet: joined } = await createWallet(second.client)
    expect(joined.address).toBe(solanaFirst.entropyId)
    expect(joined).toMatchObject({ chainType: 'ethereum', walletIndex: 0 })
  })

  it('an imported Solana key (importWallet chainType solana) is listed, signs messages its public key verifies, and sends SOL for real', async () => {
    const { client } = await loggedIn(solana('users-without-wallets'))
    const created = addressOf(client)
    const key = Keypair.generate()
    const address = key.publicKey.toBase58()
    const { wallet } = await importWallet(client, { privateKey: base58.encode(key.secretKey), chainType: 'solana' })
    expect(wallet).toMatchObject({ address, chainType: 'solana', imported: true, walletIndex: 0, connectorType: 'embedded', entropyId: address, entropyIdVerifier: 'solana-address-verifier' })
    expect(embeddedSolanaWallets(userValue.get(client)).map((w) => w.address)).toEqual([created, address])

    const { signature } = await signSolanaMessage(client, { message: 'imported solana', address })
    expect(ed25519.verify(Buffer.from(signature, 'base64'), new TextEncoder().encode('imported solana'), key.publicKey.toBytes())).toBe(true)

    await chain.faucet({ chainType: 'solana', address, amount: '1' })
    const to = Keypair.generate().publicKey
    const sent = await sendSolanaTransaction(client, {
      address, connection, transaction: new Transaction({ feePayer: key.publicKey }).add(SystemProgram.transfer({ fromPubkey: key.publicKey, toPubkey: to, lamports: LAMPORTS_PER_SOL / 10 })),
    })
    expect((await connection.getSignatureStatuses([sent.signature])).value[0]?.err).toBeNull()
    expect(await connection.getBalance(to)).toBe(LAMPORTS_PER_SOL / 10)
    // The same wallet in useSolanaWallets' shape: sendTransaction through it.
    const listed = toEmbeddedSolanaWallets(client, { user: userValue.get(client) }).find((w) => w.address === address)!
    await listed.sendTransaction(new Transaction({ feePayer: key.publicKey }).add(SystemProgram.transfer({ fromPubkey: key.publicKey, toPubkey: to, lamports: 5_000 })), connection)
    expect(await connection.getBalance(to)).toBe(LAMPORTS_PER_SOL / 10 + 5_000)
    // Its own key cannot be imported twice; a 64-byte key whose halves disagree is refused.
    await expect(importWallet(client, { privateKey: base58.encode(key.secretKey), chainType: 'solana' })).rejects.toMatchObject({ code: 'resource_already_exists' })
    const mismatched = Uint8Array.from([...Keypair.generate().secretKey.slice(0, 32), ...key.publicKey.toBytes()])
    await expect(importWallet(client, { privateKey: base58.encode(mismatched), chainType: 'solana' })).rejects.toMatchObject({ code: 'invalid_request' })
  })

  it('without a user: creating and signing are refused with the authentication messages', async () => {
    const client = clientOnBackend(backend)
    await startClient(client)
    await expect(createSolanaWallet(client)).rejects.toThrow('User must be authenticated before creating a Foyer wallet')
    await expect(signSolanaMessage(client, { message: 'x' })).rejects.toThrow('User must be authenticated before signing with a Foyer wallet')
  })
})
