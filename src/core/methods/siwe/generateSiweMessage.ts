import type { FoyerClient } from '../../client/types.js'
import type { ApiError } from '../../errors/api.js'
import type { CaptchaFailedError, CaptchaNotRenderedError, CaptchaTimeoutError, NetworkError, RequestTimeoutError, UserExitedFlowError } from '../../errors/client.js'
import { currentUrl } from '../../utils/url.js'
import { getCaptchaToken } from '../../captcha/getCaptchaToken.js'
import { checksumAddress } from '../../wallets/ethereum/checksum.js'
import { isEthereumAddress } from '../../wallets/ethereum/hex.js'
import { SIWE_PATHS } from './constants.js'
import { InvalidSignInMessageError } from './errors.js'
import { buildSiweMessage } from './siweMessage.js'

/** The parameters of {@link generateSiweMessage}. */
export type GenerateSiweMessageParameters = {
  /** The 0x address that will sign. */
  address: string
  /** The wallet's chain: CAIP-2 ('eip155:1'), hex or number. */
  chainId: string | number
  /** A captcha token; by default the captcha widget's (when the app has captcha enabled). */
  captchaToken?: string | undefined
}
/** What {@link generateSiweMessage} returns. */
export type GenerateSiweMessageReturnType = string
/** The errors {@link generateSiweMessage} can throw or reject with. */
export type GenerateSiweMessageErrorType =
  | InvalidSignInMessageError
  | CaptchaFailedError
  | CaptchaNotRenderedError
  | CaptchaTimeoutError
  | UserExitedFlowError
  | ApiError
  | NetworkError
  | RequestTimeoutError

/**
 * Asks the server for a nonce (POST /api/v1/siwe/init {address, token}) and writes the EIP-4361
 * message for `address` (as viem's createSiweMessage writes it): domain and URI of the page (else
 * the API's), version 1, the chain id without its 'eip155:' prefix, the nonce, Issued At now.
 */
export async function generateSiweMessage(
  client: FoyerClient,
  { address, chainId, captchaToken }: GenerateSiweMessageParameters,
): Promise<GenerateSiweMessageReturnType> {
  if (!isEthereumAddress(address)) throw new InvalidSignInMessageError({ details: `Not an Ethereum address: ${address}` })
  const token = captchaToken ?? (await getCaptchaToken(client))
  const { nonce } = await client.http.request<{ nonce: string }>(SIWE_PATHS.init, {
    method: 'POST',
    body: { address, token },
    auth: 'none',
  })
  const page = new URL(currentUrl() ?? client.apiUrl)
  return buildSiweMessage({
    address: checksumAddress(address),
    chainId,
    nonce,
    domain: page.host,
    uri: page.origin,
    issuedAt: new Date(client.now()),
  })
}
