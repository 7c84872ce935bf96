import type { FoyerClient } from '../client/types.js'
import type { AuthResult } from '../types/auth.js'
import { assertIntentAllowed, runAuthStep, type AuthIntent } from './intent.js'

/**
 * The headless "I signed the message myself" submission of SIWE and SIWS (`loginWithSiwe`,
 * `loginWithSiws`): the intent rules first, then `submit`; a failure fires the login/link error
 * event (runAuthStep) and rethrows. No flow state (the signature happened outside the kit).
 */
export function loginWithSignedMessage<P extends { intent?: AuthIntent | undefined }>(
  client: FoyerClient,
  method: 'siwe' | 'siws',
  parameters: P,
  submit: (client: FoyerClient, parameters: P) => Promise<AuthResult>,
): Promise<AuthResult> {
  const intent = parameters.intent ?? 'login'
  return runAuthStep(client, { method, intent }, async () => {
    assertIntentAllowed(client, intent)
    return submit(client, parameters)
  })
}
