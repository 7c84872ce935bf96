import type { FoyerClient } from '../../client/types.js'
import { base64UrlEncode } from '../../utils/pkce.js'
import { randomBytes } from '../../utils/random.js'
import { GUEST_CREDENTIAL_BYTES, GUEST_CREDENTIAL_KEY } from './constants.js'

/**
 * The guest credential of this app in this browser: GUEST_CREDENTIAL_BYTES (32) random bytes,
 * base64url, generated once and kept in the client's storage, so a reload logs the same guest in.
 */
export function getOrCreateGuestCredential(client: FoyerClient): string {
  const existing = client.storage.get(GUEST_CREDENTIAL_KEY)
  if (existing) return existing
  const credential = base64UrlEncode(randomBytes(GUEST_CREDENTIAL_BYTES))
  client.storage.set(GUEST_CREDENTIAL_KEY, credential)
  return credential
}
