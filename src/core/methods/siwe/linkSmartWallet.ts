import type { FoyerClient } from '../../client/types.js'
import type { ApiError } from '../../errors/api.js'
import type { MissingAccessTokenError, NetworkError, RequestTimeoutError } from '../../errors/client.js'
import type { User } from '../../types/user.js'
import { postForUser } from '../../session/postForUser.js'
import { SIWE_PATHS } from './constants.js'
import { InvalidSignInMessageError } from './errors.js'
import { generateSiweMessage, type GenerateSiweMessageErrorType } from './generateSiweMessage.js'
import type { WalletLinkSmartWallet } from '../../wallets/sourceTypes.js'

/** The parameters of {@link linkSmartWallet}. */
export type LinkSmartWalletParameters = {
  /** A SIWE message signed by the smart wallet. */
  message: string
  signature: string
  /** e.g. 'kernel', 'safe', 'coinbase_smart_wallet'. */
  smartWalletType: string
  smartWalletVersion?: string | undefined
}
/** What {@link linkSmartWallet} returns. */
export type LinkSmartWalletReturnType = User
/** The errors {@link linkSmartWallet} can throw or reject with. */
export type LinkSmartWalletErrorType = InvalidSignInMessageError | MissingAccessTokenError | ApiError | NetworkError | RequestTimeoutError

/** Links a smart wallet (POST /api/v1/siwe/link_smart_wallet {message, signature, smart_wallet_type, smart_wallet_version}). */
export async function linkSmartWallet(
  client: FoyerClient,
  { message, signature, smartWalletType, smartWalletVersion }: LinkSmartWalletParameters,
): Promise<LinkSmartWalletReturnType> {
  if (typeof message !== 'string' || message.trim() === '') throw new InvalidSignInMessageError()
  return postForUser(client, SIWE_PATHS.linkSmartWallet, {
    message,
    signature,
    smart_wallet_type: smartWalletType,
    smart_wallet_version: smartWalletVersion,
  })
}

/** The errors {@link linkSmartWalletBySigning} can throw or reject with (and the signer's own). */
export type LinkSmartWalletBySigningErrorType = LinkSmartWalletErrorType | GenerateSiweMessageErrorType

/**
 * Links a smart wallet the kit drives: a SIWE message for its address and chain (nonce from
 * siwe/init), signed by the smart account itself (ERC-1271, or ERC-6492 before it is deployed),
 * then {@link linkSmartWallet}.
 */
export const linkSmartWalletBySigning: WalletLinkSmartWallet = async (client, { address, chainId, signMessage, smartWalletType, smartWalletVersion }) => {
  const message = await generateSiweMessage(client, { address, chainId })
  const signature = await signMessage(message)
  return linkSmartWallet(client, { message, signature, smartWalletType, smartWalletVersion })
}
