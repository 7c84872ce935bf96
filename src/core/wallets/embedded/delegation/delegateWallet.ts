import type { ServerWalletRuleError } from '../../server/errors.js'
import type { FoyerClient } from '../../../client/types.js'
import { getAccessToken, type GetAccessTokenErrorType } from '../../../client/session/getAccessToken.js'
import { userValue } from '../../../client/session/state.js'
import { setUser } from '../../../client/session/store.js'
import { MFA_TOKEN_HEADER } from '../../../constants.js'
import { withMfa } from '../../../mfa/withMfa.js'
import type { PromptMfaErrorType } from '../../../mfa/promptMfa.js'
import { toUser, type User } from '../../../types/user.js'
import { WALLET_SERVICE_EVENTS as E } from '../../../types/walletService.js'
import type {
  EmbeddedWalletInitTimeoutError, EmbeddedWalletRequestTimeoutError, EmbeddedWalletServiceError, NoEmbeddedWalletError, ProviderRpcError,
} from '../errors.js'
import { withWalletRecovery } from '../recovery/withWalletRecovery.js'
import { embeddedFrameOf } from '../session.js'
import { walletUiShown } from '../walletUi.js'
import type { WalletUiOptions } from '../walletRequest.js'
import { DelegationAuthError, type DelegationWalletNotFoundError, type UnsupportedDelegationChainError } from './errors.js'
import { showDelegationRequest } from './request.js'
import { delegationTargetOf, type DelegationTarget } from './target.js'

/** What `delegateWallet` takes: the embedded wallet to delegate. */
export type DelegateWalletParameters = {
  /** The wallet's address (one of the user's embedded wallets of `chainType`). */
  address: string
  /** 'ethereum' or 'solana': only those embedded wallets can be delegated. */
  chainType: 'ethereum' | 'solana'
  /** `showWalletUIs: false` delegates with no screen (the host asked for consent its own way). */
  uiOptions?: Pick<WalletUiOptions, 'showWalletUIs'> | undefined
}
/** The user, whose wallet now says `delegated: true`. */
export type DelegateWalletReturnType = { user: User }
/** The errors `delegateWallet` can throw or reject with. */
export type DelegateWalletErrorType =
  | DelegationAuthError
  | UnsupportedDelegationChainError
  | DelegationWalletNotFoundError
  | NoEmbeddedWalletError
  | ProviderRpcError
  | EmbeddedWalletServiceError
  | EmbeddedWalletInitTimeoutError
  | EmbeddedWalletRequestTimeoutError
  | GetAccessTokenErrorType
  | PromptMfaErrorType
  | ServerWalletRuleError

/**
 * Delegates an embedded wallet to the app: after the user's consent, the wallet service hands the
 * backend the wallet's key sealed to the backend (never to this page), so the app's **server** can
 * sign with it while the user is away (`POST /api/v1/wallets/{wallet_id}/rpc`, see
 * docs/delegated-actions.md). Only the user's own Ethereum and Solana embedded wallets.
 *
 * With the default UI mounted it shows 'Enable offline access' (Accept, Not now) first: Accept
 * delegates, the result shows for 2.5 s, then the screen closes and the call resolves (or rejects
 * with the failure); 'Not now' or closing rejects with 4001 'The user rejected the request'.
 * Headless (or `uiOptions.showWalletUIs: false`) it delegates with no screen. An MFA verification is
 * asked for when the app requires MFA for wallet actions, as for a signature. The user's wallet
 * then says `delegated: true`.
 */
export async function delegateWallet(client: FoyerClient, { address, chainType, uiOptions }: DelegateWalletParameters): Promise<DelegateWalletReturnType> {
  const target = delegationTargetOf(userValue.get(client), { address, chainType })
  if (!walletUiShown(client, uiOptions)) return { user: await delegate(client, target) }
  return showDelegationRequest(client, { action: 'delegate', address: target.address, chainType: target.chainType }, () => delegate(client, target))
}

/** The consent itself: the wallet service seals the key to the backend (recovering the wallet, verifying MFA when asked). */
async function delegate(client: FoyerClient, target: DelegationTarget): Promise<User> {
  const accessToken = await getAccessToken(client)
  if (!accessToken) throw new DelegationAuthError()
  const reply = await withWalletRecovery(client, target.entropyId, () => withMfa(client, async (headers) => {
    const mfaToken = headers[MFA_TOKEN_HEADER]
    return embeddedFrameOf(client).request(E.delegate, {
      accessToken: (await getAccessToken(client)) ?? accessToken,
      entropyId: target.entropyId,
      entropyIdVerifier: target.entropyIdVerifier,
      address: target.address,
      chainType: target.chainType,
      hdWalletIndex: target.hdWalletIndex,
      ...(mfaToken ? { mfaToken } : {}),
    })
  }, { kind: 'txn' }))
  const user = toUser(reply.user)
  setUser(client, user)
  return user
}
