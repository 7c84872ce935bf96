import type { FoyerClient } from '../../client/types.js'
import {
  API_PATHS, CROSS_APP_CLOSED_POLL_MS, CROSS_APP_MESSAGE_TYPES, CROSS_APP_PROVIDER_PREFIX, CROSS_APP_TIMEOUT_MS,
  OAUTH_STATE_MISMATCH_EVENT, STORAGE_KEYS,
} from '../../constants.js'
import type { FoyerError } from '../../errors/base.js'
import {
  CrossAppConnectionError, CrossAppTimeoutError, CrossAppUserRejectedError, PkceStateCodeMismatchError,
  UnknownAuthIntentError, UserExitedFlowError,
} from '../../errors/client.js'
import { assertIntentAllowed, runAuthStep, type AuthIntent } from '../../steps/intent.js'
import { transitionLoadingFlow, type LoadingFlowEvent } from '../../machines/loadingFlow.js'
import type { AuthResult } from '../../types/auth.js'
import type { CrossAppMessage } from '../../types/crossApp.js'
import { createPkcePair } from '../../utils/pkce.js'
import { pollUntil } from '../../utils/poll.js'
import type { Timers } from '../../utils/timers.js'
import { currentUrl } from '../../utils/url.js'
import { trackEvent } from '../../session/trackEvent.js'
import { loginWithOAuthCode } from '../oauth/loginWithOAuthCode.js'
import { fetchCrossAppProviderDetails } from './fetchCrossAppProviderDetails.js'
import { browserCrossAppWindow, browserPopupFeatures, crossAppPopupFeatures, type CrossAppPopup, type CrossAppWindow } from './popup.js'
import { crossAppFlow } from './flow.js'

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
export type LoginWithCrossAppAccountReturnType = AuthResult
export type LoginWithCrossAppAccountErrorType = FoyerError

type Answer = { code: string; state: string; tokenAction: 'set' | 'clear'; token: string | null }

export const dispatchCrossAppFlow = (client: FoyerClient, event: LoadingFlowEvent) =>
  crossAppFlow.set(client, transitionLoadingFlow(crossAppFlow.get(client), event))

/** Back to `initial`; a popup wait in progress ends with USER_EXITED_*. Other flows are left alone. */
export const resetCrossAppFlow = (client: FoyerClient) => dispatchCrossAppFlow(client, { type: 'reset' })

/** The oauth/init provider value of a cross-app provider: `privy:{providerAppId}`. */
export const crossAppProvider = (providerAppId: string) => `${CROSS_APP_PROVIDER_PREFIX}${providerAppId}`

/** Where the provider's token for later requests is kept (token action 'set' / 'clear'). */
export const crossAppTokenKey = (providerAppId: string) => `${STORAGE_KEYS.crossAppToken}:${providerAppId}`

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

/**
 * Logs in (or links) with an account of another app that uses the kit (spec 01 §4 "Cross-app
 * auth", §7): opens a 440x680 popup at once (it needs the click), asks POST /api/v1/oauth/init
 * (provider `privy:{appId}`, PKCE) for the provider app's page, and waits for the popup's answer,
 * accepted ONLY from the provider's origin. A closed popup is 'User rejected request'; after 2
 * minutes 'Authorization request timed out after 2 minutes.'. The code is then exchanged like
 * OAuth (state checked, verifier sent). Status: loading → done | error.
 */
