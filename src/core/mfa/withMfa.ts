import type { FoyerClient } from '../client/types.js'
import type { HttpRequestErrorType } from '../client/http/client.js'
import type { RequireAccessTokenErrorType } from '../client/session/getAccessToken.js'
import { errorIndicatesMfaRequired } from '../errors/mfa.js'
import type { MfaPromptKind } from '../machines/mfaFlow.js'
import { verifyMfa, type PromptMfaErrorType } from './promptMfa.js'
import { clearMfaToken, currentMfaToken, mfaHeaders } from './session.js'

/** A request that may need MFA: it receives the headers carrying the current MFA token (if any). */
export type MfaProtectedRequest<T> = (mfaHeaders: Record<string, string>) => Promise<T>
/** The parameters of {@link withMfa}. */
export type WithMfaParameters = { kind?: MfaPromptKind | undefined }
/**
 * What `request` throws (`RequestErrorType`: the request is the caller's), and the verification's
 * failures when the server asks for one.
 */
export type WithMfaErrorType<RequestErrorType = never> = RequestErrorType | PromptMfaErrorType

/**
 * Runs an authenticated request that the server may protect with MFA: it sends the session's MFA
 * token when one lives; when the server answers missing_or_invalid_mfa (or
 * expired_or_invalid_mfa_token), it waits for a verification (`verifyMfa`: prompt, 4 attempts,
 * time-outs) and retries the request once with the new token. Wallet operations go through it.
 */
export async function withMfa<T>(
  client: FoyerClient,
  request: MfaProtectedRequest<T>,
  { kind = 'txn' }: WithMfaParameters = {},
): Promise<T> {
  const token = currentMfaToken(client)
  try {
    return await request(mfaHeaders(token))
  } catch (error) {
    if (!errorIndicatesMfaRequired(error)) throw error
  }
  if (token) clearMfaToken(client)
  const fresh = await verifyMfa(client, { kind })
  return request(mfaHeaders(fresh))
}

/** The parameters of {@link requestWithMfa}. */
export type RequestWithMfaParameters = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | undefined
  body?: unknown
  kind?: MfaPromptKind | undefined
}

/** The errors {@link requestWithMfa} can throw or reject with. */
export type RequestWithMfaErrorType = WithMfaErrorType<RequireAccessTokenErrorType | HttpRequestErrorType>

/** `withMfa` around one bearer request to the API (`path` on the client's API URL). */
export function requestWithMfa<T = unknown>(
  client: FoyerClient,
  path: string,
  { method = 'POST', body, kind = 'txn' }: RequestWithMfaParameters = {},
): Promise<T> {
  return withMfa(client, async (headers) => {
    return client.http.request<T>(path, { method, body, auth: 'required', headers })
  }, { kind })
}
