/**
 * A transfer to the funded Solana wallet from another Solana wallet: SOL (System Program
 * `transfer`), or an SPL token such as USDC (the recipient's associated token account created if
 * missing, then `transferChecked`).
 */
import { ASSOCIATED_TOKEN_PROGRAM_ID, SYSTEM_PROGRAM_ID, TOKEN_PROGRAM_ID } from '../wallets/solana/instructions.js'
import { loadSolanaWeb3, solTransferInstruction, type SolanaFundingInstruction } from './sourceWallet.js'

/** What a one-signature transfer costs (lamports). */
export const SOLANA_TRANSFER_FEE_LAMPORTS = 5_000n

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

/** The instructions of a transfer of `amount` base units from `from` to `to` (`mint`: an SPL token, null: SOL). */
export async function solanaTransferInstructions(from: string, to: string, amount: bigint, mint: string | null, decimals: number): Promise<SolanaFundingInstruction[]> {
  if (!mint) return [solTransferInstruction(from, to, amount)]
  const { PublicKey } = await loadSolanaWeb3()
  const ata = (owner: string) =>
    PublicKey.findProgramAddressSync([new PublicKey(owner).toBuffer(), new PublicKey(TOKEN_PROGRAM_ID).toBuffer(), new PublicKey(mint).toBuffer()], new PublicKey(ASSOCIATED_TOKEN_PROGRAM_ID))[0].toBase58()
  const [fromAta, toAta] = [ata(from), ata(to)]
  const data = new Uint8Array(10)
  const view = new DataView(data.buffer)
  data[0] = 12
  view.setBigUint64(1, amount, true)
  data[9] = decimals
  return [
    {
      programId: ASSOCIATED_TOKEN_PROGRAM_ID,
      keys: [
        { pubkey: from, isSigner: true, isWritable: true }, { pubkey: toAta, isSigner: false, isWritable: true },
        { pubkey: to, isSigner: false, isWritable: false }, { pubkey: mint, isSigner: false, isWritable: false },
        { pubkey: SYSTEM_PROGRAM_ID, isSigner: false, isWritable: false }, { pubkey: TOKEN_PROGRAM_ID, isSigner: false, isWritable: false },
      ],
      data: '01',
    },
    {
      programId: TOKEN_PROGRAM_ID,
      keys: [
        { pubkey: fromAta, isSigner: false, isWritable: true }, { pubkey: mint, isSigner: false, isWritable: false },
        { pubkey: toAta, isSigner: false, isWritable: true }, { pubkey: from, isSigner: true, isWritable: false },
      ],
      data: hex(data),
    },
  ]
}
