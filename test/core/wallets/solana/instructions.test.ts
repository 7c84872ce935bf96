import { describe, expect, it } from 'vitest'
import { createHash } from 'node:crypto'
import {
  ComputeBudgetProgram, Keypair, PublicKey, SystemProgram, Transaction, TransactionInstruction, TransactionMessage, VersionedTransaction,
} from '@solana/web3.js'
import {
  ASSOCIATED_TOKEN_PROGRAM_ID, NATIVE_MINT, TOKEN_PROGRAM_ID, createApproveInstruction, createAssociatedTokenAccountIdempotentInstruction,
  createAssociatedTokenAccountInstruction, createCloseAccountInstruction, createInitializeAccount3Instruction, createInitializeAccountInstruction,
  createSyncNativeInstruction, createTransferCheckedInstruction, createTransferInstruction, getAssociatedTokenAddressSync,
} from '@solana/spl-token'
import {
  InvalidSolanaTransactionError, JUPITER_ROUTE_DISCRIMINATOR, JUPITER_SHARED_ACCOUNTS_ROUTE_DISCRIMINATOR, JUPITER_V6_PROGRAM_ID,
  RAYDIUM_AMM_V4_PROGRAM_ID, UnsupportedSolanaInstructionError, decodeSolanaMessage, parseSolanaInstructions,
} from '../../../../src/core/wallets/solana/instructions.js'

const key = (n: number) => new PublicKey(Uint8Array.from({ length: 32 }, (_, i) => (i === 0 ? n : 7)))
const payer = key(1)
const alice = key(2)
const mint = key(3)
const BLOCKHASH = key(9).toBase58()

/** The instructions as the confirmation reads them: through the legacy message's wire bytes. */
function parsed(...instructions: TransactionInstruction[]) {
  const tx = new Transaction({ feePayer: payer, blockhash: BLOCKHASH, lastValidBlockHeight: 1 }).add(...instructions)
  return parseSolanaInstructions(decodeSolanaMessage(tx.serializeMessage()))
}

const u64 = (v: bigint) => {
  const b = new Uint8Array(8)
  new DataView(b.buffer).setBigUint64(0, v, true)
  return b
}
const bytes = (...parts: (Uint8Array | number[])[]) => Uint8Array.from(parts.flatMap((p) => [...p]))
const accounts = (n: number) => Array.from({ length: n }, (_, i) => ({ pubkey: key(40 + i), isSigner: false, isWritable: true }))
const raydium = (tag: number, a: bigint, b: bigint, n = 18) =>
  new TransactionInstruction({ programId: new PublicKey(RAYDIUM_AMM_V4_PROGRAM_ID), keys: accounts(n), data: Buffer.from(bytes([tag], u64(a), u64(b))) })
/** A Jupiter route's data: discriminator, (id), a one-step route plan, in, quoted out, slippage, platform fee. */
const jupiter = (shared: boolean, inAmount: bigint, out: bigint) => {
  const plan = bytes([1, 0, 0, 0], [7 /* a Swap variant */], [100, 0, 1]) // 1 step: swap, percent 100, input 0, output 1
  const data = bytes(shared ? JUPITER_SHARED_ACCOUNTS_ROUTE_DISCRIMINATOR : JUPITER_ROUTE_DISCRIMINATOR, shared ? [3] : [], plan, u64(inAmount), u64(out), [50, 0], [0])
  return new TransactionInstruction({ programId: new PublicKey(JUPITER_V6_PROGRAM_ID), keys: accounts(shared ? 13 : 9), data: Buffer.from(data) })
}

const ata = getAssociatedTokenAddressSync(mint, alice)
const source = getAssociatedTokenAddressSync(mint, payer)
const b58 = (k: PublicKey) => k.toBase58()

