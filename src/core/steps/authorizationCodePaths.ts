/**
 * The server's authorization-code routes (with PKCE). Every login method that signs in through a
 * provider's authorization page uses them, each with its own `provider` value. (A file of its own:
 * the method descriptors name the transfer path without loading the steps.)
 */
export const AUTHORIZATION_CODE_PATHS = {
  init: '/api/v1/oauth/init',
  authenticate: '/api/v1/oauth/authenticate',
  link: '/api/v1/oauth/link',
  unlink: '/api/v1/oauth/unlink',
  transfer: '/api/v1/oauth/transfer',
} as const
