import type { FoyerClient } from '../../client/client.js'
import type { FoyerError } from '../../errors/base.js'
import { settleLoadingFlow } from '../../steps/authenticateOrLink.js'
import { TelegramAuthFailedError, TelegramNotInitializedError } from '../../errors/client.js'
import { assertIntentAllowed, runAuthStep, type AuthIntent } from '../../steps/intent.js'
import { appConfigAtom } from '../../client/state.js'
import type { AuthResult } from '../../types/auth.js'
import { authenticateWithTelegram } from './authenticateWithTelegram.js'
import { dispatchTelegramFlow } from './dispatch.js'
import { loadTelegramWidget } from './loadTelegramWidget.js'
import type { TelegramAuthResult, TelegramLoginApi } from './types.js'

export type LoginWithTelegramParameters = {
  /** login (default) or link (needs a session). */
  intent?: AuthIntent | undefined
  disableSignup?: boolean | undefined
  /** The widget API to use (default: the loaded script's `window.Telegram.Login`). */
  widget?: TelegramLoginApi | undefined
}
export type LoginWithTelegramReturnType = AuthResult
export type LoginWithTelegramErrorType = FoyerError

/**
 * Logs in (or links) with Telegram: opens Telegram's login window through the widget script
 * (`Telegram.Login.auth({ bot_id, request_access })`), then sends the signed result to the API.
 * A canceled or failed window fails with 'Telegram auth failed or was canceled by the client'.
 * Statuses: loading → done | error.
 */
export async function loginWithTelegram(
  client: FoyerClient,
  { intent = 'login', disableSignup = false, widget }: LoginWithTelegramParameters = {},
): Promise<LoginWithTelegramReturnType> {
  return runAuthStep(client, { method: 'telegram', intent }, async () => {
    assertIntentAllowed(client, intent)
    dispatchTelegramFlow(client, { type: 'start', provider: 'telegram', intent, disableSignup })
    return settleLoadingFlow((event) => dispatchTelegramFlow(client, event), async () => {
      const botId = client.store.get(appConfigAtom)?.telegramAuth?.botId
      if (!botId) throw new TelegramNotInitializedError({ details: 'The app has no Telegram bot configured' })
      const api = widget ?? (await loadTelegramWidget(client))
      const data = await new Promise<TelegramAuthResult | false | null | undefined>((resolve) =>
        api.auth({ bot_id: botId, request_access: 'write' }, resolve),
      )
      if (!data || typeof data !== 'object' || !data.hash) throw new TelegramAuthFailedError()
      return authenticateWithTelegram(client, { telegramAuthResult: data, intent, disableSignup })
    })
  })
}
