import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  ComputeBudgetProgram, Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, SendTransactionError, SystemProgram, Transaction,
  TransactionExpiredBlockheightExceededError, TransactionMessage, VersionedTransaction, sendAndConfirmTransaction,
  type ParsedAccountData, type TransactionInstruction,
} from '@solana/web3.js'
import {
  TOKEN_PROGRAM_ID, createAssociatedTokenAccountInstruction, createTransferCheckedInstruction, getAssociatedTokenAddressSync,
} from '@solana/spl-token'
import { base58Encode, createDevBackend } from '../../../src/testing/index.js'
import { startDevServer, type DevServer } from '../../../src/testing/node.js'
import {
  SOLANA_DEV_GENESIS_HASH, SOLANA_DEV_USDC_MINT, createSolanaDevChain, type SolanaDevChain,
} from '../../../src/testing/chains/index.js'
import { call } from '../helpers.js'

const RPC = 'http://solana.test/rpc/solana'
const USDC = new PublicKey(SOLANA_DEV_USDC_MINT)

let chain: SolanaDevChain
let backend: ReturnType<typeof createDevBackend>
let connection: Connection

beforeAll(async () => {
  chain = await createSolanaDevChain()
  backend = createDevBackend({ chains: [chain] })
  connection = new Connection(RPC, {
    commitment: 'confirmed',
    fetch: ((input: string, init: RequestInit) => backend.fetch(new Request(input, init))) as never,
  })
})

afterEach(() => backend.reset())

/** One JSON-RPC request straight into the backend. */
async function rpc(method: string, params: unknown[] = []) {
  const response = await backend.fetch(
    new Request(RPC, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) }),
  )
  return (await response.json()) as { result?: any; error?: { code: number; message: string; data?: any } }
}

async function funded(sol = 2) {
  const key = Keypair.generate()
  await chain.faucet({ chainType: 'solana', address: key.publicKey.toBase58(), amount: String(sol) })
  return key
}

async function signed(payer: Keypair, ...instructions: TransactionInstruction[]) {
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
  const tx = new Transaction({ feePayer: payer.publicKey, blockhash, lastValidBlockHeight }).add(...instructions)
  tx.sign(payer)
  return tx
}

const transfer = (from: Keypair, to: PublicKey, lamports: number | bigint) =>
  SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports })

