import { SignJWT } from 'jose'
import { createFoyerClient } from '../../src/core/client/client.js'
import type { CreateFoyerClientParameters, FoyerClient } from '../../src/core/client/types.js'
import { createMemoryStorage, type FoyerStorage } from '../../src/core/client/storage.js'
import type { WireTokenResponse } from '../../src/core/types/tokens.js'
import type { WireUser } from '../../src/core/types/user.js'
import type { DevBackend } from '../../src/testing/index.js'

/** A valid 25-character app id. */
export const APP_ID = 'app_0123456789abcdefghijk'
export const OTHER_APP_ID = 'app_zzzzzzzzzzzzzzzzzzzzz'
export const API_URL = 'http://api.test'

export type RecordedCall = {
  url: string
  path: string
  method: string
  headers: Record<string, string>
  body: unknown
  credentials: RequestCredentials | undefined
  signal: AbortSignal | undefined
}

export type Responder = (call: RecordedCall) => Response | Promise<Response>

/**
 * A fake fetch: records every call and answers with `responder`. A responder that returns a
 * never-settling promise still honours the abort signal, like the real fetch.
 */
export function fakeFetch(responder: Responder) {
  const calls: RecordedCall[] = []
  const fn = (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = String(input)
    const headers: Record<string, string> = {}
    for (const [k, v] of Object.entries((init.headers ?? {}) as Record<string, string>)) headers[k.toLowerCase()] = v
    const call: RecordedCall = {
      url,
      path: new URL(url).pathname,
      method: init.method ?? 'GET',
      headers,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      credentials: init.credentials,
      signal: init.signal ?? undefined,
    }
    calls.push(call)
    return new Promise<Response>((resolve, reject) => {
      const signal = init.signal
      if (signal?.aborted) return reject(signal.reason)
      signal?.addEventListener('abort', () => reject(signal.reason), { once: true })
      Promise.resolve()
        .then(() => responder(call))
        .then(resolve, reject)
    })
  }
  return Object.assign(fn as typeof globalThis.fetch, {
    calls,
    count: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path).length,
  })
}
export type FakeFetch = ReturnType<typeof fakeFetch>

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

export const apiError = (status: number, code: string, error = `failed with ${code}`) => json({ error, code }, status)

/**
 * A client talking to an in-process dev backend (its app id, memory storage); `options` add to or
 * replace any of that (webauthn, now, storage, crossTab …).
 */
export function clientOnBackend(
  backend: Pick<DevBackend, 'fetch' | 'appId'>,
  options: Partial<CreateFoyerClientParameters> = {},
): FoyerClient {
  return createFoyerClient({
    appId: backend.appId,
    apiUrl: 'http://foyer.test',
    fetch: (input, init) => backend.fetch(new Request(input, init)),
    storage: createMemoryStorage(),
    ...options,
  } as CreateFoyerClientParameters)
}

/** Never answers (until aborted). */
export const hang = (): Promise<Response> => new Promise(() => {})

const secret = new TextEncoder().encode('test-secret-test-secret-test-secret!')

/** An HS256 JWT for decoding tests. `expiresInSeconds` is relative to `nowMs`. */
export async function makeJwt({
  expiresInSeconds = 3600,
  nowMs = Date.now(),
  aud = APP_ID,
  sub = 'did:foyer:user-1',
  sid = 'session-1',
}: { expiresInSeconds?: number; nowMs?: number; aud?: string; sub?: string; sid?: string } = {}): Promise<string> {
  const iat = Math.floor(nowMs / 1000)
  return new SignJWT({ sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setAudience(aud)
    .setIssuer('foyer.test')
    .setIssuedAt(iat)
    .setExpirationTime(iat + expiresInSeconds)
    .sign(secret)
}

export function wireUser(overrides: Partial<WireUser> = {}, email = 'ada@example.com'): WireUser {
  return {
    id: 'did:foyer:user-1',
    created_at: 1_732_200_000,
    linked_accounts: [
      { type: 'email', address: email, verified_at: 1_732_200_000, first_verified_at: 1_732_200_000, latest_verified_at: 1_732_200_000 },
    ],
    mfa_methods: [],
    has_accepted_terms: false,
    is_guest: false,
    custom_metadata: {},
    ...overrides,
  }
}

export function tokenResponse(overrides: Partial<WireTokenResponse> & { token: string }): WireTokenResponse {
  return {
    user: wireUser(),
    refresh_token: 'refresh-2',
    identity_token: 'identity-2',
    is_new_user: false,
    session_update_action: 'set',
    oauth_tokens: null,
    ...overrides,
  }
}

export function makeClient({
  fetch,
  storage = createMemoryStorage(),
  now,
  appId = APP_ID,
}: { fetch: typeof globalThis.fetch; storage?: FoyerStorage; now?: () => number; appId?: string }): FoyerClient {
  return createFoyerClient({ appId, apiUrl: API_URL, fetch, storage, now })
}

/** Puts a session into storage the way a login would have (keys `foyer:{appId}:…`). */
export function seedStoredSession(
  storage: FoyerStorage,
  { accessToken, refreshToken = 'refresh-1', identityToken = 'identity-1', appId = APP_ID }:
    { accessToken: string | null; refreshToken?: string | null; identityToken?: string | null; appId?: string },
) {
  const put = (key: string, value: string | null) => {
    if (value !== null) storage.setItem(`foyer:${appId}:${key}`, value)
  }
  put('token', accessToken)
  put('refresh_token', refreshToken)
  put('id_token', identityToken)
}
