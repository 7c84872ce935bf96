/**
 * Account and token encodings of the Solana JSON-RPC API: `base64` / `base58` / `jsonParsed`
 * account data (SPL Token accounts and mints parsed as a node parses them), token amounts
 * (`{ amount, decimals, uiAmount, uiAmountString }`), and JSON with exact u64 numbers.
 */
import { ACCOUNT_SIZE, AccountLayout, AccountState, MINT_SIZE, MintLayout, TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token'
import { base58Decode, base58Encode } from '../../base58.js'
import { invalidParams, RpcError } from './errors.js'

export const TOKEN_PROGRAM = TOKEN_PROGRAM_ID.toBase58()
export const TOKEN_2022_PROGRAM = TOKEN_2022_PROGRAM_ID.toBase58()
export const isTokenProgram = (owner: string) => owner === TOKEN_PROGRAM || owner === TOKEN_2022_PROGRAM
const programName = (owner: string) => (owner === TOKEN_2022_PROGRAM ? 'spl-token-2022' : 'spl-token')

/** `rentEpoch` of every account since rent collection ended (u64::MAX). */
export const RENT_EXEMPT_RENT_EPOCH = 18446744073709551615n

/** An account as the runtime holds it. */
export interface RuntimeAccount {
  lamports: bigint
  owner: string
  executable: boolean
  data: Uint8Array
}

/** JSON text in which bigints are written as exact numbers (u64 values beyond 2^53). */
export function toJson(value: unknown): string {
  const text = JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? `\u0000u64:${v}` : v))
  return text.replace(/"\\u0000u64:(\d+)"/g, '$1')
}

/** `1500000` with 6 decimals → '1.5'. */
export function formatUnits(amount: bigint, decimals: number): string {
  const base = 10n ** BigInt(decimals)
  const whole = amount / base
  const fraction = (amount % base).toString().padStart(decimals, '0').replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : `${whole}`
}

/** '1.5' with 6 decimals → 1500000n; null when the text is not a plain decimal with at most that many decimals. */
export function parseUnits(text: string, decimals: number): bigint | null {
  const match = /^(\d{1,30})(?:\.(\d+))?$/.exec(text)
  if (!match) return null
  const fraction = match[2] ?? ''
  if (fraction.length > decimals) return null
  return BigInt(match[1]!) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0')
}

export interface UiTokenAmount {
  amount: string
  decimals: number
  uiAmount: number
  uiAmountString: string
}

export function uiTokenAmount(amount: bigint, decimals: number): UiTokenAmount {
  const uiAmountString = formatUnits(amount, decimals)
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString }
}

export interface TokenAccountState {
  mint: string
  owner: string
  amount: bigint
  delegate: string | null
  delegatedAmount: bigint
  state: 'uninitialized' | 'initialized' | 'frozen'
  isNative: bigint | null
  closeAuthority: string | null
  programId: string
}

export interface MintState {
  mintAuthority: string | null
  supply: bigint
  decimals: number
  isInitialized: boolean
  freezeAuthority: string | null
  programId: string
}

// Token-2022 accounts with extensions carry an account-type byte after the base layout.
const ACCOUNT_TYPE_OFFSET = ACCOUNT_SIZE
const ACCOUNT_TYPE_MINT = 1
const ACCOUNT_TYPE_ACCOUNT = 2

/** The SPL Token account in `account`, or null when it holds none. */
export function readTokenAccount(account: RuntimeAccount | null): TokenAccountState | null {
  if (!account || !isTokenProgram(account.owner) || account.data.length < ACCOUNT_SIZE) return null
  if (account.data.length > ACCOUNT_SIZE && account.data[ACCOUNT_TYPE_OFFSET] !== ACCOUNT_TYPE_ACCOUNT) return null
  if (account.data.length > ACCOUNT_SIZE && account.owner === TOKEN_PROGRAM) return null
  const raw = AccountLayout.decode(account.data.subarray(0, ACCOUNT_SIZE))
  if (raw.state === AccountState.Uninitialized) return null
  return {
    mint: raw.mint.toBase58(),
    owner: raw.owner.toBase58(),
    amount: raw.amount,
    delegate: raw.delegateOption ? raw.delegate.toBase58() : null,
    delegatedAmount: raw.delegatedAmount,
    state: raw.state === AccountState.Frozen ? 'frozen' : 'initialized',
    isNative: raw.isNativeOption ? raw.isNative : null,
    closeAuthority: raw.closeAuthorityOption ? raw.closeAuthority.toBase58() : null,
    programId: account.owner,
  }
}

/** The SPL Token mint in `account`, or null when it holds none. */
export function readMint(account: RuntimeAccount | null): MintState | null {
  if (!account || !isTokenProgram(account.owner) || account.data.length < MINT_SIZE) return null
  if (account.data.length === ACCOUNT_SIZE) return null
  if (account.data.length > MINT_SIZE) {
    if (account.owner === TOKEN_PROGRAM || account.data[ACCOUNT_TYPE_OFFSET] !== ACCOUNT_TYPE_MINT) return null
  }
  const raw = MintLayout.decode(account.data.subarray(0, MINT_SIZE))
  if (!raw.isInitialized) return null
  return {
    mintAuthority: raw.mintAuthorityOption ? raw.mintAuthority.toBase58() : null,
    supply: raw.supply,
    decimals: raw.decimals,
    isInitialized: raw.isInitialized,
    freezeAuthority: raw.freezeAuthorityOption ? raw.freezeAuthority.toBase58() : null,
    programId: account.owner,
  }
}

