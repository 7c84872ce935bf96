/** In-memory state of one dev backend. */
import { randomId, randomToken } from './random.js'
import { PasskeyState } from './passkeys/state.js'
import { MfaState } from './mfaState.js'
import { EmbeddedWalletState } from './embeddedWallets.js'
import type {
  AnalyticsEvent,
  Fault,
  Mail,
  RequestLogEntry,
  WireAppConfig,
  WireEmailAccount,
  WireLinkedAccount,
  WireUser,
} from './types.js'

export interface Session {
  id: string
  userId: string
  /** The live refresh token; rotated on each refresh. */
  refreshToken: string
  refreshExpiresAt: number
  revoked: boolean
}

export interface PendingCode {
  code: string
  expiresAt: number
}

export interface ActiveFault extends Fault {
  remaining: number
}

export class Store {
  users = new Map<string, WireUser>()
  sessions = new Map<string, Session>()
  /** refresh token → session id, for live and rotated tokens. */
  refreshTokens = new Map<string, string>()
  codes = new Map<string, PendingCode>()
  rateHits = new Map<string, number[]>()
  mailbox: Mail[] = []
  /** SMS codes sent (same shape as mails; `to` is E.164). */
  smsOutbox: Mail[] = []
  /** SHA-256 (hex) of a guest credential → the guest user's id. */
  guestCredentials = new Map<string, string>()
  /** Passkey challenges and credentials. */
  passkeys = new PasskeyState()
  /** MFA: enrolled SMS numbers and TOTP secrets, MFA tokens. */
  mfa = new MfaState()
  /** Embedded wallets: shares, recovery keys, pending registrations (embeddedWallets.ts). */
  embeddedWallets = new EmbeddedWalletState()
  faults: ActiveFault[] = []
  requests: RequestLogEntry[] = []
  analytics: AnalyticsEvent[] = []
  /** jti of access tokens issued / forced to count as expired. */
  issuedJtis = new Set<string>()
  expiredJtis = new Set<string>()
  /** Makes every access token issued so far count as expired (refresh still works). */
  expireAccessTokens(): void {
    for (const jti of this.issuedJtis) this.expiredJtis.add(jti)
  }
  /** Test-captcha tokens issued (single use): token → site key and expiry (ms). */
  captchaTokens = new Map<string, { siteKey: string; expiresAt: number }>()

  constructor(public config: WireAppConfig) {}

  // Users ------------------------------------------------------------------

  userByEmail(email: string): WireUser | undefined {
    for (const user of this.users.values()) {
      if (emailOf(user) === email) return user
    }
    return undefined
  }

  createUser(accounts: WireLinkedAccount[], nowSec: number): WireUser {
    const user: WireUser = {
      id: `did:foyer:${randomId(25)}`,
      created_at: nowSec,
      linked_accounts: accounts,
      mfa_methods: [],
      has_accepted_terms: false,
      is_guest: false,
      custom_metadata: {},
    }
    this.users.set(user.id, user)
    return user
  }

  // Sessions ---------------------------------------------------------------

  createSession(userId: string, refreshExpiresAt: number): Session {
    const session: Session = {
      id: crypto.randomUUID(),
      userId,
      refreshToken: randomToken(),
      refreshExpiresAt,
      revoked: false,
    }
    this.sessions.set(session.id, session)
    this.refreshTokens.set(session.refreshToken, session.id)
    return session
  }

  rotate(session: Session, refreshExpiresAt: number): void {
    session.refreshToken = randomToken()
    session.refreshExpiresAt = refreshExpiresAt
    this.refreshTokens.set(session.refreshToken, session.id)
  }

  revoke(session: Session): void {
    session.revoked = true
  }

  liveSession(id: string): Session | undefined {
    const session = this.sessions.get(id)
    return session && !session.revoked && this.users.has(session.userId) ? session : undefined
  }
}

export function emailOf(user: WireUser): string | undefined {
  return user.linked_accounts.find((a): a is WireEmailAccount => a.type === 'email')?.address
}

export function phoneAccount(phoneNumber: string, nowSec: number): WireLinkedAccount {
  return { type: 'phone', phoneNumber, verified_at: nowSec, first_verified_at: nowSec, latest_verified_at: nowSec }
}

export function emailAccount(address: string, nowSec: number): WireEmailAccount {
  return {
    type: 'email',
    address,
    verified_at: nowSec,
    first_verified_at: nowSec,
    latest_verified_at: nowSec,
  }
}

/** A deep copy, so callers never hold live state. */
export const clone = <T>(value: T): T => structuredClone(value)
