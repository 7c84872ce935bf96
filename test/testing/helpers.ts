import type { DevBackend, DevConnection, WireTokenResponse } from '../../src/testing/index.js'

export interface CallOptions {
  body?: unknown
  token?: string
  appId?: string | null
  headers?: Record<string, string>
  /** What a server would tell the backend about the client (its IP). */
  connection?: DevConnection
}

export interface CallResult<T = any> {
  status: number
  body: T
  response: Response
}

/** One request straight into `backend.fetch`. */
export async function call<T = any>(
  backend: DevBackend,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...options.headers }
  const appId = options.appId === undefined ? backend.appId : options.appId
  if (appId !== null) headers['foyer-app-id'] = appId
  if (options.token) headers.authorization = `Bearer ${options.token}`
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  const response = await backend.fetch(
    new Request(`http://localhost${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    }),
    options.connection,
  )
  const text = response.type === 'error' ? '' : await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : undefined, response }
}

export async function sendCode(backend: DevBackend, email: string): Promise<string> {
  const res = await call(backend, 'POST', '/api/v1/passwordless/init', { body: { email } })
  if (res.status !== 200) throw new Error(`init failed: ${JSON.stringify(res.body)}`)
  return backend.mailbox.latest(email)!.code
}

export async function login(
  backend: DevBackend,
  email = 'ada@example.com',
  mode = 'login-or-sign-up',
): Promise<WireTokenResponse> {
  const code = await sendCode(backend, email)
  const res = await call<WireTokenResponse>(backend, 'POST', '/api/v1/passwordless/authenticate', {
    body: { email, code, mode },
  })
  if (res.status !== 200) throw new Error(`authenticate failed: ${JSON.stringify(res.body)}`)
  return res.body
}

/** A code that is not `code`. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')
