/**
 * The Solana instruction types the transaction confirmation reads (parsed by
 * `parseSolanaInstructions`). Types only, with the list of type names.
 */

/** The instruction types the confirmation knows. */
export const SOLANA_INSTRUCTION_TYPES = [
  'sol-transfer', 'spl-transfer', 'create-account', 'ata-creation', 'spl-init-account', 'spl-close-account', 'spl-sync-native',
  'raydium-swap-base-in', 'raydium-swap-base-out', 'jupiter-route', 'jupiter-shared-accounts-route', 'unknown',
] as const
/** An instruction's type (`SolanaInstruction.type`). */
export type SolanaInstructionType = (typeof SOLANA_INSTRUCTION_TYPES)[number]

type Key = string | null

/**
 * One instruction, parsed. Amounts are in base units (lamports for SOL; the token's smallest unit
 * for SPL tokens). An account is null when it comes from an unresolved address lookup table.
 */
export type SolanaInstruction =
  /** System Transfer: `lamports` from `from` to `to`. */
  | { type: 'sol-transfer'; programId: string; from: Key; to: Key; lamports: bigint }
  /** SPL Token Transfer or TransferChecked (which names the mint and its decimals). */
  | { type: 'spl-transfer'; programId: string; source: Key; destination: Key; owner: Key; amount: bigint; mint: Key; decimals: number | null; checked: boolean }
  /** System CreateAccount: a new account funded with `lamports`, `space` bytes, owned by `owner`. */
  | { type: 'create-account'; programId: string; from: Key; newAccount: Key; lamports: bigint; space: bigint; owner: string }
  /** Associated Token Account Create (or CreateIdempotent): `account` for `owner`'s `mint`, paid by `payer`. */
  | { type: 'ata-creation'; programId: string; payer: Key; account: Key; owner: Key; mint: Key; idempotent: boolean }
  /** SPL Token InitializeAccount (1, 2 or 3). */
  | { type: 'spl-init-account'; programId: string; account: Key; mint: Key; owner: Key }
  /** SPL Token CloseAccount: the rent goes to `destination`. */
  | { type: 'spl-close-account'; programId: string; account: Key; destination: Key; owner: Key }
  /** SPL Token SyncNative: a wrapped-SOL account's amount follows its lamports. */
  | { type: 'spl-sync-native'; programId: string; account: Key }
  /** Raydium AMM v4 SwapBaseIn: spend exactly `amountIn`, receive at least `minimumAmountOut`. */
  | { type: 'raydium-swap-base-in'; programId: string; amm: Key; source: Key; destination: Key; owner: Key; amountIn: bigint; minimumAmountOut: bigint }
  /** Raydium AMM v4 SwapBaseOut: receive exactly `amountOut`, spend at most `maxAmountIn`. */
  | { type: 'raydium-swap-base-out'; programId: string; amm: Key; source: Key; destination: Key; owner: Key; maxAmountIn: bigint; amountOut: bigint }
  /** Jupiter v6 route: `inAmount` in, about `quotedOutAmount` of `destinationMint` out, within `slippageBps`. */
  | { type: 'jupiter-route'; programId: string; owner: Key; source: Key; destination: Key; sourceMint: null; destinationMint: Key; inAmount: bigint; quotedOutAmount: bigint; slippageBps: number; platformFeeBps: number }
  /** Jupiter v6 sharedAccountsRoute: as route, through the program's shared token accounts (names both mints). */
  | { type: 'jupiter-shared-accounts-route'; programId: string; owner: Key; source: Key; destination: Key; sourceMint: Key; destinationMint: Key; inAmount: bigint; quotedOutAmount: bigint; slippageBps: number; platformFeeBps: number }
  /** A program the confirmation does not read: its id, accounts and raw data. */
  | { type: 'unknown'; programId: string; accounts: readonly Key[]; data: Uint8Array }

