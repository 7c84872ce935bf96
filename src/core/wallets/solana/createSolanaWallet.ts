import type { FoyerClient } from '../../client/types.js'
import { WALLET_SERVICE_EVENTS as E, type WalletCreatedReplyData } from '../../types/walletService.js'
import { adoptWalletReply } from '../embedded/adoptWalletReply.js'
import { FRAME_LONG_INIT_TIMEOUT_MS } from '../embedded/constants.js'
import type { CreateWalletErrorType, CreateWalletParameters, CreateWalletReturnType } from '../embedded/createWallet.js'
import { EmbeddedWalletAlreadyExistsError, InvalidWalletIndexError } from '../embedded/errors.js'
import { addHdWallet, startWalletCreation } from '../embedded/walletCreation.js'
import { embeddedSolanaWallets } from './embeddedSolana.js'
import { userEntropyId } from '../embedded/wallets.js'
import { appConfigValue } from '../../client/appConfig.js'
import { isServerWalletsMode } from '../../types/serverWallets.js'

/** What `createSolanaWallet` takes: `createAdditional` for another Solana HD wallet, `walletIndex` for a chosen one (as `createWallet`). */
export type CreateSolanaWalletParameters = CreateWalletParameters
/** The user (with the wallet among its linked accounts) and the new Solana wallet. */
export type CreateSolanaWalletReturnType = CreateWalletReturnType
/** The errors `createSolanaWallet` can throw or reject with: those of `createWallet`. */
export type CreateSolanaWalletErrorType = CreateWalletErrorType

/**
 * Creates an embedded Solana wallet in the wallet service (the key never reaches this page): the
 * account m/44'/501'/{index}'/0' of the user's entropy — the same entropy as their embedded
 * Ethereum wallets; new entropy for a user without one. The first call creates index 0;
 * `createAdditional` / `walletIndex` add another index. Needs a logged-in user ('User must be
 * authenticated before creating a Foyer wallet'); a user with a Solana wallet who asks for
 * neither gets 'User already has an embedded wallet.'. In the app mode
 * 'user-controlled-server-wallets-only' the backend makes and holds the key instead
 * (server-held wallets: docs/wallet-kinds.md).
 */
export async function createSolanaWallet(
  client: FoyerClient,
  { createAdditional = false, walletIndex, recoveryMethod }: CreateSolanaWalletParameters = {},
): Promise<CreateSolanaWalletReturnType> {
  // An app holding wallets on the server: the backend makes the key (no wallet service involved).
  if (isServerWalletsMode(appConfigValue.get(client)?.embeddedWallets.mode)) {
    const { createServerWallet } = await import('../server/createServerWallet.js')
    return createServerWallet(client, { chainType: 'solana', recoveryMethod, createAdditional, walletIndex })
  }
  const { user, accessToken, frame } = await startWalletCreation(client, walletIndex)
  const hasSolana = embeddedSolanaWallets(user).some((w) => !w.imported)
  let reply: WalletCreatedReplyData
  if (!hasSolana && (walletIndex === undefined || walletIndex === 0)) {
    reply = await frame.request(E.createSolana, { accessToken, recoveryMethod: 'privy' }, { initTimeoutMs: FRAME_LONG_INIT_TIMEOUT_MS })
  } else {
    const entropyId = userEntropyId(user)
    if (!hasSolana || !entropyId) {
      throw new InvalidWalletIndexError('A wallet index above 0 needs the user\'s first embedded Solana wallet: create it first')
    }
    if ((!createAdditional && walletIndex === undefined) || walletIndex === 0) throw new EmbeddedWalletAlreadyExistsError()
    reply = await addHdWallet(frame, { accessToken, entropyId, chainType: 'solana', walletIndex })
  }
  return adoptWalletReply(client, reply)
}
