/**
 * `jsonParsed` instructions (getParsedTransaction): the System, SPL Token (and Token-2022),
 * Associated Token Account and Memo instructions a wallet sends, parsed as a node parses them;
 * anything else stays `{ programId, accounts, data }` (base58), as a node leaves it.
 */
import { base58Encode } from '../../base58.js'
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM, uiTokenAmount } from './encoding.js'

export const SYSTEM_PROGRAM = '11111111111111111111111111111111'
export const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'
const MEMO_PROGRAMS = new Set(['MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr', 'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo'])

type Parsed = { program: string; parsed: unknown }

const u64 = (data: Uint8Array, offset: number) => new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(offset, true)
const key = (data: Uint8Array, offset: number) => base58Encode(data.subarray(offset, offset + 32))

function parseSystem(a: string[], d: Uint8Array): Parsed | null {
  if (d.length < 4) return null
  const kind = new DataView(d.buffer, d.byteOffset, d.byteLength).getUint32(0, true)
  const ok = (type: string, info: Record<string, unknown>) => ({ program: 'system', parsed: { info, type } })
  switch (kind) {
    case 0:
      if (d.length < 52) return null
      return ok('createAccount', { source: a[0], newAccount: a[1], lamports: u64(d, 4), space: u64(d, 12), owner: key(d, 20) })
    case 1:
      if (d.length < 36) return null
      return ok('assign', { account: a[0], owner: key(d, 4) })
    case 2:
      if (d.length < 12) return null
      return ok('transfer', { source: a[0], destination: a[1], lamports: u64(d, 4) })
    case 4:
      return ok('advanceNonce', { nonceAccount: a[0], recentBlockhashesSysvar: a[1], nonceAuthority: a[2] })
    case 8:
      if (d.length < 12) return null
      return ok('allocate', { account: a[0], space: u64(d, 4) })
    default:
      return null
  }
}

function parseToken(program: string, a: string[], d: Uint8Array): Parsed | null {
  if (d.length < 1) return null
  const ok = (type: string, info: Record<string, unknown>) => ({ program, parsed: { info, type } })
  const amount = () => (d.length >= 9 ? u64(d, 1) : null)
  switch (d[0]) {
    case 0:
    case 20: {
      if (d.length < 35) return null
      const info: Record<string, unknown> = { mint: a[0], decimals: d[1], mintAuthority: key(d, 2) }
      if (d[34] === 1 && d.length >= 67) info.freezeAuthority = key(d, 35)
      if (d[0] === 0) info.rentSysvar = a[1]
      return ok(d[0] === 0 ? 'initializeMint' : 'initializeMint2', info)
    }
    case 1:
      return ok('initializeAccount', { account: a[0], mint: a[1], owner: a[2], rentSysvar: a[3] })
    case 16:
      if (d.length < 33) return null
      return ok('initializeAccount2', { account: a[0], mint: a[1], owner: key(d, 1), rentSysvar: a[2] })
    case 18:
      if (d.length < 33) return null
      return ok('initializeAccount3', { account: a[0], mint: a[1], owner: key(d, 1) })
    case 3: {
      const value = amount()
      if (value === null) return null
      return ok('transfer', { source: a[0], destination: a[1], authority: a[2], amount: value.toString() })
    }
    case 4: {
      const value = amount()
      if (value === null) return null
      return ok('approve', { source: a[0], delegate: a[1], owner: a[2], amount: value.toString() })
    }
    case 5:
      return ok('revoke', { source: a[0], owner: a[1] })
    case 7: {
      const value = amount()
      if (value === null) return null
      return ok('mintTo', { mint: a[0], account: a[1], mintAuthority: a[2], amount: value.toString() })
    }
    case 8: {
      const value = amount()
      if (value === null) return null
      return ok('burn', { account: a[0], mint: a[1], authority: a[2], amount: value.toString() })
    }
    case 9:
      return ok('closeAccount', { account: a[0], destination: a[1], owner: a[2] })
    case 12: {
      if (d.length < 10) return null
      const tokenAmount = uiTokenAmount(u64(d, 1), d[9]!)
      return ok('transferChecked', { source: a[0], mint: a[1], destination: a[2], authority: a[3], tokenAmount })
    }
    case 14: {
      if (d.length < 10) return null
      return ok('mintToChecked', { mint: a[0], account: a[1], mintAuthority: a[2], tokenAmount: uiTokenAmount(u64(d, 1), d[9]!) })
    }
    case 15: {
      if (d.length < 10) return null
      return ok('burnChecked', { account: a[0], mint: a[1], authority: a[2], tokenAmount: uiTokenAmount(u64(d, 1), d[9]!) })
    }
    case 17:
      return ok('syncNative', { account: a[0] })
    case 21:
      return ok('getAccountDataSize', { mint: a[0] })
    case 22:
      return ok('initializeImmutableOwner', { account: a[0] })
    default:
      return null
  }
}

function parseAssociatedToken(a: string[], d: Uint8Array): Parsed | null {
  const type = d.length === 0 || d[0] === 0 ? 'create' : d[0] === 1 ? 'createIdempotent' : null
  if (!type) return null
  return {
    program: 'spl-associated-token-account',
    parsed: { info: { source: a[0], account: a[1], wallet: a[2], mint: a[3], systemProgram: a[4], tokenProgram: a[5] }, type },
  }
}

/**
 * An instruction as jsonParsed answers it: `{ program, programId, parsed, stackHeight }` when its
 * program is one a node parses, else `{ programId, accounts, data, stackHeight }`.
 */
export function parsedInstruction(programId: string, accounts: string[], data: Uint8Array, stackHeight: number | null) {
  let parsed: Parsed | null = null
  try {
    if (programId === SYSTEM_PROGRAM) parsed = parseSystem(accounts, data)
    else if (programId === TOKEN_PROGRAM) parsed = parseToken('spl-token', accounts, data)
    else if (programId === TOKEN_2022_PROGRAM) parsed = parseToken('spl-token-2022', accounts, data)
    else if (programId === ASSOCIATED_TOKEN_PROGRAM) parsed = parseAssociatedToken(accounts, data)
    else if (MEMO_PROGRAMS.has(programId)) parsed = { program: 'spl-memo', parsed: new TextDecoder('utf-8', { fatal: true }).decode(data) }
  } catch {
    parsed = null
  }
  if (parsed) return { ...parsed, programId, stackHeight }
  return { accounts, data: base58Encode(data), programId, stackHeight }
}
