import type { FoyerClient } from '../../client/types.js'
import { API_PATHS } from '../../constants.js'
import type { FoyerError } from '../../errors/base.js'
import type { User } from '../../types/user.js'
import { postForUser } from '../../session/postForUser.js'

export type UpdateSmsParameters = { oldPhoneNumber: string; newPhoneNumber: string; code: string }
export type UpdateSmsReturnType = User
export type UpdateSmsErrorType = FoyerError

/** Replaces the user's phone number with a verified new one (POST /api/v1/passwordless_sms/update). */
export async function updateSms(
  client: FoyerClient,
  { oldPhoneNumber, newPhoneNumber, code }: UpdateSmsParameters,
): Promise<UpdateSmsReturnType> {
  return postForUser(client, API_PATHS.smsUpdate, { old_phone_number: oldPhoneNumber, new_phone_number: newPhoneNumber, code })
}
