import type { FoyerClient } from '../../client/types.js'
import { API_PATHS } from '../../constants.js'
import { ApiError } from '../../errors/api.js'
import type { FoyerError } from '../../errors/base.js'
import { FarcasterConnectFailedError, UnknownAuthIntentError, UserExitedFlowError } from '../../errors/client.js'
import { transitionFarcasterFlow, type FarcasterFlowEvent } from '../../machines/farcasterFlow.js'
import { assertIntentAllowed, runAuthStep, type AuthIntent } from '../../steps/intent.js'
import type { WireFarcasterChannel } from '../../types/farcaster.js'
import { getCaptchaToken, isCaptchaError } from '../../captcha/getCaptchaToken.js'
import { currentUrl } from '../../utils/url.js'
import { farcasterFlow } from './flow.js'

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
export type InitFarcasterLoginReturnType = { channelToken: string; connectUri: string }
export type InitFarcasterLoginErrorType = FoyerError

export const dispatchFarcasterFlow = (client: FoyerClient, event: FarcasterFlowEvent) =>
  farcasterFlow.set(client, transitionFarcasterFlow(farcasterFlow.get(client), event))

/** Back to `initial`; a wait in progress ends with USER_EXITED_*. Other flows are left alone. */
export const resetFarcasterFlow = (client: FoyerClient) => dispatchFarcasterFlow(client, { type: 'reset' })

/** The relying party the login message names: the page's host, else the API's. */
function relyingParty(client: FoyerClient): string {
  const host = (globalThis as { location?: { host?: string } }).location?.host
  return host || new URL(client.apiUrl).host
}

/**
 * Opens a Farcaster relay channel (POST /api/v1/farcaster/init): the flow moves to
 * awaiting-approval with the `connectUri` to show. Then call `loginWithFarcaster` to wait for the
 * approval and log in. A failure to open the channel is 'Connect failed' (retryable).
 */
export async function initFarcasterLogin(
  client: FoyerClient,
  { intent = 'login', disableSignup = false, captchaToken, redirectUrl }: InitFarcasterLoginParameters = {},
): Promise<InitFarcasterLoginReturnType> {
  return runAuthStep(client, { method: 'farcaster', intent }, async () => {
    assertIntentAllowed(client, intent)
    if (intent === 'update') throw new UnknownAuthIntentError({ details: 'A Farcaster account cannot be updated: unlink it and link another' })
    dispatchFarcasterFlow(client, { type: 'init', intent, disableSignup })
    const started = farcasterFlow.get(client)
    try {
      const wire = await client.http.request<WireFarcasterChannel>(API_PATHS.farcasterInit, {
        method: 'POST',
        body: { relying_party: relyingParty(client), redirect_url: redirectUrl ?? currentUrl() ?? client.apiUrl, token: captchaToken ?? (await getCaptchaToken(client)) },
      })
      const channel = { channelToken: wire.channel_token, connectUri: wire.connect_uri }
      // Reset or another init while this one was in flight: this channel is nobody's any more.
      if (farcasterFlow.get(client) !== started) throw new UserExitedFlowError(intent === 'link' ? 'USER_EXITED_LINK_FLOW' : 'USER_EXITED_AUTH_FLOW')
      dispatchFarcasterFlow(client, { type: 'initialized', ...channel })
      return channel
    } catch (cause) {
      // The server's own answers (captcha, rate limit, bad data) keep their code; anything else
      // (network, server failure, a malformed answer) is 'Connect failed'.
      if (cause instanceof UserExitedFlowError) throw cause
      if (isCaptchaError(cause)) {
        if (farcasterFlow.get(client) === started) dispatchFarcasterFlow(client, { type: 'failed', error: cause })
        throw cause
      }
      const error = cause instanceof ApiError && cause.status >= 400 && cause.status < 500 ? cause : new FarcasterConnectFailedError({ cause })
      if (farcasterFlow.get(client) === started) dispatchFarcasterFlow(client, { type: 'failed', error })
      throw error
    }
  })
}
