/** Error answers `{ error, code }` of the wire contract. */
import type { ContentfulStatusCode } from 'hono/utils/http-status'

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    /** Extra fields of the answer next to `error` and `code` (e.g. `data` of account_transfer_required). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message)
    this.name = 'ApiError'
  }

  body(): { error: string; code: string; [key: string]: unknown } {
    return { ...this.extra, error: this.message, code: this.code }
  }
}

export const errors = {
  invalidData: (message = 'Invalid data') => new ApiError(400, 'invalid_data', message),
  invalidAppId: (status: 400 | 404 = 400) =>
    new ApiError(status, 'missing_or_invalid_privy_app_id', 'Missing or invalid app id'),
  invalidToken: () => new ApiError(401, 'missing_or_invalid_token', 'Missing or invalid token'),
  invalidCode: () => new ApiError(401, 'invalid_credentials', 'Invalid or expired verification code'),
  tooManyRequests: () => new ApiError(429, 'too_many_requests', 'Too many requests (code 429)'),
  /** A pending code voided by wrong tries, or a window of wrong codes used up. */
  tooManyWrongCodes: () =>
    new ApiError(429, 'too_many_requests', 'Too many wrong codes (code 429): wait, then request a new code'),
  payloadTooLarge: (maxBytes: number) =>
    new ApiError(413, 'payload_too_large', `The request body is larger than ${maxBytes} bytes`),
  plusEmail: () => new ApiError(400, 'disallowed_plus_email', 'E-mail addresses with a "+" are not allowed'),
  invalidCaptcha: () => new ApiError(400, 'invalid_captcha', 'Invalid captcha'),
  userDoesNotExist: () => new ApiError(404, 'user_does_not_exist', 'User does not exist'),
  allowlistRejected: () => new ApiError(403, 'allowlist_rejected', 'User is not on the allowlist of this app'),
  maxAccounts: () =>
    new ApiError(
      403,
      'max_accounts_reached',
      'This application is in development mode and must be upgraded to production to log in new users.',
    ),
  linkedToAnother: () =>
    new ApiError(400, 'linked_to_another_user', 'This account has already been linked to another user.'),
  cannotLinkMore: (type: string) =>
    new ApiError(400, 'cannot_link_more_of_type', `User already has an account of type ${type} linked.`),
  accountNotFound: () => new ApiError(404, 'linked_account_not_found', 'Linked account not found'),
  soleAccount: () =>
    new ApiError(400, 'cannot_unlink_sole_account', 'Cannot unlink the only account of a user.'),
}
