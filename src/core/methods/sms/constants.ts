/** SMS code login: its routes. */
export const SMS_PATHS = {
  init: '/api/v1/passwordless_sms/init',
  authenticate: '/api/v1/passwordless_sms/authenticate',
  link: '/api/v1/passwordless_sms/link',
  update: '/api/v1/passwordless_sms/update',
  unlink: '/api/v1/passwordless_sms/unlink',
  transfer: '/api/v1/passwordless_sms/transfer',
} as const
