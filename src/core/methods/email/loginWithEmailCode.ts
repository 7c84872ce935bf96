import type { FoyerClient } from '../../client/types.js'
import { userValue } from '../../client/session/state.js'
import type { ApiError } from '../../errors/api.js'
import type {
  InvalidCodeLengthError, MissingAccessTokenError, NetworkError, NoAuthFlowError, NonNumericCodeError, NoUserReturnedError,
  RequestTimeoutError,
} from '../../errors/client.js'
import { completeLogin } from '../../steps/authenticate.js'
import { submitOneTimeCode } from '../../steps/oneTimeCode.js'
import type { AuthResult } from '../../types/auth.js'
import type { WireTokenResponse } from '../../types/tokens.js'
import type { LinkedAccount } from '../../types/user.js'
import { EMAIL_PATHS } from './constants.js'
import { emailFlow } from './flow.js'
import { linkEmail } from './linkEmail.js'
import { updateEmail } from './updateEmail.js'

/** The parameters of {@link loginWithEmailCode}. */
export type LoginWithEmailCodeParameters = { code: string }
/** What {@link loginWithEmailCode} returns. */
export type LoginWithEmailCodeReturnType = AuthResult
/** The errors {@link loginWithEmailCode} can throw or reject with. */
export type LoginWithEmailCodeErrorType =
  | NoAuthFlowError
  | NonNumericCodeError
  | InvalidCodeLengthError
  | NoUserReturnedError
  | MissingAccessTokenError
  | NetworkError
  | RequestTimeoutError
  | ApiError

/**
 * Submits the code sent by `sendEmailCode`. Without a session it authenticates (login or sign-up,
 * or no-signup); with one it links the address; in an update flow it replaces the user's e-mail.
 * Statuses: submitting-code → done (with the result) | error.
 */
export function loginWithEmailCode(client: FoyerClient, { code }: LoginWithEmailCodeParameters): Promise<LoginWithEmailCodeReturnType> {
  return submitOneTimeCode(client, { method: 'email', flow: emailFlow, code }, ({ destination: email, code, intent, disableSignup }) =>
    completeLogin(client, {
      method: 'email',
      intent,
      disableSignup,
      account: (a: LinkedAccount) => a.type === 'email' && String(a.address).toLowerCase() === email.toLowerCase(),
      authenticate: (mode) =>
        client.http.request<WireTokenResponse>(EMAIL_PATHS.authenticate, { method: 'POST', body: { email, code, mode }, auth: 'none' }),
      link: () => linkEmail(client, { email, code }),
      update: () => updateEmail(client, { oldAddress: userValue.get(client)?.email?.address ?? '', newAddress: email, code }),
    }),
  )
}
