import { decodeJwtPayload } from '../utils/jwtPayload.js'
import type { FoyerClient } from '../client/types.js'
import { toLinkedAccount, type LinkedAccount, type WireLinkedAccount } from '../types/user.js'
import { getIdentityToken } from '../client/session/state.js'

/** The claims of an identity token (a JWT): the user id and the linked accounts. */
export type IdentityTokenClaims = {
  /** The user id. */
  sub: string | null
  /** The app id. */
  aud: string | null
  iss: string | null
  iat: number | null
  exp: number | null
  linkedAccounts: LinkedAccount[]
  /** Every claim as decoded. */
  raw: Record<string, unknown>
}

/** Decodes an identity token (no signature check: the server verifies it). Null when unreadable. */
export function parseIdentityToken(token: string | null | undefined): IdentityTokenClaims | null {
  if (!token) return null
  let raw: Record<string, unknown>
  try {
    raw = decodeJwtPayload(token) as Record<string, unknown>
  } catch {
    return null
  }
  let accounts: WireLinkedAccount[] = []
  try {
    const claim = raw.linked_accounts
    const parsed: unknown = typeof claim === 'string' ? JSON.parse(claim) : claim
    if (Array.isArray(parsed)) accounts = parsed.filter((a): a is WireLinkedAccount => typeof a === 'object' && a !== null && 'type' in a)
  } catch {
    accounts = []
  }
  const str = (v: unknown) => (typeof v === 'string' ? v : null)
  const num = (v: unknown) => (typeof v === 'number' ? v : null)
  return {
    sub: str(raw.sub),
    aud: Array.isArray(raw.aud) ? str(raw.aud[0]) : str(raw.aud),
    iss: str(raw.iss),
    iat: num(raw.iat),
    exp: num(raw.exp),
    linkedAccounts: accounts.map(toLinkedAccount),
    raw,
  }
}

/** The current identity token's claims, or null. */
export const getIdentityTokenClaims = (client: FoyerClient): IdentityTokenClaims | null => parseIdentityToken(getIdentityToken(client))
