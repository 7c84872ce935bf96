/**
 * The `user-passcode` recovery method's key derivation: argon2id (@noble/hashes) over the user's
 * password and a random 16-byte salt gives 64 bytes — the first 32 seal the recovery share
 * (AES-256-GCM), the last 32 are the recovery auth key, whose SHA-256 the backend keeps as a
 * verifier and checks (with an attempt limit) before it releases the sealed share. So the sealed
 * share never leaves the backend for a wrong password, and the password never leaves the wallet
 * origin. The parameters and the salt travel as a PHC string (`$argon2id$v=19$m=…,t=…,p=…$salt`).
 */
import { fromBase64, toBase64 } from './shares.js'

/** argon2id cost: memory in KiB (`m`), passes (`t`), lanes (`p`). */
export type PasswordKdfParameters = { m: number; t: number; p: number }

/**
 * The cost new passwords are sealed with: 19 MiB, 2 passes, 1 lane (the first argon2id setting of
 * the OWASP password-storage recommendations). docs/wallet-recovery.md gives its measured time.
 */
export const PASSWORD_KDF: Readonly<PasswordKdfParameters> = { m: 19_456, t: 2, p: 1 }

/** The most a stored setting may ask for (a bigger one is refused: it would hang the page). */
const MAX_KDF: Readonly<PasswordKdfParameters> = { m: 262_144, t: 10, p: 4 }
const SALT_BYTES = 16

/** The longest password the service takes (characters). */
export const MAX_PASSWORD_LENGTH = 256
/** The shortest password a wallet is sealed with. */
export const MIN_PASSWORD_LENGTH = 6

/** A PHC string of the parameters and a new random salt. */
export function newKdfString(parameters: PasswordKdfParameters): string {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES))
  return `$argon2id$v=19$m=${parameters.m},t=${parameters.t},p=${parameters.p}$${toBase64(salt).replace(/=+$/, '')}`
}

/**
 * The parameters and salt of a stored PHC string; null when it is malformed, asks for more than
 * the service allows, or for less than `floor` (a backend must not talk the service into a cheap
 * derivation whose auth key it could then brute-force).
 */
export function parseKdfString(value: unknown, floor: PasswordKdfParameters): { parameters: PasswordKdfParameters; salt: Uint8Array } | null {
  if (typeof value !== 'string' || value.length > 200) return null
  const match = /^\$argon2id\$v=19\$m=(\d{1,7}),t=(\d{1,2}),p=(\d)\$([A-Za-z0-9+/]{16,64})$/.exec(value)
  if (!match) return null
  const parameters = { m: Number(match[1]), t: Number(match[2]), p: Number(match[3]) }
  if (parameters.m > MAX_KDF.m || parameters.t > MAX_KDF.t || parameters.p > MAX_KDF.p || parameters.p < 1) return null
  if (parameters.m < floor.m || parameters.t < floor.t || parameters.m < 8 * parameters.p) return null
  const b64 = match[4]!
  const salt = fromBase64(b64 + '='.repeat((4 - (b64.length % 4)) % 4))
  if (!salt || salt.length < SALT_BYTES) return null
  return { parameters, salt }
}

/** The two keys a password gives under a KDF setting: the share key and the recovery auth key. */
export async function derivePasswordKeys(password: string, { parameters, salt }: { parameters: PasswordKdfParameters; salt: Uint8Array }): Promise<{ shareKey: Uint8Array; authKey: Uint8Array }> {
  // Loaded with the first password derivation: pages that never use a password do not parse it.
  const { argon2idAsync } = await import('@noble/hashes/argon2.js')
  const out = await argon2idAsync(new TextEncoder().encode(password.normalize('NFKC')), salt, { ...parameters, dkLen: 64 })
  const keys = { shareKey: out.slice(0, 32), authKey: out.slice(32) }
  out.fill(0)
  return keys
}

/** The verifier the backend keeps for an auth key: base64 of its SHA-256. */
export const authVerifier = async (authKey: Uint8Array): Promise<string> =>
  toBase64(new Uint8Array(await crypto.subtle.digest('SHA-256', authKey as BufferSource)))
