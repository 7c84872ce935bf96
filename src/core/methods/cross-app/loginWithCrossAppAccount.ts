import type { FoyerClient } from '../../client/types.js'
import { whenAborted } from '../../client/flow.js'
import type { ApiError } from '../../errors/api.js'
import type { FoyerError } from '../../errors/base.js'
import {
  PkceStateCodeMismatchError, UnknownAuthIntentError,
  type AlreadyAuthenticatedError, type MustBeAuthenticatedError, type NoUserReturnedError, type UserExitedFlowError,
} from '../../errors/client.js'
import { trackEvent } from '../../session/trackEvent.js'
import { runLoginAttempt } from '../../steps/authenticate.js'
import { assertIntentAllowed, type AuthIntent } from '../../steps/intent.js'
import { exchangeAuthorizationCode, STATE_MISMATCH_EVENT, requestAuthorizationUrl } from '../../steps/authorizationCode.js'
import type { AuthResult } from '../../types/auth.js'
import { isCrossAppAccount, type CrossAppMessage } from '../../types/crossApp.js'
import { createPkcePair } from '../../utils/pkce.js'
import type { Timers } from '../../utils/timers.js'
import { currentUrl } from '../../utils/url.js'
import {
  CROSS_APP_MESSAGE_TYPES, CROSS_APP_PROVIDER_PREFIX, CROSS_APP_TOKEN_KEY,
} from './constants.js'
import { CrossAppConnectionError, CrossAppTimeoutError, CrossAppUserRejectedError } from './errors.js'
import { fetchCrossAppProviderDetails } from './fetchCrossAppProviderDetails.js'
import { crossAppFlow } from './flow.js'
import { browserCrossAppWindow, browserPopupFeatures, crossAppPopupFeatures, waitForProviderAnswer, type CrossAppWindow, type ProviderWait } from './popup.js'

/** The parameters of {@link loginWithCrossAppAccount}. */
export type LoginWithCrossAppAccountParameters = {
  /** The provider app's id. */
  appId: string
  /** login (default), link (needs a session) or connect-or-create. */
  intent?: AuthIntent | undefined
  /** Only existing users may log in. */
  disableSignup?: boolean | undefined
  /** The browser surface (popup + messages); injectable for tests. */
  window?: CrossAppWindow | undefined
  /** Injectable timers (tests): closed check every 300 ms, time-out after 2 minutes. */
  timers?: Timers | undefined
}
/** What {@link loginWithCrossAppAccount} returns. */
export type LoginWithCrossAppAccountReturnType = AuthResult
/** The errors {@link loginWithCrossAppAccount} can throw or reject with. */
export type LoginWithCrossAppAccountErrorType =
  | CrossAppUserRejectedError
  | CrossAppTimeoutError
  | CrossAppConnectionError
  | PkceStateCodeMismatchError
  | AlreadyAuthenticatedError
  | MustBeAuthenticatedError
  | UnknownAuthIntentError
  | UserExitedFlowError
  | NoUserReturnedError
  | ApiError

type Answer = { code: string; state: string; tokenAction: 'set' | 'clear'; token: string | null }

/** The authorization-code routes' provider value of a provider app: `privy:{providerAppId}`. */
export const crossAppProvider = (providerAppId: string) => `${CROSS_APP_PROVIDER_PREFIX}${providerAppId}`

/** Where the provider's token for later requests is kept (token action 'set' / 'clear'). */
export const crossAppTokenKey = (providerAppId: string) => `${CROSS_APP_TOKEN_KEY}:${providerAppId}`

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

/**
 * Logs in (or links) with an account of another app that uses the kit: opens a 440x680 popup at
 * once (it needs the click), asks the server for the provider app's page (authorization code with
 * PKCE, provider `privy:{appId}`), and waits for the popup's answer, accepted ONLY from the
 * provider's origin. A closed popup is 'User rejected request'; after 2 minutes 'Authorization
 * request timed out after 2 minutes.'; resetting the flow ends the wait (USER_EXITED_*). The code
 * is then exchanged (state checked, verifier sent). An account cannot be updated this way (fails
 * before the flow starts). Statuses: loading → done | error.
 */
