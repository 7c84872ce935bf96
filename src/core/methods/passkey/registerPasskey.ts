import type { FoyerClient } from '../../client/types.js'
import { userValue } from '../../client/session/state.js'
import { completeLogin, runLoginAttempt } from '../../steps/authenticate.js'
import { resolveSubmitIntent, type AuthIntent } from '../../steps/intent.js'
import type { AuthResult } from '../../types/auth.js'
import type { WireTokenResponse } from '../../types/tokens.js'
import type { WireUser } from '../../types/user.js'
import { passkeysOf } from './accounts.js'
import { MAX_PASSKEYS_PER_USER, PASSKEY_PATHS } from './constants.js'
import { toCreationOptionsJSON, toWireRegistrationResponse, type WirePasskeyCreationOptions } from './convert.js'
import { CannotLinkMorePasskeysError } from './errors.js'
import { isPasskeyAccount, passkeyAttempt, relyingParty, runCeremony } from './webauthn.js'

/**
 * Registers a new passkey, shared by sign-up and link: without a session it signs a new user up
 * (register/init → prompt → /register); with one it adds the passkey to the user (link/init →
 * prompt → /link), refusing a sixth passkey up front ('Cannot link more passkeys to account.').
 */
export function registerPasskey(
  client: FoyerClient,
  { mode, intent }: { mode: 'signup' | 'link'; intent: AuthIntent },
): Promise<AuthResult> {
  return runLoginAttempt(client, passkeyAttempt(client, { mode, intent }), (run) => {
    const link = resolveSubmitIntent(client, intent) !== 'authenticate'
    return runCeremony(client, run, mode, {
      options: async () => {
        if (link && passkeysOf(userValue.get(client)).length >= MAX_PASSKEYS_PER_USER) throw new CannotLinkMorePasskeysError()
        const { options } = await client.http.request<{ options: WirePasskeyCreationOptions }>(link ? PASSKEY_PATHS.linkInit : PASSKEY_PATHS.registerInit, {
          method: 'POST',
          body: { relying_party: relyingParty(client) },
          auth: link ? 'required' : 'none',
        })
        return toCreationOptionsJSON(options)
      },
      prompt: (webauthn, optionsJSON) => webauthn.startRegistration({ optionsJSON }),
      finish: (response) => {
        const body = { relying_party: relyingParty(client), authenticator_response: toWireRegistrationResponse(response) }
        return completeLogin(client, {
          method: 'passkey',
          intent,
          disableSignup: false,
          account: isPasskeyAccount(response.id),
          // A new passkey always signs a new user up: the register call takes no mode.
          authenticate: () => client.http.request<WireTokenResponse>(PASSKEY_PATHS.register, { method: 'POST', body, auth: 'none' }),
          link: () => client.http.request<WireUser>(PASSKEY_PATHS.link, { method: 'POST', body, auth: 'required' }),
        })
      },
    })
  })
}
