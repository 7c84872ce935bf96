import type { FoyerClient } from '../../client/types.js'
import { FlowAbortedError, whenAborted } from '../../client/flow.js'
import { ApiError } from '../../errors/api.js'
import {
  UnknownAuthIntentError, UserExitedFlowError, type AlreadyAuthenticatedError, type MustBeAuthenticatedError,
} from '../../errors/client.js'
import { runLoginAttempt } from '../../steps/authenticate.js'
import type { AuthIntent } from '../../steps/intent.js'
import type { WireFarcasterChannel } from '../../types/farcaster.js'
import { getCaptchaToken, isCaptchaError, type GetCaptchaTokenErrorType } from '../../captcha/getCaptchaToken.js'
import { currentUrl } from '../../utils/url.js'
import { FARCASTER_PATHS } from './constants.js'
import { FarcasterConnectFailedError } from './errors.js'
import { farcasterFlow } from './flow.js'

/** The parameters of {@link initFarcasterLogin}. */
export type InitFarcasterLoginParameters = {
  /** login (default), link or connect-or-create. A Farcaster account cannot be updated. */
  intent?: AuthIntent | undefined
  /** Only existing users may log in (the server answers user_does_not_exist otherwise). */
  disableSignup?: boolean | undefined
  /** A captcha token, when the app has captcha enabled. */
  captchaToken?: string | undefined
  /** Sent as `redirect_url` (default: the page's URL, else the API URL). */
  redirectUrl?: string | undefined
}
/** What {@link initFarcasterLogin} returns. */
export type InitFarcasterLoginReturnType = { channelToken: string; connectUri: string }
/** The errors {@link initFarcasterLogin} can throw or reject with. */
export type InitFarcasterLoginErrorType =
  | FarcasterConnectFailedError
  | AlreadyAuthenticatedError
  | MustBeAuthenticatedError
  | UnknownAuthIntentError
  /** A reset or a newer init meanwhile. */
  | UserExitedFlowError<'USER_EXITED_AUTH_FLOW' | 'USER_EXITED_LINK_FLOW'>
  /** The server's refusals (4xx: captcha, rate limit, bad data …); any other failure is 'Connect failed'. */
  | ApiError
  | GetCaptchaTokenErrorType

/** The relying party the login message names: the page's host, else the API's. */
function relyingParty(client: FoyerClient): string {
  const host = (globalThis as { location?: { host?: string } }).location?.host
  return host || new URL(client.apiUrl).host
}

/**
 * Opens a Farcaster relay channel (POST /api/v1/farcaster/init) and begins a run of the Farcaster
 * flow: it moves to awaiting-approval with the `connectUri` to show. Then `loginWithFarcaster`
 * continues the run: it waits for the approval and logs in. A failure to open the channel is
 * 'Connect failed' (retryable); a reset or a newer init meanwhile drops this channel
 * (USER_EXITED_*). Statuses: initializing → awaiting-approval | error.
 */
export function initFarcasterLogin(
  client: FoyerClient,
  { intent = 'login', disableSignup = false, captchaToken, redirectUrl }: InitFarcasterLoginParameters = {},
): Promise<InitFarcasterLoginReturnType> {
  return runLoginAttempt(
    client,
    {
      method: 'farcaster',
      intent,
      flow: farcasterFlow,
      precondition: () => {
        if (intent === 'update') throw new UnknownAuthIntentError({ details: 'A Farcaster account cannot be updated: unlink it and link another' })
      },
      start: { type: 'init', intent, disableSignup },
      // Opening the channel is the run's first step: `loginWithFarcaster` finishes it.
      succeeded: false,
    },
    async (run) => {
      try {
        const open = async () =>
          client.http.request<WireFarcasterChannel>(FARCASTER_PATHS.init, {
            method: 'POST',
            body: { relying_party: relyingParty(client), redirect_url: redirectUrl ?? currentUrl() ?? client.apiUrl, token: captchaToken ?? (await getCaptchaToken(client)) },
          })
        const wire = await Promise.race([open(), whenAborted(run.signal)])
        const channel = { channelToken: wire.channel_token, connectUri: wire.connect_uri }
        run.dispatch({ type: 'initialized', ...channel })
        return channel
      } catch (cause) {
        // A reset or a newer init, the captcha's and the server's own answers (captcha, rate limit,
        // bad data) keep their error; anything else (network, server failure, a malformed answer)
        // is 'Connect failed'.
        if (cause instanceof FlowAbortedError || cause instanceof UserExitedFlowError || isCaptchaError(cause)) throw cause
        throw cause instanceof ApiError && cause.status >= 400 && cause.status < 500 ? cause : new FarcasterConnectFailedError({ cause })
      }
    },
  )
}
