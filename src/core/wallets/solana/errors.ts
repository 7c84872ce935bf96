import { FoyerError, type FoyerErrorParameters } from '../../errors/base.js'

/** `signSolanaMessage` with an empty message (or not a string / bytes). */
export class InvalidSolanaMessageError extends FoyerError<'invalid_solana_message'> {
  override name = 'InvalidSolanaMessageError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Message must be a non-empty string', 'invalid_solana_message', p)
  }
}

/** The deprecated `fund()` of a Solana wallet: use `fundWallet` instead. */
export class SolanaFundDeprecatedError extends FoyerError<'fund_deprecated'> {
  override name = 'SolanaFundDeprecatedError'
  constructor(p: FoyerErrorParameters = {}) {
    super('fund is deprecated for Solana wallets - use fundWallet instead', 'fund_deprecated', p)
  }
}
