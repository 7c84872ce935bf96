import type { FoyerClient } from '../../client/client.js'
import { API_PATHS } from '../../constants.js'
import type { FoyerError } from '../../errors/base.js'
import { authenticateOrLink } from '../../steps/authenticateOrLink.js'
import type { AuthIntent } from '../../steps/intent.js'
import type { AuthResult } from '../../types/auth.js'
import type { LinkedAccount } from '../../types/user.js'
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
export type AuthenticateWithTelegramErrorType = FoyerError

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
  return authenticateOrLink(client, {
    method: 'telegram',
    intent,
    disableSignup,
    account: (a: LinkedAccount) => a.type === 'telegram' && String(a.telegramUserId) === id,
    paths: { authenticate: API_PATHS.telegramAuthenticate, link: API_PATHS.telegramLink },
    body: { telegram_auth_result: telegramAuthResult, telegram_web_app_data: telegramWebAppData },
  })
}
