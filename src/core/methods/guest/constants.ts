/** Guest login: its route and its credential. */
export const GUEST_PATHS = { authenticate: '/api/v1/guest/authenticate' } as const
/** Random bytes of a guest credential. */
export const GUEST_CREDENTIAL_BYTES = 32
/** Storage key (per app) of the guest credential (base64url of GUEST_CREDENTIAL_BYTES random bytes). */
export const GUEST_CREDENTIAL_KEY = 'guest_credential'
