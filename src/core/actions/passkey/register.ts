import type { FoyerClient } from '../../client.js'
import { API_PATHS, MAX_PASSKEYS_PER_USER } from '../../constants.js'
import { CannotLinkMorePasskeysError } from '../../errors/client.js'
import { finishLink, finishLogin } from '../../flows/complete.js'
import { resolveSubmitIntent, type AuthIntent } from '../../flows/intent.js'
import type { AuthResult } from '../../types/auth.js'
import type { WireTokenResponse } from '../../types/tokens.js'
import type { PasskeyAccount, User } from '../../types/user.js'
import { getUser } from '../../watch.js'
import { requireAccessToken } from '../session/getAccessToken.js'
import { postForUser } from '../user/postForUser.js'
import { toCreationOptionsJSON, toWireRegistrationResponse, type WirePasskeyCreationOptions } from './convert.js'
import { isPasskeyAccount, relyingParty, runPasskeyFlow } from './webauthn.js'

/** The user's passkeys (none without a user). */
export const passkeysOf = (user: User | null): PasskeyAccount[] =>
  (user?.linkedAccounts.filter((a) => a.type === 'passkey') ?? []) as PasskeyAccount[]

/**
 * Registers a new passkey, shared by sign-up and link: without a session it signs a new user up
 * (register/init → prompt → /register); with one it adds the passkey to the user (link/init →
 * prompt → /link), refusing a sixth passkey up front ('Cannot link more passkeys to account.').
 */
export function registerPasskey(
  client: FoyerClient,
  { mode, intent }: { mode: 'signup' | 'link'; intent: AuthIntent },
): Promise<AuthResult> {
  let link = false
  return runPasskeyFlow(client, { mode, intent }, {
    begin: async () => {
      link = resolveSubmitIntent(client, intent) !== 'authenticate'
      if (link && passkeysOf(getUser(client)).length >= MAX_PASSKEYS_PER_USER) throw new CannotLinkMorePasskeysError()
      const path = link ? API_PATHS.passkeysLinkInit : API_PATHS.passkeysRegisterInit
      const token = link ? await requireAccessToken(client) : null
      const { options } = await client.http.request<{ options: WirePasskeyCreationOptions }>(path, {
        method: 'POST',
        body: { relying_party: relyingParty(client) },
        token,
      })
      return toCreationOptionsJSON(options)
    },
    prompt: (webauthn, optionsJSON) => webauthn.startRegistration({ optionsJSON }),
    finish: async (response) => {
      const body = { relying_party: relyingParty(client), authenticator_response: toWireRegistrationResponse(response) }
      const done = { method: 'passkey', account: isPasskeyAccount(response.id) }
      if (link) return finishLink(client, await postForUser(client, API_PATHS.passkeysLink, body), done)
      return finishLogin(client, await client.http.request<WireTokenResponse>(API_PATHS.passkeysRegister, { method: 'POST', body, token: null }), done)
    },
  })
}
