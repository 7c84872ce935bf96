/**
 * Server-held wallets on the dev backend's side (the app's embedded-wallet mode
 * `'user-controlled-server-wallets-only'`): the wallets' keys, made here and sealed at rest under
 * the backend's at-rest key (AES-256-GCM, never answered by any route), and the session signer
 * keys (P-256 public keys) each user session registered to sign its wallet requests with. The
 * dev backend stands in for a trusted execution environment: a production backend makes and uses
 * these keys inside one, never in the API process.
 */

/** A wallet whose key the backend holds for a user (`recovery_method: 'privy-v2'`). */
export type ServerHeldWallet = {
  /** The wallet id (the id of the user's linked account). */
  id: string
  chainType: 'ethereum' | 'solana'
  address: string
  /** The user who owns it: only their sessions sign with it. */
  ownerId: string
  /** iv ‖ ciphertext of the 32-byte key under the at-rest key (label `server-wallet-key:{id}`). */
  key: Uint8Array
  createdAt: number
}

/** A session's signer key: the raw P-256 point its signatures are checked against. */
export type SessionSigner = { userId: string; publicKey: Uint8Array; createdAt: number }

/** At most this many server-held wallets per backend. */
export const MAX_SERVER_HELD_WALLETS = 10_000
/** At most this many session signers are remembered (the oldest go first). */
export const MAX_SESSION_SIGNERS = 10_000

/** The at-rest label of a server-held wallet's key. */
export const serverWalletKeyLabel = (id: string): string => `server-wallet-key:${id}`

/** The dev backend's server-held wallets and session signers (one per store; `reset()` forgets them). */
export class ServerWalletState {
  /** By wallet id. */
  readonly wallets = new Map<string, ServerHeldWallet>()
  /** By session id: one signer key per session. */
  readonly sessionSigners = new Map<string, SessionSigner>()

  /** The user's server-held wallets. */
  walletsOf(userId: string): ServerHeldWallet[] {
    return [...this.wallets.values()].filter((w) => w.ownerId === userId)
  }

  /** Remembers a session's signer (the oldest session signers go past the cap). */
  addSigner(sessionId: string, signer: SessionSigner): void {
    for (const key of this.sessionSigners.keys()) {
      if (this.sessionSigners.size < MAX_SESSION_SIGNERS) break
      this.sessionSigners.delete(key)
    }
    this.sessionSigners.set(sessionId, signer)
  }
}
