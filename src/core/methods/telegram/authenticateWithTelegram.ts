import type { FoyerClient } from '../../client/types.js'
import type { ApiError } from '../../errors/api.js'
import { completeLogin } from '../../steps/authenticate.js'
import type { AuthIntent } from '../../steps/intent.js'
import type { AuthResult } from '../../types/auth.js'
import type { WireTokenResponse } from '../../types/tokens.js'
import type { LinkedAccount, WireUser } from '../../types/user.js'
import { TELEGRAM_PATHS } from './constants.js'
import type { TelegramAuthResult, TelegramWebAppData } from './types.js'

export type AuthenticateWithTelegramParameters = {
  /** From the login widget or the URL (id, first_name, …, auth_date, hash) … */
  telegramAuthResult?: TelegramAuthResult | undefined
  /** … or a Mini App's init data. */
  telegramWebAppData?: TelegramWebAppData | undefined
  intent?: AuthIntent | undefined
  disableSignup?: boolean | undefined
}
export type AuthenticateWithTelegramReturnType = AuthResult
export type AuthenticateWithTelegramErrorType = ApiError

const telegramUserId = ({ telegramAuthResult, telegramWebAppData }: AuthenticateWithTelegramParameters): string | null => {
  if (telegramAuthResult) return String(telegramAuthResult.id)
  try {
    const user = JSON.parse(telegramWebAppData?.user ?? 'null') as { id?: number } | null
    return user?.id === undefined ? null : String(user.id)
  } catch {
    return null
  }
}

/**
 * Sends signed Telegram login data: POST /api/v1/telegram/authenticate (with mode) without a
 * session, POST /api/v1/telegram/link with one. Emits `login` or `link`.
 */
export function authenticateWithTelegram(
  client: FoyerClient,
  parameters: AuthenticateWithTelegramParameters,
): Promise<AuthenticateWithTelegramReturnType> {
  const { telegramAuthResult, telegramWebAppData, intent = 'login', disableSignup = false } = parameters
  const id = telegramUserId(parameters)
  const body = { telegram_auth_result: telegramAuthResult, telegram_web_app_data: telegramWebAppData }
  return completeLogin(client, {
    method: 'telegram',
    intent,
    disableSignup,
    account: (a: LinkedAccount) => a.type === 'telegram' && String(a.telegramUserId) === id,
    authenticate: (mode) =>
      client.http.request<WireTokenResponse>(TELEGRAM_PATHS.authenticate, { method: 'POST', body: { ...body, mode }, auth: 'none' }),
    link: () => client.http.request<WireUser>(TELEGRAM_PATHS.link, { method: 'POST', body, auth: 'required' }),
  })
}
