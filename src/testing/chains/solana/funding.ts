/**
 * The local Solana runtime's side of the fake funding providers (`DevChainFunding`): the on-ramp's
 * hot wallet and the bridge solver (deterministic, public keys) pay real transactions — SOL, or
 * USDC from their token accounts — topped up by the faucet and the mint authority when short;
 * a deposit to the solver is a transfer carrying its reference as a read-only account key (as
 * Solana Pay references do), read back from the landed transaction's balances.
 */
import { sha256 } from '@noble/hashes/sha2.js'
import { Keypair, PublicKey, SystemProgram, Transaction, type TransactionInstruction } from '@solana/web3.js'
import {
  TOKEN_PROGRAM_ID, createAssociatedTokenAccountIdempotentInstruction, createMintToCheckedInstruction,
  createTransferCheckedInstruction, getAssociatedTokenAddressSync,
} from '@solana/spl-token'
import type { DevChainFunding, FundingAsset, FundingDeposit, FundingPayer } from '../types.js'
import { decodePubkey, readTokenAccount } from './encoding.js'
import { transactionErrorText } from './errors.js'
import type { ExecutionOutcome, SolanaRuntime } from './runtime.js'
import { SOLANA_DEV_USDC_DECIMALS, SOLANA_DEV_USDC_MINT } from './constants.js'

const seeded = (label: string) => Keypair.fromSeed(sha256(new TextEncoder().encode(label)))
const LAMPORTS_PER_SOL = 1_000_000_000n
/** SOL a payer keeps for fees and token-account rent; a top-up brings it this much above what it sends. */
const FEE_RESERVE = LAMPORTS_PER_SOL / 10n
const SOL_TOP_UP = 100n * LAMPORTS_PER_SOL
const USDC_TOP_UP = 100_000n * 10n ** BigInt(SOLANA_DEV_USDC_DECIMALS)

/** What the funding side needs of the runtime (solana/index.ts). */
export interface SolanaFundingDeps {
  runtime(): SolanaRuntime
  /** Signs `tx` with `signer` (fee payer) on the latest blockhash and executes it. */
  run(tx: Transaction, signer: Keypair): { signature: string; outcome: ExecutionOutcome }
  /** Pays SOL top-ups. */
  faucet: Keypair
  /** Mints USDC top-ups. */
  mintAuthority: Keypair
}

/** The payers' key pairs, the same at every start (public seeds: never use them on a real cluster). */
export const SOLANA_FUNDING_KEYPAIRS: Record<FundingPayer, Keypair> = {
  onramp: seeded('foyer dev funding onramp'),
  solver: seeded('foyer dev funding bridge solver'),
}

const hex = (bytes: Uint8Array) => `0x${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`
const fromHex = (text: string) => Uint8Array.from(text.replace(/^0x/, '').match(/../g)!.map((b) => Number.parseInt(b, 16)))

