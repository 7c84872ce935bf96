/** What Telegram's login widget hands back (and what the redirect variant puts in the URL). */
export type TelegramAuthResult = {
  id: number
  first_name: string
  last_name?: string | undefined
  username?: string | undefined
  photo_url?: string | undefined
  auth_date: number
  hash: string
}

/**
 * Telegram Mini App init data, field by field as Telegram sent it (strings; `user` stays the raw
 * JSON string so the server can rebuild the data-check-string exactly).
 */
export type TelegramWebAppData = Record<string, string> & { hash: string; auth_date: string }

/** `window.Telegram.Login` of Telegram's widget script (or of the dev backend's fake one). */
export type TelegramLoginApi = {
  auth(
    options: { bot_id: string; request_access?: 'write' | boolean | undefined },
    callback: (data: TelegramAuthResult | false | null | undefined) => void,
  ): void
}
