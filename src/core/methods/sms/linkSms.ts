import type { FoyerClient } from '../../client/types.js'
import type { ApiError } from '../../errors/api.js'
import type { MissingAccessTokenError, NetworkError, RequestTimeoutError } from '../../errors/client.js'
import type { User } from '../../types/user.js'
import { postForUser } from '../../session/postForUser.js'
import { SMS_PATHS } from './constants.js'

/** The parameters of {@link linkSms}. */
export type LinkSmsParameters = { phoneNumber: string; code: string }
/** What {@link linkSms} returns. */
export type LinkSmsReturnType = User
/** The errors {@link linkSms} can throw or reject with. */
export type LinkSmsErrorType = MissingAccessTokenError | NetworkError | RequestTimeoutError | ApiError

/** Links a verified phone number to the logged-in user (POST /api/v1/passwordless_sms/link). */
export async function linkSms(client: FoyerClient, { phoneNumber, code }: LinkSmsParameters): Promise<LinkSmsReturnType> {
  return postForUser(client, SMS_PATHS.link, { phoneNumber, code })
}
