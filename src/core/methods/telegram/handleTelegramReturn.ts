import type { FoyerClient } from '../../client/client.js'
import type { ApiError } from '../../errors/api.js'
import { runLoginAttempt } from '../../steps/authenticate.js'
import { isAuthenticated } from '../../client/session/state.js'
import type { AuthResult } from '../../types/auth.js'
import { consumeUrlParams, pageFrom, type RedirectReturnParameters, type UrlParamsReader } from '../../utils/url.js'
import { authenticateWithTelegram } from './authenticateWithTelegram.js'
import { TELEGRAM_AUTH_PARAMS, TELEGRAM_WEB_APP_DATA_PARAM } from './constants.js'
import { telegramFlow } from './flow.js'
import type { TelegramAuthResult, TelegramWebAppData } from './types.js'
import { tokensValue } from '../../client/session/state.js'

export type HandleTelegramReturnParameters = RedirectReturnParameters
/** The login/link result, or null when the URL carries no Telegram data. */
export type HandleTelegramReturnReturnType = AuthResult | null
export type HandleTelegramReturnErrorType = ApiError

export type TelegramReturn =
  | { telegramAuthResult: TelegramAuthResult; telegramWebAppData?: undefined }
  | { telegramWebAppData: TelegramWebAppData; telegramAuthResult?: undefined }

/**
 * Telegram login data in a URL (pure): the login parameters id, hash, auth_date, first_name (and
 * last_name, username, photo_url) of the redirect variant, or a Mini App's `#tgWebAppData=…`.
 */
export function parseTelegramReturn(url: string | null | undefined): TelegramReturn | null {
  if (!url) return null
  const parsed = new URL(url)
  const q = parsed.searchParams
  const id = Number(q.get('id'))
  const authDate = Number(q.get('auth_date'))
  const hash = q.get('hash')
  const firstName = q.get('first_name')
  if (hash && firstName !== null && Number.isSafeInteger(id) && id > 0 && Number.isSafeInteger(authDate)) {
    const result: TelegramAuthResult = { id, first_name: firstName, auth_date: authDate, hash }
    for (const key of ['last_name', 'username', 'photo_url'] as const) {
      const value = q.get(key)
      if (value !== null) result[key] = value
    }
    return { telegramAuthResult: result }
  }
  const initData = new URLSearchParams(parsed.hash.slice(1)).get(TELEGRAM_WEB_APP_DATA_PARAM)
  if (initData) {
    const data = Object.fromEntries(new URLSearchParams(initData)) as Record<string, string>
    if (data.hash && data.auth_date) return { telegramWebAppData: data as TelegramWebAppData }
  }
  return null
}

/** Telegram login data, consumed once from the page URL (see consumeUrlParams). */
export const telegramReturnReader: UrlParamsReader<TelegramReturn> = {
  id: 'telegram-return',
  read: (url) => {
    const value = parseTelegramReturn(url)
    if (!value) return null
    return { value, params: value.telegramAuthResult ? TELEGRAM_AUTH_PARAMS : [], hashKey: TELEGRAM_WEB_APP_DATA_PARAM }
  },
}

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
