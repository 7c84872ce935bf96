/** Randomness from the Web Crypto API (Node 20 and browsers). */

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'

function randomBytes(n: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(n))
}

/** Six random digits, without modulo bias. */
export function randomCode(): string {
  const buf = new Uint32Array(1)
  const limit = Math.floor(0x1_0000_0000 / 1_000_000) * 1_000_000
  for (;;) {
    crypto.getRandomValues(buf)
    const n = buf[0]!
    if (n < limit) return String(n % 1_000_000).padStart(6, '0')
  }
}

/** Random lowercase alphanumeric id (unbiased: 252 is a multiple of 36). */
export function randomId(length: number): string {
  let out = ''
  while (out.length < length) {
    for (const b of randomBytes(length)) {
      if (b < 252 && out.length < length) out += ALPHABET[b % 36]
    }
  }
  return out
}

/** An opaque token: `bytes` random bytes, base64url. */
export function randomToken(bytes = 32): string {
  let bin = ''
  for (const b of randomBytes(bytes)) bin += String.fromCharCode(b)
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}
