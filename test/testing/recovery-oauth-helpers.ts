import { expect } from 'vitest'
import { createCodeChallenge, generatePkceRandom } from '../../src/core/utils/pkce.js'
import { completeFakeOAuth, type DevBackend, type FakeOAuthChoice } from '../../src/testing/index.js'
import { call } from './helpers.js'
import { authorizeCloudRecovery, setCloudRecoveryStep, type RecoveryOAuthWindow } from '../../src/core/internal.js'

export type CloudProvider = 'google-drive' | 'icloud'
export const RECOVERY_REDIRECT = 'http://localhost:5173/wallet?tab=1'

/** POST init (Google Drive) or init_icloud with a fresh PKCE pair and state code, as the user `token`. */
export async function initRecoveryOAuth(backend: DevBackend, token: string, provider: CloudProvider = 'google-drive', redirectTo = RECOVERY_REDIRECT) {
  const verifier = generatePkceRandom()
  const state = generatePkceRandom()
  const body = { redirect_to: redirectTo, code_challenge: await createCodeChallenge(verifier), state_code: state }
  const res = provider === 'icloud'
    ? await call(backend, 'POST', '/api/v1/recovery/oauth/init_icloud', { token, body: { client_type: 'web', ...body } })
    : await call(backend, 'POST', '/api/v1/recovery/oauth/init', { token, body })
  return { res, verifier, state }
}

/** init → the account chosen on the fake consent page → the code the provider sends back. */
export async function approveRecoveryOAuth(backend: DevBackend, token: string, choice: FakeOAuthChoice = {}, provider: CloudProvider = 'google-drive', redirectTo = RECOVERY_REDIRECT) {
  const { res, verifier, state } = await initRecoveryOAuth(backend, token, provider, redirectTo)
  expect(res.status).toBe(200)
  const back = new URL(await completeFakeOAuth(backend, res.body.url, choice))
  return { verifier, state, code: back.searchParams.get('privy_oauth_code')!, back }
}

/** A recovery access token to the account `choice` picks (default: Ada's), for the user `token`. */
export async function recoveryAccessToken(backend: DevBackend, token: string, choice: FakeOAuthChoice = {}, provider: CloudProvider = 'google-drive', redirectTo = RECOVERY_REDIRECT): Promise<string> {
  const { verifier, state, code } = await approveRecoveryOAuth(backend, token, choice, provider, redirectTo)
  const res = await call(backend, 'POST', '/api/v1/recovery/oauth/authenticate', { token, body: { authorization_code: code, state_code: state, code_verifier: verifier, provider } })
  expect(res.status).toBe(200)
  return res.body.access_token as string
}

/** The account the scripted consent page picks (change `identity` between steps). */
export type ScriptedConsent = { identity: string }

/**
 * The provider's popup, scripted for the kit's `authorizeCloudRecovery({ window })`: navigating it
 * submits the fake consent page with `consent.identity`, and it comes back to the app's page.
 */
export function scriptedRecoveryPopup(backend: DevBackend, consent: ScriptedConsent): RecoveryOAuthWindow {
  return {
    open() {
      let at: string | null = null
      const popup = {
        closed: false,
        navigate: (url: string) => void completeFakeOAuth(backend, url, { identity: consent.identity }).then((back) => (at = back)),
        close: () => void (popup.closed = true),
        returnUrl: () => at,
      }
      return popup
    },
  }
}

/** Installs the kit's cloud step with the scripted popup (undo with `setCloudRecoveryStep(null)`). */
export function useScriptedRecoveryConsent(backend: DevBackend, consent: ScriptedConsent): void {
  setCloudRecoveryStep(async (client, { provider }) => {
    const { accessToken } = await authorizeCloudRecovery(client, { provider, window: scriptedRecoveryPopup(backend, consent), redirectUrl: RECOVERY_REDIRECT })
    return { recoveryAccessToken: accessToken, recoveryProvider: provider }
  })
}
