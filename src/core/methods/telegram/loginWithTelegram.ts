import type { FoyerClient } from '../../client/types.js'
import { appConfigValue } from '../../client/appConfig.js'
import { whenAborted } from '../../client/flow.js'
import type { ApiError } from '../../errors/api.js'
import type { AlreadyAuthenticatedError, MustBeAuthenticatedError, UnknownAuthIntentError, UserExitedFlowError } from '../../errors/client.js'
import { runLoginAttempt } from '../../steps/authenticate.js'
import type { AuthIntent } from '../../steps/intent.js'
import type { AuthResult } from '../../types/auth.js'
import { authenticateWithTelegram } from './authenticateWithTelegram.js'
import { TelegramAuthFailedError, TelegramNotInitializedError } from './errors.js'
import { telegramFlow } from './flow.js'
import { loadTelegramWidget } from './loadTelegramWidget.js'
import type { TelegramAuthResult, TelegramLoginApi } from './types.js'

/** The parameters of {@link loginWithTelegram}. */
export type LoginWithTelegramParameters = {
  /** login (default) or link (needs a session). */
  intent?: AuthIntent | undefined
  disableSignup?: boolean | undefined
  /** The widget API to use (default: the loaded script's `window.Telegram.Login`). */
  widget?: TelegramLoginApi | undefined
}
/** What {@link loginWithTelegram} returns. */
export type LoginWithTelegramReturnType = AuthResult
/** The errors {@link loginWithTelegram} can throw or reject with. */
export type LoginWithTelegramErrorType =
  | TelegramAuthFailedError
  | TelegramNotInitializedError
  | AlreadyAuthenticatedError
  | MustBeAuthenticatedError
  | UnknownAuthIntentError
  | UserExitedFlowError
  | ApiError

/**
 * Logs in (or links) with Telegram: opens Telegram's login window through the widget script
 * (`Telegram.Login.auth({ bot_id, request_access })`), then sends the signed result to the API.
 * A canceled or failed window fails with 'Telegram auth failed or was canceled by the client'.
 * Statuses: loading → done | error.
 */
export function loginWithTelegram(
  client: FoyerClient,
  { intent = 'login', disableSignup = false, widget }: LoginWithTelegramParameters = {},
): Promise<LoginWithTelegramReturnType> {
  return runLoginAttempt(
    client,
    {
      method: 'telegram',
      intent,
      flow: telegramFlow,
      start: { type: 'start', provider: 'telegram', intent, disableSignup },
    },
    async ({ signal }) => {
      const botId = appConfigValue.get(client)?.telegramAuth?.botId
      if (!botId) throw new TelegramNotInitializedError({ details: 'The app has no Telegram bot configured' })
      const api = widget ?? (await loadTelegramWidget(client))
      const answer = new Promise<TelegramAuthResult | false | null | undefined>((resolve) =>
        api.auth({ bot_id: botId, request_access: 'write' }, resolve),
      )
      const data = await Promise.race([answer, whenAborted(signal)])
      if (!data || typeof data !== 'object' || !data.hash) throw new TelegramAuthFailedError()
      return authenticateWithTelegram(client, { telegramAuthResult: data, intent, disableSignup })
    },
  )
}
