import type { FoyerClient } from '../client/types.js'
import { completeLogin, type WireLinkResponse } from './authenticate.js'
import type { FoyerError } from '../errors/base.js'
import type { AuthResult, LoginMethod } from '../types/auth.js'
import type { WireTokenResponse } from '../types/tokens.js'
import type { WireUser } from '../types/user.js'
import { finishLink, finishLogin, oauthTokens, type AccountMatcher } from './complete.js'
import { resolveSubmitIntent, type AuthIntent } from './intent.js'
import type { LoadingFlowEvent } from '../machines/loadingFlow.js'


export type AuthenticateOrLinkParameters = {
  method: LoginMethod
  intent: AuthIntent
  disableSignup: boolean
  /** The login's account among the user's linked accounts (reported as loginAccount / linkedAccount). */
  account: AccountMatcher
  paths: { authenticate: string; link: string }
  /** The method's payload; `mode` is added for authenticate. */
  body: Record<string, unknown>
}

/**
 * The last step of a one-shot login method (social OAuth, Telegram, cross-app): without a session
 * POST `authenticate` (with mode) and store the session; with one POST `link` with the bearer.
 * Emits `login` or `link`.
 */
export function authenticateOrLink(
  client: FoyerClient,
  { method, intent, disableSignup, account, paths, body }: AuthenticateOrLinkParameters,
): Promise<AuthResult> {
  return completeLogin(client, {
    method,
    intent,
    disableSignup,
    account,
    authenticate: (mode) => client.http.request<WireTokenResponse>(paths.authenticate, { method: 'POST', body: { ...body, mode }, auth: 'none' }),
    link: () => client.http.request<WireLinkResponse>(paths.link, { method: 'POST', body, auth: 'required' }),
  })
}

/** Runs the step of a loading flow (OAuth, Telegram): `succeeded` with its result, or `failed` and rethrow. */
export async function settleLoadingFlow(
  dispatch: (event: LoadingFlowEvent) => void,
  step: () => Promise<AuthResult>,
): Promise<AuthResult> {
  try {
    const result = await step()
    dispatch({ type: 'succeeded', result })
    return result
  } catch (error) {
    dispatch({ type: 'failed', error: error as FoyerError })
    throw error
  }
}
