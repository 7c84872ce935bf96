/** In-memory state of one dev backend. */
import { BoundedMap, DEV_BACKEND_LIMITS, RateWindows, type DevBackendLimits } from './limits.js'
import { randomId, randomToken } from './random.js'
import { PasskeyState } from './passkeys/state.js'
import { MfaState } from './mfaState.js'
import { EmbeddedWalletState } from './embeddedWallets.js'
import { DelegationState } from './delegation.js'
import { ServerWalletState } from './serverWallets.js'
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
  /** Wrong tries so far; at the limit the code is void (every try answers 429 until a new code). */
  wrongTries: number
}

export interface ActiveFault extends Fault {
  remaining: number
}

export class Store {
  users = new Map<string, WireUser>()
  sessions = new Map<string, Session>()
  /** refresh token → session id, for live and rotated tokens. */
  refreshTokens = new Map<string, string>()
  /** Pending one-time codes by key (an address, `sms:{number}`, `mfa-…`); capped, expired first out. */
  codes: BoundedMap<string, PendingCode>
  /** Sliding windows of codes sent and wrong codes, per address, IP and factor. */
  rateHits: RateWindows
  mailbox: Mail[] = []
  /** SMS codes sent (same shape as mails; `to` is E.164). */
  smsOutbox: Mail[] = []
  /** Counts the codes sent (mails and SMS): `GET /__dev/inbox?after=` waits for it to change. */
  inboxVersion = 0
  private inboxWaiters = new Set<() => void>()
  /** A code was sent: the version moves on and every waiting `/__dev/inbox` request answers. */
  inboxChanged(): void {
    this.inboxVersion++
    for (const wake of this.inboxWaiters) wake()
    this.inboxWaiters.clear()
  }
  /**
   * Resolves when a code is sent or after `ms`; false at once when `max` requests already wait
   * (the caller then answers without waiting: held requests are bounded).
   */
  waitForInbox(ms: number, max: number): Promise<boolean> {
    if (this.inboxWaiters.size >= max) return Promise.resolve(false)
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer)
        this.inboxWaiters.delete(wake)
        resolve(true)
      }
      const timer = setTimeout(wake, ms)
      // A held request never keeps a process alive.
      ;(timer as { unref?: () => void }).unref?.()
      this.inboxWaiters.add(wake)
    })
  }
  /** SHA-256 (hex) of a guest credential → the guest user's id. */
  guestCredentials = new Map<string, string>()
  /** Passkey challenges and credentials. */
  passkeys = new PasskeyState()
  /** MFA: enrolled SMS numbers and TOTP secrets, MFA tokens. */
  mfa = new MfaState()
  /** Embedded wallets: shares, recovery keys, pending registrations (embeddedWallets.ts). */
  embeddedWallets = new EmbeddedWalletState()
  /** Delegated actions: the delegation key, the wallets' keys the backend signs with, used signed requests (delegation.ts). */
  delegation = new DelegationState()
  /** Server-held wallets (mode user-controlled-server-wallets-only) and session signer keys (serverWallets.ts). */
  serverWallets = new ServerWalletState()
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
  captchaTokens: BoundedMap<string, { siteKey: string; expiresAt: number }>

  constructor(
    public config: WireAppConfig,
    /** The caps of its stores, and the clock their expiry is judged by. */
    readonly bounds: { limits: DevBackendLimits; now: () => number } = { limits: DEV_BACKEND_LIMITS, now: () => Date.now() },
  ) {
    const { limits, now } = bounds
    this.codes = new BoundedMap(limits.store.pendingCodes, (p) => p.expiresAt > now())
    this.rateHits = new RateWindows(limits.store.rateKeys)
    this.captchaTokens = this.boundedMap()
    this.passkeys.challenges = this.boundedMap()
    this.mfa.tokens = this.boundedMap()
    this.delegation.usedRequests = this.boundedMap()
  }

  /** A store of pending requests: at most `limits.store.pendingRequests`, expired ones out first. */
  boundedMap<K, V>(): BoundedMap<K, V> {
    const { limits, now } = this.bounds
    return new BoundedMap<K, V>(limits.store.pendingRequests, (v) => {
      const expiresAt = (v as { expiresAt?: unknown }).expiresAt
      return typeof expiresAt !== 'number' || expiresAt > now()
    })
  }

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
