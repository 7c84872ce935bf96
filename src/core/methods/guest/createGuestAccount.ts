import type { FoyerClient } from '../../client/types.js'
import { API_PATHS } from '../../constants.js'
import type { FoyerError } from '../../errors/base.js'
import { GuestLinkNotSupportedError } from '../../errors/client.js'
import { finishLogin } from '../../steps/complete.js'
import { assertIntentAllowed, runAuthStep, type AuthIntent } from '../../steps/intent.js'
import { transitionLoadingFlow, type LoadingFlowEvent } from '../../machines/loadingFlow.js'
import type { AuthResult } from '../../types/auth.js'
import type { WireTokenResponse } from '../../types/tokens.js'
import { getOrCreateGuestCredential } from './guestCredential.js'
import { guestFlow } from './flow.js'

export type CreateGuestAccountParameters = {
  /** login (default) or connect-or-create. A guest flow never links: link/update fail. */
  intent?: AuthIntent | undefined
}
export type CreateGuestAccountReturnType = AuthResult
export type CreateGuestAccountErrorType = FoyerError

const dispatch = (client: FoyerClient, event: LoadingFlowEvent) =>
  guestFlow.set(client, transitionLoadingFlow(guestFlow.get(client), event))

/**
 * Logs in as a guest (POST /api/v1/guest/authenticate { guest_credential }). The credential is
 * kept per app in the client's storage, so the same browser is the same guest user (isGuest true)
 * until it links a real account. 'Linking is not supported for the guest flow' for link/update.
 */
export async function createGuestAccount(
  client: FoyerClient,
  { intent = 'login' }: CreateGuestAccountParameters = {},
): Promise<CreateGuestAccountReturnType> {
  return runAuthStep(client, { method: 'guest', intent }, async () => {
    if (intent === 'link' || intent === 'update') throw new GuestLinkNotSupportedError()
    assertIntentAllowed(client, intent)
    dispatch(client, { type: 'start', provider: 'guest', intent, disableSignup: false })
    try {
      const response = await client.http.request<WireTokenResponse>(API_PATHS.guestAuthenticate, {
        method: 'POST',
        body: { guest_credential: getOrCreateGuestCredential(client) },
        auth: 'none',
      })
      const result = finishLogin(client, response, { method: 'guest', account: () => false })
      dispatch(client, { type: 'succeeded', result })
      client.events.emit('login', result)
      return result
    } catch (error) {
      dispatch(client, { type: 'failed', error: error as FoyerError })
      throw error
    }
  })
}
