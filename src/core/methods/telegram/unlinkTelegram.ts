import type { FoyerClient } from '../../client/types.js'
import type { User } from '../../types/user.js'
import { postForUser, type PostForUserErrorType } from '../../session/postForUser.js'
import { TELEGRAM_PATHS } from './constants.js'

export type UnlinkTelegramParameters = { telegramUserId: string | number }
export type UnlinkTelegramReturnType = User
export type UnlinkTelegramErrorType = PostForUserErrorType

/** Unlinks the Telegram account from the logged-in user (POST /api/v1/telegram/unlink). */
export async function unlinkTelegram(client: FoyerClient, { telegramUserId }: UnlinkTelegramParameters): Promise<UnlinkTelegramReturnType> {
  const user = await postForUser(client, TELEGRAM_PATHS.unlink, { telegram_user_id: String(telegramUserId) })
  client.events.emit('unlink', { user })
  return user
}
