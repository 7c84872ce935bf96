import type { FoyerClient } from '../../client.js'
import { API_PATHS } from '../../constants.js'
import type { FoyerError } from '../../errors/base.js'
import { NoAuthFlowError } from '../../errors/client.js'
import { finishLink, finishLogin } from '../../flows/complete.js'
import { resolveSubmitIntent, runAuthStep } from '../../flows/intent.js'
import { emailFlowAtom } from '../../state.js'
import type { AuthResult } from '../../types/auth.js'
import type { WireTokenResponse } from '../../types/tokens.js'
import type { LinkedAccount } from '../../types/user.js'
import { getUser } from '../../watch.js'
import { linkEmail } from './linkEmail.js'
import { dispatchEmailFlow } from './sendEmailCode.js'
import { updateEmail } from './updateEmail.js'
import { normalizeCode } from './validation.js'

export type LoginWithEmailCodeParameters = { code: string }
export type LoginWithEmailCodeReturnType = AuthResult
export type LoginWithEmailCodeErrorType = FoyerError

const isEmailAccount = (address: string) => (a: LinkedAccount) =>
  a.type === 'email' && String(a.address).toLowerCase() === address.toLowerCase()

/**
 * Submits the code sent by `sendEmailCode`. Without a session it authenticates (login or sign-up,
 * or no-signup); with one it links the address; in an update flow it replaces the user's e-mail.
 */
export async function loginWithEmailCode(
  client: FoyerClient,
  { code }: LoginWithEmailCodeParameters,
): Promise<LoginWithEmailCodeReturnType> {
  const flow = client.store.get(emailFlowAtom)
  return runAuthStep(client, { method: 'email', intent: flow.intent }, async () => {
    const email = flow.destination
    // No code was ever sent (fresh flow, send still in flight, or the first send failed).
    if (!email || flow.codeSentAt === null || flow.status === 'initial' || flow.status === 'sending-code') {
      throw new NoAuthFlowError()
    }
    dispatchEmailFlow(client, { type: 'submit' })
    try {
      const result = await submit(client, email, normalizeCode(code), flow.intent, flow.disableSignup)
      dispatchEmailFlow(client, { type: 'succeeded' })
      client.events.emit(result.wasAlreadyAuthenticated ? (flow.intent === 'update' ? 'update' : 'link') : 'login', result)
      return result
    } catch (error) {
      dispatchEmailFlow(client, { type: 'failed', error: error as FoyerError })
      throw error
    }
  })
}

async function submit(
  client: FoyerClient,
  email: string,
  code: string,
  intent: Parameters<typeof resolveSubmitIntent>[1],
  disableSignup: boolean,
): Promise<AuthResult> {
  const kind = resolveSubmitIntent(client, intent)
  const account = isEmailAccount(email)
  if (kind === 'authenticate') {
    const response = await client.http.request<WireTokenResponse>(API_PATHS.passwordlessAuthenticate, {
      method: 'POST',
      body: { email, code, mode: disableSignup ? 'no-signup' : 'login-or-sign-up' },
      token: null,
    })
    return finishLogin(client, response, { method: 'email', account })
  }
  if (kind === 'link') return finishLink(client, await linkEmail(client, { email, code }), { method: 'email', account })
  const oldAddress = getUser(client)?.email?.address ?? ''
  return finishLink(client, await updateEmail(client, { oldAddress, newAddress: email, code }), { method: 'email', account })
}
