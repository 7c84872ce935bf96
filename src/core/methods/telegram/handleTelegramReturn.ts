import type { FoyerClient } from '../../client/types.js'
import type { ApiError } from '../../errors/api.js'
import { runLoginAttempt } from '../../steps/authenticate.js'
import { isAuthenticated } from '../../client/session/state.js'
import type { AuthResult } from '../../types/auth.js'
import { consumeUrlParams, pageFrom, type RedirectReturnParameters } from '../../utils/url.js'
import { authenticateWithTelegram } from './authenticateWithTelegram.js'
import { telegramReturnReader, type TelegramReturn } from './telegramReturn.js'
import { telegramFlow } from './flow.js'

/** The parameters of {@link handleTelegramReturn}. */
export type HandleTelegramReturnParameters = RedirectReturnParameters
/** The login/link result, or null when the URL carries no Telegram data. */
export type HandleTelegramReturnReturnType = AuthResult | null
/** The errors {@link handleTelegramReturn} can throw or reject with. */
export type HandleTelegramReturnErrorType = ApiError

/**
 * Finishes a Telegram login carried by the page URL at load (redirect variant or Mini App data),
 * once: the data is removed from the URL before anything else happens. Links when a session
 * exists. Statuses: loading (resumed) → done | error.
 */
export async function handleTelegramReturn(
  client: FoyerClient,
  parameters: HandleTelegramReturnParameters = {},
): Promise<HandleTelegramReturnReturnType> {
  const taken = consumeUrlParams(telegramReturnReader, pageFrom(parameters))
  if (!taken) return null
  return finishTelegramReturn(client, taken.value)
}

/** Logs in (or, with a session, links) with Telegram data read from the URL. Statuses: loading (resumed) → done | error. */
export function finishTelegramReturn(client: FoyerClient, data: TelegramReturn): Promise<AuthResult> {
  const intent = isAuthenticated(client) ? 'link' : 'login'
  return runLoginAttempt(
    client,
    {
      method: 'telegram',
      intent,
      flow: telegramFlow,
      start: { type: 'start', provider: 'telegram', intent, disableSignup: false, resumed: true },
    },
    () => authenticateWithTelegram(client, { ...data, intent }),
  )
}
