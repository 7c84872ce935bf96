import type { FoyerClient } from '../client/types.js'
import type { HttpRequestErrorType } from '../client/http/client.js'
import type { RequireAccessTokenErrorType } from '../client/session/getAccessToken.js'
import type { NoAuthFlowError } from '../errors/client.js'
import type { PasskeyIpAddressError, PasskeyRegistrationNotAllowedError, PasskeyUnknownError } from '../methods/passkey/errors.js'
import { toPasskeyError, webAuthnCeremonies } from '../methods/passkey/webauthn.js'
import { runMfaInit } from './initMfa.js'
import { submitMfa, type SubmitMfaErrorType } from './submitMfa.js'

/** What {@link verifyMfaWithPasskey} returns. */
export type VerifyMfaWithPasskeyReturnType = void
/** The errors {@link verifyMfaWithPasskey} can throw or reject with. */
export type VerifyMfaWithPasskeyErrorType =
  | NoAuthFlowError
  /** The request options (POST /api/v1/mfa/passkeys/init). */
  | RequireAccessTokenErrorType
  | HttpRequestErrorType
  /** The relying party: a page without a host name, or opened by an IP address. */
  | PasskeyIpAddressError
  | PasskeyUnknownError
  /** The browser's prompt dismissed or timed out (no attempt used), or failing otherwise. */
  | PasskeyRegistrationNotAllowedError
  /** The submission of the assertion. */
  | SubmitMfaErrorType

/**
 * The passkey path of a wait in one call: options (POST /api/v1/mfa/passkeys/init), the browser's
 * passkey prompt, then `submitMfa('passkey', response)`. A dismissed prompt is 'Passkey request
 * timed out or rejected by user.' and uses no attempt; call it again to retry.
 */
export async function verifyMfaWithPasskey(client: FoyerClient): Promise<VerifyMfaWithPasskeyReturnType> {
  const response = await runMfaInit(client, 'passkey', async (result) => {
    if (result.method !== 'passkey') throw new Error('unreachable')
    const ceremonies = await webAuthnCeremonies(client)
    return ceremonies.startAuthentication({ optionsJSON: result.options }).catch((cause: unknown) => {
      throw toPasskeyError(cause, 'signup')
    })
  })
  await submitMfa(client, { method: 'passkey', response })
}
