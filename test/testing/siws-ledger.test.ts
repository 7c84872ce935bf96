import { ed25519 } from '@noble/curves/ed25519.js'
import {
  ComputeBudgetProgram, Keypair, PublicKey, SystemProgram, Transaction, TransactionInstruction, TransactionMessage, VersionedTransaction,
} from '@solana/web3.js'
import { beforeEach, describe, expect, it } from 'vitest'
import { createSiwsMemoTransaction, MEMO_PROGRAM_ADDRESS, SIWS_MEMO_BLOCKHASH } from '../../src/core/methods/siws/memoTransaction.js'
import { createSiwsMessage } from '../../src/core/wallets/solana/siwsMessage.js'
import { base58Encode, createDevBackend, createTestSolanaWallet, type DevBackend } from '../../src/testing/index.js'
import { readSolanaTransaction, siwsTransactionProblem } from '../../src/testing/siwsTransaction.js'
import { call } from './helpers.js'

// The Ledger's proof (message_type 'transaction'): the signature field is a signed memo transaction
// carrying the SIWS message. Transactions here are written by @solana/web3.js (independently of the
// kit's builder), except the first, which is the kit's, signed by the test wallet.

let backend: DevBackend
const now = Date.parse('2025-03-01T10:00:00Z')
const secret = ed25519.utils.randomSecretKey()
const keypair = Keypair.fromSeed(secret)
const address = keypair.publicKey.toBase58()
const other = Keypair.generate()
const memoProgram = new PublicKey(MEMO_PROGRAM_ADDRESS)
const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))

beforeEach(() => {
  backend = createDevBackend({ now: () => now, allowedOrigins: ['http://localhost:*'] })
})

async function nonceFor() {
  const res = await call(backend, 'POST', '/api/v1/siws/init', { body: { address } })
  return res.body.nonce as string
}
const message = (nonce: string) =>
  createSiwsMessage({
    domain: 'localhost', address, statement: `You are proving you own ${address}.`, uri: 'http://localhost/login',
    version: '1', chainId: 'mainnet', nonce, issuedAt: new Date(now).toISOString(),
  })
const authenticate = (body: Record<string, unknown>) =>
  call(backend, 'POST', '/api/v1/siws/authenticate', {
    body: { walletClientType: 'phantom', connectorType: 'solana_adapter', message_type: 'transaction', mode: 'login-or-sign-up', ...body },
  })

const memo = (text: string, signers: PublicKey[] = [keypair.publicKey]) =>
  new TransactionInstruction({ programId: memoProgram, keys: signers.map((pubkey) => ({ pubkey, isSigner: true, isWritable: false })), data: Buffer.from(text) })

/** A legacy transaction of `instructions`, paid by `feePayer`, signed by `signers`, base64. */
function signed(instructions: TransactionInstruction[], { feePayer = keypair.publicKey, signers = [keypair] }: { feePayer?: PublicKey; signers?: Keypair[] } = {}) {
  const tx = new Transaction({ feePayer, recentBlockhash: SIWS_MEMO_BLOCKHASH }).add(...instructions)
  tx.sign(...signers)
  return toBase64(tx.serialize())
}

