import type { FoyerClient } from '../../client/types.js'
import { userValue } from '../../client/session/state.js'
import { getAccessToken } from '../../client/session/getAccessToken.js'
import type { User } from '../../types/user.js'
import { ETHEREUM_ADDRESS_VERIFIER, WALLET_SERVICE_EVENTS as E, type WalletCreatedReplyData } from '../../types/walletService.js'
import { CreateWalletAuthError, InvalidWalletIndexError } from './errors.js'
import type { EmbeddedFrame } from './frame.js'
import { embeddedFrameOf } from './session.js'

/**
 * What every wallet creation (Ethereum or Solana) starts with: the index checked (a non-negative
 * integer), the logged-in user and a fresh access token ('User must be authenticated before
 * creating a Foyer wallet' otherwise), and the wallet service's frame.
 */
export async function startWalletCreation(client: FoyerClient, walletIndex: number | undefined): Promise<{ user: User; accessToken: string; frame: EmbeddedFrame }> {
  if (walletIndex !== undefined && (!Number.isInteger(walletIndex) || walletIndex < 0)) {
    throw new InvalidWalletIndexError('Wallet index must be a non-negative integer')
  }
  const user = userValue.get(client)
  const accessToken = user ? await getAccessToken(client) : null
  if (!user || !accessToken) throw new CreateWalletAuthError()
  return { user, accessToken, frame: embeddedFrameOf(client) }
}

/** Asks the wallet service for another HD wallet of the user's entropy (`walletIndex`, else the next index). */
export function addHdWallet(
  frame: EmbeddedFrame,
  { accessToken, entropyId, chainType, walletIndex }: { accessToken: string; entropyId: string; chainType: 'ethereum' | 'solana'; walletIndex: number | undefined },
): Promise<WalletCreatedReplyData> {
  return frame.request(E.add, {
    accessToken,
    entropyId,
    entropyIdVerifier: ETHEREUM_ADDRESS_VERIFIER,
    chainType,
    ...(walletIndex !== undefined ? { hdWalletIndex: walletIndex } : {}),
  })
}
