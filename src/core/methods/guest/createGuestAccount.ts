import type { FoyerClient } from '../../client/types.js'
import type { ApiError } from '../../errors/api.js'
import type { AlreadyAuthenticatedError, NoUserReturnedError, UnknownAuthIntentError, UserExitedFlowError } from '../../errors/client.js'
import { completeLogin, runLoginAttempt } from '../../steps/authenticate.js'
import type { AuthIntent } from '../../steps/intent.js'
import type { AuthResult } from '../../types/auth.js'
import type { WireTokenResponse } from '../../types/tokens.js'
import { GUEST_PATHS } from './constants.js'
import { GuestLinkNotSupportedError } from './errors.js'
import { getOrCreateGuestCredential } from './guestCredential.js'
import { guestFlow } from './flow.js'

/** The parameters of {@link createGuestAccount}. */
export type CreateGuestAccountParameters = {
  /** login (default) or connect-or-create. A guest flow never links: link/update fail. */
  intent?: AuthIntent | undefined
}
/** What {@link createGuestAccount} returns. */
export type CreateGuestAccountReturnType = AuthResult
/** The errors {@link createGuestAccount} can throw or reject with. */
export type CreateGuestAccountErrorType =
  | GuestLinkNotSupportedError
  | AlreadyAuthenticatedError
  | UnknownAuthIntentError
  | UserExitedFlowError
  | NoUserReturnedError
  | ApiError

/**
 * Logs in as a guest (POST /api/v1/guest/authenticate { guest_credential }). The credential is
 * kept per app in the client's storage, so the same browser is the same guest user (isGuest true)
 * until it links a real account. 'Linking is not supported for the guest flow' for link/update
 * (before the flow starts). Statuses: loading → done | error.
 */
export function createGuestAccount(
  client: FoyerClient,
  { intent = 'login' }: CreateGuestAccountParameters = {},
): Promise<CreateGuestAccountReturnType> {
  const linking = intent === 'link' || intent === 'update'
  return runLoginAttempt(
    client,
    {
      method: 'guest',
      intent,
      flow: guestFlow,
      start: linking ? undefined : { type: 'start', provider: 'guest', intent, disableSignup: false },
    },
    async () => {
      if (linking) throw new GuestLinkNotSupportedError()
      return completeLogin(client, {
        method: 'guest',
        intent,
        disableSignup: false,
        account: () => false,
        authenticate: () =>
          client.http.request<WireTokenResponse>(GUEST_PATHS.authenticate, {
            method: 'POST',
            body: { guest_credential: getOrCreateGuestCredential(client) },
            auth: 'none',
          }),
        link: () => Promise.reject(new GuestLinkNotSupportedError()),
      })
    },
  )
}
