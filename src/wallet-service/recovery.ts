/**
 * Recovery methods: how the recovery share is sealed (at create and set-recovery) and opened again
 * on a device without a share (at recover). Each method has a handler in
 * `RECOVERY_METHOD_HANDLERS`:
 * - `privy` (automatic): the backend keeps a random AES key and hands it to the wallet's owner;
 * - `user-passcode`: a key derived from the user's password (argon2id, passcode.ts); the backend
 *   releases the sealed share only for the right password's auth key, with an attempt limit;
 * - cloud backups (`google-drive`, `icloud`): a random key kept in the user's cloud account
 *   (cloud.ts), reached with the access token the request carries (`keyedHandler` builds a
 *   handler from "the key to seal with" / "the key to open with").
 */
import type { RecoveryMethod, WalletServiceErrorType } from '../core/types/walletService.js'
import type { BackendApi } from './api.js'
import { ERROR_TYPES as T, MESSAGES, WalletServiceError, fail } from './errors.js'
import {
  MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, authVerifier, derivePasswordKeys, newKdfString, parseKdfString,
  type PasswordKdfParameters,
} from './passcode.js'
import { fromBase64, toBase64 } from './shares.js'
import { readCloudRecoveryKey, writeCloudRecoveryKey, type CloudAccess, type CloudDrive, type CloudRecoveryProvider } from './cloud.js'

export type RecoveryContext = {
  api: BackendApi
  accessToken: string
  entropyId: string
  /** The user's password (user-passcode): to seal with at set-recovery / create, to open with at recover. */
  recoveryPassword?: string | undefined
  /** The argon2id cost new password seals use, and the least a stored one may ask for. */
  passwordKdf: PasswordKdfParameters
  /** What the backend answered with the auth share (opening only): the stored KDF string of a password seal. */
  stored?: { recoveryKdf: string | null } | undefined
  /** The error to answer when getting the key fails (creation and recovery fail differently). */
  failure: { type: WalletServiceErrorType; message: string }
  /** Cloud backups: the user's cloud account the request names (its provider and access token). */
  cloud?: CloudAccess | undefined
  /** Cloud backups: where the account's files are read and written. */
  cloudDrive?: CloudDrive | undefined
}

/** What a method gives the backend to keep: the sealed share, and for a password its KDF string and verifier. */
export type SealedRecovery = {
  /** base64 of iv ‖ AES-256-GCM ciphertext of the recovery share. */
  encryptedRecoveryShare: string
  /** user-passcode: the PHC string of the argon2id parameters and salt. */
  recoveryKdf?: string | undefined
  /** user-passcode: base64 SHA-256 of the recovery auth key. */
  recoveryVerifier?: string | undefined
}

export type RecoveryMethodHandler = {
  /** True when recovering needs nothing from the user: a new device recovers on first use, with no prompt. */
  automatic: boolean
  /** Seals a new recovery share (create, set-recovery). */
  seal(context: RecoveryContext, share: Uint8Array): Promise<SealedRecovery>
  /** The wallet's recovery share, fetched from the backend and opened (recover). */
  open(context: RecoveryContext): Promise<Uint8Array>
}

/** A method whose seal is one AES key: the key to seal a new share with, and the key that opens the stored one. */
export type KeyedRecoveryMethod = {
  automatic: boolean
  sealingKey(context: RecoveryContext): Promise<Uint8Array>
  openingKey(context: RecoveryContext): Promise<Uint8Array>
}

const asFailure = (context: RecoveryContext) => (error: unknown): never => {
  throw error instanceof WalletServiceError ? error : new WalletServiceError(context.failure.type, context.failure.message)
}

/** A handler from a method's keys: the sealed share is kept by the backend as it is. */
export function keyedHandler(method: KeyedRecoveryMethod): RecoveryMethodHandler {
  return {
    automatic: method.automatic,
    async seal(context, share) {
      const key = await method.sealingKey(context).catch(asFailure(context))
      try {
        return { encryptedRecoveryShare: await sealShare(key, share, context.entropyId) }
      } finally {
        key.fill(0)
      }
    },
    async open(context) {
      const { sealed } = await context.api.recoveryShare(context.entropyId, context.accessToken, {}, context.failure)
      const key = await method.openingKey(context).catch(asFailure(context))
      try {
        return await openShare(key, sealed, context.entropyId)
      } catch {
        return fail(context.failure.type, context.failure.message)
      } finally {
        key.fill(0)
      }
    },
  }
}

/** The automatic method's key: the backend's, created on first ask while the wallet is being created. */
async function privyKey({ api, accessToken, entropyId, failure }: RecoveryContext): Promise<Uint8Array> {
  const material = fromBase64(await api.recoveryKeyMaterial(entropyId, accessToken, failure))
  if (!material || material.length !== 32) throw new WalletServiceError(failure.type, failure.message)
  return material
}

const privy = keyedHandler({ automatic: true, sealingKey: privyKey, openingKey: privyKey })

