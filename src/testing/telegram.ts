/**
 * Telegram login verification, exactly as Telegram specifies it:
 * - login widget: data-check-string = every field but `hash` as sorted `key=value` lines joined by
 *   '\n'; secret = SHA-256(bot token); hash = hex(HMAC-SHA-256(secret, data-check-string));
 * - Mini App init data: the same string, with secret = HMAC-SHA-256(key 'WebAppData', bot token).
 * Web Crypto only (Node 20 and browsers).
 */
import type { TelegramBotOptions, WireAppConfig } from './types.js'

/** The demo bot the dev backend uses unless `telegram` options name another. Not a secret. */
export const DEV_TELEGRAM_BOT = {
  botToken: '7000000001:AAFoyerDevTelegramBotTokenNotASecret0',
  botName: 'foyer_dev_bot',
  maxAuthAgeSeconds: 86_400,
} as const

/** Where the dev backend serves its fake login widget script. */
export const DEV_TELEGRAM_WIDGET_PATH = '/__dev/telegram/telegram-widget.js'

export type TelegramBot = { botToken: string; botName: string; botId: string; maxAuthAgeSeconds: number }

export function telegramBot(options: TelegramBotOptions | undefined): TelegramBot {
  const botToken = options?.botToken ?? DEV_TELEGRAM_BOT.botToken
  return {
    botToken,
    botName: options?.botName ?? DEV_TELEGRAM_BOT.botName,
    botId: botToken.split(':')[0]!,
    maxAuthAgeSeconds: options?.maxAuthAgeSeconds ?? DEV_TELEGRAM_BOT.maxAuthAgeSeconds,
  }
}

/** The wire app config's `telegram_auth_config` for a bot (pointing at the fake widget). */
export const telegramAppConfig = (bot: TelegramBot): WireAppConfig['telegram_auth_config'] => ({
  bot_id: bot.botId,
  bot_name: bot.botName,
  script_url: DEV_TELEGRAM_WIDGET_PATH,
})

const encoder = new TextEncoder()
const hex = (buffer: ArrayBuffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('')

async function hmac(key: ArrayBuffer | Uint8Array<ArrayBuffer>, message: string): Promise<ArrayBuffer> {
  const k = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  return crypto.subtle.sign('HMAC', k, encoder.encode(message))
}

/** Sorted `key=value` lines of every field but `hash` (absent/null fields skipped), joined by '\n'. */
export function dataCheckString(data: Record<string, unknown>): string {
  return Object.keys(data)
    .filter((key) => key !== 'hash' && data[key] !== undefined && data[key] !== null)
    .sort()
    .map((key) => `${key}=${String(data[key])}`)
    .join('\n')
}

/** hex(HMAC-SHA-256(SHA-256(bot token), data-check-string)): a login widget result's hash. */
export async function telegramLoginHash(botToken: string, data: Record<string, unknown>): Promise<string> {
  const secret = await crypto.subtle.digest('SHA-256', encoder.encode(botToken))
  return hex(await hmac(secret, dataCheckString(data)))
}

/** hex(HMAC-SHA-256(HMAC-SHA-256('WebAppData', bot token), data-check-string)): Mini App data's hash. */
export async function telegramWebAppHash(botToken: string, data: Record<string, unknown>): Promise<string> {
  const secret = await hmac(encoder.encode('WebAppData'), botToken)
  return hex(await hmac(secret, dataCheckString(data)))
}

/** A Telegram user as the dev backend's fake Telegram login returns it. */
export type TelegramTestUser = { id: number; first_name: string; last_name?: string; username?: string; photo_url?: string }

/** The test users the fake login page offers. */
export const TELEGRAM_TEST_USERS: TelegramTestUser[] = [
  { id: 100000001, first_name: 'Ada', last_name: 'Lovelace', username: 'ada_l' },
  { id: 100000002, first_name: 'Grace', last_name: 'Hopper', username: 'grace_h' },
]

/**
 * A correctly signed login result for `user`, as Telegram's widget hands it back (`auth_date` in
 * unix seconds, default now). For your own tests of Telegram screens.
 */
export async function signTelegramAuthResult({
  user,
  botToken = DEV_TELEGRAM_BOT.botToken,
  authDate = Math.floor(Date.now() / 1000),
}: { user: TelegramTestUser; botToken?: string; authDate?: number }) {
  const data: Record<string, string | number> = { id: user.id, first_name: user.first_name, auth_date: authDate }
  for (const key of ['last_name', 'username', 'photo_url'] as const) if (user[key] !== undefined) data[key] = user[key]
  return { ...data, hash: await telegramLoginHash(botToken, data) } as {
    id: number; first_name: string; last_name?: string; username?: string; photo_url?: string; auth_date: number; hash: string
  }
}

/** Signed Mini App init data (`user` as a JSON string) for `user`, as a query string like Telegram's. */
export async function signTelegramWebAppData({
  user,
  botToken = DEV_TELEGRAM_BOT.botToken,
  authDate = Math.floor(Date.now() / 1000),
}: { user: TelegramTestUser; botToken?: string; authDate?: number }): Promise<string> {
  const data: Record<string, string> = { auth_date: String(authDate), query_id: 'dev-query', user: JSON.stringify(user) }
  const params = new URLSearchParams(data)
  params.set('hash', await telegramWebAppHash(botToken, data))
  return params.toString()
}
