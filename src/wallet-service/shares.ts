/**
 * 2-of-3 Shamir split of a secret (shamir-secret-sharing): a device share, an auth share and a
 * recovery share; any two give the secret back, one alone gives nothing.
 */
import { combine, split } from 'shamir-secret-sharing'

/** The three shares of a secret, named by where each goes. */
export type SecretShares = { device: Uint8Array; auth: Uint8Array; recovery: Uint8Array }

/** Splits `secret` 2 of 3 (fresh randomness each time). */
export async function splitSecret(secret: Uint8Array): Promise<SecretShares> {
  const [device, auth, recovery] = await split(secret, 3, 2)
  return { device: device!, auth: auth!, recovery: recovery! }
}

/** The secret two distinct shares give back (garbage — not an error — for shares of different secrets). */
export function combineShares(a: Uint8Array, b: Uint8Array): Promise<Uint8Array> {
  return combine([a, b])
}

/** Standard base64 of bytes. */
export function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** Bytes of a base64 string; null when it is not base64. */
export function fromBase64(value: unknown): Uint8Array | null {
  if (typeof value !== 'string' || !/^[A-Za-z0-9+/]*={0,2}$/.test(value) || value.length % 4 !== 0) return null
  const binary = atob(value)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}
