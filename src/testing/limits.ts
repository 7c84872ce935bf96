/**
 * The dev backend's limits on guessing, sending and storing, and the two bounded structures that
 * enforce them: `BoundedMap` (a Map with a size cap that drops expired, then oldest, entries) and
 * `RateWindows` (sliding windows of hits per key, with a cap on the number of keys).
 * Every number is documented in docs/security.md; a real server must enforce the same.
 */

/** A sliding window: at most `max` hits in the last `windowMs` milliseconds. */
export type RateWindow = { max: number; windowMs: number }

/** The dev backend's rate limits and attempt limits (codes per address, attempts per code …). */
export interface DevBackendLimits {
  /** Codes sent to one address (e-mail, phone number, MFA phone) — the `rateLimit` option. */
  codesPerAddress: RateWindow
  /** Codes sent at the request of one client IP (any address). */
  codesPerIp: RateWindow
  /** Wrong tries that void a pending code (e-mail, SMS, SMS MFA): a new code must be sent. */
  wrongTriesPerCode: number
  /** Wrong codes for one address across its codes (reset by a right code). */
  wrongCodesPerAddress: RateWindow
  /** Wrong codes (e-mail, SMS, MFA, TOTP) from one client IP (never reset). */
  wrongCodesPerIp: RateWindow
  /** Wrong TOTP codes for one user's authenticator (reset by a right code). */
  wrongTotpPerFactor: RateWindow
  /**
   * Wrong recovery passwords for one password-sealed wallet (reset by the right one): past it the
   * sealed recovery share is not released, right password or not, until the window frees a try.
   */
  wrongRecoveryPasswords: RateWindow
  /** Largest request body, in bytes, per path family (413 `payload_too_large`). */
  bodyBytes: { api: number; rpc: number; dev: number }
  /** Largest string field (characters) unless `fieldLength` names it. */
  defaultFieldLength: number
  /** Largest length of named string fields. */
  fieldLength: Record<string, number>
  /** Caps of the in-memory stores: entries kept before the expired, then the oldest, are dropped. */
  store: {
    pendingCodes: number
    /** Sign-in nonces, OAuth / cross-app requests and codes, Farcaster channels, passkey challenges, captcha and MFA tokens (each). */
    pendingRequests: number
    /** Rate-limit keys (addresses, IPs, factors). */
    rateKeys: number
    /** Mails and SMS kept in the dev outboxes (each). */
    outbox: number
    /** Entries of the request log (`/__dev/requests`). */
    log: number
    /** Analytics events kept (each payload at most 8 KB). */
    analytics: number
  }
}

const MINUTE = 60_000

/** The limits the dev backend enforces unless `limits` options override them. */
export const DEV_BACKEND_LIMITS: DevBackendLimits = {
  codesPerAddress: { max: 5, windowMs: MINUTE },
  codesPerIp: { max: 50, windowMs: 10 * MINUTE },
  wrongTriesPerCode: 5,
  wrongCodesPerAddress: { max: 20, windowMs: 60 * MINUTE },
  wrongCodesPerIp: { max: 50, windowMs: 10 * MINUTE },
  wrongTotpPerFactor: { max: 5, windowMs: 10 * MINUTE },
  wrongRecoveryPasswords: { max: 5, windowMs: 60 * MINUTE },
  bodyBytes: { api: 100 * 1024, rpc: 1024 * 1024, dev: 100 * 1024 },
  defaultFieldLength: 2_048,
  fieldLength: {
    email: 254,
    oldAddress: 254,
    newAddress: 254,
    address: 254,
    phoneNumber: 32,
    phone_number: 32,
    old_phone_number: 32,
    new_phone_number: 32,
    code: 16,
    message: 16_384,
    signature: 16_384,
    token: 16_384,
    guest_credential: 512,
  },
  store: { pendingCodes: 10_000, pendingRequests: 10_000, rateKeys: 50_000, outbox: 1_000, log: 10_000, analytics: 1_000 },
}

/** `DEV_BACKEND_LIMITS` with `overrides` merged over it (one level deep). */
export function resolveLimits(overrides: Partial<DevBackendLimits> | undefined, rateLimit?: RateWindow): DevBackendLimits {
  const limits: DevBackendLimits = {
    ...DEV_BACKEND_LIMITS,
    ...overrides,
    bodyBytes: { ...DEV_BACKEND_LIMITS.bodyBytes, ...overrides?.bodyBytes },
    fieldLength: { ...DEV_BACKEND_LIMITS.fieldLength, ...overrides?.fieldLength },
    store: { ...DEV_BACKEND_LIMITS.store, ...overrides?.store },
  }
  if (rateLimit) limits.codesPerAddress = rateLimit
  return limits
}

/**
 * A Map holding at most `max` entries: making room drops the entries `isLive` refuses, then the
 * oldest. Used for every store of pending secrets, so no input grows memory without bound.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  private readonly max: number
  private readonly isLive: ((value: V) => boolean) | undefined

  constructor(max: number, isLive?: (value: V) => boolean) {
    super()
    this.max = max
    this.isLive = isLive
  }

  override set(key: K, value: V): this {
    if (!this.has(key) && this.size >= this.max) this.makeRoom()
    return super.set(key, value)
  }

  private makeRoom(): void {
    if (this.isLive) for (const [key, value] of this) if (!this.isLive(value)) this.delete(key)
    for (const key of this.keys()) {
      if (this.size < this.max) break
      this.delete(key)
    }
  }
}

/**
 * Sliding windows of hits per key (an address, an IP, a factor). Keeps at most `max` recent hit
 * times per key and at most `maxKeys` keys (the least recently hit go first).
 */
export class RateWindows {
  private readonly hits = new Map<string, number[]>()

  constructor(private readonly maxKeys: number) {}

  /** Hits of `key` within the window ending at `now`. */
  count(key: string, now: number, { windowMs }: RateWindow): number {
    return (this.hits.get(key) ?? []).filter((t) => t > now - windowMs).length
  }

  /** Whether `key` has used up its window at `now`. */
  isFull(key: string, now: number, window: RateWindow): boolean {
    return this.count(key, now, window) >= window.max
  }

  /** Counts one hit of `key` at `now`. */
  hit(key: string, now: number, { max, windowMs }: RateWindow): void {
    const recent = (this.hits.get(key) ?? []).filter((t) => t > now - windowMs)
    recent.push(now)
    this.hits.delete(key)
    this.hits.set(key, recent.slice(-Math.max(max, 1)))
    while (this.hits.size > this.maxKeys) this.hits.delete(this.hits.keys().next().value!)
  }

  /** Forgets `key` (a right code resets its wrong-code window). */
  clear(key: string): void {
    this.hits.delete(key)
  }

  get size(): number {
    return this.hits.size
  }
}

/** Appends `item`, dropping the oldest entries beyond `max`. */
export function pushBounded<T>(list: T[], item: T, max: number): void {
  list.push(item)
  if (list.length > max) list.splice(0, list.length - max)
}
