import type { FoyerClient } from '../../client/types.js'
import type { ApiError } from '../../errors/api.js'
import type {
  AlreadyAuthenticatedError, MissingAccessTokenError, MustBeAuthenticatedError, NetworkError, NoUserReturnedError,
  RequestTimeoutError, UnknownAuthIntentError, UserExitedFlowError,
} from '../../errors/client.js'
import { completeLogin, runLoginAttempt } from '../../steps/authenticate.js'
import type { AuthIntent } from '../../steps/intent.js'
import type { AuthResult } from '../../types/auth.js'
import type { WireTokenResponse } from '../../types/tokens.js'
import type { LinkedAccount, WireUser } from '../../types/user.js'
import { SIWE_PATHS } from './constants.js'
import { InvalidSignInMessageError } from './errors.js'
import { siweFlow } from './flow.js'
import { readSiweMessage } from './siweMessage.js'

export type SubmitSiweParameters = {
  /** The EIP-4361 message the wallet signed (from `generateSiweMessage`). */
  message: string
  /** The wallet's personal_sign signature (0x hex). */
  signature: string
  /** The chain id sent (any 'eip155:' prefix stripped); default: the message's. */
  chainId?: string | number | undefined
  /** The wallet app ('metamask', 'coinbase_wallet' …); default 'unknown'. */
  walletClientType?: string | undefined
  /** injected (default), wallet_connect_v2, coinbase_wallet … */
  connectorType?: string | undefined
}
/** The parameters of {@link loginWithSiwe}. */
export type LoginWithSiweParameters = SubmitSiweParameters & {
  /** login (default), link (needs a session) or connect-or-create. */
  intent?: AuthIntent | undefined
  disableSignup?: boolean | undefined
}
/** What {@link loginWithSiwe} returns. */
export type LoginWithSiweReturnType = AuthResult
/** What the submission itself can fail with (`submitSiwe`). */
export type SubmitSiweErrorType = InvalidSignInMessageError | NoUserReturnedError | MissingAccessTokenError | ApiError | NetworkError | RequestTimeoutError
/** The errors {@link loginWithSiwe} can throw or reject with. */
export type LoginWithSiweErrorType =
  | SubmitSiweErrorType
  | AlreadyAuthenticatedError
  | MustBeAuthenticatedError
  | UnknownAuthIntentError
  | UserExitedFlowError

/** The chain id as siwe/authenticate takes it: the bare number as a string ('eip155:' stripped). */
export const stripEip155 = (chainId: string | number) => String(chainId).replace(/^eip155:/, '')

/** The wire body of siwe/authenticate and /link (mode is added for authenticate). */
export function siweBody({ message, signature, chainId, walletClientType, connectorType }: SubmitSiweParameters) {
  if (typeof message !== 'string' || message.trim() === '') throw new InvalidSignInMessageError()
  const fromMessage = readSiweMessage(message)?.chainId
  return {
    message,
    signature,
    chainId: stripEip155(chainId ?? fromMessage ?? ''),
    walletClientType: walletClientType ?? 'unknown',
    connectorType: connectorType ?? 'injected',
  }
}

/** The Ethereum wallet account of `address` among the user's accounts (case-insensitive). */
export const isEthereumWalletOf = (address: string) => (account: LinkedAccount) =>
  account.type === 'wallet' &&
  (account as { chainType?: unknown }).chainType === 'ethereum' &&
  String((account as { address?: unknown }).address).toLowerCase() === address.toLowerCase()

/** The address a SIWE message names. */
export const siweMessageAddress = (message: string): string => readSiweMessage(message)?.address ?? ''

/**
 * Submits a signed SIWE message: without a session POST /api/v1/siwe/authenticate (with mode) and
 * stores the session; with one POST /api/v1/siwe/link. Emits `login` or `link`. The last step of
 * `signInWithSiwe` and `loginWithSiwe` (no intent check, no flow state of its own).
 */
export function submitSiwe(
  client: FoyerClient,
  { intent = 'login', disableSignup = false, ...submit }: LoginWithSiweParameters,
): Promise<LoginWithSiweReturnType> {
  const body = siweBody(submit)
  return completeLogin(client, {
    method: 'siwe',
    intent,
    disableSignup,
    account: isEthereumWalletOf(siweMessageAddress(submit.message)),
    authenticate: (mode) =>
      client.http.request<WireTokenResponse>(SIWE_PATHS.authenticate, { method: 'POST', body: { ...body, mode }, auth: 'none' }),
    link: () => client.http.request<WireUser>(SIWE_PATHS.link, { method: 'POST', body, auth: 'required' }),
  })
}

/**
 * Logs in (or, with `intent: 'link'`, links) with a SIWE message the host had signed itself
 * (`generateSiweMessage`, then the wallet's personal_sign). Intent rules first; a failure fires
 * the login/link error event. `signInWithSiwe` does all of it with a connected wallet.
 * Statuses: submitting-signature → done | error.
 */
export function loginWithSiwe(client: FoyerClient, parameters: LoginWithSiweParameters): Promise<LoginWithSiweReturnType> {
  const { intent = 'login', message } = parameters
  return runLoginAttempt(
    client,
    {
      method: 'siwe',
      intent,
      flow: siweFlow,
      start: { type: 'submit', chainType: 'ethereum', address: siweMessageAddress(message), message, intent },
    },
    async () => submitSiwe(client, parameters),
  )
}
