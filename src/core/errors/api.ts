import { RATE_LIMIT_MESSAGE_MARKER } from '../constants.js'
import { FoyerError } from './base.js'
import { isServerErrorCode, type ApiErrorCode } from './codes.js'

/** The constructor parameters of {@link ApiError}. */
export type ApiErrorParameters = {
  status: number
  /** The code as the server sent it (any string: a server may answer codes the kit does not know). */
  code: string
  message: string
  path: string
  method: string
  body?: unknown
}

/**
 * A non-2xx answer from the API. `code` is the server's error code when the kit knows it (one of
 * SERVER_ERROR_CODES), else `http_{status}`; `serverCode` is the code exactly as the server sent it.
 */
export class ApiError extends FoyerError<ApiErrorCode> {
  override name = 'ApiError'
  readonly status: number
  readonly path: string
  readonly method: string
  /** The server's own code, as sent (a code the kit does not know is only here). */
  readonly serverCode: string

  constructor({ status, code, message, path, method, body }: ApiErrorParameters) {
    super(message, isServerErrorCode(code) ? code : `http_${status}`, { details: `${method} ${path} answered ${status}`, meta: { body } })
    this.status = status
    this.path = path
    this.method = method
    this.serverCode = code
  }

  /** True for a 429, the too_many_requests code, or a message containing 'code 429'. */
  get isRateLimit(): boolean {
    return isRateLimitError(this)
  }
}

/** Whether `error` is an {@link ApiError} (the server answered with an error). */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/** Whether `error` says the user was rate limited (HTTP 429 or a too-many-attempts code). */
export function isRateLimitError(error: unknown): boolean {
  if (!(error instanceof FoyerError)) return false
  if (error instanceof ApiError && error.status === 429) return true
  return error.code === 'too_many_requests' || error.shortMessage.includes(RATE_LIMIT_MESSAGE_MARKER)
}
