import type { FoyerClient } from '../../client/types.js'
import { userValue } from '../../client/session/state.js'
import { getAccessToken } from '../../client/session/getAccessToken.js'
import { setUser } from '../../client/session/store.js'
import type { GetAccessTokenErrorType } from '../../client/session/getAccessToken.js'
import type { HttpRequestErrorType } from '../../client/http/client.js'
import { isEmbeddedWallet, type WalletAccount } from '../../types/linkedAccounts.js'
import { toUser, type User, type WireUser } from '../../types/user.js'
import { CreateWalletAuthError, InvalidWalletIndexError } from '../embedded/errors.js'
import { ServerWalletRuleError, type SessionSignerLostError } from './errors.js'
import { serverWalletCreationRefusal } from '../../types/serverWallets.js'
import { sessionSignerOf } from './sessionSigner.js'

/** What `createServerWallet` takes: the chain and what `createWallet` takes (checked against the mode's rules). */
export type CreateServerWalletParameters = {
  /** 'ethereum' or 'solana' (Bitcoin is refused: 'Bitcoin providers do not work with server-held wallets'). */
  chainType: 'ethereum' | 'solana'
  /** Only a method starting with 'privy' (the wallet is secured with 'privy-v2'). */
  recoveryMethod?: string | undefined
  /** Refused: server-held wallets have no HD wallets. */
  createAdditional?: boolean | undefined
  /** Only 0: server-held wallets have no HD wallets. */
  walletIndex?: number | undefined
}
/** The user (with the new wallet among its linked accounts) and the wallet. */
export type CreateServerWalletReturnType = { user: User; wallet: WalletAccount }
/** The errors `createServerWallet` can throw or reject with. */
export type CreateServerWalletErrorType =
  | CreateWalletAuthError | InvalidWalletIndexError | ServerWalletRuleError | SessionSignerLostError | HttpRequestErrorType | GetAccessTokenErrorType

/**
 * Creates a server-held wallet for the logged-in user (the app's embedded-wallet mode
 * `'user-controlled-server-wallets-only'`): `POST /api/v1/wallets` with `chain_type` and
 * `owner_id` (the user); the backend makes the key and keeps it, the user's linked accounts gain
 * the wallet (recovery method `'privy-v2'`). The session's signer key is registered first, so the
 * wallet signs right away. The mode's rules are checked here before any request (see
 * `serverWalletCreationRefusal`); `createWallet` / `createSolanaWallet` call this in that mode.
 */
export async function createServerWallet(client: FoyerClient, { chainType, recoveryMethod, createAdditional, walletIndex }: CreateServerWalletParameters): Promise<CreateServerWalletReturnType> {
  if (walletIndex !== undefined && (!Number.isInteger(walletIndex) || walletIndex < 0)) throw new InvalidWalletIndexError('Wallet index must be a non-negative integer')
  const user = userValue.get(client)
  if (!user || !(await getAccessToken(client))) throw new CreateWalletAuthError()
  const refusal = serverWalletCreationRefusal({
    chainType, recoveryMethod, walletIndex, createAdditional,
    hasWalletOfChain: user.linkedAccounts.some((a) => isEmbeddedWallet(a) && (a as WalletAccount).chainType === chainType),
  })
  if (refusal) throw new ServerWalletRuleError(refusal)
  await sessionSignerOf(client)
  const answer = await client.http.request<{ id: string; address: string; user: WireUser }>('/api/v1/wallets', {
    method: 'POST', body: { chain_type: chainType, owner_id: user.id }, auth: 'required',
  })
  const next = toUser(answer.user)
  setUser(client, next)
  const wallet = next.linkedAccounts.find((a): a is WalletAccount => a.type === 'wallet' && a.address === answer.address)
  if (!wallet) throw new CreateWalletAuthError({ details: 'The backend answered a user without the new wallet' })
  return { user: next, wallet }
}