/** The password of a request: a string of at most 256 characters (and at least 6 to seal with). */
export function passwordOf(value: unknown, { sealing }: { sealing: boolean }): string {
  if (value === undefined) fail(T.invalidRequest, 'Missing recovery password')
  if (typeof value !== 'string') fail(T.invalidRequest, 'The recovery password must be a string')
  const password = value as string
  if (password.length > MAX_PASSWORD_LENGTH) fail(T.invalidRequest, `The recovery password is longer than ${MAX_PASSWORD_LENGTH} characters`)
  if (sealing && password.length < MIN_PASSWORD_LENGTH) fail(T.invalidRequest, 'Password must be at least 6 characters')
  if (!sealing && password.length === 0) fail(T.invalidRecoveryPassword, MESSAGES.invalidPassword)
  return password
}

const userPasscode: RecoveryMethodHandler = {
  automatic: false,
  async seal(context, share) {
    const password = passwordOf(context.recoveryPassword, { sealing: true })
    const recoveryKdf = newKdfString(context.passwordKdf)
    const { shareKey, authKey } = await derivePasswordKeys(password, parseKdfString(recoveryKdf, context.passwordKdf)!)
    try {
      return {
        encryptedRecoveryShare: await sealShare(shareKey, share, context.entropyId),
        recoveryKdf,
        recoveryVerifier: await authVerifier(authKey),
      }
    } finally {
      shareKey.fill(0)
      authKey.fill(0)
    }
  },
  async open(context) {
    const password = passwordOf(context.recoveryPassword, { sealing: false })
    const kdf = parseKdfString(context.stored?.recoveryKdf, context.passwordKdf) ?? fail(T.recovery, MESSAGES.recover)
    const { shareKey, authKey } = await derivePasswordKeys(password, kdf)
    try {
      // A wrong password: the backend answers invalid_recovery_password (and counts it), the share stays there.
      const { sealed } = await context.api.recoveryShare(context.entropyId, context.accessToken, { recovery_auth: toBase64(authKey) }, context.failure)
      try {
        return await openShare(shareKey, sealed, context.entropyId)
      } catch {
        return fail(T.invalidRecoveryPassword, MESSAGES.invalidPassword)
      }
    } finally {
      shareKey.fill(0)
      authKey.fill(0)
    }
  },
}

/**
 * A cloud backup (`google-drive`, `icloud`): a random key written to (sealing) and read back from
 * (opening) the user's cloud account, through the account the request names — of this provider
 * ('Missing or invalid recoveryAccessToken' otherwise). Another account holds no backup: the
 * recovery fails ('Unable to recover wallet').
 */
function cloudBackup(provider: CloudRecoveryProvider): RecoveryMethodHandler {
  const access = ({ cloud, cloudDrive }: RecoveryContext) => {
    if (!cloud || cloud.provider !== provider) return fail(T.invalidRequest, 'Missing or invalid recoveryAccessToken')
    return { access: cloud, drive: cloudDrive ?? fail(T.unsupportedRecoveryMethod, MESSAGES.unsupportedRecovery) }
  }
  return keyedHandler({
    automatic: false,
    async sealingKey(context) {
      const { access: account, drive } = access(context)
      return writeCloudRecoveryKey(drive, account, context.entropyId, context.failure)
    },
    async openingKey(context) {
      const { access: account, drive } = access(context)
      return readCloudRecoveryKey(drive, account, context.entropyId, context.failure)
    },
  })
}

/** The implemented recovery methods. A method without a handler answers 'Unsupported recovery action'. */
export const RECOVERY_METHOD_HANDLERS: Partial<Record<RecoveryMethod, RecoveryMethodHandler>> = {
  privy,
  'user-passcode': userPasscode,
  'google-drive': cloudBackup('google-drive'),
  icloud: cloudBackup('icloud'),
}

const IV_BYTES = 12
const aad = (entropyId: string) => new TextEncoder().encode(`foyer-recovery-share:${entropyId.toLowerCase()}`)

async function aesKey(raw: Uint8Array, usage: 'encrypt' | 'decrypt'): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', raw as BufferSource, 'AES-GCM', false, [usage])
}

/** The share sealed with `key` (AES-256-GCM, bound to the entropy id): base64 of iv ‖ ciphertext. */
export async function sealShare(key: Uint8Array, share: Uint8Array, entropyId: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES))
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: aad(entropyId) }, await aesKey(key, 'encrypt'), share as BufferSource),
  )
  const out = new Uint8Array(IV_BYTES + sealed.length)
  out.set(iv)
  out.set(sealed, IV_BYTES)
  return toBase64(out)
}

/** The share a sealed blob holds; throws when the key or the entropy id is not the one it was sealed with. */
export async function openShare(key: Uint8Array, sealed: string, entropyId: string): Promise<Uint8Array> {
  const bytes = fromBase64(sealed)
  if (!bytes || bytes.length <= IV_BYTES + 16) throw new Error('Bad sealed share')
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES), additionalData: aad(entropyId) },
    await aesKey(key, 'decrypt'),
    bytes.slice(IV_BYTES),
  )
  return new Uint8Array(plain)
}
