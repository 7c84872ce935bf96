import type { FoyerClient } from '../../client/types.js'
import { API_PATHS } from '../../constants.js'
import type { FoyerError } from '../../errors/base.js'
import type { User } from '../../types/user.js'
import { postForUser } from '../../session/postForUser.js'

export type UnlinkSmsParameters = { phoneNumber: string }
export type UnlinkSmsReturnType = User
export type UnlinkSmsErrorType = FoyerError

/** Unlinks a phone number from the logged-in user (POST /api/v1/passwordless_sms/unlink). */
export async function unlinkSms(client: FoyerClient, { phoneNumber }: UnlinkSmsParameters): Promise<UnlinkSmsReturnType> {
  const user = await postForUser(client, API_PATHS.smsUnlink, { phoneNumber })
  client.events.emit('unlink', { user })
  return user
}
