/** E-mail code login: its routes. */
export const EMAIL_PATHS = {
  init: '/api/v1/passwordless/init',
  authenticate: '/api/v1/passwordless/authenticate',
  link: '/api/v1/passwordless/link',
  update: '/api/v1/passwordless/update',
  unlink: '/api/v1/passwordless/unlink',
  transfer: '/api/v1/passwordless/transfer',
} as const
