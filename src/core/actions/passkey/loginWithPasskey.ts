import type { FoyerClient } from '../../client.js'
import { API_PATHS } from '../../constants.js'
import type { FoyerError } from '../../errors/base.js'
import { finishLogin } from '../../flows/complete.js'
import type { AuthIntent } from '../../flows/intent.js'
import type { AuthResult } from '../../types/auth.js'
import type { WireTokenResponse } from '../../types/tokens.js'
import { toRequestOptionsJSON, toWireAuthenticationResponse, type WirePasskeyRequestOptions } from './convert.js'
import { isPasskeyAccount, relyingParty, runPasskeyFlow } from './webauthn.js'

export type LoginWithPasskeyParameters = {
  /** Only existing users may log in (sent as mode `no-signup`). */
  disableSignup?: boolean | undefined
  /** login (default) or connect-or-create; both need a logged-out user. */
  intent?: Extract<AuthIntent, 'login' | 'connect-or-create'> | undefined
}
export type LoginWithPasskeyReturnType = AuthResult
export type LoginWithPasskeyErrorType = FoyerError

/**
 * Logs in with an existing passkey (discoverable: no username needed): POST
 * /api/v1/passkeys/authenticate/init → the browser's passkey prompt → /api/v1/passkeys/authenticate.
 */
export async function loginWithPasskey(
  client: FoyerClient,
  { disableSignup = false, intent = 'login' }: LoginWithPasskeyParameters = {},
): Promise<LoginWithPasskeyReturnType> {
  let challenge = ''
  return runPasskeyFlow(client, { mode: 'login', intent, disableSignup }, {
    begin: async () => {
      const { options } = await client.http.request<{ options: WirePasskeyRequestOptions }>(API_PATHS.passkeysAuthenticateInit, {
        method: 'POST',
        body: { relying_party: relyingParty(client) },
        token: null,
      })
      challenge = options.challenge
      return toRequestOptionsJSON(options)
    },
    prompt: (webauthn, optionsJSON) => webauthn.startAuthentication({ optionsJSON }),
    finish: async (response) => {
      const answer = await client.http.request<WireTokenResponse>(API_PATHS.passkeysAuthenticate, {
        method: 'POST',
        body: {
          relying_party: relyingParty(client),
          challenge,
          authenticator_response: toWireAuthenticationResponse(response),
          mode: disableSignup ? 'no-signup' : 'login-or-sign-up',
        },
        token: null,
      })
      return finishLogin(client, answer, { method: 'passkey', account: isPasskeyAccount(response.id) })
    },
  })
}
