import type { FoyerClient } from '../../client/types.js'
import type { ApiError } from '../../errors/api.js'
import type { AlreadyAuthenticatedError, MustBeAuthenticatedError, UserExitedFlowError } from '../../errors/client.js'
import { UnknownAuthIntentError } from '../../errors/client.js'
import { completeLogin, runLoginAttempt } from '../../steps/authenticate.js'
import type { AuthIntent } from '../../steps/intent.js'
import type { AuthResult } from '../../types/auth.js'
import type { WireTokenResponse } from '../../types/tokens.js'
import { PASSKEY_PATHS } from './constants.js'
import { toRequestOptionsJSON, toWireAuthenticationResponse, type WirePasskeyRequestOptions } from './convert.js'
import type { PasskeyIpAddressError, PasskeyNotAllowedError, PasskeyRequestPendingError, PasskeyUnknownError } from './errors.js'
import { isPasskeyAccount, passkeyAttempt, relyingParty, runCeremony } from './webauthn.js'

/** The parameters of {@link loginWithPasskey}. */
export type LoginWithPasskeyParameters = {
  /** Only existing users may log in (sent as mode `no-signup`). */
  disableSignup?: boolean | undefined
  /** login (default) or connect-or-create; both need a logged-out user. */
  intent?: Extract<AuthIntent, 'login' | 'connect-or-create'> | undefined
}
/** What {@link loginWithPasskey} returns. */
export type LoginWithPasskeyReturnType = AuthResult
/** The errors {@link loginWithPasskey} can throw or reject with. */
export type LoginWithPasskeyErrorType =
  | PasskeyNotAllowedError
  | PasskeyUnknownError
  | PasskeyIpAddressError
  | PasskeyRequestPendingError
  | AlreadyAuthenticatedError
  | MustBeAuthenticatedError
  | UnknownAuthIntentError
  | UserExitedFlowError
  | ApiError

/**
 * Logs in with an existing passkey (discoverable: no username needed): POST
 * /api/v1/passkeys/authenticate/init → the browser's passkey prompt → /api/v1/passkeys/authenticate.
 * Statuses: generating-challenge → awaiting-passkey → done | error.
 */
export function loginWithPasskey(
  client: FoyerClient,
  { disableSignup = false, intent = 'login' }: LoginWithPasskeyParameters = {},
): Promise<LoginWithPasskeyReturnType> {
  return runLoginAttempt(client, passkeyAttempt(client, { mode: 'login', intent, disableSignup }), (run) => {
    let challenge = ''
    return runCeremony(client, run, 'login', {
      options: async () => {
        const { options } = await client.http.request<{ options: WirePasskeyRequestOptions }>(PASSKEY_PATHS.authenticateInit, {
          method: 'POST',
          body: { relying_party: relyingParty(client) },
          auth: 'none',
        })
        challenge = options.challenge
        return toRequestOptionsJSON(options)
      },
      prompt: (webauthn, optionsJSON) => webauthn.startAuthentication({ optionsJSON }),
      finish: (response) =>
        completeLogin(client, {
          method: 'passkey',
          intent,
          disableSignup,
          account: isPasskeyAccount(response.id),
          authenticate: (mode) =>
            client.http.request<WireTokenResponse>(PASSKEY_PATHS.authenticate, {
              method: 'POST',
              body: { relying_party: relyingParty(client), challenge, authenticator_response: toWireAuthenticationResponse(response), mode },
              auth: 'none',
            }),
          // Logging in needs a logged-out user: an existing passkey is never linked.
          link: () => Promise.reject(new UnknownAuthIntentError({ details: 'An existing passkey cannot be linked: add a new one' })),
        }),
    })
  })
}
