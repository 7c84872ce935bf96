import type { FoyerClient } from '../../client/types.js'
import type { User } from '../../types/user.js'
import { postForUser, type PostForUserErrorType } from '../../session/postForUser.js'
import { TELEGRAM_PATHS } from './constants.js'

/** The parameters of {@link unlinkTelegram}. */
export type UnlinkTelegramParameters = { telegramUserId: string | number }
/** What {@link unlinkTelegram} returns. */
export type UnlinkTelegramReturnType = User
/** The errors {@link unlinkTelegram} can throw or reject with. */
export type UnlinkTelegramErrorType = PostForUserErrorType

/** Unlinks the Telegram account from the logged-in user (POST /api/v1/telegram/unlink). */
export async function unlinkTelegram(client: FoyerClient, { telegramUserId }: UnlinkTelegramParameters): Promise<UnlinkTelegramReturnType> {
  const user = await postForUser(client, TELEGRAM_PATHS.unlink, { telegram_user_id: String(telegramUserId) })
  client.events.emit('unlink', { user })
  return user
}