export async function loginWithCrossAppAccount(
  client: FoyerClient,
  { appId: providerAppId, intent = 'login', disableSignup = false, window: win, timers }: LoginWithCrossAppAccountParameters,
): Promise<LoginWithCrossAppAccountReturnType> {
  return runAuthStep(client, { method: 'cross_app', intent }, async () => {
    assertIntentAllowed(client, intent)
    if (intent === 'update') throw new UnknownAuthIntentError({ details: 'A cross-app account cannot be updated' })
    const browser = win ?? browserCrossAppWindow()
    // Before any await: browsers only allow a popup during the click that asked for it.
    const popup = browser.open(win ? crossAppPopupFeatures() : browserPopupFeatures())
    dispatchCrossAppFlow(client, { type: 'start', provider: providerAppId, intent, disableSignup })
    const started = crossAppFlow.get(client)
    const ours = () => crossAppFlow.get(client) === started
    const exit = new AbortController()
    const stopWatching = crossAppFlow.watch(client, { onChange: () => {
      if (!ours()) exit.abort(new UserExitedFlowError(intent === 'link' ? 'USER_EXITED_LINK_FLOW' : 'USER_EXITED_AUTH_FLOW'))
    } })
    try {
      if (!popup) throw await connectionError(client, providerAppId, 'The popup was blocked')
      const pkce = await createPkcePair()
      const { url } = await client.http.request<{ url: string }>(API_PATHS.oauthInit, {
        method: 'POST',
        body: {
          redirect_to: currentUrl() ?? client.apiUrl,
          provider: crossAppProvider(providerAppId),
          code_challenge: pkce.codeChallenge,
          state_code: pkce.stateCode,
        },
      })
      exit.signal.throwIfAborted()
      popup.navigate(url)
      const answer = await waitForAnswer(client, { popup, browser, providerAppId, providerOrigin: new URL(url).origin, timers, signal: exit.signal })
      if (answer.state !== pkce.stateCode) {
        trackEvent(client, { name: OAUTH_STATE_MISMATCH_EVENT, payload: { provider: crossAppProvider(providerAppId), reason: 'state_mismatch' } })
        throw new PkceStateCodeMismatchError()
      }
      keepProviderToken(client, providerAppId, answer)
      const result = await loginWithOAuthCode(client, {
        provider: crossAppProvider(providerAppId),
        authorizationCode: answer.code,
        stateCode: answer.state,
        codeVerifier: pkce.codeVerifier,
        intent,
        disableSignup,
      })
      if (ours()) dispatchCrossAppFlow(client, { type: 'succeeded', result })
      return result
    } catch (error) {
      if (ours()) dispatchCrossAppFlow(client, { type: 'failed', error: error as FoyerError })
      throw error
    } finally {
      stopWatching()
      popup?.close()
    }
  })
}

async function connectionError(client: FoyerClient, providerAppId: string, details: string): Promise<FoyerError> {
  const name = await fetchCrossAppProviderDetails(client, { providerAppId }).then((d) => d.name, () => providerAppId)
  return new CrossAppConnectionError(name, { details })
}

/** Waits for the popup's answer from the provider origin; checks every 300 ms whether it was closed. */
function waitForAnswer(
  client: FoyerClient,
  { popup, browser, providerAppId, providerOrigin, timers, signal }: {
    popup: CrossAppPopup
    browser: CrossAppWindow
    providerAppId: string
    providerOrigin: string
    timers: Timers | undefined
    signal: AbortSignal
  },
): Promise<Answer> {
  let received: Answer | { error: string } | null = null
  const stop = browser.onMessage(({ origin, data }) => {
    // Only the provider app may answer; anything else (other frames, extensions) is ignored.
    if (origin !== providerOrigin || !isObject(data) || received) return
    const message = data as CrossAppMessage
    if (message.type === CROSS_APP_MESSAGE_TYPES.response && isObject(message.data)) {
      const { code, state } = message.data
      if (typeof code !== 'string' || typeof state !== 'string') return
      received = { code, state, tokenAction: message.token_action === 'clear' ? 'clear' : 'set', token: typeof message.token === 'string' ? message.token : null }
    } else if (message.type === CROSS_APP_MESSAGE_TYPES.error) {
      received = { error: typeof message.error === 'string' ? message.error : 'Unknown error' }
    }
  })
  return pollUntil<Answer>({
    intervalMs: CROSS_APP_CLOSED_POLL_MS,
    timeoutMs: CROSS_APP_TIMEOUT_MS,
    onTimeout: () => new CrossAppTimeoutError(),
    immediate: false,
    timers,
    signal,
    attempt: async () => {
      const answer = received as Answer | { error: string } | null
      if (answer && 'error' in answer) {
        if (answer.error === new CrossAppUserRejectedError().shortMessage) throw new CrossAppUserRejectedError()
        throw await connectionError(client, providerAppId, answer.error)
      }
      if (answer) return answer
      if (popup.closed) throw new CrossAppUserRejectedError({ details: 'The popup was closed' })
      return undefined
    },
  }).finally(stop)
}

function keepProviderToken(client: FoyerClient, providerAppId: string, answer: Answer) {
  try {
    if (answer.tokenAction === 'clear' || !answer.token) client.storage.remove(crossAppTokenKey(providerAppId))
    else client.storage.set(crossAppTokenKey(providerAppId), answer.token)
  } catch {
    // Storage may be unavailable; the login itself does not need the token.
  }
}
