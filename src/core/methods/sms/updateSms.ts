import type { FoyerClient } from '../../client/types.js'
import type { ApiError } from '../../errors/api.js'
import type { MissingAccessTokenError, NetworkError, RequestTimeoutError } from '../../errors/client.js'
import type { User } from '../../types/user.js'
import { postForUser } from '../../session/postForUser.js'
import { SMS_PATHS } from './constants.js'

/** The parameters of {@link updateSms}. */
export type UpdateSmsParameters = { oldPhoneNumber: string; newPhoneNumber: string; code: string }
/** What {@link updateSms} returns. */
export type UpdateSmsReturnType = User
/** The errors {@link updateSms} can throw or reject with. */
export type UpdateSmsErrorType = MissingAccessTokenError | NetworkError | RequestTimeoutError | ApiError

/** Replaces the user's phone number with a verified new one (POST /api/v1/passwordless_sms/update). */
export async function updateSms(
  client: FoyerClient,
  { oldPhoneNumber, newPhoneNumber, code }: UpdateSmsParameters,
): Promise<UpdateSmsReturnType> {
  return postForUser(client, SMS_PATHS.update, { old_phone_number: oldPhoneNumber, new_phone_number: newPhoneNumber, code })
}