export function loginWithCrossAppAccount(
  client: FoyerClient,
  { appId: providerAppId, intent = 'login', disableSignup = false, window: win, timers }: LoginWithCrossAppAccountParameters,
): Promise<LoginWithCrossAppAccountReturnType> {
  const updating = intent === 'update'
  return runLoginAttempt(
    client,
    {
      method: 'cross_app',
      intent,
      flow: crossAppFlow,
      start: updating ? undefined : { type: 'start', provider: providerAppId, intent, disableSignup },
    },
    async ({ signal }) => {
      if (updating) {
        assertIntentAllowed(client, intent)
        throw new UnknownAuthIntentError({ details: 'A cross-app account cannot be updated' })
      }
      const browser = win ?? browserCrossAppWindow()
      // Before any await: browsers only allow a popup during the click that asked for it.
      const popup = browser.open(win ? crossAppPopupFeatures() : browserPopupFeatures())
      try {
        if (!popup) throw await connectionError(client, providerAppId, 'The popup was blocked')
        const pkce = await createPkcePair()
        const url = await Promise.race([
          requestAuthorizationUrl(client, {
            provider: crossAppProvider(providerAppId),
            redirectTo: currentUrl() ?? client.apiUrl,
            codeChallenge: pkce.codeChallenge,
            stateCode: pkce.stateCode,
          }),
          whenAborted(signal),
        ])
        popup.navigate(url)
        const answer = await Promise.race([
          waitForAnswer(client, { popup, browser, providerAppId, providerOrigin: new URL(url).origin, timers, signal }),
          whenAborted(signal),
        ])
        if (answer.state !== pkce.stateCode) {
          trackEvent(client, { name: STATE_MISMATCH_EVENT, payload: { provider: crossAppProvider(providerAppId), reason: 'state_mismatch' } })
          throw new PkceStateCodeMismatchError()
        }
        keepProviderToken(client, providerAppId, answer)
        return await exchangeAuthorizationCode(client, {
          method: crossAppProvider(providerAppId),
          intent,
          disableSignup,
          account: (account) => isCrossAppAccount(account) && account.providerApp?.id === providerAppId,
          authorizationCode: answer.code,
          stateCode: answer.state,
          codeVerifier: pkce.codeVerifier,
        })
      } finally {
        popup?.close()
      }
    },
  )
}

async function connectionError(client: FoyerClient, providerAppId: string, details: string): Promise<FoyerError> {
  const name = await fetchCrossAppProviderDetails(client, { providerAppId }).then((d) => d.name, () => providerAppId)
  return new CrossAppConnectionError(name, { details })
}

/** Waits for the popup's answer (the authorization code and state) from the provider origin. */
function waitForAnswer(
  client: FoyerClient,
  { popup, browser, providerAppId, providerOrigin, timers, signal }: ProviderWait & { providerAppId: string },
): Promise<Answer> {
  return waitForProviderAnswer<Answer>({
    popup, browser, providerOrigin, timers, signal,
    read: (data) => {
      const message = data as CrossAppMessage
      if (message.type === CROSS_APP_MESSAGE_TYPES.response && isObject(message.data)) {
        const { code, state } = message.data
        if (typeof code !== 'string' || typeof state !== 'string') return undefined
        return { answer: { code, state, tokenAction: message.token_action === 'clear' ? 'clear' : 'set', token: typeof message.token === 'string' ? message.token : null } }
      }
      if (message.type === CROSS_APP_MESSAGE_TYPES.error) return { error: typeof message.error === 'string' ? message.error : 'Unknown error' }
      return undefined
    },
    failed: async (error) =>
      error === new CrossAppUserRejectedError().shortMessage ? new CrossAppUserRejectedError() : connectionError(client, providerAppId, error),
    timedOut: () => new CrossAppTimeoutError(),
  })
}

function keepProviderToken(client: FoyerClient, providerAppId: string, answer: Answer) {
  try {
    if (answer.tokenAction === 'clear' || !answer.token) client.storage.remove(crossAppTokenKey(providerAppId))
    else client.storage.set(crossAppTokenKey(providerAppId), answer.token)
  } catch {
    // Storage may be unavailable; the login itself does not need the token.
  }
}
