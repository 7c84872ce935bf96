import type { FoyerClient } from '../../client/types.js'
import type { ApiError } from '../../errors/api.js'
import type { MissingAccessTokenError, NetworkError, RequestTimeoutError } from '../../errors/client.js'
import type { User } from '../../types/user.js'
import { postForUser } from '../../session/postForUser.js'
import { SMS_PATHS } from './constants.js'

export type LinkSmsParameters = { phoneNumber: string; code: string }
export type LinkSmsReturnType = User
export type LinkSmsErrorType = MissingAccessTokenError | NetworkError | RequestTimeoutError | ApiError

/** Links a verified phone number to the logged-in user (POST /api/v1/passwordless_sms/link). */
export async function linkSms(client: FoyerClient, { phoneNumber, code }: LinkSmsParameters): Promise<LinkSmsReturnType> {
  return postForUser(client, SMS_PATHS.link, { phoneNumber, code })
}