describe('the local Solana runtime', () => {
  it('describes itself as localnet standing in for the public clusters, with its USDC mint', () => {
    expect(backend.chains.list()).toEqual([
      {
        chainType: 'solana',
        networks: [
          {
            id: 'localnet',
            name: 'Solana local runtime',
            rpcPath: '/rpc/solana',
            wsPath: '/rpc/solana',
            clusters: ['mainnet-beta', 'devnet', 'testnet'],
            tokens: { USDC: { address: SOLANA_DEV_USDC_MINT, decimals: 6 } },
          },
        ],
      },
    ])
  })

  it('answers the node information methods', async () => {
    expect((await rpc('getHealth')).result).toBe('ok')
    expect(await connection.getVersion()).toEqual({ 'feature-set': expect.any(Number), 'solana-core': expect.any(String) })
    expect(await connection.getGenesisHash()).toBe(SOLANA_DEV_GENESIS_HASH)
    expect(await connection.getSlot()).toBe(0)
    expect(await connection.getBlockHeight()).toBe(0)
    expect(await connection.getEpochInfo()).toMatchObject({ absoluteSlot: 0, blockHeight: 0, epoch: 0 })
    expect(await connection.getRecentPrioritizationFees()).toEqual([{ slot: 0, prioritizationFee: 0 }])
    expect(await connection.getTransactionCount()).toBe(0)
    expect(await connection.getFirstAvailableBlock()).toBe(0)
  })

  it('takes a base58 transaction (the default encoding) and counts it', async () => {
    const from = await funded(1)
    const tx = await signed(from, transfer(from, Keypair.generate().publicKey, LAMPORTS_PER_SOL / 2))
    const sent = await rpc('sendTransaction', [base58Encode(tx.serialize())])
    expect(sent.result).toBe(bs58Of(tx))
    expect((await connection.getSignatureStatus(sent.result)).value?.err).toBeNull()
    expect(await connection.getTransactionCount()).toBe(2) // the faucet's airdrop and this one
  })

  it('gives a blockhash valid for 150 blocks and real rent-exempt minimums', async () => {
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
    expect(lastValidBlockHeight).toBe(150)
    expect((await connection.isBlockhashValid(blockhash)).value).toBe(true)
    expect((await connection.isBlockhashValid('11111111111111111111111111111111')).value).toBe(false)
    expect(await connection.getMinimumBalanceForRentExemption(0)).toBe(890_880)
    expect(await connection.getMinimumBalanceForRentExemption(165)).toBe(2_039_280)
  })

  it('executes a SOL transfer: the fee is charged, balances move, a block closes', async () => {
    const from = await funded(2)
    const to = Keypair.generate().publicKey
    const slot = await connection.getSlot()
    const tx = await signed(from, transfer(from, to, LAMPORTS_PER_SOL / 2))
    const fee = (await connection.getFeeForMessage(tx.compileMessage())).value
    expect(fee).toBe(5000)

    const signature = await connection.sendRawTransaction(tx.serialize())

    expect(await connection.getBalance(from.publicKey)).toBe(1.5 * LAMPORTS_PER_SOL - 5000)
    expect(await connection.getBalance(to)).toBe(LAMPORTS_PER_SOL / 2)
    expect(await connection.getSlot()).toBe(slot + 1)
    const { value } = await connection.getSignatureStatuses([signature, bs58Signature()])
    expect(value).toEqual([{ slot, confirmations: null, err: null, status: { Ok: null }, confirmationStatus: 'finalized' }, null])
    const got = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(got).toMatchObject({ slot, version: 'legacy', blockTime: expect.any(Number) })
    expect(got!.meta).toMatchObject({
      err: null,
      fee: 5000,
      preBalances: [2 * LAMPORTS_PER_SOL, 0, 1],
      postBalances: [1.5 * LAMPORTS_PER_SOL - 5000, LAMPORTS_PER_SOL / 2, 1],
      logMessages: ['Program 11111111111111111111111111111111 invoke [1]', 'Program 11111111111111111111111111111111 success'],
      computeUnitsConsumed: 150,
    })
    expect(got!.transaction.message.staticAccountKeys.map(String)).toEqual([from.publicKey.toBase58(), to.toBase58(), SystemProgram.programId.toBase58()])
    const parsed = await connection.getParsedTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(parsed!.transaction.message.instructions[0]).toMatchObject({
      program: 'system',
      parsed: { type: 'transfer', info: { source: from.publicKey.toBase58(), destination: to.toBase58(), lamports: LAMPORTS_PER_SOL / 2 } },
    })
    expect(parsed!.transaction.message.accountKeys.map((k) => [k.signer, k.writable])).toEqual([[true, true], [false, true], [false, false]])
    const history = await connection.getSignaturesForAddress(to)
    expect(history).toEqual([expect.objectContaining({ signature, slot, err: null, confirmationStatus: 'finalized' })])
  })

  it('charges the priority fee getFeeForMessage announces', async () => {
    const from = await funded(1)
    const tx = await signed(
      from,
      ComputeBudgetProgram.setComputeUnitLimit({ units: 10_000 }),
      ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 250_000 }),
      transfer(from, Keypair.generate().publicKey, LAMPORTS_PER_SOL / 10),
    )
    const fee = (await connection.getFeeForMessage(tx.compileMessage())).value
    expect(fee).toBe(5000 + 2500)
    const signature = await connection.sendRawTransaction(tx.serialize())
    expect((await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 }))!.meta!.fee).toBe(fee)
    expect(await connection.getBalance(from.publicKey)).toBe(0.9 * LAMPORTS_PER_SOL - fee!)
  })

  it('answers requestAirdrop with a real transfer from a faucet account', async () => {
    const to = Keypair.generate().publicKey
    const signature = await connection.requestAirdrop(to, 3 * LAMPORTS_PER_SOL)
    expect(await connection.getBalance(to)).toBe(3 * LAMPORTS_PER_SOL)
    expect((await connection.getSignatureStatus(signature)).value).toMatchObject({ err: null, confirmationStatus: 'finalized' })
    await expect(connection.requestAirdrop(to, 1001 * LAMPORTS_PER_SOL)).rejects.toThrow(/exceeds the limit/)
  })

  it('reads accounts in base64, base58 and jsonParsed, one or many', async () => {
    const owner = await funded(1)
    await chain.faucet({ chainType: 'solana', address: owner.publicKey.toBase58(), asset: 'USDC', amount: '12.5' })
    const ata = getAssociatedTokenAddressSync(USDC, owner.publicKey)

    const info = await connection.getAccountInfo(owner.publicKey)
    expect(info).toMatchObject({ lamports: LAMPORTS_PER_SOL, executable: false, data: Buffer.alloc(0) })
    expect(info!.owner.equals(SystemProgram.programId)).toBe(true)
    expect(await connection.getAccountInfo(Keypair.generate().publicKey)).toBeNull()
    const raw = await rpc('getAccountInfo', [ata.toBase58(), { encoding: 'base58', dataSlice: { offset: 0, length: 32 } }])
    expect(raw.result.value.data).toEqual([SOLANA_DEV_USDC_MINT, 'base58'])
    expect(raw.result.value).toMatchObject({ space: 165, rentEpoch: 18446744073709551615 })

    const parsedToken = (await connection.getParsedAccountInfo(ata)).value!.data as ParsedAccountData
    expect(parsedToken).toEqual({
      program: 'spl-token',
      space: 165,
      parsed: {
        type: 'account',
        info: {
          isNative: false,
          mint: SOLANA_DEV_USDC_MINT,
          owner: owner.publicKey.toBase58(),
          state: 'initialized',
          tokenAmount: { amount: '12500000', decimals: 6, uiAmount: 12.5, uiAmountString: '12.5' },
        },
      },
    })
    const parsedMint = (await connection.getParsedAccountInfo(USDC)).value!.data as ParsedAccountData
    expect(parsedMint.parsed).toEqual({
      type: 'mint',
      info: { decimals: 6, freezeAuthority: null, isInitialized: true, mintAuthority: expect.any(String), supply: '12500000' },
    })
    const many = await connection.getMultipleAccountsInfo([owner.publicKey, Keypair.generate().publicKey, ata])
    expect(many.map((a) => a?.lamports ?? null)).toEqual([LAMPORTS_PER_SOL, null, 2_039_280])
  })

  it('executes an SPL transfer that creates the recipient\'s associated token account', async () => {
    const sender = await funded(1)
    await chain.faucet({ chainType: 'solana', address: sender.publicKey.toBase58(), asset: 'USDC', amount: '100' })
    const recipient = Keypair.generate().publicKey
    const from = getAssociatedTokenAddressSync(USDC, sender.publicKey)
    const to = getAssociatedTokenAddressSync(USDC, recipient)
    const tx = await signed(
      sender,
      createAssociatedTokenAccountInstruction(sender.publicKey, to, recipient, USDC),
      createTransferCheckedInstruction(from, USDC, to, sender.publicKey, 25_000_000n, 6),
    )

    const signature = await connection.sendRawTransaction(tx.serialize())

    expect((await connection.getTokenAccountBalance(to)).value).toEqual({ amount: '25000000', decimals: 6, uiAmount: 25, uiAmountString: '25' })
    expect((await connection.getTokenAccountBalance(from)).value.uiAmountString).toBe('75')
    expect(await connection.getBalance(sender.publicKey)).toBe(LAMPORTS_PER_SOL - 5000 - 2_039_280) // fee and the account's rent
    const byMint = await connection.getTokenAccountsByOwner(recipient, { mint: USDC })
    expect(byMint.value.map((a) => a.pubkey.toBase58())).toEqual([to.toBase58()])
    expect(byMint.value[0]!.account.data).toHaveLength(165)
    const byProgram = await connection.getParsedTokenAccountsByOwner(sender.publicKey, { programId: TOKEN_PROGRAM_ID })
    expect(byProgram.value.map((a) => (a.account.data as ParsedAccountData).parsed.info.tokenAmount.amount)).toEqual(['75000000'])
    await expect(connection.getTokenAccountsByOwner(recipient, { mint: Keypair.generate().publicKey })).rejects.toThrow(/could not find mint/)

    const parsed = await connection.getParsedTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(parsed!.transaction.message.instructions.map((ix) => ('parsed' in ix ? ix.parsed.type : null))).toEqual(['create', 'transferChecked'])
    expect(parsed!.meta!.innerInstructions![0]!.instructions.map((ix) => ('parsed' in ix ? ix.parsed.type : null))).toEqual([
      'getAccountDataSize', 'createAccount', 'initializeImmutableOwner', 'initializeAccount3',
    ])
    expect(parsed!.meta!.preTokenBalances!.map((b) => b.uiTokenAmount.uiAmountString)).toEqual(['100'])
    const keys = parsed!.transaction.message.accountKeys.map((k) => k.pubkey.toBase58())
    const post = parsed!.meta!.postTokenBalances!.map((b) => [keys[b.accountIndex], b.owner, b.uiTokenAmount.amount])
    expect(post.sort((x, y) => x[2]!.localeCompare(y[2]!))).toEqual([
      [to.toBase58(), recipient.toBase58(), '25000000'],
      [from.toBase58(), sender.publicKey.toBase58(), '75000000'],
    ])
  })

  it('simulates a failing token transfer with its logs and error, and refuses to send it (-32002)', async () => {
    const sender = await funded(1)
    await chain.faucet({ chainType: 'solana', address: sender.publicKey.toBase58(), asset: 'USDC', amount: '1' })
    const from = getAssociatedTokenAddressSync(USDC, sender.publicKey)
    const tx = await signed(sender, createTransferCheckedInstruction(from, USDC, from, sender.publicKey, 5_000_000n, 6))

    const { value } = await connection.simulateTransaction(tx)
    expect(value.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
    expect(value.logs).toContain('Program log: Error: insufficient funds')
    expect(value.unitsConsumed).toBeGreaterThan(0)

    const sent = await connection.sendRawTransaction(tx.serialize()).catch((error: unknown) => error)
    expect(sent).toBeInstanceOf(SendTransactionError)
    expect((sent as SendTransactionError).message).toContain('Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1')
    expect((sent as SendTransactionError).logs).toContain('Program log: Error: insufficient funds')
    expect(await connection.getBalance(sender.publicKey)).toBe(LAMPORTS_PER_SOL) // nothing landed, no fee
  })

  it('shows insufficient lamports in the simulation logs; sent without preflight it lands failed and pays its fee', async () => {
    const from = await funded(1)
    const tx = await signed(from, transfer(from, Keypair.generate().publicKey, 2 * LAMPORTS_PER_SOL))

    const raw = await rpc('simulateTransaction', [tx.serialize().toString('base64'), { encoding: 'base64', sigVerify: true }])
    expect(raw.result.value).toMatchObject({ err: { InstructionError: [0, { Custom: 1 }] }, accounts: null, unitsConsumed: 150 })
    expect(raw.result.value.logs).toContain(`Transfer: insufficient lamports ${LAMPORTS_PER_SOL - 5000}, need ${2 * LAMPORTS_PER_SOL}`)
    const refused = await rpc('sendTransaction', [tx.serialize().toString('base64'), { encoding: 'base64' }])
    expect(refused.error).toMatchObject({ code: -32002, data: { err: { InstructionError: [0, { Custom: 1 }] } } })

    const signature = await connection.sendRawTransaction(tx.serialize(), { skipPreflight: true })
    expect((await connection.getSignatureStatus(signature)).value).toMatchObject({ err: { InstructionError: [0, { Custom: 1 }] } })
    expect(await connection.getBalance(from.publicKey)).toBe(LAMPORTS_PER_SOL - 5000)
    expect((await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 }))!.meta!.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
  })

  it('simulates with sigVerify and replaceRecentBlockhash, and returns the accounts asked for', async () => {
    const from = await funded(1)
    const to = Keypair.generate().publicKey
    const tx = await signed(from, transfer(from, to, LAMPORTS_PER_SOL / 4))
    const wire = tx.serialize().toString('base64')
    const withAccounts = await rpc('simulateTransaction', [wire, { encoding: 'base64', accounts: { encoding: 'base64', addresses: [to.toBase58()] } }])
    expect(withAccounts.result.value.err).toBeNull()
    expect(withAccounts.result.value.accounts).toEqual([expect.objectContaining({ lamports: LAMPORTS_PER_SOL / 4, owner: SystemProgram.programId.toBase58() })])
    expect(await connection.getBalance(to)).toBe(0) // a simulation commits nothing

    const forged = Transaction.from(tx.serialize())
    forged.signatures[0]!.signature = Buffer.alloc(64, 7)
    const forgedWire = forged.serialize({ verifySignatures: false }).toString('base64')
    expect((await rpc('simulateTransaction', [forgedWire, { encoding: 'base64' }])).result.value.err).toBeNull()
    expect((await rpc('simulateTransaction', [forgedWire, { encoding: 'base64', sigVerify: true }])).error).toEqual({
      code: -32003, message: 'Transaction signature verification failure',
    })

    chain.advanceSlots(151)
    expect((await rpc('simulateTransaction', [wire, { encoding: 'base64' }])).result.value.err).toBe('BlockhashNotFound')
    const replaced = await rpc('simulateTransaction', [wire, { encoding: 'base64', replaceRecentBlockhash: true }])
    expect(replaced.result.value.err).toBeNull()
    expect(replaced.result.value.replacementBlockhash).toEqual(await connection.getLatestBlockhash())
    expect((await rpc('simulateTransaction', [wire, { encoding: 'base64', replaceRecentBlockhash: true, sigVerify: true }])).error!.code).toBe(-32602)
  })

  it('expires blockhashes after 150 blocks', async () => {
    const from = await funded(1)
    const tx = await signed(from, transfer(from, Keypair.generate().publicKey, LAMPORTS_PER_SOL / 4))
    const { value: status } = await connection.isBlockhashValid(tx.recentBlockhash!)
    expect(status).toBe(true)

    const { status: advanced, body } = await call(backend, 'POST', '/__dev/solana/advance-slots', { body: { slots: 151 } })
    expect(advanced).toBe(200)
    expect(body).toEqual({ slot: 152, blockHeight: 152 })

    expect((await connection.isBlockhashValid(tx.recentBlockhash!)).value).toBe(false)
    expect((await connection.getFeeForMessage(tx.compileMessage())).value).toBeNull()
    await expect(connection.sendRawTransaction(tx.serialize())).rejects.toThrow('Transaction simulation failed: Blockhash not found')
    const dropped = await connection.sendRawTransaction(tx.serialize(), { skipPreflight: true })
    expect((await connection.getSignatureStatus(dropped)).value).toBeNull() // a node drops it
    expect(await connection.getBalance(from.publicKey)).toBe(LAMPORTS_PER_SOL)
  })

  it('runs v0 transactions and asks for maxSupportedTransactionVersion as a node does', async () => {
    const from = await funded(1)
    const { blockhash } = await connection.getLatestBlockhash()
    const message = new TransactionMessage({
      payerKey: from.publicKey,
      recentBlockhash: blockhash,
      instructions: [transfer(from, Keypair.generate().publicKey, LAMPORTS_PER_SOL / 2)],
    }).compileToV0Message()
    const tx = new VersionedTransaction(message)
    tx.sign([from])
    const signature = await connection.sendTransaction(tx)

    expect((await rpc('getTransaction', [signature, { encoding: 'json' }])).error).toMatchObject({ code: -32015 })
    expect(await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })).toMatchObject({ version: 0, meta: { fee: 5000 } })
  })

  it('credits SOL and USDC from the faucet, creating the token account', async () => {
    const owner = Keypair.generate().publicKey.toBase58()
    const sol = await call(backend, 'POST', '/__dev/faucet', { body: { chainType: 'solana', address: owner, asset: 'SOL', amount: '2.5' } })
    expect(sol.status).toBe(200)
    expect(sol.body).toEqual({ transaction: expect.any(String), balance: '2500000000' })
    expect((await connection.getSignatureStatus(sol.body.transaction)).value?.err).toBeNull()

    const usdc = await call(backend, 'POST', '/__dev/faucet', { body: { chainType: 'solana', address: owner, asset: 'USDC', amount: '10.25' } })
    expect(usdc.body).toEqual({ transaction: expect.any(String), balance: '10250000' })
    const again = await call(backend, 'POST', '/__dev/faucet', { body: { chainType: 'solana', address: owner, asset: 'USDC' } })
    expect(again.body.balance).toBe('110250000') // default 100 USDC, into the same account
    expect((await connection.getBalance(new PublicKey(owner)))).toBe(2.5 * LAMPORTS_PER_SOL) // the mint authority paid
    const native = await call(backend, 'POST', '/__dev/faucet', { body: { chainType: 'solana', address: owner } })
    expect(native.body.balance).toBe('3500000000') // default 1 SOL
  })

  it.each([
    [{ address: 'not-a-key' }, 'address must be a base58 Solana public key'],
    [{ address: 'So11111111111111111111111111111111111111112', asset: 'DOGE' }, 'Unknown asset DOGE on the local Solana runtime (native, SOL or USDC)'],
    [{ address: 'So11111111111111111111111111111111111111112', amount: '1e3' }, 'amount must be a decimal string with at most 9 decimals'],
    [{ address: 'So11111111111111111111111111111111111111112', asset: 'USDC', amount: '0.0000001' }, 'amount must be a decimal string with at most 6 decimals'],
    [{ address: 'So11111111111111111111111111111111111111112', amount: '0' }, 'amount must be more than 0'],
    [{ address: 'So11111111111111111111111111111111111111112', amount: '1000.5' }, 'amount exceeds the faucet limit of 1000 SOL'],
    [{ address: 'So11111111111111111111111111111111111111112', asset: 'USDC', amount: '1000001' }, 'amount exceeds the faucet limit of 1000000 USDC'],
  ])('refuses faucet request %j with 400 invalid_data', async (request, error) => {
    const res = await call(backend, 'POST', '/__dev/faucet', { body: { chainType: 'solana', ...request } })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ error, code: 'invalid_data' })
  })

  it('resets to the state at start', async () => {
    const owner = await funded(5)
    await chain.faucet({ chainType: 'solana', address: owner.publicKey.toBase58(), asset: 'USDC', amount: '5' })
    const signature = await connection.requestAirdrop(owner.publicKey, LAMPORTS_PER_SOL)
    expect(await connection.getSlot()).toBe(3)

    const res = await call(backend, 'POST', '/__dev/reset')

    expect(res.status).toBe(200)
    expect(await connection.getBalance(owner.publicKey)).toBe(0)
    expect(await connection.getSlot()).toBe(0)
    expect((await connection.getTokenSupply(USDC)).value.amount).toBe('0')
    expect(await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })).toBeNull()
  })

  it('answers spl_token_info for known mints (404 for others)', async () => {
    const usdc = await call(backend, 'GET', `/api/v1/spl_token_info?mint_address=${SOLANA_DEV_USDC_MINT}&cluster=devnet`)
    expect(usdc).toMatchObject({ status: 200, body: { symbol: 'USDC', decimals: 6, address: SOLANA_DEV_USDC_MINT } })
    const unknown = await call(backend, 'GET', `/api/v1/spl_token_info?mint_address=${Keypair.generate().publicKey.toBase58()}&cluster=mainnet-beta`)
    expect(unknown).toMatchObject({ status: 404, body: { error: 'Token not found', code: 'not_found' } })
    const invalid = await call(backend, 'GET', '/api/v1/spl_token_info?mint_address=nope&cluster=devnet')
    expect(invalid).toMatchObject({ status: 400, body: { code: 'invalid_data' } })
    const cluster = await call(backend, 'GET', `/api/v1/spl_token_info?mint_address=${SOLANA_DEV_USDC_MINT}&cluster=moonnet`)
    expect(cluster).toMatchObject({ status: 400, body: { error: 'Unknown cluster moonnet' } })
  })

  it('bounds its input: body size (413), batch length, transaction size', async () => {
    const big = await backend.fetch(new Request(RPC, { method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getHealth', pad: 'x'.repeat(60_000) }) }))
    expect(big.status).toBe(413)
    expect(await big.json()).toEqual({ error: 'Request body larger than 51200 bytes', code: 'payload_too_large' })

    const batch = Array.from({ length: 101 }, (_, id) => ({ jsonrpc: '2.0', id, method: 'getSlot' }))
    const tooMany = await (await backend.fetch(new Request(RPC, { method: 'POST', body: JSON.stringify(batch) }))).json()
    expect(tooMany.error).toEqual({ code: -32600, message: 'Invalid request: a batch of 101 requests exceeds the limit of 100' })
    const ok = await (await backend.fetch(new Request(RPC, { method: 'POST', body: JSON.stringify(batch.slice(0, 2)) }))).json()
    expect(ok).toEqual([{ jsonrpc: '2.0', id: 0, result: 0 }, { jsonrpc: '2.0', id: 1, result: 0 }])

    const oversized = Buffer.alloc(1300, 1).toString('base64')
    expect((await rpc('sendTransaction', [oversized, { encoding: 'base64' }])).error).toEqual({
      code: -32602,
      message: 'base64 encoded solana_transaction::versioned::VersionedTransaction too large: 1736 bytes (max: encoded/raw 1644/1232)',
    })
  })

  it('takes faults like the API routes (an RPC outage)', async () => {
    backend.faults.add({ method: 'POST', path: '/rpc/solana', status: 503, times: 1 })
    await expect(connection.getSlot()).rejects.toThrow(/503/)
    expect(await connection.getSlot()).toBe(0)
  })

  it('answers malformed requests with JSON-RPC errors', async () => {
    expect((await rpc('getNothing')).error).toEqual({ code: -32601, message: 'Method not found' })
    expect((await rpc('getBalance', ['not-a-key'])).error).toEqual({ code: -32602, message: 'Invalid param: Invalid' })
    expect((await rpc('getBalance', ['1111'])).error).toEqual({ code: -32602, message: 'Invalid param: WrongSize' })
    expect((await rpc('getSlot', [{ minContextSlot: 5 }])).error).toMatchObject({ code: -32016 })
    expect((await rpc('sendTransaction', ['AAAA', { encoding: 'base64' }])).error!.code).toBe(-32602)
    const parse = await (await backend.fetch(new Request(RPC, { method: 'POST', body: '{' }))).json()
    expect(parse).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } })
  })
})

