import type { FoyerClient } from '../../../client/types.js'
import type { HttpRequestErrorType } from '../../../client/http/client.js'
import type { RequireAccessTokenErrorType } from '../../../client/session/getAccessToken.js'
import { userValue } from '../../../client/session/state.js'
import { setUser } from '../../../client/session/store.js'
import { isEmbeddedWallet, type WalletAccount } from '../../../types/linkedAccounts.js'
import { toUser, type User, type WireUser } from '../../../types/user.js'
import type { ProviderRpcError } from '../errors.js'
import { walletUiShown } from '../walletUi.js'
import type { WalletUiOptions } from '../walletRequest.js'
import { DelegationAuthError, UserHasNotDelegatedWalletError } from './errors.js'
import { showDelegationRequest } from './request.js'

/** The route that takes every delegation of the user back. */
export const REVOKE_WALLETS_PATH = '/api/v1/wallets/revoke'

/** What `revokeWallets` takes: nothing, or `uiOptions.showWalletUIs: false` to revoke with no screen. */
export type RevokeWalletsParameters = { uiOptions?: Pick<WalletUiOptions, 'showWalletUIs'> | undefined }
/** The user, whose wallets now say `delegated: false`. */
export type RevokeWalletsReturnType = { user: User }
/** The errors `revokeWallets` can throw or reject with. */
export type RevokeWalletsErrorType = DelegationAuthError | UserHasNotDelegatedWalletError | ProviderRpcError | RequireAccessTokenErrorType | HttpRequestErrorType

/** The user's delegated embedded wallets. */
export const delegatedWallets = (user: Pick<User, 'linkedAccounts'> | null): WalletAccount[] =>
  (user?.linkedAccounts ?? []).filter((a): a is WalletAccount => isEmbeddedWallet(a) && (a as WalletAccount).delegated)

/**
 * Takes back every wallet the user delegated to the app (`POST /api/v1/wallets/revoke`): the
 * backend forgets their keys and the app's server can no longer sign with them. The user must have
 * delegated wallets (`UserHasNotDelegatedWalletError`, `user_has_not_delegated_wallet`).
 *
 * With the default UI mounted it shows 'Revoke offline access to wallet' (Confirm, Deny) first:
 * Confirm revokes, the result shows for 2.5 s, then the screen closes and the call resolves (or
 * rejects with the failure); Deny or closing rejects with 4001 'The user rejected the request'.
 * Headless (or `uiOptions.showWalletUIs: false`) it revokes with no screen.
 */
export async function revokeWallets(client: FoyerClient, { uiOptions }: RevokeWalletsParameters = {}): Promise<RevokeWalletsReturnType> {
  const current = userValue.get(client)
  if (!current) throw new DelegationAuthError()
  const wallets = delegatedWallets(current)
  if (wallets.length === 0) throw new UserHasNotDelegatedWalletError()
  if (!walletUiShown(client, uiOptions)) return { user: await revoke(client) }
  const first = wallets[0]!
  return showDelegationRequest(client, { action: 'revoke', address: first.address, chainType: first.chainType as 'ethereum' | 'solana' }, () => revoke(client))
}

async function revoke(client: FoyerClient): Promise<User> {
  const response = await client.http.request<{ user: WireUser }>(REVOKE_WALLETS_PATH, { method: 'POST', body: {}, auth: 'required' })
  const user = toUser(response.user)
  setUser(client, user)
  return user
}
