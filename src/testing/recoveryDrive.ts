/**
 * The dev backend's fake cloud-backup providers (Google Drive, iCloud): pending recovery OAuth
 * requests, their authorization codes, the access tokens they give, and the "drive" — a few small
 * files per provider account, app and user. An access token reads and writes only the files of
 * the account it was given for; another account of the same person sees none of them.
 */
import type { BackendContext } from './context.js'
import type { Store } from './store.js'
import type { BoundedMap } from './limits.js'
import type { OAuthTestIdentity } from './routes/oauth.js'

/** The cloud-backup providers the dev backend fakes (the `provider` of recovery OAuth). */
export const RECOVERY_OAUTH_PROVIDERS = ['google-drive', 'icloud'] as const
export type RecoveryOAuthProvider = (typeof RECOVERY_OAUTH_PROVIDERS)[number]

export const isRecoveryOAuthProvider = (value: unknown): value is RecoveryOAuthProvider =>
  typeof value === 'string' && (RECOVERY_OAUTH_PROVIDERS as readonly string[]).includes(value)

/** How long a recovery OAuth request waits for the consent page. */
export const RECOVERY_REQUEST_TTL_MS = 10 * 60_000
/** How long an authorization code of the consent page can be exchanged (once). */
export const RECOVERY_CODE_TTL_MS = 2 * 60_000
/** How long a recovery access token reads and writes the drive. */
export const RECOVERY_ACCESS_TOKEN_TTL_S = 3600
/** The most files one provider account keeps for one app and user. */
export const MAX_DRIVE_FILES_PER_ACCOUNT = 20
/** The most files the whole fake drive keeps (further writes are 507). */
export const MAX_DRIVE_FILES = 10_000
/** The largest file (characters). */
export const MAX_DRIVE_FILE_CHARS = 4_096
/** A file name: 1–128 of letters, digits, `.`, `_`, `-`. */
export const DRIVE_FILE_NAME = /^[A-Za-z0-9._-]{1,128}$/

type PendingRequest = { provider: RecoveryOAuthProvider; userId: string; codeChallenge: string; redirectTo: string; expiresAt: number }
type IssuedCode = PendingRequest & { state: string; identity: OAuthTestIdentity; used: boolean }
/** What an access token may touch: one provider account's files of one app and user. */
export type DriveScope = { provider: RecoveryOAuthProvider; account: string; userId: string; expiresAt: number }
type DriveFile = { content: string; updatedAt: number }

export type RecoveryDriveState = {
  requests: BoundedMap<string, PendingRequest>
  codes: BoundedMap<string, IssuedCode>
  tokens: BoundedMap<string, DriveScope>
  /** `{provider}\n{account}\n{app}\n{user}\n{name}` → the file. */
  files: Map<string, DriveFile>
}

const states = new WeakMap<Store, RecoveryDriveState>()

/** The recovery OAuth state of the backend's current store (a reset starts afresh). */
export function recoveryDriveOf(ctx: BackendContext): RecoveryDriveState {
  let state = states.get(ctx.store)
  if (!state) {
    state = { requests: ctx.store.boundedMap(), codes: ctx.store.boundedMap(), tokens: ctx.store.boundedMap(), files: new Map() }
    states.set(ctx.store, state)
  }
  return state
}

/** The provider account a consent answered for (its e-mail, lowercase). */
export const driveAccountOf = (identity: OAuthTestIdentity): string => identity.email.trim().toLowerCase()

/** The key of a file of a scope. */
export const driveFileKey = (ctx: BackendContext, scope: DriveScope, name: string): string =>
  [scope.provider, scope.account, ctx.appId, scope.userId, name].join('\n')

/** How many files a scope holds. */
export function driveFilesOf(ctx: BackendContext, scope: DriveScope): number {
  const prefix = driveFileKey(ctx, scope, '')
  let count = 0
  for (const key of recoveryDriveOf(ctx).files.keys()) if (key.startsWith(prefix)) count++
  return count
}
