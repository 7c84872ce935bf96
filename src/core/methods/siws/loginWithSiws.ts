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
import { SOLANA_CONNECTOR_TYPE } from '../../wallets/solana/connector.js'
import { SIWS_PATHS, type SIWS_MESSAGE_TYPES } from './constants.js'
import { siwsFlow } from './flow.js'

/** What a Solana wallet signs to log in: a plain message (default) or a Ledger memo transaction. */
export type SiwsMessageType = (typeof SIWS_MESSAGE_TYPES)[number]

export type SubmitSiwsParameters = {
  /** The SIWS message the wallet signed (from `generateSiwsMessage`). */
  message: string
  /**
   * The wallet's ed25519 signature of the message's UTF-8 bytes, base64. With `messageType:
   * 'transaction'`: the signed memo transaction that carries the message (`createSiwsMemoTransaction`,
   * signed by the wallet), its wire bytes in base64.
   */
  signature: string
  /** The wallet app ('phantom', 'solflare' …); default 'unknown'. */
  walletClientType?: string | undefined
  /** Default 'solana_adapter' (wallet-standard). */
  connectorType?: string | undefined
  /** 'plain' (default) or 'transaction' (a Ledger's memo-transaction proof). */
  messageType?: SiwsMessageType | undefined
}
/** The parameters of {@link loginWithSiws}. */
export type LoginWithSiwsParameters = SubmitSiwsParameters & {
  /** login (default), link (needs a session) or connect-or-create. */
  intent?: AuthIntent | undefined
  disableSignup?: boolean | undefined
}
/** What {@link loginWithSiws} returns. */
export type LoginWithSiwsReturnType = AuthResult
/** What the submission itself can fail with (`submitSiws`). */
export type SubmitSiwsErrorType = NoUserReturnedError | MissingAccessTokenError | ApiError | NetworkError | RequestTimeoutError
/** The errors {@link loginWithSiws} can throw or reject with. */
export type LoginWithSiwsErrorType =
  | SubmitSiwsErrorType
  | AlreadyAuthenticatedError
  | MustBeAuthenticatedError
  | UnknownAuthIntentError
  | UserExitedFlowError

/** The wire body of siws/authenticate and /link (no chainId; mode is added for authenticate). */
export const siwsBody = ({ message, signature, walletClientType, connectorType, messageType }: SubmitSiwsParameters) => ({
  message,
  signature,
  walletClientType: walletClientType ?? 'unknown',
  connectorType: connectorType ?? SOLANA_CONNECTOR_TYPE,
  message_type: messageType ?? 'plain',
})

/** The Solana wallet account of `address` among the user's accounts. */
export const isSolanaWalletOf = (address: string) => (account: LinkedAccount) =>
  account.type === 'wallet' && account.chainType === 'solana' && account.address === address

/** The address a SIWS message names (its second line). */
export const siwsMessageAddress = (message: string) => message.split('\n')[1] ?? ''

/**
 * Submits a signed SIWS message: without a session POST /api/v1/siws/authenticate (with mode) and
 * stores the session; with one POST /api/v1/siws/link. Emits `login` or `link`. The last step of
 * `signInWithSiws` and `loginWithSiws` (no intent check, no flow state of its own).
 */
export function submitSiws(
  client: FoyerClient,
  { intent = 'login', disableSignup = false, ...submit }: LoginWithSiwsParameters,
): Promise<LoginWithSiwsReturnType> {
  const body = siwsBody(submit)
  return completeLogin(client, {
    method: 'siws',
    intent,
    disableSignup,
    account: isSolanaWalletOf(siwsMessageAddress(submit.message)),
    authenticate: (mode) =>
      client.http.request<WireTokenResponse>(SIWS_PATHS.authenticate, { method: 'POST', body: { ...body, mode }, auth: 'none' }),
    link: () => client.http.request<WireUser>(SIWS_PATHS.link, { method: 'POST', body, auth: 'required' }),
  })
}

/**
 * Logs in (or, with `intent: 'link'`, links) with a SIWS message the host had signed itself
 * (`generateSiwsMessage`, then the wallet). Intent rules first; a failure fires the login/link
 * error event. `signInWithSiws` does all of it with a connected wallet.
 * Statuses: submitting-signature → done | error.
 */
export function loginWithSiws(client: FoyerClient, parameters: LoginWithSiwsParameters): Promise<LoginWithSiwsReturnType> {
  const { intent = 'login', message } = parameters
  return runLoginAttempt(
    client,
    {
      method: 'siws',
      intent,
      flow: siwsFlow,
      start: { type: 'submit', chainType: 'solana', address: siwsMessageAddress(message), message, intent },
    },
    async () => submitSiws(client, parameters),
  )
}