describe('confirmation over WebSocket (node server)', () => {
  let server: DevServer
  let live: Connection
  let samePort: Connection

  // web3.js leaves some requests floating (a status read after a confirmation settled): close once they are done.
  const inFlight = new Set<Promise<unknown>>()

  beforeAll(async () => {
    server = await startDevServer({ backend, port: 0 })
    const url = `${server.url}/rpc/solana`
    const tracked = (input: string, init: RequestInit) => {
      const request = fetch(input, init)
      inFlight.add(request)
      void request.catch(() => {}).finally(() => inFlight.delete(request))
      return request
    }
    // As an app would: no wsEndpoint, so web3.js subscribes on the server's port + 1.
    live = new Connection(url, { commitment: 'confirmed', fetch: tracked as never })
    samePort = new Connection(url, { commitment: 'confirmed', wsEndpoint: url.replace(/^http/, 'ws'), fetch: tracked as never })
  })

  afterAll(async () => {
    const pending = (c: Connection) => Object.keys((c as unknown as { _subscriptionsByHash: object })._subscriptionsByHash).length
    await vi.waitFor(() => expect(pending(live) + pending(samePort) + inFlight.size).toBe(0), { interval: 10 })
    await server.close()
  })

  it('port 0 gets a port whose next one serves the subscriptions (a plain HTTP request there: 426)', async () => {
    const next = await fetch(`http://127.0.0.1:${server.port + 1}/rpc/solana`)
    expect(next.status).toBe(426)
  })

  it('confirms sendAndConfirmTransaction and confirmTransaction through signatureSubscribe (WebSocket on port + 1)', async () => {
    const from = await funded(1)
    const to = Keypair.generate().publicKey
    const signature = await sendAndConfirmTransaction(live, new Transaction().add(transfer(from, to, LAMPORTS_PER_SOL / 2)), [from])
    expect(await live.getBalance(to)).toBe(LAMPORTS_PER_SOL / 2)

    const airdrop = await live.requestAirdrop(to, LAMPORTS_PER_SOL)
    const latest = await live.getLatestBlockhash()
    const confirmed = await live.confirmTransaction({ signature: airdrop, ...latest })
    expect(confirmed.value).toEqual({ err: null })
    expect(signature).not.toBe(airdrop)
  })

  it('notifies a subscriber on the RPC path when its signature lands, with the error of a failed transaction', async () => {
    const from = await funded(1)
    const tx = await signed(from, transfer(from, Keypair.generate().publicKey, 5 * LAMPORTS_PER_SOL))
    const notified = new Promise((resolve) => samePort.onSignature(bs58Of(tx), (result) => resolve(result.err), 'confirmed'))
    await waitForSubscription(samePort)
    await samePort.sendRawTransaction(tx.serialize(), { skipPreflight: true })
    expect(await notified).toEqual({ InstructionError: [0, { Custom: 1 }] })
  })

  it('notifies account and slot subscribers when a transaction lands', async () => {
    const owner = Keypair.generate().publicKey
    const balances: number[] = []
    const slots: number[] = []
    const account = samePort.onAccountChange(owner, (info) => balances.push(info.lamports), { commitment: 'confirmed' })
    const slot = samePort.onSlotChange((info) => slots.push(info.slot))
    await waitForSubscription(samePort)
    await chain.faucet({ chainType: 'solana', address: owner.toBase58(), amount: '0.5' })
    await vi.waitFor(() => expect(balances).toEqual([LAMPORTS_PER_SOL / 2]), { interval: 10 })
    await vi.waitFor(() => expect(slots).toEqual([1]), { interval: 10 })
    await samePort.removeAccountChangeListener(account)
    await samePort.removeSlotChangeListener(slot)
  })

  it('rejects confirmTransaction with TransactionExpiredBlockheightExceededError once the blockhash expired', async () => {
    const from = await funded(1)
    const tx = await signed(from, transfer(from, Keypair.generate().publicKey, LAMPORTS_PER_SOL / 4))
    chain.advanceSlots(151)
    const signature = await live.sendRawTransaction(tx.serialize(), { skipPreflight: true })
    await expect(
      live.confirmTransaction({ signature, blockhash: tx.recentBlockhash!, lastValidBlockHeight: tx.lastValidBlockHeight! }),
    ).rejects.toBeInstanceOf(TransactionExpiredBlockheightExceededError)
  })
})

const bs58Of = (tx: Transaction) => base58Encode(tx.signature!)
const bs58Signature = () => base58Encode(new Uint8Array(64).fill(9))

/** Resolves once the connection's pending subscriptions are acknowledged by the server. */
async function waitForSubscription(connection: Connection) {
  const subs = (connection as unknown as { _subscriptionsByHash: Record<string, { state: string }> })._subscriptionsByHash
  await expect.poll(() => Object.values(subs).every((s) => s.state === 'subscribed'), { interval: 10 }).toBe(true)
}
