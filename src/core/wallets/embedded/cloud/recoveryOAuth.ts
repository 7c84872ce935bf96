import type { FoyerClient } from '../../../client/types.js'
import { FlowAbortedError } from '../../../client/flow.js'
import { FoyerError, type FoyerErrorParameters } from '../../../errors/base.js'
import { MissingAccessTokenError, PkceStateCodeMismatchError } from '../../../errors/client.js'
import { OAUTH_DENIED_CODE, OAUTH_RETURN_PARAMS } from '../../../methods/oauth/constants.js'
import { OAuthUserDeniedError } from '../../../methods/oauth/errors.js'
import { trackEvent } from '../../../session/trackEvent.js'
import { isCloudRecoveryMethod, type CloudRecoveryMethod } from '../../../types/recovery.js'
import { STATE_MISMATCH_EVENT } from '../../../steps/authorizationCode.js'
import { createPkcePair } from '../../../utils/pkce.js'
import { pollUntil } from '../../../utils/poll.js'
import type { Timers } from '../../../utils/timers.js'
import { currentUrl, removeUrlParams } from '../../../utils/url.js'
import type { PopupScreen } from '../../../utils/popup.js'
import { browserRecoveryOAuthWindow, recoveryOAuthPopupFeatures, type RecoveryOAuthWindow } from './recoveryOAuthPopup.js'

/** The server's recovery OAuth routes. */
export const RECOVERY_OAUTH_PATHS = {
  init: '/api/v1/recovery/oauth/init',
  initICloud: '/api/v1/recovery/oauth/init_icloud',
  authenticate: '/api/v1/recovery/oauth/authenticate',
  configurationICloud: '/api/v1/recovery/oauth/configuration_icloud',
} as const

/** How often the popup is checked (back on this origin? closed?), ms. */
export const RECOVERY_OAUTH_POLL_MS = 300
/** How long the user has to answer the provider's consent page: the user-owned recovery wait, ms. */
export const RECOVERY_OAUTH_TIMEOUT_MS = 120_000

/** The provider's consent or the token exchange failed (popup blocked or closed, no answer in time, a server refusal). */
export class CloudRecoveryAuthorizationError extends FoyerError<'recovery_oauth_failed'> {
  override name = 'CloudRecoveryAuthorizationError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Recovery OAuth failed', 'recovery_oauth_failed', p)
  }
}

/** Why a provider's return is refused (see {@link checkRecoveryOAuthReturn}). */
export type RecoveryOAuthReturnProblem = 'missing_state' | 'state_mismatch' | 'missing_code' | 'denied'

/**
 * Checks a provider's return against the state code saved before leaving (pure): the state must
 * be there and equal the saved one (else a possible phishing attempt), the code must be there, and
 * the code `'undefined'` means the user denied.
 */
export function checkRecoveryOAuthReturn({ code, state, expectedState }: {
  code: string | null
  state: string | null
  expectedState: string
}): { ok: true; code: string } | { ok: false; problem: RecoveryOAuthReturnProblem } {
  if (!state) return { ok: false, problem: 'missing_state' }
  if (state !== expectedState) return { ok: false, problem: 'state_mismatch' }
  if (!code) return { ok: false, problem: 'missing_code' }
  if (code === OAUTH_DENIED_CODE) return { ok: false, problem: 'denied' }
  return { ok: true, code }
}

/** The parameters of {@link authorizeCloudRecovery}. */
export type AuthorizeCloudRecoveryParameters = {
  /** Google Drive or iCloud. */
  provider: CloudRecoveryMethod
  /** Where the provider sends the popup back (default: the current page, without the return's parameters). Must be on the app's allowed origins and this page's origin. */
  redirectUrl?: string | undefined
  /** The browser surface (the popup); injectable for tests. */
  window?: RecoveryOAuthWindow | undefined
  /** Injectable timers (tests): the popup check every 300 ms, the 120 s wait. */
  timers?: Timers | undefined
  /** Ends the wait (the popup closes) with the signal's reason. */
  signal?: AbortSignal | undefined
}
/** An access token to the user's cloud account, for the wallet service to write or read the recovery key. */
export type AuthorizeCloudRecoveryReturnType = { provider: CloudRecoveryMethod; accessToken: string }
/** The errors {@link authorizeCloudRecovery} can throw or reject with. */
export type AuthorizeCloudRecoveryErrorType =
  | CloudRecoveryAuthorizationError
  | PkceStateCodeMismatchError
  | OAuthUserDeniedError
  | MissingAccessTokenError
  | FlowAbortedError

/** Keeps the errors the caller must tell apart; everything else is 'Recovery OAuth failed' with it as the cause. */
function asFailure(error: unknown, signal: AbortSignal | undefined): unknown {
  if (signal?.aborted || error instanceof FlowAbortedError) return error
  if (error instanceof CloudRecoveryAuthorizationError || error instanceof PkceStateCodeMismatchError) return error
  if (error instanceof OAuthUserDeniedError || error instanceof MissingAccessTokenError) return error
  return new CloudRecoveryAuthorizationError({ cause: error })
}

