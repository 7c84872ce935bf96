/** The dev backend's passkey state: pending challenges and registered credentials. */

/** `mfa`: an MFA verification of a logged-in user (its challenge names the user). */
export type ChallengeKind = 'authenticate' | 'register' | 'link' | 'mfa'

export interface PendingChallenge {
  kind: ChallengeKind
  /** The relying party it was issued for. */
  rpId: string
  /** base64url WebAuthn user handle (register and link). */
  userHandle?: string
  /** The user a link (or mfa) challenge belongs to. */
  userId?: string
  expiresAt: number
}

export interface StoredCredential {
  /** base64url credential id. */
  id: string
  userId: string
  userHandle: string
  rpId: string
  publicKey: Uint8Array<ArrayBuffer>
  counter: number
  transports: string[]
}

export class PasskeyState {
  /** challenge (base64url) → what it was issued for. Single use: taken on the first attempt. */
  challenges = new Map<string, PendingChallenge>()
  credentials = new Map<string, StoredCredential>()

  /** Takes (removes) a live challenge of `kind` for `rpId`, or undefined. */
  take(challenge: string, kind: ChallengeKind, rpId: string, now: number): PendingChallenge | undefined {
    const pending = this.challenges.get(challenge)
    if (!pending) return undefined
    this.challenges.delete(challenge)
    return pending.kind === kind && pending.rpId === rpId && pending.expiresAt > now ? pending : undefined
  }

  ofUser(userId: string): StoredCredential[] {
    return [...this.credentials.values()].filter((c) => c.userId === userId)
  }
}
