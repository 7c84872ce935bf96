import type { UrlParamsReader } from '../../utils/url.js'
import { TELEGRAM_AUTH_PARAMS, TELEGRAM_WEB_APP_DATA_PARAM } from './constants.js'
import type { TelegramAuthResult, TelegramWebAppData } from './types.js'

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