export function solanaFunding({ runtime, run, faucet, mintAuthority }: SolanaFundingDeps): DevChainFunding {
  const mint = new PublicKey(SOLANA_DEV_USDC_MINT)
  const ataOf = (owner: PublicKey) => getAssociatedTokenAddressSync(mint, owner, true, TOKEN_PROGRAM_ID)
  const tokenBalance = (owner: PublicKey) => readTokenAccount(runtime().account(ataOf(owner).toBase58()))?.amount ?? 0n

  const execute = (instructions: TransactionInstruction[], signer: Keypair, what: string): string => {
    const { signature, outcome } = run(new Transaction().add(...instructions), signer)
    if (!outcome.landed || outcome.record.err) {
      throw new Error(`${what} failed: ${transactionErrorText(outcome.landed ? outcome.record.err! : outcome.err)}`)
    }
    return signature
  }

  /** Tops `payer` up so it can send `amount` of `asset` and pay the fees (and rent) around it. */
  const topUp = (payer: Keypair, asset: FundingAsset, amount: bigint) => {
    const sol = runtime().balance(payer.publicKey.toBase58())
    const needSol = FEE_RESERVE + (asset === 'native' ? amount : 0n)
    if (sol < needSol) {
      const lamports = needSol - sol + SOL_TOP_UP
      execute([SystemProgram.transfer({ fromPubkey: faucet.publicKey, toPubkey: payer.publicKey, lamports })], faucet, 'Topping up')
    }
    if (asset === 'USDC') {
      const usdc = tokenBalance(payer.publicKey)
      if (usdc < amount) {
        const ata = ataOf(payer.publicKey)
        execute(
          [
            createAssociatedTokenAccountIdempotentInstruction(mintAuthority.publicKey, ata, payer.publicKey, mint),
            createMintToCheckedInstruction(mint, ata, mintAuthority.publicKey, amount - usdc + USDC_TOP_UP, SOLANA_DEV_USDC_DECIMALS),
          ],
          mintAuthority,
          'Minting a top-up',
        )
      }
    }
  }

  const checkNetwork = (network: unknown) => {
    if (network !== 'solana') throw new Error(`No Solana network ${String(network)}`)
  }

  return {
    networks: ['solana'],
    address: (payer) => SOLANA_FUNDING_KEYPAIRS[payer].publicKey.toBase58(),
    isAddress: (text) => /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(text) && decodePubkey(text) !== null,
    sameAddress: (a, b) => a === b,
    isTransactionId: (text) => /^[1-9A-HJ-NP-Za-km-z]{64,90}$/.test(text),
    decimals: (asset) => (asset === 'native' ? 9 : SOLANA_DEV_USDC_DECIMALS),
    tokenAddress: (asset) => (asset === 'native' ? null : SOLANA_DEV_USDC_MINT),

    async balance(network, address, asset) {
      checkNetwork(network)
      return asset === 'native' ? runtime().balance(address) : tokenBalance(new PublicKey(address))
    },

    async pay({ network, payer: role, to, asset, amount }) {
      checkNetwork(network)
      const payer = SOLANA_FUNDING_KEYPAIRS[role]
      topUp(payer, asset, amount)
      const recipient = new PublicKey(to)
      if (asset === 'native') {
        return execute([SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: recipient, lamports: amount })], payer, `The ${role}'s transfer`)
      }
      const target = ataOf(recipient)
      return execute(
        [
          createAssociatedTokenAccountIdempotentInstruction(payer.publicKey, target, recipient, mint),
          createTransferCheckedInstruction(ataOf(payer.publicKey), mint, target, payer.publicKey, amount, SOLANA_DEV_USDC_DECIMALS),
        ],
        payer,
        `The ${role}'s USDC transfer`,
      )
    },

    async depositTransaction({ network, from, payer: role, asset, amount, reference }) {
      checkNetwork(network)
      const payer = SOLANA_FUNDING_KEYPAIRS[role]
      const sender = new PublicKey(from)
      const referenceKey = { pubkey: new PublicKey(fromHex(reference)), isSigner: false, isWritable: false }
      let instruction: TransactionInstruction
      if (asset === 'native') {
        instruction = SystemProgram.transfer({ fromPubkey: sender, toPubkey: payer.publicKey, lamports: amount })
      } else {
        // The solver's token account exists before the user deposits into it.
        const ata = ataOf(payer.publicKey)
        if (!runtime().account(ata.toBase58())) {
          topUp(payer, 'native', 0n)
          execute([createAssociatedTokenAccountIdempotentInstruction(payer.publicKey, ata, payer.publicKey, mint)], payer, 'Opening the token account')
        }
        instruction = createTransferCheckedInstruction(ataOf(sender), mint, ata, sender, amount, SOLANA_DEV_USDC_DECIMALS)
      }
      instruction.keys.push(referenceKey)
      return {
        from,
        to: payer.publicKey.toBase58(),
        value: amount.toString(),
        instructions: [
          {
            programId: instruction.programId.toBase58(),
            keys: instruction.keys.map((k) => ({ pubkey: k.pubkey.toBase58(), isSigner: k.isSigner, isWritable: k.isWritable })),
            data: hex(instruction.data),
          },
        ],
        addressLookupTableAddresses: [],
      }
    },

    async readDeposit(network, signature, role): Promise<FundingDeposit | undefined> {
      checkNetwork(network)
      const record = runtime().transaction(signature)
      if (!record) return undefined
      const solver = SOLANA_FUNDING_KEYPAIRS[role].publicKey.toBase58()
      const success = record.err === null
      const index = record.accountKeys.indexOf(solver)
      const native = index >= 0 ? record.postBalances[index]! - record.preBalances[index]! : 0n
      const usdcOf = (balances: typeof record.postTokenBalances) =>
        balances
          .filter((b) => b.owner === solver && b.mint === SOLANA_DEV_USDC_MINT)
          .reduce((sum, b) => sum + BigInt(b.uiTokenAmount.amount), 0n)
      const usdc = usdcOf(record.postTokenBalances) - usdcOf(record.preTokenBalances)
      const [asset, amount]: [FundingAsset | null, bigint] = !success
        ? [null, 0n]
        : usdc > 0n
          ? ['USDC', usdc]
          : native > 0n
            ? ['native', native]
            : [null, 0n]
      const references = record.accountKeys.map((key) => hex(decodePubkey(key) ?? new Uint8Array()))
      return { success, from: record.accountKeys[0]!, asset, amount, references }
    },
  }
}
