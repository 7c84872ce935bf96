import {
  REQUEST_MAX_RETRIES, REQUEST_RETRY_BASE_DELAY_MS, REQUEST_RETRY_FACTOR, REQUEST_TIMEOUT_MS, RETRYABLE_STATUSES,
} from '../../constants.js'
import { ApiError } from '../../errors/api.js'
import { FoyerError } from '../../errors/base.js'
import { NetworkError, RequestTimeoutError } from '../../errors/client.js'
import { sleep } from './sleep.js'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export type HttpClientOptions = {
  /** The API base URL, or a getter resolved at request time. */
  baseUrl: string | (() => string)
  fetch: typeof globalThis.fetch
  /** Headers sent with every request (app id, client id, analytics id, version …). */
  headers: () => Record<string, string>
  /**
   * The session's access token for a request: valid (refreshed first when it expired), or null
   * without a session; with `required`, a missing session throws 'Missing access token'.
   */
  getBearer: (required: boolean) => Promise<string | null>
}

/**
 * Which bearer a request sends:
 * - `'optional'` (default): the session's valid access token when there is a session;
 * - `'required'`: the same, and 'Missing access token' without a session;
 * - `'none'`: no bearer (app config, login calls);
 * - `{ token }`: exactly this token (the session refresh sends the expired one).
 */
export type RequestAuth = 'optional' | 'required' | 'none' | { token: string | null }

export type RequestOptions = {
  method?: HttpMethod
  body?: unknown
  /** Which bearer to send (default 'optional'). */
  auth?: RequestAuth | undefined
  signal?: AbortSignal | undefined
  /** Retry on the retryable statuses (default true). */
  retry?: boolean
  headers?: Record<string, string>
}

/**
 * What `request` throws by itself: the server's non-2xx answer (`ApiError`), no answer
 * (`NetworkError`) or none in time (`RequestTimeoutError`). A request that sends the session's
 * bearer adds the session's errors (`GetAccessTokenErrorType`, and `MissingAccessTokenError` for
 * `auth: 'required'`); one with a `signal` rejects with the signal's reason once it fires. (A client
 * without `apiUrl` on a page without an origin fails every request with `invalid_api_url`: a set-up
 * error, which no action's ErrorType lists.)
 */
export type HttpRequestErrorType = ApiError | NetworkError | RequestTimeoutError

export type HttpClient = {
  readonly baseUrl: string
  request<T = unknown>(path: string, options?: RequestOptions): Promise<T>
}

/** The delay before retry number `n` (0-based): 500, 1500, 4500 ms. */
export const retryDelay = (n: number) => REQUEST_RETRY_BASE_DELAY_MS * REQUEST_RETRY_FACTOR ** n

const isRetryableStatus = (status: number) => (RETRYABLE_STATUSES as readonly number[]).includes(status)

/**
 * The one HTTP client: common headers, credentials included, each attempt aborted
 * after 20000 ms, up to 3 retries on 408/409/425/500/502/503/504 with 500 ms × 3^n backoff,
 * no retry otherwise. A non-2xx answer becomes an `ApiError` carrying the server code.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const resolveBaseUrl = () =>
    (typeof options.baseUrl === 'function' ? options.baseUrl() : options.baseUrl).replace(/\/+$/, '')

  async function attempt(path: string, init: RequestInit, signal: AbortSignal | undefined): Promise<Response> {
    // Resolved outside the try: a missing base URL is a configuration error, not a network failure.
    const url = `${resolveBaseUrl()}${path}`
    const controller = new AbortController()
    const timeout = new RequestTimeoutError({ details: `${init.method} ${path} took longer than ${REQUEST_TIMEOUT_MS} ms` })
    const timer = setTimeout(() => controller.abort(timeout), REQUEST_TIMEOUT_MS)
    const onAbort = () => controller.abort(signal?.reason)
    signal?.addEventListener('abort', onAbort, { once: true })
    try {
      return await options.fetch(url, { ...init, signal: controller.signal })
    } catch (cause) {
      if (controller.signal.aborted) {
        const reason = controller.signal.reason
        throw reason instanceof Error ? reason : new FoyerError('Request aborted', 'aborted', { cause })
      }
      throw new NetworkError({ cause, details: `${init.method} ${path}: ${(cause as Error)?.message ?? cause}` })
    } finally {
      clearTimeout(timer)
      signal?.removeEventListener('abort', onAbort)
    }
  }

  async function request<T>(path: string, ro: RequestOptions = {}): Promise<T> {
    const method = ro.method ?? (ro.body === undefined ? 'GET' : 'POST')
    const auth = ro.auth ?? 'optional'
    const token = typeof auth === 'object' ? auth.token : auth === 'none' ? null : await options.getBearer(auth === 'required')
    const headers: Record<string, string> = { ...options.headers(), ...ro.headers }
    if (token) headers.authorization = `Bearer ${token}`
    if (ro.body !== undefined) headers['content-type'] = 'application/json'
    const init: RequestInit = {
      method,
      headers,
      credentials: 'include',
      body: ro.body === undefined ? null : JSON.stringify(ro.body),
    }
    const maxRetries = ro.retry === false ? 0 : REQUEST_MAX_RETRIES
    for (let n = 0; ; n++) {
      const response = await attempt(path, init, ro.signal)
      if (response.ok) return (await readBody(response)) as T
      if (n < maxRetries && isRetryableStatus(response.status)) {
        await sleep(retryDelay(n), ro.signal)
        continue
      }
      throw await toApiError(response, method, path)
    }
  }

  return {
    get baseUrl() {
      return resolveBaseUrl()
    },
    request,
  }
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined
  const text = await response.text()
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

async function toApiError(response: Response, method: string, path: string): Promise<ApiError> {
  const body = await readBody(response).catch(() => undefined)
  const b = (typeof body === 'object' && body !== null ? body : {}) as { error?: unknown; message?: unknown; code?: unknown }
  const message =
    (typeof b.error === 'string' && b.error) ||
    (typeof b.message === 'string' && b.message) ||
    (typeof body === 'string' && body) ||
    response.statusText ||
    `Request failed with status ${response.status}`
  const code = typeof b.code === 'string' ? b.code : response.status === 429 ? 'too_many_requests' : `http_${response.status}`
  return new ApiError({ status: response.status, code, message, path, method, body })
}