describe('parseSolanaInstructions: each instruction of a transaction as the confirmation shows it', () => {
  const cases: [string, TransactionInstruction, Record<string, unknown>][] = [
    ['System Transfer → sol-transfer', SystemProgram.transfer({ fromPubkey: payer, toPubkey: alice, lamports: 1_500_000_000n }),
      { type: 'sol-transfer', from: b58(payer), to: b58(alice), lamports: 1_500_000_000n }],
    ['System CreateAccount → create-account', SystemProgram.createAccount({ fromPubkey: payer, newAccountPubkey: alice, lamports: 2_039_280, space: 165, programId: TOKEN_PROGRAM_ID }),
      { type: 'create-account', from: b58(payer), newAccount: b58(alice), lamports: 2_039_280n, space: 165n, owner: b58(TOKEN_PROGRAM_ID) }],
    ['SPL Transfer → spl-transfer (no mint)', createTransferInstruction(source, ata, payer, 1_000_000n),
      { type: 'spl-transfer', source: b58(source), destination: b58(ata), owner: b58(payer), amount: 1_000_000n, mint: null, decimals: null, checked: false }],
    ['SPL TransferChecked → spl-transfer with mint and decimals', createTransferCheckedInstruction(source, mint, ata, payer, 2_500_000n, 6),
      { type: 'spl-transfer', source: b58(source), destination: b58(ata), owner: b58(payer), amount: 2_500_000n, mint: b58(mint), decimals: 6, checked: true }],
    ['ATA Create → ata-creation', createAssociatedTokenAccountInstruction(payer, ata, alice, mint),
      { type: 'ata-creation', payer: b58(payer), account: b58(ata), owner: b58(alice), mint: b58(mint), idempotent: false }],
    ['ATA CreateIdempotent → ata-creation (idempotent)', createAssociatedTokenAccountIdempotentInstruction(payer, ata, alice, mint),
      { type: 'ata-creation', payer: b58(payer), account: b58(ata), owner: b58(alice), mint: b58(mint), idempotent: true }],
    ['SPL InitializeAccount → spl-init-account', createInitializeAccountInstruction(ata, mint, alice),
      { type: 'spl-init-account', account: b58(ata), mint: b58(mint), owner: b58(alice) }],
    ['SPL InitializeAccount3 → spl-init-account (owner in data)', createInitializeAccount3Instruction(ata, mint, alice),
      { type: 'spl-init-account', account: b58(ata), mint: b58(mint), owner: b58(alice) }],
    ['SPL CloseAccount → spl-close-account', createCloseAccountInstruction(source, payer, payer),
      { type: 'spl-close-account', account: b58(source), destination: b58(payer), owner: b58(payer) }],
    ['SPL SyncNative → spl-sync-native', createSyncNativeInstruction(getAssociatedTokenAddressSync(NATIVE_MINT, payer)),
      { type: 'spl-sync-native', account: b58(getAssociatedTokenAddressSync(NATIVE_MINT, payer)) }],
    ['Raydium SwapBaseIn (18 accounts) → raydium-swap-base-in', raydium(9, 1_000_000n, 990n),
      { type: 'raydium-swap-base-in', amm: b58(key(41)), source: b58(key(55)), destination: b58(key(56)), owner: b58(key(57)), amountIn: 1_000_000n, minimumAmountOut: 990n }],
    ['Raydium SwapBaseOut (17 accounts) → raydium-swap-base-out', raydium(11, 2_000n, 1_000n, 17),
      { type: 'raydium-swap-base-out', source: b58(key(54)), destination: b58(key(55)), owner: b58(key(56)), maxAmountIn: 2_000n, amountOut: 1_000n }],
    ['Jupiter route → jupiter-route', jupiter(false, 5_000_000n, 31_000n),
      { type: 'jupiter-route', owner: b58(key(41)), source: b58(key(42)), destination: b58(key(43)), destinationMint: b58(key(45)), inAmount: 5_000_000n, quotedOutAmount: 31_000n, slippageBps: 50, platformFeeBps: 0 }],
    ['Jupiter sharedAccountsRoute → jupiter-shared-accounts-route', jupiter(true, 7n, 8n),
      { type: 'jupiter-shared-accounts-route', owner: b58(key(42)), source: b58(key(43)), destination: b58(key(46)), sourceMint: b58(key(47)), destinationMint: b58(key(48)), inAmount: 7n, quotedOutAmount: 8n, slippageBps: 50 }],
    ['a program it does not read → unknown (program id, accounts, data)', ComputeBudgetProgram.setComputeUnitLimit({ units: 200_000 }),
      { type: 'unknown', programId: 'ComputeBudget111111111111111111111111111111', accounts: [] }],
  ]

  it.each(cases)('%s', (_name, instruction, expected) => {
    const [one] = parsed(instruction)
    expect(one).toMatchObject(expected)
    expect(one!.programId).toBe(instruction.programId.toBase58())
  })

  it('keeps the order of a transaction of several instructions (ATA creation then TransferChecked)', () => {
    const types = parsed(createAssociatedTokenAccountIdempotentInstruction(payer, ata, alice, mint), createTransferCheckedInstruction(source, mint, ata, payer, 1n, 6))
    expect(types.map((i) => i.type)).toEqual(['ata-creation', 'spl-transfer'])
  })

  it('reads a version-0 message the same, and its lookup-table accounts as null until resolved', () => {
    const message = new TransactionMessage({
      payerKey: payer, recentBlockhash: BLOCKHASH, instructions: [SystemProgram.transfer({ fromPubkey: payer, toPubkey: alice, lamports: 5n })],
    }).compileToV0Message()
    const tx = new VersionedTransaction(message)
    const decoded = decodeSolanaMessage(tx.message.serialize())
    expect(decoded.version).toBe(0)
    expect(decoded.recentBlockhash).toBe(BLOCKHASH)
    expect(parseSolanaInstructions(decoded)).toMatchObject([{ type: 'sol-transfer', lamports: 5n, to: b58(alice) }])
  })

  it('the Jupiter discriminators are Anchor\'s: sha256("global:<name>")[0..8]', () => {
    const anchor = (name: string) => [...createHash('sha256').update(`global:${name}`).digest().subarray(0, 8)]
    expect([...JUPITER_ROUTE_DISCRIMINATOR]).toEqual(anchor('route'))
    expect([...JUPITER_SHARED_ACCOUNTS_ROUTE_DISCRIMINATOR]).toEqual(anchor('shared_accounts_route'))
  })
})

