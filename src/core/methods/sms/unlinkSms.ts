import type { FoyerClient } from '../../client/types.js'
import type { ApiError } from '../../errors/api.js'
import type { MissingAccessTokenError, NetworkError, RequestTimeoutError } from '../../errors/client.js'
import type { User } from '../../types/user.js'
import { postForUser } from '../../session/postForUser.js'
import { SMS_PATHS } from './constants.js'

/** The parameters of {@link unlinkSms}. */
export type UnlinkSmsParameters = { phoneNumber: string }
/** What {@link unlinkSms} returns. */
export type UnlinkSmsReturnType = User
/** The errors {@link unlinkSms} can throw or reject with. */
export type UnlinkSmsErrorType = MissingAccessTokenError | NetworkError | RequestTimeoutError | ApiError

/** Unlinks a phone number from the logged-in user (POST /api/v1/passwordless_sms/unlink). */
export async function unlinkSms(client: FoyerClient, { phoneNumber }: UnlinkSmsParameters): Promise<UnlinkSmsReturnType> {
  const user = await postForUser(client, SMS_PATHS.unlink, { phoneNumber })
  client.events.emit('unlink', { user })
  return user
}
