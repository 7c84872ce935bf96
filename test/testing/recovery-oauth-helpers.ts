import { expect } from 'vitest'
import { createCodeChallenge, generatePkceRandom } from '../../src/core/utils/pkce.js'
import { completeFakeOAuth, type DevBackend, type FakeOAuthChoice } from '../../src/testing/index.js'
import { call } from './helpers.js'

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
