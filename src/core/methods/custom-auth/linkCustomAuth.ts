import type { FoyerClient } from '../../client/types.js'
import { API_PATHS } from '../../constants.js'
import type { FoyerError } from '../../errors/base.js'
import { finishLink } from '../../steps/complete.js'
import { assertIntentAllowed, runAuthStep } from '../../steps/intent.js'
import { readClaims } from '../../client/session/jwt.js'
import type { AuthResult } from '../../types/auth.js'
import { postForUser } from '../../session/postForUser.js'
import { isCustomAuthAccount } from './syncCustomAuth.js'

export type LinkCustomAuthParameters = { token: string }
export type LinkCustomAuthReturnType = AuthResult
export type LinkCustomAuthErrorType = FoyerError

/** Links the host's custom-auth identity to the logged-in user (POST /api/v1/custom_jwt_account/link). */
export async function linkCustomAuth(client: FoyerClient, { token }: LinkCustomAuthParameters): Promise<LinkCustomAuthReturnType> {
  return runAuthStep(client, { method: 'custom', intent: 'link' }, async () => {
    assertIntentAllowed(client, 'link')
    const user = await postForUser(client, API_PATHS.customJwtLink, { token })
    const result = finishLink(client, user, { method: 'custom', account: isCustomAuthAccount(readClaims(token)?.sub) })
    client.events.emit('link', result)
    return result
  })
}
