import type { FoyerClient } from '../../client/types.js'
import type { ApiError } from '../../errors/api.js'
import type { CaptchaFailedError, CaptchaNotRenderedError, CaptchaTimeoutError, NetworkError, RequestTimeoutError, UserExitedFlowError } from '../../errors/client.js'
import { createSiwsMessage } from '../../wallets/solana/siwsMessage.js'
import { currentUrl } from '../../utils/url.js'
import { getCaptchaToken } from '../../captcha/getCaptchaToken.js'
import { SIWS_CHAIN_ID, SIWS_MESSAGE_VERSION, SIWS_PATHS } from './constants.js'

/** The parameters of {@link generateSiwsMessage}. */
export type GenerateSiwsMessageParameters = {
  /** The Solana account's base58 address. */
  address: string
  /** A captcha token; by default the captcha widget's (when the app has captcha enabled). */
  captchaToken?: string | undefined
}
/** What {@link generateSiwsMessage} returns. */
export type GenerateSiwsMessageReturnType = string
/** The errors {@link generateSiwsMessage} can throw or reject with. */
export type GenerateSiwsMessageErrorType =
  | CaptchaFailedError
  | CaptchaNotRenderedError
  | CaptchaTimeoutError
  | UserExitedFlowError
  | ApiError
  | NetworkError
  | RequestTimeoutError

/** The statement of the kit's SIWS message. */
export const siwsStatement = (address: string) => `You are proving you own ${address}.`

/**
 * Asks the server for a nonce (POST /api/v1/siws/init {address, token}) and writes the
 * Sign-In-With-Solana message for `address`: domain and URI of the page (else the API's),
 * Version 1, Chain ID mainnet, the nonce, Issued At now. The wallet signs this text as is.
 */
export async function generateSiwsMessage(
  client: FoyerClient,
  { address, captchaToken }: GenerateSiwsMessageParameters,
): Promise<GenerateSiwsMessageReturnType> {
  const token = captchaToken ?? (await getCaptchaToken(client))
  const { nonce } = await client.http.request<{ nonce: string }>(SIWS_PATHS.init, {
    method: 'POST',
    body: { address, token },
    auth: 'none',
  })
  const uri = currentUrl() ?? client.apiUrl
  return createSiwsMessage({
    domain: new URL(uri).host,
    address,
    statement: siwsStatement(address),
    uri,
    version: SIWS_MESSAGE_VERSION,
    chainId: SIWS_CHAIN_ID,
    nonce,
    issuedAt: new Date(client.now()).toISOString(),
  })
}
