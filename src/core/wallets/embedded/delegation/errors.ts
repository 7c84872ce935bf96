import { FoyerError, type FoyerErrorParameters } from '../../../errors/base.js'

/** Delegating or revoking with no logged-in user. */
export class DelegationAuthError extends FoyerError<'MUST_BE_AUTHENTICATED'> {
  override name = 'DelegationAuthError'
  constructor(p: FoyerErrorParameters = {}) {
    super('User must be authenticated before delegating a Foyer wallet', 'MUST_BE_AUTHENTICATED', p)
  }
}

/** Delegating a wallet of another chain type than Ethereum and Solana. */
export class UnsupportedDelegationChainError extends FoyerError<'UNSUPPORTED_WALLET_TYPE'> {
  override name = 'UnsupportedDelegationChainError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Only Ethereum and Solana embedded wallets can be delegated', 'UNSUPPORTED_WALLET_TYPE', p)
  }
}

/** Delegating an address that is not one of the user's embedded wallets of that chain (an external wallet, another user's). */
export class DelegationWalletNotFoundError extends FoyerError<'EMBEDDED_WALLET_NOT_FOUND'> {
  override name = 'DelegationWalletNotFoundError'
  constructor(p: FoyerErrorParameters = {}) {
    super("The address to delegate must be one of the user's embedded wallets", 'EMBEDDED_WALLET_NOT_FOUND', p)
  }
}

/** Revoking for a user who has no delegated wallet. */
export class UserHasNotDelegatedWalletError extends FoyerError<'user_has_not_delegated_wallet'> {
  override name = 'UserHasNotDelegatedWalletError'
  constructor(p: FoyerErrorParameters = {}) {
    super('The user has no delegated wallets to revoke', 'user_has_not_delegated_wallet', p)
  }
}
