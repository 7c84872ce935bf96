import type { SolanaTransactionSummary } from '../../machines/solanaTransactionFlow.js'

/** What the wallet lacks: the SOL it sends plus the fee, minus its balance (null when unknown). */
export function missingLamports(summary: SolanaTransactionSummary): bigint | null {
  if (summary.balance === null) return null
  const sent = summary.instructions.reduce((sum, ix) => sum + (ix.type === 'sol-transfer' && ix.from === summary.address ? ix.lamports : 0n), 0n)
  const missing = sent + (summary.fee ?? 0n) - summary.balance
  return missing > 0n ? missing : null
}