describe('siws/authenticate with message_type transaction (a Ledger)', () => {
  it("the kit's memo transaction, signed by the wallet, logs in (and signs up a Solana wallet account)", async () => {
    const wallet = createTestSolanaWallet({ secretKey: secret })
    const features = wallet.wallet.features as {
      'standard:connect': { connect(): Promise<unknown> }
      'solana:signTransaction': { signTransaction(i: { account: { address: string }; transaction: Uint8Array }): Promise<{ signedTransaction: Uint8Array }[]> }
    }
    await features['standard:connect'].connect()
    const m = message(await nonceFor())
    const [output] = await features['solana:signTransaction'].signTransaction({ account: { address }, transaction: createSiwsMemoTransaction({ address, message: m }) })
    const res = await authenticate({ message: m, signature: toBase64(output!.signedTransaction) })
    expect(res.status).toBe(200)
    expect(res.body.is_new_user).toBe(true)
    expect(res.body.user.linked_accounts).toEqual([expect.objectContaining({ type: 'wallet', address, chain_type: 'solana', wallet_client_type: 'phantom' })])
  })

  it('a memo with compute-budget instructions, and a v0 transaction, are accepted', async () => {
    const m = message(await nonceFor())
    const budget = [ComputeBudgetProgram.setComputeUnitLimit({ units: 50_000 }), ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 1 })]
    expect((await authenticate({ message: m, signature: signed([...budget, memo(m)]) })).status).toBe(200)
    const m2 = message(await nonceFor())
    const v0 = new VersionedTransaction(new TransactionMessage({ payerKey: keypair.publicKey, recentBlockhash: SIWS_MEMO_BLOCKHASH, instructions: [memo(m2, [])] }).compileToV0Message())
    v0.sign([keypair])
    expect((await authenticate({ message: m2, signature: toBase64(v0.serialize()) })).status).toBe(200)
  })

  it.each([
    ['a memo that is not the message', (m: string) => signed([memo(`${m} `)]), 'The memo is not the sign-in message'],
    ['an extra instruction', (m: string) => signed([memo(m), SystemProgram.transfer({ fromPubkey: keypair.publicKey, toPubkey: other.publicKey, lamports: 1 })]), 'The memo transaction holds more than the sign-in memo'],
    ['two memos', (m: string) => signed([memo(m), memo(m)]), 'The memo transaction holds more than the sign-in memo'],
    ['no memo', () => signed([ComputeBudgetProgram.setComputeUnitLimit({ units: 1 })]), 'The memo transaction holds more than the sign-in memo'],
    ['another signer', (m: string) => signed([memo(m, [keypair.publicKey, other.publicKey])], { signers: [keypair, other] }), 'The memo transaction has another signer'],
    ['another fee payer', (m: string) => signed([memo(m, [])], { feePayer: other.publicKey, signers: [other] }), 'The memo transaction is not paid and signed by the signing address'],
    ['a signature by another key', (m: string) => {
      const wire = Uint8Array.from(atob(signed([memo(m)])), (c) => c.charCodeAt(0))
      wire.set(ed25519.sign(wire.slice(65), ed25519.utils.randomSecretKey()), 1)
      return toBase64(wire)
    }, 'Invalid signature'],
    ['a bare message signature', (m: string) => toBase64(ed25519.sign(new TextEncoder().encode(m), secret)), /^Malformed memo transaction/],
    ['bytes that are not base64', () => '!!!', 'Malformed memo transaction (not base64)'],
  ])('refuses %s (401 invalid_credentials)', async (_, signature, error) => {
    const m = message(await nonceFor())
    const res = await authenticate({ message: m, signature: signature(m) })
    expect(res.status).toBe(401)
    expect(res.body.code).toBe('invalid_credentials')
    expect(res.body.error).toMatch(error)
  })

  it('a replayed proof is refused: the nonce is single-use', async () => {
    const m = message(await nonceFor())
    const body = { message: m, signature: signed([memo(m)]) }
    expect((await authenticate(body)).status).toBe(200)
    const replay = await authenticate(body)
    expect(replay.status).toBe(401)
    expect(replay.body.error).toBe('Unknown, used or expired nonce')
  })

  it('link takes the same proof for a logged-in user', async () => {
    const user = backend.users.create({ email: 'ledger@example.com' })
    const { token } = await backend.createSession(user.id)
    const m = message(await nonceFor())
    const res = await call(backend, 'POST', '/api/v1/siws/link', { token, body: { message: m, signature: signed([memo(m)]), message_type: 'transaction', walletClientType: 'phantom' } })
    expect(res.status).toBe(200)
    expect(res.body.linked_accounts.map((a: { type: string }) => a.type)).toEqual(['email', 'wallet'])
  })
})

describe('readSolanaTransaction / siwsTransactionProblem', () => {
  it("reads the kit's memo transaction: one signer (the address), the memo program, the zero blockhash, the message as data", () => {
    const tx = readSolanaTransaction(createSiwsMemoTransaction({ address, message: 'hello' }))
    expect(tx).toMatchObject({
      version: 'legacy', numRequiredSignatures: 1, accountKeys: [address, MEMO_PROGRAM_ADDRESS], recentBlockhash: SIWS_MEMO_BLOCKHASH,
      instructions: [{ programId: MEMO_PROGRAM_ADDRESS, accounts: [0], data: new TextEncoder().encode('hello') }],
    })
    expect(tx.signatures).toEqual([new Uint8Array(64)])
  })

  it('refuses truncated, trailing and lookup-table transactions', () => {
    const wire = Uint8Array.from(atob(signed([memo('x')])), (c) => c.charCodeAt(0))
    expect(() => readSolanaTransaction(wire.slice(0, -1))).toThrow('Truncated transaction')
    expect(() => readSolanaTransaction(Uint8Array.from([...wire, 0]))).toThrow('Trailing bytes')
    expect(siwsTransactionProblem({ wire: wire.slice(0, 10), address, message: 'x' })).toMatch(/^Malformed memo transaction/)
  })

  it('an unsigned transaction (its slot zeroed) is refused', () => {
    const wire = createSiwsMemoTransaction({ address, message: 'x' })
    expect(siwsTransactionProblem({ wire, address, message: 'x' })).toBe('Invalid signature')
    expect(base58Encode(wire.slice(69, 101))).toBe(address)
  })
})