describe('an instruction of a program the kit reads that it cannot parse raises an error', () => {
  const cases: [string, TransactionInstruction, RegExp][] = [
    ['System Assign', SystemProgram.assign({ accountPubkey: alice, programId: TOKEN_PROGRAM_ID }), /^Unsupported System Program instruction: Assign/],
    ['SPL Approve', createApproveInstruction(source, alice, payer, 1n), /^Unsupported Token Program instruction: Approve/],
    ['Raydium deposit (tag 3)', new TransactionInstruction({ programId: new PublicKey(RAYDIUM_AMM_V4_PROGRAM_ID), keys: accounts(17), data: Buffer.from([3]) }), /^Unsupported Raydium AMM instruction/],
    ['Raydium SwapBaseIn with too few accounts', raydium(9, 1n, 1n, 10), /SwapBaseIn does not match its layout/],
    ['Jupiter with another discriminator', new TransactionInstruction({ programId: new PublicKey(JUPITER_V6_PROGRAM_ID), keys: accounts(9), data: Buffer.alloc(40) }), /^Unsupported Jupiter instruction/],
    ['System Transfer with truncated data', new TransactionInstruction({ programId: SystemProgram.programId, keys: accounts(2), data: Buffer.from([2, 0, 0, 0, 1]) }), /Transfer does not match its layout/],
    ['ATA RecoverNested', new TransactionInstruction({ programId: ASSOCIATED_TOKEN_PROGRAM_ID, keys: accounts(7), data: Buffer.from([2]) }), /RecoverNested/],
  ]
  it.each(cases)('%s', (_name, instruction, message) => {
    expect(() => parsed(instruction)).toThrow(UnsupportedSolanaInstructionError)
    expect(() => parsed(instruction)).toThrow(message)
  })

  it('a truncated message is an invalid transaction request', () => {
    const tx = new Transaction({ feePayer: Keypair.generate().publicKey, blockhash: BLOCKHASH, lastValidBlockHeight: 1 }).add(SystemProgram.transfer({ fromPubkey: payer, toPubkey: alice, lamports: 1 }))
    const bytes = tx.serializeMessage()
    expect(() => decodeSolanaMessage(bytes.subarray(0, bytes.length - 3))).toThrow(InvalidSolanaTransactionError)
  })
})