/**
 * Gets an access token to the user's Google Drive or iCloud (the recovery OAuth flow), for a cloud
 * backup of the wallet's recovery key: opens a 440x680 popup at once (it needs the click that
 * asked for it), saves a fresh PKCE verifier and state code, asks the server for the provider's
 * consent page (POST /api/v1/recovery/oauth/init, or configuration_icloud then init_icloud), and
 * waits — checking every 300 ms, at most 120 s — for the provider to send the popup back to this
 * page's origin. The return is checked: a missing or other state code is reported as a possible
 * phishing attempt and fails with 'Unexpected auth flow. This may be a phishing attempt.'; the
 * code 'undefined' is 'User denied confirmation during OAuth flow'. The code is then exchanged
 * with the verifier (POST /api/v1/recovery/oauth/authenticate). Other failures (popup blocked or
 * closed, no answer, a server refusal) are 'Recovery OAuth failed'. The popup is closed at the end.
 */
export async function authorizeCloudRecovery(
  client: FoyerClient,
  { provider, redirectUrl, window: win, timers, signal }: AuthorizeCloudRecoveryParameters,
): Promise<AuthorizeCloudRecoveryReturnType> {
  if (!isCloudRecoveryMethod(provider)) throw new CloudRecoveryAuthorizationError({ details: `Unsupported cloud backup provider: ${String(provider)}` })
  const browser = win ?? browserRecoveryOAuthWindow()
  // Before any await: browsers only allow a popup during the click that asked for it.
  const popup = browser.open(recoveryOAuthPopupFeatures(win ? {} : (globalThis as PopupScreen)))
  try {
    if (!popup) throw new CloudRecoveryAuthorizationError({ details: 'The popup was blocked' })
    const pkce = await createPkcePair()
    const page = currentUrl()
    const redirectTo = redirectUrl ?? (page ? removeUrlParams(page, Object.values(OAUTH_RETURN_PARAMS)) : null)
    if (!redirectTo) throw new CloudRecoveryAuthorizationError({ details: 'No page to come back to: pass `redirectUrl`' })
    const pkceFields = { redirect_to: redirectTo, code_challenge: pkce.codeChallenge, state_code: pkce.stateCode }
    if (provider === 'icloud') {
      await client.http.request(RECOVERY_OAUTH_PATHS.configurationICloud, { method: 'POST', body: { client_type: 'web' }, auth: 'required', signal })
    }
    const { url } = await client.http.request<{ url: string }>(provider === 'icloud' ? RECOVERY_OAUTH_PATHS.initICloud : RECOVERY_OAUTH_PATHS.init, {
      method: 'POST',
      body: provider === 'icloud' ? { client_type: 'web', ...pkceFields } : pkceFields,
      auth: 'required',
      signal,
    })
    popup.navigate(url)
    const returned = await pollUntil<string>({
      intervalMs: RECOVERY_OAUTH_POLL_MS,
      timeoutMs: RECOVERY_OAUTH_TIMEOUT_MS,
      onTimeout: () => new CloudRecoveryAuthorizationError({ details: 'The provider did not answer in time' }),
      immediate: false,
      timers,
      signal,
      attempt: () => {
        const at = popup.returnUrl()
        if (at) {
          const params = new URL(at).searchParams
          if (params.has(OAUTH_RETURN_PARAMS.state) || params.has(OAUTH_RETURN_PARAMS.code)) return at
        }
        if (popup.closed) throw new CloudRecoveryAuthorizationError({ details: 'The popup was closed' })
        return undefined
      },
    })
    const params = new URL(returned).searchParams
    const checked = checkRecoveryOAuthReturn({ code: params.get(OAUTH_RETURN_PARAMS.code), state: params.get(OAUTH_RETURN_PARAMS.state), expectedState: pkce.stateCode })
    if (!checked.ok) {
      if (checked.problem === 'missing_state' || checked.problem === 'state_mismatch') {
        trackEvent(client, { name: STATE_MISMATCH_EVENT, payload: { provider, reason: checked.problem, flow: 'recovery' } })
        throw new PkceStateCodeMismatchError()
      }
      if (checked.problem === 'denied') throw new OAuthUserDeniedError()
      throw new CloudRecoveryAuthorizationError({ details: 'No authorization code was returned by the provider' })
    }
    const answer = await client.http.request<{ access_token?: unknown }>(RECOVERY_OAUTH_PATHS.authenticate, {
      method: 'POST',
      body: { authorization_code: checked.code, state_code: pkce.stateCode, code_verifier: pkce.codeVerifier, provider },
      auth: 'required',
      signal,
    })
    if (typeof answer?.access_token !== 'string' || answer.access_token === '') {
      throw new CloudRecoveryAuthorizationError({ details: 'The server answered no access token' })
    }
    return { provider, accessToken: answer.access_token }
  } catch (error) {
    throw asFailure(error, signal)
  } finally {
    popup?.close()
  }
}
