import type { FoyerClient } from '../../client/types.js'
import { API_PATHS } from '../../constants.js'
import type { FoyerError } from '../../errors/base.js'
import type { User } from '../../types/user.js'
import { postForUser } from '../../session/postForUser.js'

export type LinkSmsParameters = { phoneNumber: string; code: string }
export type LinkSmsReturnType = User
export type LinkSmsErrorType = FoyerError

/** Links a verified phone number to the logged-in user (POST /api/v1/passwordless_sms/link). */
export async function linkSms(client: FoyerClient, { phoneNumber, code }: LinkSmsParameters): Promise<LinkSmsReturnType> {
  return postForUser(client, API_PATHS.smsLink, { phoneNumber, code })
}
