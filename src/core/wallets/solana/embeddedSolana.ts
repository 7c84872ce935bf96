import type { FoyerClient } from '../../client/types.js'
import { withWalletRecovery } from '../embedded/recovery/withWalletRecovery.js'
import { userValue } from '../../client/session/state.js'
import { getAccessToken } from '../../client/session/getAccessToken.js'
import { MFA_TOKEN_HEADER } from '../../constants.js'
import { withMfa } from '../../mfa/withMfa.js'
import { isEmbeddedWallet, type WalletAccount } from '../../types/linkedAccounts.js'
import type { User } from '../../types/user.js'
import {
  ETHEREUM_ADDRESS_VERIFIER, SOLANA_ADDRESS_VERIFIER, WALLET_SERVICE_EVENTS as E,
  type EntropyIdVerifier, type SolanaWalletServiceRpcRequest, type WalletRpcReplyData,
} from '../../types/walletService.js'
import { NoEmbeddedWalletError, SignWithWalletAuthError } from '../embedded/errors.js'
import { embeddedFrameOf } from '../embedded/session.js'
import { userEntropyId } from '../embedded/wallets.js'
import { isServerHeldWallet } from '../../types/serverWallets.js'

/** The user's embedded Solana wallets, in linked order. */
export const embeddedSolanaWallets = (user: Pick<User, 'linkedAccounts'> | null): WalletAccount[] =>
  (user?.linkedAccounts ?? []).filter((a): a is WalletAccount => isEmbeddedWallet(a) && (a as WalletAccount).chainType === 'solana')

export { userEntropyId } from '../embedded/wallets.js'

/**
 * An embedded Solana wallet ready to sign: its address, entropy (with how its id is checked: an
 * imported Solana key's entropy id is its own address) and HD index.
 */
export type SolanaSigningWallet = {
  address: string
  entropyId: string
  entropyIdVerifier?: EntropyIdVerifier | undefined
  hdWalletIndex: number
  /** A server-held wallet's id (recovery method 'privy-v2'): it signs on the backend, not in the wallet service. */
  serverWalletId?: string | undefined
}

/**
 * The embedded Solana wallet a signing action uses — `address`, else the user's first. 'User must
 * be authenticated before signing with a Foyer wallet' without a user; 'User must have an
 * embedded wallet.' when the user has none (or not that address).
 */
export function solanaSigningWallet(client: FoyerClient, address?: string): SolanaSigningWallet {
  const user = userValue.get(client)
  if (!user) throw new SignWithWalletAuthError()
  const wallets = embeddedSolanaWallets(user)
  const wallet = address ? wallets.find((w) => w.address === address) : wallets[0]
  const entropyId = wallet ? (wallet.entropyId ?? userEntropyId(user)) : null
  if (!wallet || !entropyId) throw new NoEmbeddedWalletError()
  const entropyIdVerifier = wallet.entropyIdVerifier === SOLANA_ADDRESS_VERIFIER ? SOLANA_ADDRESS_VERIFIER : ETHEREUM_ADDRESS_VERIFIER
  return {
    address: wallet.address, entropyId, entropyIdVerifier, hdWalletIndex: wallet.walletIndex ?? 0,
    ...(wallet.id && isServerHeldWallet(wallet) ? { serverWalletId: wallet.id } : {}),
  }
}

/**
 * Asks the wallet service to sign with an embedded Solana wallet. The backend authorizes each
 * signature; when it wants MFA, `withMfa` prompts and retries with the token (as Ethereum signing).
 * A server-held wallet signs on the backend instead (`serverSolanaRpc`).
 */
export async function solanaWalletRpc(client: FoyerClient, wallet: SolanaSigningWallet, request: SolanaWalletServiceRpcRequest): Promise<string> {
  if (wallet.serverWalletId) {
    const { serverSolanaRpc } = await import('../server/serverWalletRpc.js')
    return serverSolanaRpc(client, { id: wallet.serverWalletId, chainType: 'solana' }, request)
  }
  const accessToken = await getAccessToken(client)
  if (!accessToken) throw new SignWithWalletAuthError()
  const reply: WalletRpcReplyData = await withWalletRecovery(client, wallet.entropyId, () => withMfa(client, async (headers) => {
    const mfaToken = headers[MFA_TOKEN_HEADER]
    return embeddedFrameOf(client).request(E.rpc, {
      accessToken: (await getAccessToken(client)) ?? accessToken,
      entropyId: wallet.entropyId,
      entropyIdVerifier: wallet.entropyIdVerifier ?? ETHEREUM_ADDRESS_VERIFIER,
      hdWalletIndex: wallet.hdWalletIndex,
      chainType: 'solana',
      request,
      ...(mfaToken ? { mfaToken } : {}),
    })
  }, { kind: 'txn' }))
  return (reply as { signature: string }).signature
}
