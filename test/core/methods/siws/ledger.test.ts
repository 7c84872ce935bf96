import { Transaction } from '@solana/web3.js'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createSiwsMemoTransaction, loginWithEmailCode, sendEmailCode, MEMO_PROGRAM_ADDRESS, resetAuthFlows, setSolanaLedgerChoice, SIWS_MEMO_BLOCKHASH,
  signInWithSiws, signsInWithLedger, siwsFlow, toSolanaConnector, userValue, type FoyerClient, type WalletConnector,
} from '../../../../src/core/internal.js'
import { compactU16 } from '../../../../src/core/methods/siws/memoTransaction.js'
import { walletConnectorsValue } from '../../../../src/core/wallets/state.js'
import { createDevBackend, createTestSolanaWallet, type DevBackend, type TestSolanaWallet } from '../../../../src/testing/index.js'
import { clientOnBackend } from '../../helpers.js'
import { recordFlow } from '../../waiting.js'

let backend: DevBackend
let client: FoyerClient
let wallet: TestSolanaWallet
let connector: WalletConnector
const bodies: Record<string, unknown>[] = []

beforeEach(() => {
  backend = createDevBackend({ allowedOrigins: ['http://foyer.test'] })
  bodies.length = 0
  client = clientOnBackend(backend, {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      if (/\/siws\/(authenticate|link)$/.test(String(input))) bodies.push(JSON.parse(String(init?.body)))
      return backend.fetch(new Request(input, init))
    },
  })
  wallet = createTestSolanaWallet({ name: 'Phantom' })
  connector = toSolanaConnector(wallet.wallet as never)
  walletConnectorsValue.set(client, [connector])
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

async function connect() {
  const { address } = await connector.connect()
  return { connectorId: connector.id, address, walletClientType: connector.walletClientType, connectorType: connector.connectorType }
}

describe('createSiwsMemoTransaction', () => {
  const address = createTestSolanaWallet().address

  it('is a legacy transaction web3.js reads: fee payer the address, one memo instruction (signed by the address) carrying the message, the zero blockhash', () => {
    const message = 'app.example wants you to sign in with your Solana account:\n…'
    const tx = Transaction.from(createSiwsMemoTransaction({ address, message }))
    expect(tx.feePayer?.toBase58()).toBe(address)
    expect(tx.recentBlockhash).toBe(SIWS_MEMO_BLOCKHASH)
    expect(tx.instructions).toHaveLength(1)
    expect(tx.instructions[0]!.programId.toBase58()).toBe(MEMO_PROGRAM_ADDRESS)
    expect(tx.instructions[0]!.keys.map((k) => [k.pubkey.toBase58(), k.isSigner])).toEqual([[address, true]])
    expect(new TextDecoder().decode(tx.instructions[0]!.data)).toBe(message)
    expect(tx.signatures).toEqual([{ publicKey: tx.feePayer, signature: null }])
  })

  it('a long message gets a two-byte length; one that does not fit a transaction, or a bad address, is refused', () => {
    const long = 'x'.repeat(300)
    expect(new TextDecoder().decode(Transaction.from(createSiwsMemoTransaction({ address, message: long })).instructions[0]!.data)).toBe(long)
    expect(() => createSiwsMemoTransaction({ address, message: 'x'.repeat(1100) })).toThrow(/too long for a transaction/)
    expect(() => createSiwsMemoTransaction({ address: '0xabc', message: 'x' })).toThrow(/Not a Solana address/)
  })

  it.each([[0, [0]], [127, [0x7f]], [128, [0x80, 0x01]], [300, [0xac, 0x02]], [16383, [0xff, 0x7f]], [16384, [0x80, 0x80, 0x01]]])(
    'compactU16(%i) = %j', (value, bytes) => expect(compactU16(value)).toEqual(bytes),
  )
})

describe('signInWithSiws with a Ledger (memo transaction)', () => {
  it("after 'Continue with Ledger' the wallet signs a memo transaction (not the message) and the server logs the user in", async () => {
    setSolanaLedgerChoice(client, true)
    const { statuses } = recordFlow(client, siwsFlow.watch)
    const result = await signInWithSiws(client, { connection: await connect() })
    expect(statuses).toEqual(['generating-message', 'awaiting-signature', 'submitting-signature', 'done'])
    expect(result.loginAccount).toMatchObject({ type: 'wallet', address: wallet.address, chainType: 'solana', walletClientType: 'phantom' })
    expect(wallet.requests.map((r) => r.method)).toEqual(['connect', 'signTransaction'])
    expect(bodies[0]).toMatchObject({ message_type: 'transaction', message: siwsFlow.get(client).message })
    // The signature field is the signed transaction; its memo is the message.
    const signed = Transaction.from(Uint8Array.from(atob(String(bodies[0]!.signature)), (c) => c.charCodeAt(0)))
    expect(signed.verifySignatures()).toBe(true)
    expect(new TextDecoder().decode(signed.instructions[0]!.data)).toBe(bodies[0]!.message)
  })

  it("without the choice, or after 'Continue without Ledger', it signs the message (plain)", async () => {
    await signInWithSiws(client, { connection: await connect() })
    resetAuthFlows(client)
    client = clientOnBackend(backend, { fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/siws/authenticate')) bodies.push(JSON.parse(String(init?.body)))
      return backend.fetch(new Request(input, init))
    } })
    walletConnectorsValue.set(client, [connector])
    setSolanaLedgerChoice(client, false)
    await signInWithSiws(client, { connection: await connect() })
    expect(bodies.map((b) => b.message_type)).toEqual(['plain', 'plain'])
    expect(wallet.requests.filter((r) => r.method === 'signTransaction')).toEqual([])
  })

  it("the choice holds for the wallet it was asked for (Phantom): another Solana wallet picked afterwards signs its message", async () => {
    const solflare = createTestSolanaWallet({ name: 'Solflare' })
    const other = toSolanaConnector(solflare.wallet as never)
    walletConnectorsValue.set(client, [connector, other])
    setSolanaLedgerChoice(client, true)
    const { address } = await other.connect()
    await signInWithSiws(client, { connection: { connectorId: other.id, address, walletClientType: other.walletClientType, connectorType: other.connectorType } })
    expect(bodies.map((b) => b.message_type)).toEqual(['plain'])
    expect(solflare.requests.map((r) => r.method)).toEqual(['connect', 'signMessage'])
    expect(signsInWithLedger(client, 'phantom')).toBe(true)
    expect(signsInWithLedger(client, 'solflare')).toBe(false)
  })

  it('`ledger: true` asks for the memo transaction without the choice; linking to a logged-in user works the same way', async () => {
    const email = 'ledger@example.com'
    await sendEmailCode(client, { email })
    await loginWithEmailCode(client, { code: backend.mailbox.latest(email)!.code })
    const result = await signInWithSiws(client, { connection: await connect(), intent: 'link', ledger: true })
    expect(result.linkedAccount).toMatchObject({ type: 'wallet', address: wallet.address, chainType: 'solana' })
    expect(userValue.get(client)?.linkedAccounts.map((a) => a.type)).toEqual(['email', 'wallet'])
    expect(wallet.requests.map((r) => r.method)).toEqual(['connect', 'signTransaction'])
    expect(bodies).toEqual([expect.objectContaining({ message_type: 'transaction' })])
  })

  it("a rejection in the wallet is 'User rejected the request.' (4001)", async () => {
    setSolanaLedgerChoice(client, true)
    wallet.respondNext('reject', 'signTransaction')
    const error = await signInWithSiws(client, { connection: await connect() }).catch((e: unknown) => e)
    expect(error).toMatchObject({ shortMessage: 'User rejected the request.', code: 'user_rejected_request' })
    expect(siwsFlow.get(client)).toMatchObject({ status: 'error', error })
    expect(bodies).toEqual([])
  })

  it("a wallet that cannot sign transactions fails with 'Unable to sign message'", async () => {
    const { signSolanaTransaction: _, ...messageOnly } = connector
    walletConnectorsValue.set(client, [messageOnly])
    const error = await signInWithSiws(client, { connection: await connect(), ledger: true }).catch((e: unknown) => e)
    expect(error).toMatchObject({ shortMessage: 'Unable to sign message', code: 'UNABLE_TO_SIGN' })
    expect(String((error as Error).message)).toMatch(/cannot sign transactions/)
  })

  it('a reset while the Ledger prompt is open ends the sign-in with USER_EXITED_AUTH_FLOW', async () => {
    setSolanaLedgerChoice(client, true)
    wallet.respondNext('hang', 'signTransaction')
    const pending = signInWithSiws(client, { connection: await connect() }).catch((e: unknown) => e)
    await vi.waitFor(() => expect(siwsFlow.get(client).status).toBe('awaiting-signature'))
    resetAuthFlows(client)
    wallet.releaseHanging()
    expect(await pending).toMatchObject({ code: 'USER_EXITED_AUTH_FLOW' })
  })
})
