import type { LoginMethodDescriptor } from '../../steps/loginMethod.js'
import { ownsItsId } from '../../steps/loginMethod.js'
import type { TelegramAccount } from '../../types/linkedAccounts.js'
import { TELEGRAM_PATHS } from './constants.js'
import { telegramReturnReader } from './telegramReturn.js'

/** Telegram login as the rest of the kit sees it (see `LoginMethodDescriptor`). */
export const telegramMethod: LoginMethodDescriptor = {
  id: 'telegram',
  owns: ownsItsId('telegram'),
  kind: () => 'other',
  configProblem: (config) =>
    config.telegramAuth
      ? null
      : {
          method: 'telegram',
          code: 'telegram_bot_missing',
          message: "Login method 'telegram' needs a Telegram bot: set telegram_auth_config { bot_id, bot_name } in the app config.",
        },
  ownsAccount: (account) => account.type === 'telegram',
  unlink: async (client, account) =>
    (await import('./unlinkTelegram.js')).unlinkTelegram(client, { telegramUserId: (account as TelegramAccount).telegramUserId }),
  urlReturn: {
    reader: telegramReturnReader,
    finish: async (client, value) => (await import('./handleTelegramReturn.js')).finishTelegramReturn(client, value),
  },
  transfer: {
    owns: ownsItsId('telegram'),
    kind: () => 'telegram',
    path: TELEGRAM_PATHS.transfer,
    body: (data) => ({
      nonce: data.nonce,
      telegram_user_id: data.account,
      telegram_auth_result: data.telegramAuthResult ?? undefined,
      telegram_web_app_data: data.telegramWebAppData ?? undefined,
    }),
  },
}
