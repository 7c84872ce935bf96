/** Passkey login: routes and limits. */
export const PASSKEY_PATHS = {
  authenticateInit: '/api/v1/passkeys/authenticate/init',
  registerInit: '/api/v1/passkeys/register/init',
  linkInit: '/api/v1/passkeys/link/init',
  authenticate: '/api/v1/passkeys/authenticate',
  register: '/api/v1/passkeys/register',
  link: '/api/v1/passkeys/link',
  /** Ours: the API contract names no unlink path for passkeys (see docs/api-contract.md). */
  unlink: '/api/v1/passkeys/unlink',
} as const
/** The most passkeys a user may link. */
export const MAX_PASSKEYS_PER_USER = 5