/** The `parsed` of a token account or mint (jsonParsed), or null when `account` holds neither. */
export function parsedTokenData(
  account: RuntimeAccount,
  decimalsOf: (mint: string) => number | null,
): { program: string; parsed: unknown; space: number } | null {
  const program = programName(account.owner)
  const space = account.data.length
  const token = readTokenAccount(account)
  if (token) {
    const decimals = decimalsOf(token.mint)
    if (decimals === null) return null
    const info: Record<string, unknown> = {
      isNative: token.isNative !== null,
      mint: token.mint,
      owner: token.owner,
      state: token.state,
      tokenAmount: uiTokenAmount(token.amount, decimals),
    }
    if (token.delegate) {
      info.delegate = token.delegate
      info.delegatedAmount = uiTokenAmount(token.delegatedAmount, decimals)
    }
    if (token.isNative !== null) info.rentExemptReserve = uiTokenAmount(token.isNative, decimals)
    if (token.closeAuthority) info.closeAuthority = token.closeAuthority
    return { program, parsed: { info, type: 'account' }, space }
  }
  const mint = readMint(account)
  if (mint) {
    const info = {
      decimals: mint.decimals,
      freezeAuthority: mint.freezeAuthority,
      isInitialized: mint.isInitialized,
      mintAuthority: mint.mintAuthority,
      supply: mint.supply.toString(),
    }
    return { program, parsed: { info, type: 'mint' }, space }
  }
  return null
}

export type AccountEncoding = 'base58' | 'base64' | 'jsonParsed' | 'binary' | 'base64+zstd'

export interface DataSlice {
  offset: number
  length: number
}

/** Encoding and data slice of an account query's config (`{ encoding?, dataSlice? }`). */
export function accountConfig(config: unknown, fallback: AccountEncoding): { encoding: AccountEncoding; dataSlice?: DataSlice } {
  const c = (config ?? {}) as { encoding?: unknown; dataSlice?: unknown }
  const encoding = (c.encoding ?? fallback) as AccountEncoding
  if (!['base58', 'base64', 'jsonParsed', 'binary', 'base64+zstd'].includes(encoding)) {
    throw invalidParams(`unknown variant \`${String(encoding)}\`, expected one of \`binary\`, \`base58\`, \`base64\`, \`jsonParsed\`, \`base64+zstd\``)
  }
  if (encoding === 'base64+zstd') throw new RpcError(-32602, 'Invalid params: base64+zstd encoding is not supported by this local runtime')
  const slice = c.dataSlice as { offset?: unknown; length?: unknown } | undefined
  if (slice === undefined || slice === null) return { encoding }
  if (!Number.isSafeInteger(slice.offset) || !Number.isSafeInteger(slice.length) || (slice.offset as number) < 0 || (slice.length as number) < 0) {
    throw invalidParams('dataSlice needs a non-negative offset and length')
  }
  if (encoding === 'jsonParsed') return { encoding } // parsed data ignores the slice (a node falls back likewise)
  return { encoding, dataSlice: { offset: slice.offset as number, length: slice.length as number } }
}

const MAX_BASE58_BYTES = 128

/** An account as the RPC answers it (`getAccountInfo` value). */
export function encodeAccount(
  account: RuntimeAccount,
  { encoding, dataSlice }: { encoding: AccountEncoding; dataSlice?: DataSlice },
  decimalsOf: (mint: string) => number | null,
) {
  const base = {
    executable: account.executable,
    lamports: account.lamports,
    owner: account.owner,
    rentEpoch: RENT_EXEMPT_RENT_EPOCH,
    space: account.data.length,
  }
  if (encoding === 'jsonParsed') {
    const parsed = parsedTokenData(account, decimalsOf)
    if (parsed) return { data: parsed, ...base }
    return { data: [Buffer.from(account.data).toString('base64'), 'base64'], ...base }
  }
  const data = dataSlice ? account.data.subarray(dataSlice.offset, dataSlice.offset + dataSlice.length) : account.data
  if (encoding === 'base64') return { data: [Buffer.from(data).toString('base64'), 'base64'], ...base }
  if (data.length > MAX_BASE58_BYTES) {
    throw new RpcError(-32600, `Encoded binary (base 58) data should be less than ${MAX_BASE58_BYTES} bytes, please use Base64 encoding.`)
  }
  if (encoding === 'binary') return { data: base58Encode(data), ...base }
  return { data: [base58Encode(data), 'base58'], ...base }
}

/** The 32 bytes of a base58 public key, or null. */
export function decodePubkey(value: string): Uint8Array | null {
  if (value.length > 44) return null
  const bytes = base58Decode(value)
  return bytes && bytes.length === 32 ? bytes : null
}

/** A base58 public key parameter, or -32602 `Invalid param: …` as a node answers. */
export function pubkeyParam(value: unknown): string {
  if (typeof value !== 'string') throw invalidParams('invalid type: expected a base58 public key string')
  if (value.length > 44) throw new RpcError(-32602, 'Invalid param: WrongSize')
  const bytes = base58Decode(value)
  if (!bytes) throw new RpcError(-32602, 'Invalid param: Invalid')
  if (bytes.length !== 32) throw new RpcError(-32602, 'Invalid param: WrongSize')
  return value
}
